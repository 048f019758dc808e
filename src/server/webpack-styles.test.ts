import {
  APP_STYLES,
  appStylesFirst,
  extractCssInMainCompilation,
  lazyStylesNotInlined,
  productionClassName,
  type BuiltChunkGroup,
  styleChunkName,
  type StyleChunkGroup,
  useProductionClassNames,
} from './webpack-styles'

/** A chunk graph shaped as Gatsby's: the app entry, page templates loaded from it, lazy parts below them. */
function group(name: string | null, parents: StyleChunkGroup[] = [], initial = false): StyleChunkGroup {
  return { name, isInitial: () => initial, parentsIterable: parents }
}
const app = group('app', [], true)
const post = group('component---src-templates-post-tsx', [app])
const home = group('component---src-templates-home-tsx', [app])
const page = group('component---src-templates-page-tsx', [app])
const commentForm = group(null, [post])
const chunk = (...groups: StyleChunkGroup[]) => ({ groupsIterable: groups })

describe('styleChunkName', () => {
  it('keeps what the app entry loads in the stylesheet of every page', () => {
    expect(styleChunkName([chunk(app)])).toBe(APP_STYLES)
    expect(styleChunkName([chunk(app), chunk(post)])).toBe(APP_STYLES)
  })

  it('gives a module only templates load to those templates, named the same whatever the order', () => {
    expect(styleChunkName([chunk(post)])).toBe('styles-src-templates-post-tsx')
    expect(styleChunkName([chunk(page), chunk(home)])).toBe('styles-src-templates-home-tsx--src-templates-page-tsx')
    expect(styleChunkName([chunk(home, page)])).toBe('styles-src-templates-home-tsx--src-templates-page-tsx')
  })

  it("counts a template's lazily loaded part as the template, however deep", () => {
    expect(styleChunkName([chunk(commentForm)])).toBe('styles-src-templates-post-tsx')
    expect(styleChunkName([chunk(group(null, [commentForm]))])).toBe('styles-src-templates-post-tsx')
    expect(styleChunkName([chunk(commentForm), chunk(home)])).toBe(
      'styles-src-templates-home-tsx--src-templates-post-tsx',
    )
  })

  it('names a module many templates share by a digest of their names, short enough for a file name', () => {
    const templates = Array.from({ length: 12 }, (_, index) =>
      group(`component---src-templates-template-${index}-tsx`, [app]),
    )
    const name = styleChunkName([chunk(...templates)])
    expect(name).toMatch(/^styles-12-templates-[0-9a-f]{12}$/)
    expect(styleChunkName([chunk(...[...templates].reverse())])).toBe(name)
    expect(styleChunkName([chunk(...templates.slice(1))])).not.toBe(name)
  })

  it('ends on a cycle of lazy parts', () => {
    const first = group(null, [])
    const second = group(null, [first])
    ;(first.parentsIterable as StyleChunkGroup[]).push(second, home)
    expect(styleChunkName([chunk(second)])).toBe('styles-src-templates-home-tsx')
  })
})

describe('useProductionClassNames', () => {
  const cssLoader = (modules: unknown) => ({ loader: '/app/node_modules/css-loader/dist/cjs.js', options: { modules } })

  it('names classes on every CSS Modules css-loader, in oneOf and nested rules, and leaves plain CSS alone', () => {
    const moduleRule = cssLoader({ namedExport: true, localIdentName: '[name]--[local]--[hash:hex:5]' })
    const nested = cssLoader({ localIdentName: 'x' })
    const plain = cssLoader(false)
    const rules = [
      {
        oneOf: [
          { use: [{ loader: '/app/node_modules/mini-css-extract-plugin/dist/loader.js', options: {} }, moduleRule] },
          { use: [plain] },
        ],
      },
      { rules: [{ use: nested }] },
      { use: [{ loader: 'babel-loader' }] },
    ]
    expect(useProductionClassNames(rules)).toBe(2)
    expect(moduleRule.options.modules).toEqual({
      namedExport: true,
      localIdentName: '[name]--[local]--[hash:hex:5]',
      getLocalIdent: productionClassName,
    })
    expect(nested.options.modules).toEqual({ localIdentName: 'x', getLocalIdent: productionClassName })
    expect(plain.options.modules).toBe(false)
  })

  it('finds nothing to set where there is no css-loader', () => {
    expect(useProductionClassNames([{ use: [{ loader: 'babel-loader', options: { modules: {} } }] }])).toBe(0)
  })
})

