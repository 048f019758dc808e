/**
 * How the build splits and names the site's CSS (gatsby-node.ts, onCreateWebpackConfig; ADR 0016).
 *
 * Gatsby puts every CSS module of the site into one `styles` chunk, which each page inlines whole:
 * a post carried the account screens' rules. Here each CSS module goes to the chunk of the pages
 * that can show it instead. What the app entry imports (the theme, the rules every page needs)
 * stays `styles`; a module only templates reach goes to `styles-<those templates>` (the chrome
 * every template draws to the chunk named after all of them). A
 * template's lazily loaded parts (the account screens, the comment form) count as the template, so
 * their rules arrive inlined with the page: nothing is fetched or inserted in the browser later.
 */

import { createHash } from 'node:crypto'
import path from 'node:path'

/** The parts of webpack's ChunkGroup and Chunk the split reads. */
export type StyleChunkGroup = { name?: string | null; isInitial(): boolean; parentsIterable: Iterable<StyleChunkGroup> }
export type StyleChunk = { groupsIterable: Iterable<StyleChunkGroup> }

/** Gatsby names a page component's chunk group `component---<its path>`. */
const TEMPLATE_GROUP = /^component---(.+)$/
export const APP_STYLES = 'styles'

/** The templates (or `app`, the entry) whose pages load a chunk group, through its lazy parents. */
function ownersOf(group: StyleChunkGroup, seen = new Set<StyleChunkGroup>()): Set<string> {
  const owners = new Set<string>()
  if (seen.has(group)) return owners
  seen.add(group)
  const template = group.name ? TEMPLATE_GROUP.exec(group.name) : null
  if (template) return owners.add(template[1])
  if (group.isInitial()) return owners.add('app')
  for (const parent of group.parentsIterable) for (const owner of ownersOf(parent, seen)) owners.add(owner)
  return owners
}

/** The template groups (not `app`) whose pages load `group`, itself included. */
function templatesOf<Group extends StyleChunkGroup & { parentsIterable: Iterable<Group> }>(
  group: Group,
  seen = new Set<Group>(),
): Group[] {
  if (seen.has(group)) return []
  seen.add(group)
  if (group.name && TEMPLATE_GROUP.test(group.name)) return [group]
  if (group.isInitial()) return []
  return [...group.parentsIterable].flatMap((parent) => templatesOf(parent, seen))
}

export type BuiltChunkGroup = StyleChunkGroup & {
  chunks: { files: Iterable<string> }[]
  parentsIterable: Iterable<BuiltChunkGroup>
}

/**
 * The stylesheets of lazily loaded parts that a page using them would not have inlined (each with
 * the template that misses it): what `styleChunkName` is meant to make impossible. Gatsby inlines
 * the CSS of a template's own chunk group; a stylesheet only a lazy part's group holds would be
 * fetched and inserted in the browser when the part loads.
 */
export function lazyStylesNotInlined(groups: Iterable<BuiltChunkGroup>): { stylesheet: string; template: string }[] {
  const missing: { stylesheet: string; template: string }[] = []
  for (const group of groups) {
    if (group.isInitial() || (group.name && TEMPLATE_GROUP.test(group.name))) continue
    for (const template of new Set(templatesOf(group)))
      for (const chunk of group.chunks)
        for (const file of chunk.files)
          if (file.endsWith('.css') && !template.chunks.includes(chunk))
            missing.push({ stylesheet: file, template: template.name ?? '' })
  }
  return missing
}

/** Fails the browser build when `lazyStylesNotInlined` finds a stylesheet. */
export class LazyStylesCheck {
  apply(compiler: {
    hooks: { thisCompilation: { tap(name: string, run: (compilation: WebpackCompilation) => void): void } }
  }) {
    compiler.hooks.thisCompilation.tap('LazyStylesCheck', (compilation) => {
      compilation.hooks.afterSeal.tap('LazyStylesCheck', () => {
        for (const { stylesheet, template } of lazyStylesNotInlined(compilation.chunkGroups))
          compilation.errors.push(
            new Error(
              `${stylesheet} is loaded with a lazy part of ${template} but not inlined in its pages (src/server/webpack-styles.ts)`,
            ),
          )
      })
    })
  }
}
type WebpackCompilation = {
  chunkGroups: BuiltChunkGroup[]
  errors: Error[]
  hooks: { afterSeal: { tap(name: string, run: () => void): void } }
}

/**
 * The chunk a CSS module found in `chunks` goes to: `styles` when the app entry loads it (every
 * page has it), else one chunk per set of templates that load it, named after them
 * (`styles-src-templates-home-tsx--src-templates-page-tsx`); a set whose names would make too long
 * a file name (file systems stop at 255 bytes) is named by a digest of them instead.
 */
