/**
 * The site's addresses, which the build makes pages at and the CMS writes into e-mails and
 * redirects (a renamed post's old address, cms/src/publishing/renames.ts).
 */
import { ARTICLES, type ArticleKind } from './articles'
import { isLocale, type Locale } from './locales'

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

/** An article's page: /{locale}/{section}/{slug}/ (/fa/posts/{slug}/, /en/case-studies/{slug}/). */
export const articlePath = (kind: ArticleKind, locale: Locale, slug: string) =>
  localePath(locale, `/${ARTICLES[kind].section}/${slug}`)
/** A kind's list: /{locale}/{section}/. */
export const articleListPath = (kind: ArticleKind, locale: Locale) => localePath(locale, `/${ARTICLES[kind].section}`)

export const postPath = (locale: Locale, slug: string) => articlePath('post', locale, slug)
export const caseStudyPath = (locale: Locale, slug: string) => articlePath('case-study', locale, slug)
export const caseStudyListPath = (locale: Locale) => articleListPath('case-study', locale)
/** A CMS page's address: /{locale}/pages/{path}/ (the pages' index for an empty path). */
export const pagePath = (locale: Locale, path: string | null | undefined) => localePath(locale, `/pages/${path ?? ''}`)

/**
 * The fragment that leads to the consultation form on any page that carries it
 * (`/pages/contact-us#book`). Here, not beside the consultation's rules: every page that can
 * hold the form names it, and those rules are code only the form itself needs.
 */
export const CONSULTATION_ANCHOR = 'book'
