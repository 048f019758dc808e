/**
 * The content types the built site shows, by singular name: what the build sources
 * (src/cms/source-config.ts) and the only entries whose publishing starts a build
 * (cms/src/publishing/rebuild-trigger.ts). Everything else the CMS holds (members, comments,
 * consultation requests, newsletter subscribers) is read at run time or never shown.
 */
import { ARTICLE_KINDS } from './articles'

export const SITE_CONTENT_TYPES = ['redirect', ...ARTICLE_KINDS, 'page', 'home', 'site-info'] as const

export type SiteContentType = (typeof SITE_CONTENT_TYPES)[number]

/** The site content types with one entry (`find` only, no list). */
export const SINGLE_CONTENT_TYPES = ['home', 'site-info'] as const satisfies readonly SiteContentType[]

/** The uid Strapi gives a content type of the app's API (`api::post.post`). */
export const apiUid = <Name extends string>(singularName: Name) =>
  // A template literal's type pairs each name of a union with every other; this one keeps each with itself.
  `api::${singularName}.${singularName}` as ApiUid<Name>
type ApiUid<Name extends string> = Name extends string ? `api::${Name}.${Name}` : never

/** The uid of a content type the site shows (`api::post.post`). */
export type SiteContentUid = ApiUid<SiteContentType>
