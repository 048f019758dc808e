/**
 * Build-time only (gatsby-node's onPostBuild): sitemap.xml with hreflang alternates, one RSS
 * feed per locale and robots.txt. Pure functions over plain data, so they are unit-tested.
 */
import { DEFAULT_LOCALE, LOCALES, type Alternates, type Locale } from '../lib/i18n'
import { INDEXABLE_AUTH_SCREENS } from '../account/routes'

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)

export type SitemapEntry = { path: string; alternates?: Alternates; lastmod?: string | null }

/** One <url> per page; pages with translations list every language and x-default (sitemaps.org + Google's hreflang). */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const absolute = (path: string) => escapeXml(new URL(path, siteUrl).toString())
  const urls = entries.map((entry) => {
    const languages = LOCALES.filter((locale) => entry.alternates?.[locale])
    const links =
      languages.length > 1
        ? [
            ...languages.map(
              (locale) =>
                `    <xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(entry.alternates![locale]!)}"/>`,
            ),
            ...(entry.alternates?.[DEFAULT_LOCALE]
              ? [
                  `    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(entry.alternates[DEFAULT_LOCALE]!)}"/>`,
                ]
              : []),
          ]
        : []
    const lastmod = entry.lastmod ? [`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : []
    return ['  <url>', `    <loc>${absolute(entry.path)}</loc>`, ...lastmod, ...links, '  </url>'].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export type FeedItem = {
  title: string
  path: string
  description?: string | null
  publishDate: string
  author?: string | null
}
export type Feed = {
  locale: Locale
  title: string
  description?: string | null
  homePath: string
  feedPath: string
  items: FeedItem[]
}

/** RSS 2.0 with atom:link self reference; dates in RFC 822 as RSS requires. */
export function rssXml(siteUrl: string, feed: Feed, builtAt: Date = new Date()): string {
  const absolute = (path: string) => escapeXml(new URL(path, siteUrl).toString())
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${absolute(item.path)}</link>`,
      `      <guid isPermaLink="true">${absolute(item.path)}</guid>`,
      `      <pubDate>${new Date(item.publishDate).toUTCString()}</pubDate>`,
      ...(item.description ? [`      <description>${escapeXml(item.description)}</description>`] : []),
      ...(item.author ? [`      <dc:creator>${escapeXml(item.author)}</dc:creator>`] : []),
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${absolute(feed.homePath)}</link>`,
    `    <description>${escapeXml(feed.description ?? feed.title)}</description>`,
    `    <language>${feed.locale === 'fa' ? 'fa-IR' : 'en-US'}</language>`,
    `    <lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${absolute(feed.feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** Everything may be crawled except the account screens; the sitemap is announced. */
export function robotsTxt(siteUrl: string): string {
  // The longest matching rule wins (RFC 9309): the indexable auth screens stay open.
  const disallow = LOCALES.flatMap((locale) => [
    `Disallow: /${locale}/auth/`,
    ...INDEXABLE_AUTH_SCREENS.map((screen) => `Allow: /${locale}/auth/${screen}`),
    `Disallow: /${locale}/user/`,
  ])
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow,
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`,
    '',
  ].join('\n')
}