describe('productionClassName', () => {
  const context = { resourcePath: '/repo/src/chrome/toast.module.css', rootContext: '/repo' }
  const name = (loaderContext: object, local: string) =>
    productionClassName(loaderContext as typeof context, '', local, { context: '/repo' })

  it('is six base-62 characters from the file and the class', () => {
    expect(name(context, 'region')).toMatch(/^[0-9a-zA-Z]{6}$/)
    expect(name(context, 'region')).toBe(name({ ...context }, 'region'))
    expect(name(context, 'region')).not.toBe(name(context, 'item'))
    expect(name({ ...context, resourcePath: '/repo/src/chrome/header.module.css' }, 'region')).not.toBe(
      name(context, 'region'),
    )
  })

  it("is the same for the browser build's modules, which have a match resource, and the server renderer's", () => {
    const browser = {
      ...context,
      _module: { matchResource: '/repo/src/chrome/toast.module.css.webpack[javascript/auto]' },
    }
    expect(name(browser, 'region')).toBe(name(context, 'region'))
  })

  it('does not depend on where the repository is', () => {
    const elsewhere = { resourcePath: '/home/ci/main/src/chrome/toast.module.css', rootContext: '/home/ci/main' }
    expect(productionClassName(elsewhere, '', 'region', { context: '/home/ci/main' })).toBe(name(context, 'region'))
  })
})

describe('lazyStylesNotInlined', () => {
  function built(
    name: string | null,
    chunks: { files: string[] }[],
    parents: BuiltChunkGroup[] = [],
    initial = false,
  ): BuiltChunkGroup {
    return { name, chunks, isInitial: () => initial, parentsIterable: parents }
  }
  const appChunk = { files: ['app-1.js', 'styles-1.css'] }
  const postStyles = { files: ['styles-src-templates-post-tsx-1.css'] }
  const formJs = { files: ['412-1.js'] }

  it("passes when a lazy part's stylesheet is one its template's pages already inline", () => {
    const appGroup = built('app', [appChunk], [], true)
    const postGroup = built(
      'component---src-templates-post-tsx',
      [{ files: ['component---src-templates-post-tsx-1.js'] }, postStyles],
      [appGroup],
    )
    expect(lazyStylesNotInlined([appGroup, postGroup, built(null, [formJs, postStyles], [postGroup])])).toEqual([])
  })

  it('names the stylesheet only the lazy part would load, and the template whose pages lack it', () => {
    const appGroup = built('app', [appChunk], [], true)
    const postGroup = built(
      'component---src-templates-post-tsx',
      [{ files: ['component---src-templates-post-tsx-1.js'] }],
      [appGroup],
    )
    const formStyles = { files: ['412-1.css', '412-1.js'] }
    expect(lazyStylesNotInlined([appGroup, postGroup, built(null, [formStyles], [postGroup])])).toEqual([
      { stylesheet: '412-1.css', template: 'component---src-templates-post-tsx' },
    ])
  })
})

describe('appStylesFirst', () => {
  type HeadComponent = { name: string; href?: string }
  const sheet = (href: string): HeadComponent => ({ name: 'style', href })
  const other = (name: string): HeadComponent => ({ name })
  const hrefOf = (component: HeadComponent) => component.href

  it("moves the app's sheet before the templates' sheets, leaving everything else in place", () => {
    const head = [
      other('meta'),
      sheet('/styles-src-templates-post-tsx.1a.css'),
      sheet('/styles-src-templates-home-tsx--src-templates-post-tsx.2b.css'),
      sheet('/styles.3c.css'),
      other('link'),
    ]
    expect(appStylesFirst(head, hrefOf)).toEqual([
      other('meta'),
      sheet('/styles.3c.css'),
      sheet('/styles-src-templates-post-tsx.1a.css'),
      sheet('/styles-src-templates-home-tsx--src-templates-post-tsx.2b.css'),
      other('link'),
    ])
  })

  it('keeps a head whose app sheet is first, has none, or has no sheet at all', () => {
    const ordered = [sheet('/prefix/styles.3c.css'), sheet('/prefix/styles-src-pages-404-tsx.1a.css')]
    expect(appStylesFirst(ordered, hrefOf)).toEqual(ordered)
    expect(appStylesFirst([sheet('/styles-src-pages-404-tsx.1a.css')], hrefOf)).toEqual([
      sheet('/styles-src-pages-404-tsx.1a.css'),
    ])
    expect(appStylesFirst([other('meta')], hrefOf)).toEqual([other('meta')])
  })
})

describe('extractCssInMainCompilation', () => {
  it("switches Gatsby's mini-css-extract-plugin from child compilations to importModule", () => {
    // The copy Gatsby itself builds with.
    const MiniCssExtractPlugin = require(
      require.resolve('mini-css-extract-plugin', { paths: [require.resolve('gatsby')] }),
    ) as new (options: object) => { constructor: { name: string }; options: Record<string, unknown> }
    const extract = new MiniCssExtractPlugin({ filename: '[name].css' })
    expect(extract.options.experimentalUseImportModule).toBe(false)
    const other = { constructor: { name: 'DefinePlugin' } }
    expect(extractCssInMainCompilation([other, extract])).toBe(true)
    expect(extract.options.experimentalUseImportModule).toBe(true)
  })

  it('says so when there is no such plugin', () => {
    expect(extractCssInMainCompilation([{ constructor: { name: 'DefinePlugin' }, options: {} }])).toBe(false)
  })
})
