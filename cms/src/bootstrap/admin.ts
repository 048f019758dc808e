/** The first admin, from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, when the CMS has none. */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'

export async function ensureAdmin(strapi: Core.Strapi, env: CmsEnv) {
  if (!env.CMS_ADMIN_EMAIL || !env.CMS_ADMIN_PASSWORD) return
  const users = strapi.service('admin::user')
  if (await users.exists()) return
  const superAdmin = await strapi.service('admin::role').getSuperAdmin()
  await users.create({
    email: env.CMS_ADMIN_EMAIL.toLowerCase(),
    firstname: 'Site',
    lastname: 'Admin',
    password: env.CMS_ADMIN_PASSWORD,
    isActive: true,
    registrationToken: null,
    roles: superAdmin ? [superAdmin.id] : [],
  })
  strapi.log.info(`[setup] created the first admin ${env.CMS_ADMIN_EMAIL}`)
}
