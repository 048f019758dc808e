/**
 * Everything the CMS must have before anyone uses it, made sure of on every boot (each step is
 * idempotent): the fa/en locales with fa as default, public read access to published content,
 * members' rights and account settings, the first admin, the site build's API token and the
 * rebuild webhook.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { SITE_CONTENT_TYPES } from '../site-content'
import { isMemberAvatar } from '../account/avatar-files'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '../rules/locales'
import commentSchema from '../api/comment/content-types/comment/schema.json'
import consultationSchema from '../api/consultation/content-types/consultation/schema.json'
import subscriberSchema from '../api/newsletter-subscriber/content-types/newsletter-subscriber/schema.json'

/** Content the public (and so the site build) may read, plus the comment list (through the site's /api/comments). */
export const PUBLIC_READ_ACTIONS = [
  'api::post.post.find',
  'api::post.post.findOne',
  'api::page.page.find',
  'api::page.page.findOne',
  'api::home.home.find',
  'api::site-info.site-info.find',
  'api::comment.comment.find',
  'api::comment.comment.findOne',
]

export const SITE_TOKEN_NAME = 'site-build'
export const REBUILD_WEBHOOK_NAME = 'site-rebuild'
/** The changes that show on the site, so call the build hook. */
export const REBUILD_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete']
/**
 * What the rebuild webhook is subscribed to: one event per REBUILD_EVENTS change, naming what
 * changed without the entry. Strapi's own events put the whole entry in the webhook's body, as long
 * as the post itself, and a build hook need not take that: Netlify passes the body to the build as
 * an environment variable, and long bodies have been reported to fail the build (ADR 0012).
 */
export const SITE_CHANGE_EVENT = 'site.change'

type CmsLocale = { code: string; isDefault?: boolean }

export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales')
  const existing = (await service.find()) as CmsLocale[]
  for (const code of LOCALES) {
    if (!existing.some((item) => item.code === code)) await service.create({ code, name: LOCALE_NAMES[code] })
  }
  if (!existing.some((item) => item.code === DEFAULT_LOCALE && item.isDefault)) {
    await service.setDefaultLocale({ code: DEFAULT_LOCALE })
  }
}

/** Grants a users-permissions role the given actions (adds the missing ones, removes none). */
async function ensureRolePermissions(strapi: Core.Strapi, roleType: 'public' | 'authenticated', actions: string[]) {
  const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } })) as {
    id: number
  } | null
  if (!role) throw new Error(`users-permissions ${roleType} role is missing`)
  const granted = (await strapi.db
    .query('plugin::users-permissions.permission')
    .findMany({ where: { role: role.id, action: { $in: actions } } })) as { action: string }[]
  const have = new Set(granted.map((permission) => permission.action))
  for (const action of actions) {
    if (!have.has(action))
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } })
  }
}

export const ensurePublicRead = (strapi: Core.Strapi) => ensureRolePermissions(strapi, 'public', PUBLIC_READ_ACTIONS)

/** What a logged-in member may call (through the site's functions): their own account, password and logout. */
export const MEMBER_ACTIONS = [
  'api::account.account.me',
  'api::account.account.update',
  'api::account.account.avatar',
  'api::account.account.export',
  'api::account.account.remove',
  'plugin::users-permissions.auth.changePassword',
  'plugin::users-permissions.auth.logout',
  'api::comment.comment.find',
  'api::comment.comment.findOne',
  'api::comment.comment.create',
  'api::comment.comment.update',
]

export const ensureMemberPermissions = (strapi: Core.Strapi) =>
  ensureRolePermissions(strapi, 'authenticated', MEMBER_ACTIONS)

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

