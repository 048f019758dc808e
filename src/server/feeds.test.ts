import { robotsTxt, rssXml, sitemapEntries, sitemapXml } from './feeds'

const site = 'https://barsanj.example'

describe('sitemap', () => {
  it('lists pages with their hreflang alternates and x-default', () => {
    const xml = sitemapXml(site, [
      {
        path: '/en/posts/p99/',
        alternates: { fa: '/fa/posts/p99/', en: '/en/posts/p99/' },
        lastmod: '2026-11-01T00:00:00.000Z',
      },
      { path: '/en/pages/only-english/', alternates: { en: '/en/pages/only-english/' } },
    ])
    expect(xml).toContain('<loc>https://barsanj.example/en/posts/p99/</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fa" href="https://barsanj.example/fa/posts/p99/"/>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://barsanj.example/fa/posts/p99/"/>',
    )
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>')
    // A page in one language only has no alternates.
    expect(xml.split('<url>')[2]).not.toContain('xhtml:link')
  })

  it('escapes and percent-encodes addresses', () => {
    expect(sitemapXml(site, [{ path: '/fa/posts/تست&/' }])).toContain(
      '<loc>https://barsanj.example/fa/posts/%D8%AA%D8%B3%D8%AA&amp;/</loc>',
    )
  })
})

describe("the sitemap's pages", () => {
  const page = (path: string, alternates?: Record<string, string>) => ({ path, context: { alternates } })

  it('list the tag index and every tag page with their translations, Persian addresses percent-encoded', () => {
    const pages = [
      page('/fa/tags/', { fa: '/fa/tags/', en: '/en/tags/' }),
      page('/en/tags/', { fa: '/fa/tags/', en: '/en/tags/' }),
      page('/fa/tags/تست-بار/', { fa: '/fa/tags/تست-بار/' }),
      page('/fa/tags/تست-بار/page/2/', { fa: '/fa/tags/تست-بار/page/2/' }),
      page('/en/tags/ci/', { fa: '/fa/tags/ci/', en: '/en/tags/ci/' }),
    ]
    const entries = sitemapEntries(pages, new Map())
    expect(entries.map((entry) => entry.path)).toEqual(
      [...pages.map((each) => each.path)].sort((a, b) => a.localeCompare(b)),
    )
    const xml = sitemapXml(site, entries)
    expect(xml).toContain(`<loc>${site}/fa/tags/%D8%AA%D8%B3%D8%AA-%D8%A8%D8%A7%D8%B1/</loc>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fa" href="${site}/fa/tags/ci/"/>`)
  })

  it('leave out the 404 pages, the account area but login and signup, the preview, the newsletter links and search', () => {
    const left = [
      '/fa/404/',
      '/en/404.html',
      '/en/user/profile/',
      '/fa/auth/forgot-password/',
      '/fa/preview/shell/',
      '/en/newsletter/confirm/',
      '/fa/search/',
      '/dev-404-page/',
    ]
    const kept = ['/en/auth/login/', '/fa/auth/signup/', '/fa/posts/', '/en/case-studies/']
    expect(
      sitemapEntries(
        [...left, ...kept].map((path) => page(path)),
        new Map(),
      ).map((entry) => entry.path),
    ).toEqual([...kept].sort((a, b) => a.localeCompare(b)))
  })

  it('give a post the time it last changed', () => {
    expect(sitemapEntries([page('/en/posts/p99/')], new Map([['/en/posts/p99/', '2026-11-01']]))).toEqual([
      { path: '/en/posts/p99/', alternates: undefined, lastmod: '2026-11-01' },
    ])
  })
})

describe('RSS', () => {
  it('is RSS 2.0 with escaped texts, absolute links and RFC 822 dates', () => {
    const xml = rssXml(
      site,
      {
        locale: 'en',
        title: 'Barsanj QA',
        description: 'Load & stress',
        homePath: '/en/',
        feedPath: '/en/rss.xml',
        items: [
          {
            title: '<p99> & you',
            path: '/en/posts/p99/',
            description: 'Tails "matter"',
            publishDate: '2026-11-01',
            author: 'Sara',
          },
        ],
      },
      new Date('2026-11-22T00:00:00Z'),
    )
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>&lt;p99&gt; &amp; you</title>')
    expect(xml).toContain('<link>https://barsanj.example/en/posts/p99/</link>')
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 00:00:00 GMT</pubDate>')
    expect(xml).toContain('<description>Tails &quot;matter&quot;</description>')
    expect(xml).toContain(
      '<atom:link href="https://barsanj.example/en/rss.xml" rel="self" type="application/rss+xml"/>',
    )
    expect(xml).toContain('<language>en-US</language>')
  })
})

describe('robots.txt', () => {
  it('announces the sitemap and keeps account screens out', () => {
    const text = robotsTxt(site)
    expect(text).toContain('Sitemap: https://barsanj.example/sitemap.xml')
    expect(text).toContain('Disallow: /fa/user/')
    expect(text).toContain('Disallow: /en/auth/')
  })

  it('lets crawlers reach the login and signup screens, and only those auth screens', async () => {
    const { default: robotsParser } = await import('robots-parser')
    const robots = robotsParser('https://barsanj.example/robots.txt', robotsTxt(site))
    const allowed = (path: string) => robots.isAllowed(`https://barsanj.example${path}`, 'Googlebot')
    for (const locale of ['fa', 'en']) {
      expect(allowed(`/${locale}/auth/login`)).toBe(true)
      expect(allowed(`/${locale}/auth/signup/`)).toBe(true)
      expect(allowed(`/${locale}/auth/login?next=/${locale}/posts/x/`)).toBe(true)
      expect(allowed(`/${locale}/auth/reset-password?code=abc`)).toBe(false)
      expect(allowed(`/${locale}/auth/`)).toBe(false)
      expect(allowed(`/${locale}/user/profile`)).toBe(false)
    }
    expect(allowed('/api/user/session')).toBe(false)
    expect(allowed('/en/posts/')).toBe(true)
  })
})
