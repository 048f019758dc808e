/**
 * Page title and canonical link rules (requirements §2, "Page title and canonical link").
 */
import { isLocale, type Locale } from './i18n'
import { localeNumber } from './numbers'

/** Query parameters that change what a page shows, so they stay in its canonical link. */
export const CANONICAL_QUERY_WHITELIST = ['page'] as const

/** "404 Page not found"; the status in the page's digits ("۴۰۴ صفحه پیدا نشد"). */
export const errorTitle = (status: number, message: string, locale: Locale = 'en') =>
  `${localeNumber(status, locale, { grouping: false })} ${message}`

/** "load-and-stress-testing" → "Load And Stress Testing"; percent-escapes decoded. */
export function titleCase(segment: string): string {
  let text = segment
  try {
    text = decodeURIComponent(segment)
  } catch {
    // keep the raw segment
  }
  return text
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ')
}

/** The last non-locale segment of a path, title-cased ("/en/pages/about-us/" → "About Us"). */
export function titleFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  const last = segments.filter((segment, index) => !(index === 0 && isLocale(segment))).pop()
  return last ? titleCase(last) : ''
}

type TitleInput = {
  title?: string | null
  pathname: string
  error?: { status: number; message: string }
  locale?: Locale
}

/**
 * The page's title; else, on an error page, "{status} {message}"; else the title-cased last
 * path segment. `siteName` is appended after a bar when given and different.
 */
export function pageTitle({ title, pathname, error, locale }: TitleInput, siteName?: string | null): string {
  const base = title?.trim() || (error ? errorTitle(error.status, error.message, locale) : titleFromPath(pathname))
  if (!siteName || !base) return base || siteName || ''
  return base === siteName ? base : `${base} | ${siteName}`
}

/** The absolute canonical URL: the path plus whitelisted query parameters only, no fragment. */
export function canonicalUrl(
  siteUrl: string,
  pathAndQuery: string,
  whitelist: readonly string[] = CANONICAL_QUERY_WHITELIST,
): string {
  const url = new URL(pathAndQuery, siteUrl)
  const kept = new URLSearchParams()
  for (const name of whitelist) {
    const value = url.searchParams.get(name)
    if (value !== null && value !== '') kept.set(name, value)
  }
  const query = kept.toString()
  return `${new URL(url.pathname, siteUrl).toString()}${query ? `?${query}` : ''}`
}
