import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { searchDocument, searchSection, sitemapPaths } from './site-index'

describe('searchSection', () => {
  it.each([
    ['/fa/posts/load-testing/', 'post'],
    ['/en/pages/services/performance-testing/', 'service'],
    ['/en/pages/about-us/', 'page'],
    ['/fa/case-studies/retailer-ready-for-yalda-sale/', 'case-study'],
    ['/fa/case-studies/', null],
    ['/fa/posts/', null],
    ['/fa/posts/page/2/', null],
    ['/en/pages/', null],
    ['/en/pages/services/', null],
    ['/fa/', null],
    ['/en/auth/login/', null],
    ['/de/posts/x/', null],
  ])('%s → %s', (pathname, section) => {
    expect(searchSection(pathname)).toBe(section)
  })
})

describe('searchDocument', () => {
  const page = (main: string) =>
    `<!doctype html><html lang="fa"><head><title>t</title><script>var x=1</script></head><body><header><nav><a href="/">خانه</a></nav></header><main id="main" tabindex="-1" class="m">${main}</main><footer>پانویس</footer></body></html>`

  it('keeps the page’s own words, folded, with its headings’ anchors and its section', () => {
    const document = searchDocument(
      page(
        '<article><h1 class="t">راهنماي تست بار</h1><h2 id="گام-۱">گام 1</h2><p>ميخواهم &amp; &lt;b&gt;</p><img src="/a.png" alt="نمودار كارايي"></article>',
      ),
      'fa',
      'post',
    )
    expect(document).toBe(
      '<!doctype html><html lang="fa"><body><main data-pagefind-body data-pagefind-meta="section:post">' +
        '<article><h1>راهنمای تست بار</h1><h2 id="گام-۱">گام ۱</h2><p>میخواهم &amp; &lt;b&gt;</p><img alt="نمودار کارایی"></article>' +
        '</main></body></html>',
    )
  })

  it('leaves out navigation, forms, buttons, scripts and what a template marks as no part of the text', () => {
    const document = searchDocument(
      page(
        '<nav><a>بعدی</a></nav><p>متن</p><form><label>نام<input name="n"></label><button>بفرست</button></form><script>x()</script><section data-pagefind-ignore><h2>دیدگاه‌ها</h2></section><p>پایان</p>',
      ),
      'fa',
      'page',
    )
    expect(document).toContain('<p>متن</p><section data-pagefind-ignore=""><h2>دیدگاه‌ها</h2></section><p>پایان</p>')
    for (const word of ['بعدی', 'بفرست', 'نام', 'x()', 'خانه', 'پانویس']) expect(document).not.toContain(word)
  })

  it('reads only the body’s <main>, whatever the head’s styles and the scripts after it hold', () => {
    const html =
      '<!doctype html><html lang="en"><head><style>/* <body><main>styled</main> */</style></head>' +
      '<body class="b"><main><p>said</p></main><script>var a = "</main><main>scripted</main>"</script></body></html>'
    expect(searchDocument(html, 'en', 'page')).toBe(
      '<!doctype html><html lang="en"><body><main data-pagefind-body data-pagefind-meta="section:page"><p>said</p></main></body></html>',
    )
  })

  it('is null for a page without <main>', () => {
    expect(searchDocument('<html><body><p>x</p></body></html>', 'en', 'page')).toBeNull()
  })
})

it('sitemapPaths reads the paths of the sitemap’s addresses', () => {
  expect(
    sitemapPaths(
      '<urlset><url><loc>https://example.com/fa/posts/a/</loc></url><url><loc>https://example.com/en/</loc></url></urlset>',
    ),
  ).toEqual(['/fa/posts/a/', '/en/'])
})

