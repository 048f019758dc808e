/**
 * The uids of the content types the site is built from (./rules/site-content.ts names them): what
 * editors write and publish, what a rebuild serves. Shared by the server (editor permissions, the
 * site's tokens, scheduled publishing) and the admin panel (its publishing and schedule panels).
 */
import { SINGLE_CONTENT_TYPES, SITE_CONTENT_TYPES, apiUid, type SiteContentUid } from './rules/site-content'
import { ARTICLE_KINDS } from './rules/articles'
import { articlePath, pagePath } from './rules/addresses'
import type { Locale } from './rules/locales'

export type { SiteContentUid }
export const SITE_CONTENT_UIDS: readonly SiteContentUid[] = SITE_CONTENT_TYPES.map(apiUid)

export const isSiteContentUid = (uid: string): uid is SiteContentUid =>
  (SITE_CONTENT_UIDS as readonly string[]).includes(uid)

const SINGLE_UIDS: readonly string[] = SINGLE_CONTENT_TYPES.map(apiUid)

/**
 * Reading a content type: a single type has one entry (`find`); a collection is listed and read
 * one by one (a findOne is refused to a token that may not also find).
 */
export const readActions = (uid: string) =>
  SINGLE_UIDS.includes(uid) ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]

/**
 * The site content with an address of its own, the field the address is made of, and the address:
 * each kind of article by its slug, a CMS page by its path. A renamed address leaves a redirect
 * (./publishing/renames.ts); readers' figures are read back to their entry by it (./analytics/).
 */
export const ADDRESSED_CONTENT: Partial<
  Record<SiteContentUid, { field: 'slug' | 'path'; address: (locale: Locale, value: string) => string }>
> = {
  ...Object.fromEntries(
    ARTICLE_KINDS.map((kind) => [
      apiUid(kind),
      { field: 'slug', address: (locale: Locale, slug: string) => articlePath(kind, locale, slug) },
    ]),
  ),
  [apiUid('page')]: { field: 'path', address: pagePath },
}