export function styleChunkName(chunks: Iterable<StyleChunk>): string {
  const owners = new Set<string>()
  for (const chunk of chunks)
    for (const group of chunk.groupsIterable) for (const owner of ownersOf(group)) owners.add(owner)
  if (owners.size === 0 || owners.has('app')) return APP_STYLES
  const names = [...owners].sort().join('--')
  if (names.length <= LONGEST_OWNER_NAMES) return `${APP_STYLES}-${names}`
  return `${APP_STYLES}-${owners.size}-templates-${createHash('sha256').update(names).digest('hex').slice(0, 12)}`
}

/** Room for the name's prefix and webpack's `.[contenthash].css` within a file name's 255 bytes. */
const LONGEST_OWNER_NAMES = 200

/**
 * Puts the app's stylesheet before the templates' in a page's head. Gatsby inlines a page's
 * sheets with its template's first; the app's opens with the cascade layer order
 * (`@layer base, primitives, variants`, src/styles/theme.css), which only holds if it comes
 * before any rule of those layers, and it is the first sheet a page has when the browser loads
 * another template's sheet on navigation, so the server's order is the browser's.
 * `stylesheetOf` says which stylesheet a head component inlines, if any.
 */
export function appStylesFirst<Component>(
  components: Component[],
  stylesheetOf: (component: Component) => string | undefined,
): Component[] {
  const isApp = (component: Component) =>
    new RegExp(`/${APP_STYLES}\\.[^/]+\\.css$`).test(stylesheetOf(component) ?? '')
  const first = components.findIndex((component) => stylesheetOf(component) !== undefined)
  const app = components.findIndex(isApp)
  if (first === -1 || app <= first) return components
  const reordered = components.filter((_, index) => index !== app)
  reordered.splice(first, 0, components[app])
  return reordered
}

/**
 * Class names in production builds: six base-62 characters hashed from the module's path (relative
 * to the project) and the class, with `_` in front when it starts with a digit (css-loader adds it),
 * instead of Gatsby's `<file>--<class>--<hash>`, which every page's HTML, CSS and JavaScript repeat.
 * Development keeps the readable names. The browser and the server renderer must give a class the
 * same name, so both production stages use this, and it hashes only the file and the class:
 * css-loader's own `[hash]` also hashes a module's match resource, which the browser build's CSS
 * modules have and the server renderer's do not (mini-css-extract-plugin's importModule,
 * `extractCssInMainCompilation`).
 */
export function productionClassName(
  loaderContext: { resourcePath: string; rootContext: string },
  _pattern: string,
  localName: string,
  options: { context?: string },
): string {
  const file = path
    .relative(options.context ?? loaderContext.rootContext, loaderContext.resourcePath)
    .split(path.sep)
    .join('/')
  let value = createHash('sha256').update(`${file}\0${localName}`).digest().readBigUInt64BE(0)
  let name = ''
  for (let index = 0; index < CLASS_NAME_LENGTH; index++) {
    name = BASE62[Number(value % 62n)] + name
    value /= 62n
  }
  return name
}
const BASE62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const CLASS_NAME_LENGTH = 6

type Rule = { oneOf?: Rule[]; rules?: Rule[]; use?: unknown }
type LoaderUse = { loader?: string; options?: { modules?: unknown } }

/** Names the classes of every CSS Modules css-loader in `rules` with `productionClassName`; returns how many it set. */
export function useProductionClassNames(rules: Rule[]): number {
  let set = 0
  for (const rule of rules) {
    set += useProductionClassNames(rule.oneOf ?? []) + useProductionClassNames(rule.rules ?? [])
    const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : []
    for (const use of uses as LoaderUse[]) {
      const modules = use?.options?.modules
      if (
        typeof use?.loader === 'string' &&
        /[/\\]css-loader[/\\]/.test(use.loader) &&
        modules &&
        typeof modules === 'object'
      ) {
        ;(modules as { getLocalIdent: typeof productionClassName }).getLocalIdent = productionClassName
        set++
      }
    }
  }
  return set
}

type Plugin = { constructor: { name: string }; options?: Record<string, unknown> }

/**
 * Makes mini-css-extract-plugin build CSS modules inside the main compilation (webpack's
 * importModule) instead of one child compilation each. Webpack folds child compilations into the
 * compilation hash, and a build that takes its modules from the persistent cache runs none: the
 * hash changed between a fresh build and the next one with identical output, and Gatsby, which
 * writes that hash into every page (the scripts slice), rewrote every page on the first rebuild
 * after a publish. Returns false when Gatsby's configuration has no such plugin.
 */
export function extractCssInMainCompilation(plugins: Plugin[]): boolean {
  const extract = plugins.find((plugin) => plugin?.constructor?.name === 'MiniCssExtractPlugin')
  if (!extract?.options) return false
  extract.options.experimentalUseImportModule = true
  return true
}
