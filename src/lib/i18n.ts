/** The site's locales (cms/src/rules/locales.ts): fa is the default and right-to-left; en is left-to-right. */
import { isLocale, type Locale } from '../../cms/src/rules/locales'
import { articleListPath, localePath } from '../../cms/src/rules/addresses'
import { articleKindOfSection } from '../../cms/src/rules/articles'

export { DEFAULT_LOCALE, DIRECTION, LOCALES, isLocale, type Locale } from '../../cms/src/rules/locales'
export {
  articlePath,
  caseStudyListPath,
  caseStudyPath,
  localePath,
  pagePath,
  postPath,
} from '../../cms/src/rules/addresses'

/** A page's address in each locale it exists in (for the language switch and hreflang links). */
export type Alternates = Partial<Record<Locale, string>>

/** The locale a path is under ("/en/posts" → en), or undefined for unprefixed paths. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split('/').filter(Boolean)[0]
  return isLocale(first) ? first : undefined
}

export const POSTS_PER_PAGE = 6

/** /{locale}/posts/ for page 1, /{locale}/posts/page/{n}/ after it. */
export function postListPath(locale: Locale, page: number): string {
  const first = articleListPath('post', locale)
  return page <= 1 ? first : `${first}page/${page}/`
}

/** The search page: /{locale}/search/, its query in `?q=` (ADR 0032). */
export const searchPath = (locale: Locale, query?: string) =>
  localePath(locale, query ? `/search?q=${encodeURIComponent(query)}` : '/search')

/** Every tag of a language with its posts' count: /{locale}/tags/ (docs/decisions/0042-tag-pages.md). */
export const tagIndexPath = (locale: Locale) => localePath(locale, '/tags')

/**
 * A tag's posts: /{locale}/tags/{slug}/, then /{locale}/tags/{slug}/page/{n}/ as the post list
 * pages. The slug is src/tags/tags.ts's, Persian kept Persian: the browser percent-encodes it.
 */
export function tagPath(locale: Locale, slug: string, page = 1): string {
  return page <= 1 ? localePath(locale, `/tags/${slug}`) : localePath(locale, `/tags/${slug}/page/${page}`)
}

/**
 * Where the language switch takes a reader from a page with no translation: the list the page
 * belongs to in `locale` (a tag's page → the tags there, an article → its kind's list), else the
 * home page. Not a translation, so never a hreflang link.
 */
export function untranslatedPageTarget(pathname: string, locale: Locale): string {
  const section = pathname.split('/').filter(Boolean)[1]
  if (section === 'tags') return tagIndexPath(locale)
  const kind = section === undefined ? undefined : articleKindOfSection(section)
  return kind ? articleListPath(kind, locale) : localePath(locale, '/')
}