describe('writeSiteIndex', () => {
  /** A built site of posts (English unless a slug says `fa-`): their pages and the sitemap listing them. */
  function builtSite(publicDir: string, slugs: string[]) {
    const pathOf = (slug: string) => `/${slug.startsWith('fa-') ? 'fa' : 'en'}/posts/${slug}/`
    for (const slug of slugs) {
      const locale = slug.startsWith('fa-') ? 'fa' : 'en'
      mkdirSync(path.join(publicDir, pathOf(slug)), { recursive: true })
      writeFileSync(
        path.join(publicDir, pathOf(slug), 'index.html'),
        `<!doctype html><html lang="${locale}"><body><main><h1>${slug}</h1><p>Load testing ${slug}</p></main></body></html>`,
      )
    }
    const urls = slugs.map((slug) => `<url><loc>https://site.example${pathOf(slug)}</loc></url>`).join('')
    writeFileSync(path.join(publicDir, 'sitemap.xml'), `<urlset>${urls}</urlset>`)
  }
  const fragments = (publicDir: string, locale = 'en') =>
    readdirSync(path.join(publicDir, 'pagefind', locale, 'fragment')).sort()
  /** As the build runs it: Pagefind's package is an ES module only, which jest's module system does not load. */
  const writeSiteIndex = (publicDir: string, documentCache = ''): { pages: number; read: number; written: string[] } =>
    JSON.parse(
      execFileSync(
        path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx'),
        [
          '-e',
          `import { writeSiteIndex } from './src/search/site-index'
const [publicDir, documentCache] = process.argv.slice(1)
writeSiteIndex(publicDir, { documentCache: documentCache || undefined }).then((result) => process.stdout.write(JSON.stringify(result)))`,
          publicDir,
          documentCache,
        ],
        { cwd: path.join(__dirname, '..', '..'), encoding: 'utf8' },
      ),
    )

  it('holds only the pages of this build: a page taken off the site leaves no fragment behind', () => {
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'site-index-'))
    builtSite(publicDir, ['kept', 'retracted'])
    // A language with no pages has an index too, which finds nothing.
    expect(writeSiteIndex(publicDir)).toEqual({ pages: 2, read: 2, written: ['fa', 'en'] })
    const before = fragments(publicDir)
    expect(before).toHaveLength(2)

    rmSync(path.join(publicDir, 'en', 'posts', 'retracted'), { recursive: true })
    builtSite(publicDir, ['kept'])
    expect(writeSiteIndex(publicDir)).toEqual({ pages: 1, read: 1, written: ['en'] })
    const after = fragments(publicDir)
    expect(after).toHaveLength(1)
    expect(before).toContain(after[0])
    rmSync(publicDir, { recursive: true })
  }, 30_000)

  it('reads again only the pages written since the last index; what it keeps is made by the same code', () => {
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'site-index-'))
    const cache = path.join(publicDir, 'documents.json')
    const searchData = () =>
      fragments(publicDir)
        .map((file) => gunzipSync(readFileSync(path.join(publicDir, 'pagefind', 'en', 'fragment', file))).toString())
        .join('\n')
    builtSite(publicDir, ['first', 'second'])
    expect(writeSiteIndex(publicDir, cache)).toEqual({ pages: 2, read: 2, written: ['fa', 'en'] })
    expect(writeSiteIndex(publicDir, cache)).toEqual({ pages: 2, read: 0, written: [] })
    const unchanged = searchData()

    const second = path.join(publicDir, 'en', 'posts', 'second', 'index.html')
    writeFileSync(second, readFileSync(second, 'utf8').replace('Load testing', 'Soak testing'))
    expect(writeSiteIndex(publicDir, cache)).toEqual({ pages: 2, read: 1, written: ['en'] })
    expect(searchData()).toContain('Soak testing second')
    expect(searchData()).not.toBe(unchanged)

    const kept = JSON.parse(readFileSync(cache, 'utf8'))
    writeFileSync(cache, JSON.stringify({ ...kept, code: 'older code' }))
    expect(writeSiteIndex(publicDir, cache)).toEqual({ pages: 2, read: 2, written: [] })
    writeFileSync(cache, 'not json')
    expect(writeSiteIndex(publicDir, cache)).toEqual({ pages: 2, read: 2, written: [] })
    rmSync(publicDir, { recursive: true })
  }, 60_000)

  it('writes again only the index of a language whose pages changed, whole, and none of the layout before', () => {
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'site-index-'))
    const cache = path.join(publicDir, 'documents.json')
    // The layout of one index for every language, and a language's index a stopped build left half written.
    mkdirSync(path.join(publicDir, 'pagefind', 'fa.123.partial'), { recursive: true })
    writeFileSync(path.join(publicDir, 'pagefind', 'pagefind-entry.json'), '{}')
    builtSite(publicDir, ['fa-first', 'en-first'])
    expect(writeSiteIndex(publicDir, cache)).toEqual({ pages: 2, read: 2, written: ['fa', 'en'] })
    expect(readdirSync(path.join(publicDir, 'pagefind')).sort()).toEqual(['en', 'fa'])
    const english = fragments(publicDir, 'en')

    // Every page written again (as a cold build would), the English one with the same content.
    builtSite(publicDir, ['fa-first', 'fa-second', 'en-first'])
    expect(writeSiteIndex(publicDir, cache)).toEqual({ pages: 3, read: 3, written: ['fa'] })
    expect(fragments(publicDir, 'fa')).toHaveLength(2)
    expect(fragments(publicDir, 'en')).toEqual(english)

    // An index whose folder was changed by hand (or by anything but this) is made again.
    writeFileSync(path.join(publicDir, 'pagefind', 'en', 'made-of.sha256'), 'something else')
    expect(writeSiteIndex(publicDir, cache)).toEqual({ pages: 3, read: 0, written: ['en'] })
    rmSync(publicDir, { recursive: true })
  }, 60_000)
})
