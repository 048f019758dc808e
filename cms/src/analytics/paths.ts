/**
 * Which kind of page a counted path is, for the editors' dashboard (docs/decisions/0057-analytics.md):
 * the field metrics are grouped by it, and an article's or CMS page's path leads back to its entry.
 */
import { ARTICLE_KINDS, articleKindOfSection, type ArticleKind } from '../rules/articles'
import { isLocale, type Locale } from '../rules/locales'

/**
 * The kinds of page the dashboard groups field metrics by, as the site's page plan names its
 * templates (src/server/site-pages.ts): each kind of article and its list, the CMS's pages, the
 * tags, search, the account's screens and the newsletter's.
 */
export const PAGE_TEMPLATES = [
  'home',
  ...ARTICLE_KINDS,
  ...ARTICLE_KINDS.map((kind) => `${kind}-list` as const),
  'page',
  'tag',
  'search',
  'account',
  'newsletter',
  'other',
] as const
export type PageTemplate = (typeof PAGE_TEMPLATES)[number]

/** What a site path is: its language, its kind of page and, for an article, its kind and slug. */
export type PathReading = {
  locale: Locale
  template: PageTemplate
  article?: { kind: ArticleKind; slug: string }
  /** A CMS page's own path (`services/load-testing`; '' for the pages' index). */
  page?: string
}

/** Reads a path the beacon's shape let through (`/{locale}/…/`), or null for anything else. */
export function readPath(path: string): PathReading | null {
  const [locale, first, second, ...rest] = path.split('/').filter(Boolean)
  if (!isLocale(locale)) return null
  if (first === undefined) return { locale, template: 'home' }
  const kind = articleKindOfSection(first)
  if (kind) {
    // A list's later pages are /{section}/page/{n}/.
    if (second === undefined || (second === 'page' && rest.length === 1)) return { locale, template: `${kind}-list` }
    if (rest.length === 0) return { locale, template: kind, article: { kind, slug: decodeSegment(second) } }
    return { locale, template: 'other' }
  }
  if (first === 'pages') return { locale, template: 'page', page: [second, ...rest].filter(Boolean).join('/') }
  if (first === 'tags') return { locale, template: 'tag' }
  if (first === 'search') return { locale, template: 'search' }
  if (first === 'auth' || first === 'user') return { locale, template: 'account' }
  if (first === 'newsletter') return { locale, template: 'newsletter' }
  return { locale, template: 'other' }
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
