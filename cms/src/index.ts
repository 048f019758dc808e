import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import type Redis from 'ioredis'
import { ensureAccountSettings } from './account/settings'
import { ensureAdmin } from './bootstrap/admin'
import { ensureSiteTokens } from './bootstrap/api-tokens'
import { ensureLocales } from './bootstrap/locales'
import {
  ensureEditorFieldPermissions,
  ensureEditorPermissions,
  ensureAuthorLocales,
  ensureMemberPermissions,
  ensurePublicRead,
} from './bootstrap/permissions'
import {
  relaySiteChanges,
  removeRebuildWebhook,
  scheduleSiteChangeDelivery,
  stopSiteChangeDelivery,
} from './publishing/rebuild-trigger'
import { acquireBootLock, type BootLock } from './bootstrap/boot-lock'
import { checkDatabase } from './bootstrap/database-check'
import { cmsEnv } from './env'
import { connectRedis, redisTarget } from './rate-limits/redis'
import { RedisRateLimitStore, useRateLimitStore } from './rate-limits/store'
import { seed } from './seed/seed'
import { registerPagePathRules } from './bootstrap/page-path'
import { ensureListViews } from './bootstrap/list-views'
import { ensureFieldLabels } from './bootstrap/field-labels'
import { registerRedirectRules } from './bootstrap/redirect-rules'
import { registerRenameRedirects } from './publishing/renames'
import { registerSiteDeploys } from './publishing'
import { registerSchedule, scheduleActions } from './publishing/schedule'
import { ensureDigestState, scheduleCommentDigest } from './comments/digest'
import { scheduleConsultationMail } from './consultations/delivery'
import { stopOutboxes } from './jobs/mail-outbox'
import { scheduleNewsletterMail } from './newsletter/subscriptions'
import { registerNewsletterExport } from './newsletter/export'
import { registerEditionRoutes } from './newsletter/edition-routes'
import { scheduleEditions } from './newsletter/editions'
import { registerAnalyticsRoutes, scheduleAnalytics } from './analytics'
import { registerAnalyticsAdminRoutes } from './analytics/admin-routes'

let redis: Redis | undefined
let bootLock: BootLock | undefined

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    const env = cmsEnv()
    await checkDatabase(strapi, env)
    bootLock = await acquireBootLock(env, strapi.log)
    if (env.REDIS_URL) {
      redis = await connectRedis(env.REDIS_URL, strapi.log)
      useRateLimitStore(new RedisRateLimitStore(redis, strapi.log))
      strapi.log.info(`[rate-limits] counted in Redis at ${redisTarget(env.REDIS_URL)}`)
    }
    // Uploads live in cms/public/uploads, which a fresh clone may not have; Strapi refuses to boot without it.
    mkdirSync(path.join(strapi.dirs.static.public, 'uploads'), { recursive: true })
    registerPagePathRules(strapi)
    registerRedirectRules(strapi)
    registerRenameRedirects(strapi)
    registerSiteDeploys(strapi, env)
    registerSchedule(strapi, env.EDITOR_TIME_ZONE)
    registerNewsletterExport(strapi)
    registerEditionRoutes(strapi, env)
    registerAnalyticsRoutes(strapi, env)
    registerAnalyticsAdminRoutes(strapi, env)
    relaySiteChanges(strapi, env)
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = cmsEnv()
    await ensureLocales(strapi)
    await ensurePublicRead(strapi)
    await ensureMemberPermissions(strapi)
    await ensureAccountSettings(strapi, env)
    await ensureAdmin(strapi, env)
    await ensureEditorPermissions(strapi)
    await ensureAuthorLocales(strapi)
    await ensureEditorFieldPermissions(strapi)
    await ensureSiteTokens(strapi, env)
    await ensureListViews(strapi)
    await ensureFieldLabels(strapi)
    await removeRebuildWebhook(strapi)
    if (env.CMS_SEED) await seed(strapi)
    await ensureDigestState(strapi, env)
    await bootLock?.release()
    scheduleCommentDigest(strapi, env)
    scheduleConsultationMail(strapi, env)
    scheduleNewsletterMail(strapi, env)
    scheduleEditions(strapi, env)
    scheduleAnalytics(strapi, env)
    scheduleSiteChangeDelivery()
    scheduleActions(strapi)
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await Promise.all([stopSiteChangeDelivery(), stopOutboxes(strapi)])
    await bootLock?.release()
    await redis?.quit().catch(() => undefined)
  },
}
