/** The core routes of the site's content types, reading drafts only with an API token (./middlewares/drafts-need-token.ts). */
import { factories } from '@strapi/strapi'

const DRAFTS_NEED_TOKEN = { middlewares: ['global::drafts-need-token'] }

type SiteContentUid = 'api::post.post' | 'api::page.page' | 'api::redirect.redirect' | 'api::home.home' | 'api::site-info.site-info'

export const siteContentRouter = (uid: SiteContentUid) =>
  factories.createCoreRouter(uid, { config: { find: DRAFTS_NEED_TOKEN, findOne: DRAFTS_NEED_TOKEN } })
