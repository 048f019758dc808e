/** The core routes of the site's content types, reading drafts only with an API token (./middlewares/drafts-need-token.ts). */
import { factories } from '@strapi/strapi'
import type { DraftsNeedTokenConfig } from './middlewares/drafts-need-token'

type SiteContentUid =
  | 'api::post.post'
  | 'api::page.page'
  | 'api::case-study.case-study'
  | 'api::redirect.redirect'
  | 'api::home.home'
  | 'api::site-info.site-info'

export const siteContentRouter = (uid: SiteContentUid) => {
  const draftsNeedToken = {
    middlewares: [{ name: 'global::drafts-need-token', config: { uid } satisfies DraftsNeedTokenConfig }],
  }
  return factories.createCoreRouter(uid, { config: { find: draftsNeedToken, findOne: draftsNeedToken } })
}
