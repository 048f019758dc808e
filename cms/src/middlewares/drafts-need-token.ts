/**
 * Drafts are the editors' and the preview's (docs/decisions/0020-draft-preview.md). Strapi 5 lets
 * anyone who may read a content type ask for its drafts (`?status=draft`), and the public role
 * reads the site's content; on these routes only an API token (the site's build and its preview
 * function) may ask for anything but published content.
 */
import { errors } from '@strapi/utils'

/** Strapi's name for API-token authentication (`api-token` before 5.x's admin tokens split it). */
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token'])

type Ctx = { query?: Record<string, unknown>; state?: { auth?: { strategy?: { name?: string } } } }

export const DRAFTS_NEED_TOKEN_MESSAGE = 'Unpublished content is readable with an API token only'

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const status = ctx.query?.status
  const legacyState = ctx.query?.publicationState
  const asksForDrafts = (status !== undefined && status !== 'published') || (legacyState !== undefined && legacyState !== 'live')
  // A PolicyError: Strapi's authorize step turns any other ForbiddenError into a bare 'Forbidden'.
  if (asksForDrafts && !TOKEN_STRATEGIES.has(ctx.state?.auth?.strategy?.name ?? '')) throw new errors.PolicyError(DRAFTS_NEED_TOKEN_MESSAGE, { code: 'drafts-need-token' })
  await next()
}
