/**
 * Readers' figures in the CMS (docs/decisions/0057-analytics.md):
 * - `POST /api/analytics/events {events}`: views the site's collect endpoint received, sent with
 *   the shared CMS_PROXY_SECRET (no one else may write figures); 202 once they are stored;
 * - every few seconds on each instance, the views waiting are folded into their days (./store.ts).
 */
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import type { CmsEnv } from '../env'
import { refuse } from '../answers'
import { isFromSite } from '../middlewares/client-ip'
import { runEvery } from '../jobs/every'
import { ANALYTICS_EVENTS_PATH } from '../rules/analytics'
import { z } from 'zod'
import { analyticsInput } from '../rules/analytics-input'
import { VIEWS_PER_RUN, analyticsStore } from './store'

const { eventBatchSchema } = analyticsInput(z)

/** How often each instance folds the views waiting. */
const FOLD_SECONDS = 5

type Ctx = { request: { body?: unknown }; get(name: string): string; status: number; body: unknown }

export function registerAnalyticsRoutes(strapi: Core.Strapi, env: CmsEnv) {
  const store = analyticsStore(strapi, env.EDITOR_TIME_ZONE)
  strapi.server.routes({
    type: 'content-api',
    prefix: '',
    routes: [
      {
        method: 'POST',
        path: ANALYTICS_EVENTS_PATH.replace(/^\/api/, ''),
        info: { type: 'content-api' },
        config: { auth: false },
        handler: async (ctx: Ctx) => {
          const secret = env.CMS_PROXY_SECRET
          if (!secret)
            throw new errors.NotFoundError('Readers’ figures are not set up on this CMS (CMS_PROXY_SECRET)', {
              code: 'not-found',
            })
          if (!isFromSite(ctx, secret)) {
            refuse(ctx, 401, 'Only the site may send readers’ figures', { code: 'not-logged-in' })
            return
          }
          const parsed = eventBatchSchema.safeParse(ctx.request.body)
          if (!parsed.success)
            throw new errors.ValidationError(`Not a batch of page views: ${parsed.error.issues[0]?.message ?? ''}`, {
              code: 'validation-failed',
            })
          await store.record(parsed.data.events)
          ctx.status = 202
          ctx.body = { data: { stored: parsed.data.events.length } }
        },
      },
    ],
  })
}

export function scheduleAnalytics(strapi: Core.Strapi, env: CmsEnv) {
  const store = analyticsStore(strapi, env.EDITOR_TIME_ZONE)
  runEvery(strapi, 'analytics', FOLD_SECONDS, async () => {
    // Runs until the backlog is gone: a burst of views is folded in a few runs' time, not a day.
    while ((await store.aggregate()) === VIEWS_PER_RUN);
  })
}
