/** The site's locales (cms/src/rules/locales.ts): fa is the default and right-to-left; en is left-to-right. */
import { isLocale, type Locale } from '../../cms/src/rules/locales'

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../cms/src/rules/locales'

/** A page's address in each locale it exists in (for the language switch and hreflang links). */
export type Alternates = Partial<Record<Locale, string>>

export const DIRECTION: Record<Locale, 'rtl' | 'ltr'> = { fa: 'rtl', en: 'ltr' }

/** The locale a path is under ("/en/posts" → en), or undefined for unprefixed paths. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split('/').filter(Boolean)[0]
  return isLocale(first) ? first : undefined
}

/**
 * A site path under a locale: localePath('en', '/posts') → '/en/posts/'. Paths keep a trailing
 * slash because every page is a directory index on the host (no redirect hop). Full URLs and
 * anchors pass through unchanged.
 */
export function localePath(locale: Locale, path = '/'): string {
  if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(path)) return path
  const [pathname, suffix = ''] = splitSuffix(path)
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] && isLocale(segments[0])) segments.shift()
  const joined = ['', locale, ...segments].join('/')
  return `${joined}/${suffix}`
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/)
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)]
}

export const POSTS_PER_PAGE = 6

/** /{locale}/posts/ for page 1, /{locale}/posts/page/{n}/ after it. */
export function postListPath(locale: Locale, page: number): string {
  return page <= 1 ? localePath(locale, '/posts') : localePath(locale, `/posts/page/${page}`)
}

export const postPath = (locale: Locale, slug: string) => localePath(locale, `/posts/${slug}`)
export const pagePath = (locale: Locale, path: string | null | undefined) => localePath(locale, `/pages/${path ?? ''}`)
