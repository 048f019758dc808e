/**
 * The content types the built site shows, by singular name: what the build sources
 * (src/cms/source-config.ts) and the only entries whose publishing starts a build
 * (cms/src/publishing/rebuild-trigger.ts). Everything else the CMS holds (members, comments,
 * consultation requests, newsletter subscribers) is read at run time or never shown.
 */
export const SITE_CONTENT_TYPES = ['redirect', 'post', 'page', 'case-study', 'home', 'site-info'] as const

export type SiteContentType = (typeof SITE_CONTENT_TYPES)[number]

/** The uid Strapi gives a content type of the app's API (`api::post.post`). */
export const apiUid = (singularName: string) => `api::${singularName}.${singularName}`
