import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import {
  ensureAccountSettings,
  ensureAdmin,
  ensureEditorModeration,
  ensureEditorPermissions,
  ensureLocales,
  ensureMemberPermissions,
  ensurePublicRead,
  ensureRebuildWebhook,
  ensureSiteToken,
} from './bootstrap/setup'
import { checkDatabase } from './bootstrap/database-check'
import { cmsEnv } from './env'
import { seed } from './seed/seed'
import { registerPagePathRules } from './bootstrap/page-path'
import { registerSiteDeploys } from './site-deploys'

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    await checkDatabase(strapi, cmsEnv())
    // Uploads live in cms/public/uploads, which a fresh clone may not have; Strapi refuses to boot without it.
    mkdirSync(path.join(strapi.dirs.static.public, 'uploads'), { recursive: true })
    registerPagePathRules(strapi)
    registerSiteDeploys(strapi, cmsEnv())
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = cmsEnv()
    await ensureLocales(strapi)
    await ensurePublicRead(strapi)
    await ensureMemberPermissions(strapi)
    await ensureAccountSettings(strapi, env)
    await ensureAdmin(strapi, env)
    await ensureEditorPermissions(strapi)
    await ensureEditorModeration(strapi)
    await ensureSiteToken(strapi, env)
    await ensureRebuildWebhook(strapi, env)
    if (env.CMS_SEED) await seed(strapi)
  },
}