/** What the site's build reads: every site content type, the locales, and the schemas gatsby-source-strapi shapes its nodes from. */
export const SITE_BUILD_ACTIONS = [
  ...SITE_CONTENT_TYPES.flatMap((uid) =>
    ['api::home.home', 'api::site-info.site-info'].includes(uid) ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`],
  ),
  'plugin::i18n.locales.listLocales',
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.components.getComponents',
]

/** What the editors' preview reads: a draft post, page or home page, and the latest posts the home page lists (a page's findOne is refused to a token that may not also find pages). */
export const PREVIEW_ACTIONS = [
  'api::post.post.find',
  'api::post.post.findOne',
  'api::page.page.find',
  'api::page.page.findOne',
  'api::home.home.find',
]

export const PREVIEW_TOKEN_NAME = 'site-preview'

type ApiToken = { id: number; accessKey: string; type: string; permissions?: { action: string }[] }

/**
 * The CMS's API tokens for the site, each allowed only what its user reads (ADR 0024): the build's
 * (STRAPI_API_TOKEN) and the preview function's (PREVIEW_API_TOKEN), never full access. Strapi
 * generates token keys itself; the site needs keys known before the CMS starts (they live in
 * .env), so each token row is created once and its hash/encrypted key set to that value. A token
 * made before (full access) is narrowed on the next boot.
 */
async function ensureApiToken(
  strapi: Core.Strapi,
  wanted: { name: string; key: string | undefined; description: string; permissions: string[] },
) {
  if (!wanted.key) return
  const tokens = strapi.service('admin::api-token-content-api')
  const hashed = tokens.hash(wanted.key) as string
  const query = strapi.db.query('admin::api-token')
  let token = (await query.findOne({ where: { name: wanted.name }, populate: ['permissions'] })) as ApiToken | null
  if (!token) {
    const created = (await tokens.create({
      name: wanted.name,
      description: wanted.description,
      type: 'custom',
      permissions: wanted.permissions,
      lifespan: null,
    })) as { id: number }
    token = {
      id: created.id,
      accessKey: '',
      type: 'custom',
      permissions: wanted.permissions.map((action) => ({ action })),
    }
  }
  const granted = (token.permissions ?? []).map((permission) => permission.action).sort()
  if (token.type !== 'custom' || granted.join() !== [...wanted.permissions].sort().join()) {
    await tokens.update(token.id, { type: 'custom', permissions: wanted.permissions })
    strapi.log.info(`[setup] API token ${wanted.name} now allows only: ${wanted.permissions.join(', ')}`)
  }
  if (token.accessKey !== hashed) {
    const encryptedKey = strapi.service('admin::encryption').encrypt(wanted.key)
    await query.update({ where: { id: token.id }, data: { accessKey: hashed, encryptedKey } })
  }
}

export async function ensureSiteTokens(strapi: Core.Strapi, env: CmsEnv) {
  await ensureApiToken(strapi, {
    name: SITE_TOKEN_NAME,
    key: env.STRAPI_API_TOKEN,
    description:
      'The site build reads published content with it (managed by the CMS bootstrap; the key is STRAPI_API_TOKEN)',
    permissions: SITE_BUILD_ACTIONS,
  })
  await ensureApiToken(strapi, {
    name: PREVIEW_TOKEN_NAME,
    key: env.PREVIEW_API_TOKEN,
    description:
      "The site's preview function reads drafts with it (managed by the CMS bootstrap; the key is PREVIEW_API_TOKEN)",
    permissions: PREVIEW_ACTIONS,
  })
}

type Webhook = {
  id: string
  name: string
  url: string
  headers: Record<string, string>
  events: string[]
  isEnabled: boolean
}

/** What Strapi's entry and media events carry: the model, or the file, and the whole entry. */
export type ChangeEvent = {
  model?: string
  uid?: string
  entry?: Record<string, unknown> | null
  media?: Record<string, unknown> | null
}

/** A site.change event's body: the change, the model and the document, no content. */
export type SiteChange = { change: string; model: string; uid?: string; documentId?: string; locale?: string }

const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined)

export function siteChange(change: string, payload: ChangeEvent | undefined): SiteChange {
  const model = text(payload?.model) ?? (payload?.media ? 'file' : 'unknown')
  const documentId = text(payload?.entry?.documentId) ?? text(payload?.media?.documentId)
  return { change, model, uid: text(payload?.uid), documentId, locale: text(payload?.entry?.locale) }
}

/** Whether an entry or media event changes what the built site shows: a member's picture does not. */
export const isSiteChange = (payload: ChangeEvent | undefined) => !isMemberAvatar(payload?.media)

/** Every change the site shows is told again as a site.change event, which the rebuild webhook sends. */
export function relaySiteChanges(strapi: Core.Strapi) {
  strapi.get('webhookStore').addAllowedEvent('SITE_CHANGE', SITE_CHANGE_EVENT)
  for (const event of REBUILD_EVENTS) {
    strapi.eventHub.on(event, async (payload: ChangeEvent) => {
      if (isSiteChange(payload)) await strapi.eventHub.emit(SITE_CHANGE_EVENT, siteChange(event, payload))
    })
  }
}

export async function ensureRebuildWebhook(strapi: Core.Strapi, env: CmsEnv) {
  const store = strapi.get('webhookStore')
  const runner = strapi.get('webhookRunner')
  const existing = ((await store.findWebhooks()) as Webhook[]).find((hook) => hook.name === REBUILD_WEBHOOK_NAME)
  const url = env.SITE_REBUILD_WEBHOOK_URL
  if (!url) {
    if (existing) {
      await store.deleteWebhook(existing.id)
      runner.remove(existing)
    }
    return
  }
  const wanted = { name: REBUILD_WEBHOOK_NAME, url, headers: {}, events: [SITE_CHANGE_EVENT], isEnabled: true }
  if (!existing) {
    runner.add(await store.createWebhook(wanted))
  } else if (existing.url !== url || !existing.isEnabled || existing.events.join() !== wanted.events.join()) {
    runner.update(await store.updateWebhook(existing.id, wanted))
  }
}

/** What the Editor role may do with the site's content, in every locale (requirements §1: editors write and publish). */
export const EDITOR_SUBJECTS = SITE_CONTENT_TYPES
export const EDITOR_ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map(
  (action) => `plugin::content-manager.explorer.${action}`,
)

type Permission = {
  id: number
  action: string
  subject: string
  properties: { locales?: string[]; fields?: string[] } | null
}

/**
 * Strapi gives the Editor role content permissions when it is first created, but without publish
 * and without the locales added after it (fa), so an editor could not publish or edit Persian
 * content. Missing actions are added and every permission covers both locales.
 */
export async function ensureEditorPermissions(strapi: Core.Strapi) {
  const editor = (await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } })) as {
    id: number
  } | null
  if (!editor) return
  const query = strapi.db.query('admin::permission')
  const existing = (await query.findMany({
    where: { role: editor.id, subject: { $in: EDITOR_SUBJECTS } },
  })) as Permission[]
  const locales = [...LOCALES]
  for (const subject of EDITOR_SUBJECTS) {
    for (const action of EDITOR_ACTIONS) {
      const found = existing.find((permission) => permission.subject === subject && permission.action === action)
      if (!found) {
        await query.create({ data: { action, subject, properties: { locales }, conditions: [], role: editor.id } })
      } else if (!locales.every((code) => found.properties?.locales?.includes(code))) {
        await query.update({ where: { id: found.id }, data: { properties: { ...(found.properties ?? {}), locales } } })
      }
    }
  }
}

/**
 * What editors may do with what visitors and members write, field by field (subject → action →
 * fields). Comments: they read every comment and may change only its moderation state (hide or
 * show it); they cannot write, rewrite or delete members' words (a deletion would also trigger a
 * site rebuild for nothing). Consultation requests: they read them and set their status
 * (answered, spam); the requests come only from the site's form.
 */
export const EDITOR_FIELD_PERMISSIONS: Record<string, Record<string, string[]>> = {
  'api::comment.comment': {
    'plugin::content-manager.explorer.read': Object.keys(commentSchema.attributes),
    'plugin::content-manager.explorer.update': ['moderation'],
  },
  'api::consultation.consultation': {
    'plugin::content-manager.explorer.read': Object.keys(consultationSchema.attributes),
    'plugin::content-manager.explorer.update': ['status'],
  },
  // Newsletter subscribers: read and downloaded as CSV; only their owners subscribe and unsubscribe them.
  'api::newsletter-subscriber.newsletter-subscriber': {
    'plugin::content-manager.explorer.read': Object.keys(subscriberSchema.attributes),
  },
}

export async function ensureEditorFieldPermissions(strapi: Core.Strapi) {
  const editor = (await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } })) as {
    id: number
  } | null
  if (!editor) return
  const query = strapi.db.query('admin::permission')
  for (const [subject, permissions] of Object.entries(EDITOR_FIELD_PERMISSIONS)) {
    const existing = (await query.findMany({ where: { role: editor.id, subject } })) as Permission[]
    for (const permission of existing) {
      if (!(permission.action in permissions)) await query.delete({ where: { id: permission.id } })
    }
    for (const [action, fields] of Object.entries(permissions)) {
      const found = existing.find((permission) => permission.action === action)
      if (!found)
        await query.create({ data: { action, subject, properties: { fields }, conditions: [], role: editor.id } })
      else if (JSON.stringify(found.properties?.fields ?? null) !== JSON.stringify(fields)) {
        await query.update({ where: { id: found.id }, data: { properties: { ...(found.properties ?? {}), fields } } })
      }
    }
  }
}
