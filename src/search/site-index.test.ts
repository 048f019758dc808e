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
