import type { Core } from '@strapi/strapi'
import { ensureAdmin, ensureEditorPermissions, ensureLocales, ensurePublicRead, ensureRebuildWebhook, ensureSiteToken } from './bootstrap/setup'
import { cmsEnv } from './env'
import { seed } from './seed/seed'
import { registerPagePathRules } from './bootstrap/page-path'

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerPagePathRules(strapi)
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = cmsEnv()
    await ensureLocales(strapi)
    await ensurePublicRead(strapi)
    await ensureAdmin(strapi, env)
    await ensureEditorPermissions(strapi)
    await ensureSiteToken(strapi, env)
    await ensureRebuildWebhook(strapi, env)
    if (env.CMS_SEED) await seed(strapi)
  },
}
