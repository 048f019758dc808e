/**
 * Build-time only (gatsby-node's onPostBuild): sitemap.xml with hreflang alternates, one RSS
 * feed per locale and robots.txt. Pure functions over plain data, so they are unit-tested.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, searchPath, type Alternates, type Locale } from '../lib/i18n'
import { INDEXABLE_AUTH_SCREENS, isAuthSection, isIndexableAuthPath, isUserSection } from '../account/routes'
import { isPreviewPath } from '../preview/paths'
import { NEWSLETTER_PAGES, newsletterPagePath } from '../../cms/src/rules/newsletter-paths'
import type { BuiltPage } from './feed-source'

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)

export type SitemapEntry = { path: string; alternates?: Alternates; lastmod?: string | null }

const NEWSLETTER_PATHS = new Set(
  LOCALES.flatMap((locale) => NEWSLETTER_PAGES.map((screen) => newsletterPagePath(locale, screen))),
)

/**
 * The built pages the sitemap lists, by address, each with its translations (its context's
 * alternates) and, for a post, when it last changed (`lastmods`, by address). Every page under a
 * locale is listed (the lists, posts, pages, case studies, tags) but the 404 pages, the account
 * area (noindex, disallowed in robots.txt) beside its indexable screens, the editors' preview,
 * the newsletter's link pages and search.
 */
export function sitemapEntries(pages: BuiltPage[], lastmods: ReadonlyMap<string, string | null>): SitemapEntry[] {
  return pages
    .filter(
      (page) =>
        isLocale(page.path.split('/')[1]) &&
        !/\/404(\.html|\/)?$/.test(page.path) &&
        !page.path.includes('/dev-404-page'),
    )
    .filter((page) => isIndexableAuthPath(page.path) || (!isAuthSection(page.path) && !isUserSection(page.path)))
    .filter((page) => !isPreviewPath(page.path) && !NEWSLETTER_PATHS.has(page.path))
    .filter((page) => !LOCALES.some((locale) => page.path === searchPath(locale)))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => ({
      path: page.path,
      alternates: page.context?.alternates,
      lastmod: lastmods.get(page.path) ?? null,
    }))
}

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
