/**
 * The content types the site is built from: what editors write and publish, what a rebuild
 * serves. Plain data, shared by the server (editor permissions) and the admin panel (where the
 * build status is shown beside a document).
 */
export const SITE_CONTENT_TYPES = [
  'api::site-info.site-info',
  'api::home.home',
  'api::page.page',
  'api::post.post',
  'api::redirect.redirect',
]
