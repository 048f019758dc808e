/**
 * Readers' figures in the CMS (docs/decisions/0057-analytics.md):
 * - `POST /api/analytics/events {tallies}`: the views the site's collect endpoint counted, sent
 *   with the shared CMS_PROXY_SECRET (no one else may write figures); 202 once they are stored.
 *   A site from before tallies sends `{events}`, each view on its own: taken too;
 * - every few seconds on each instance, the tallies waiting are folded into their days (./store.ts).
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
import { TALLIES_PER_RUN, analyticsStore, talliesOfEvents } from './store'

const { tallyBatchSchema, eventBatchSchema } = analyticsInput(z)

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
          const body = ctx.request.body
          const events = typeof body === 'object' && body !== null && 'events' in body
          const parsed = events ? eventBatchSchema.safeParse(body) : tallyBatchSchema.safeParse(body)
          if (!parsed.success)
            throw new errors.ValidationError(`Not a batch of page views: ${parsed.error.issues[0]?.message ?? ''}`, {
              code: 'validation-failed',
            })
          const tallies = 'events' in parsed.data ? talliesOfEvents(parsed.data.events) : parsed.data.tallies
          await store.record(tallies)
          ctx.status = 202
          ctx.body = { data: { stored: tallies.reduce((sum, tally) => sum + tally.views, 0) } }
        },
      },
    ],
  })
}

export function scheduleAnalytics(strapi: Core.Strapi, env: CmsEnv) {
  const store = analyticsStore(strapi, env.EDITOR_TIME_ZONE)
  runEvery(strapi, 'analytics', FOLD_SECONDS, async () => {
    // Runs until the backlog is gone: a burst of tallies is folded in a few runs' time, not a day.
    while ((await store.aggregate()) === TALLIES_PER_RUN);
  })
}
