import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'

type AdvancedSettings = Record<string, unknown>

/**
 * The account rules the product depends on, kept on every boot: members register themselves, must
 * confirm their e-mail before logging in, and one e-mail means one account. Strapi's confirmation
 * redirect is pointed at the site (the confirm-account function treats the redirect as success).
 */
export async function ensureAccountSettings(strapi: Core.Strapi, env: CmsEnv) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' })
  const current = ((await store.get({ key: 'advanced' })) ?? {}) as AdvancedSettings
  const wanted: AdvancedSettings = {
    ...current,
    unique_email: true,
    allow_register: true,
    email_confirmation: true,
    email_confirmation_redirection: new URL('/', env.SITE_URL).toString(),
    email_reset_password: new URL('/fa/auth/reset-password', env.SITE_URL).toString(),
    default_role: 'authenticated',
  }
  if (JSON.stringify(wanted) !== JSON.stringify(current)) await store.set({ key: 'advanced', value: wanted })
}
