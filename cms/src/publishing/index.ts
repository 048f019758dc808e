/**
 * The site's build status inside the CMS (./deploy-status.ts says what it means):
 * - content changes that call the build hook are noted as they happen;
 * - `POST /api/site-deploys/notifications` takes the builds' deploy notifications (Netlify's
 *   outgoing webhooks in production, `npm start`'s locally), signed with DEPLOY_NOTIFICATION_SECRET;
 * - `GET /site-deploys/status` (admin panel users only) answers the PublishingStatus the admin's
 *   "Site publishing" widget and the edit view's panel show (cms/src/admin/).
 * Both are kept in Strapi's core store, i.e. the database, so every CMS instance answers the same.
 */
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import type { CmsEnv } from '../env'
import { refuse } from '../answers'
import { SITE_CHANGE_EVENT } from './rebuild-trigger'
import { deliveryStatus, type SiteChange } from './outbox'
import { NOTIFICATIONS_PATH, STATUS_PATH } from '../rules/publishing-paths'
import { EVENT_HEADER, SIGNATURE_HEADER, verifyDeployNotification } from '../rules/netlify-signature'
import {
  EMPTY_DEPLOY_RECORD,
  applyDeployNotification,
  deployNotificationSchema,
  describePublishing,
  type ContentChange,
  type DeployRecord,
  type PublishingView,
} from './deploy-status'

const UNPARSED_BODY = Symbol.for('unparsedBody')
const INVALID_SIGNATURE = "The deploy notification is not signed with this CMS's DEPLOY_NOTIFICATION_SECRET"

type Ctx = {
  request: { body?: unknown }
  get(name: string): string
  status: number
  body: unknown
  set(name: string, value: string): void
}

function deployStore(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'core', name: 'site-deploys' })
  return {
    async record(): Promise<DeployRecord> {
      return ((await store.get({ key: 'deploys' })) as DeployRecord | null) ?? EMPTY_DEPLOY_RECORD
    },
    async lastChange(): Promise<ContentChange | null> {
      return ((await store.get({ key: 'last-change' })) as ContentChange | null) ?? null
    },
    setRecord: (value: DeployRecord) => store.set({ key: 'deploys', value }),
    setLastChange: (value: ContentChange) => store.set({ key: 'last-change', value }),
  }
}

export function registerSiteDeploys(strapi: Core.Strapi, env: CmsEnv) {
  const store = deployStore(strapi)

  // Only where changes call a build hook: elsewhere no build would ever follow them.
  if (env.SITE_REBUILD_WEBHOOK_URL) {
    strapi.eventHub.on(SITE_CHANGE_EVENT, async (change: SiteChange) => {
      try {
        await store.setLastChange({
          at: new Date().toISOString(),
          event: change.change,
          model: change.uid ?? (change.model === 'file' ? 'plugin::upload.file' : change.model),
          title: change.title ?? null,
        })
      } catch (error) {
        // A status note never stands in the way of the editor's publish.
        strapi.log.warn(
          `[site-deploys] could not note the change: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    })
  }

  strapi.server.routes({
    type: 'content-api',
    prefix: '',
    routes: [
      {
        method: 'POST',
        path: NOTIFICATIONS_PATH.replace(/^\/api/, ''),
        info: { type: 'content-api' },
        config: { auth: false },
        handler: async (ctx: Ctx) => {
          const secret = env.DEPLOY_NOTIFICATION_SECRET
          if (!secret)
            throw new errors.NotFoundError(
              'Deploy notifications are not set up on this CMS (DEPLOY_NOTIFICATION_SECRET)',
              { code: 'not-found' },
            )
          const body = ctx.request.body as Record<symbol, unknown> | undefined
          const raw = body?.[UNPARSED_BODY]
          if (
            typeof raw !== 'string' ||
            !verifyDeployNotification(raw, ctx.get(SIGNATURE_HEADER) || undefined, secret)
          ) {
            refuse(ctx, 401, INVALID_SIGNATURE, { code: 'invalid-signature' })
            return
          }
          const parsed = deployNotificationSchema.safeParse(body)
          if (!parsed.success) {
            throw new errors.ValidationError("A deploy notification needs the deploy's id and state", {
              code: 'invalid-notification',
            })
          }
          const deploy = parsed.data
          if (!deploy.context || deploy.context === 'production') {
            await store.setRecord(applyDeployNotification(await store.record(), deploy, new Date()))
            strapi.log.info(`[site-deploys] ${ctx.get(EVENT_HEADER) || 'deploy'} ${deploy.id}: ${deploy.state}`)
          }
          ctx.status = 204
        },
      },
    ],
  })

  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: STATUS_PATH,
        info: { type: 'admin' },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx: Ctx) => {
          ctx.set('cache-control', 'no-store')
          const delivery = env.SITE_REBUILD_WEBHOOK_URL ? await deliveryStatus(strapi) : null
          const view: PublishingView = {
            ...describePublishing(await store.record(), await store.lastChange(), delivery),
            timeZone: env.EDITOR_TIME_ZONE,
          }
          ctx.body = { data: view }
        },
      },
    ],
  })
}
