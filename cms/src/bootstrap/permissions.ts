/**
 * Who may do what, made sure of on every boot: the public's read access to published content, a
 * logged-in member's calls, and the Editor role's rights over the site's content (both locales,
 * publish included) and, field by field, over what visitors and members write.
 */
import type { Core } from '@strapi/strapi'
import { SITE_CONTENT_UIDS, readActions } from '../site-content'
import { apiUid } from '../rules/site-content'
import { LOCALES } from '../rules/locales'
import commentSchema from '../api/comment/content-types/comment/schema.json'
import consultationSchema from '../api/consultation/content-types/consultation/schema.json'
import subscriberSchema from '../api/newsletter-subscriber/content-types/newsletter-subscriber/schema.json'

/** Content the public (and so the site build) may read, plus the comment list (through the site's /api/comments). */
export const PUBLIC_READ_ACTIONS = [
  ...SITE_CONTENT_UIDS.filter((uid) => uid !== apiUid('redirect')).flatMap(readActions),
  'api::comment.comment.find',
  'api::comment.comment.findOne',
]

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

/** What the Editor role may do with the site's content, in every locale (requirements §1: editors write and publish). */
export const EDITOR_SUBJECTS = SITE_CONTENT_UIDS
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
 * (answered, spam); the requests come only from the site's form. Members: their usernames only.
 */
export const EDITOR_FIELD_PERMISSIONS: Record<string, Record<string, string[]>> = {
  'api::comment.comment': {
    'plugin::content-manager.explorer.read': Object.keys(commentSchema.attributes),
    'plugin::content-manager.explorer.update': ['moderation'],
  },
  'api::consultation.consultation': {
    'plugin::content-manager.explorer.read': Object.keys(consultationSchema.attributes),
    'plugin::content-manager.explorer.update': ['handling'],
  },
  // Newsletter subscribers: read and downloaded as CSV; only their owners subscribe and unsubscribe them.
  'api::newsletter-subscriber.newsletter-subscriber': {
    'plugin::content-manager.explorer.read': Object.keys(subscriberSchema.attributes),
  },
  // Members: a comment names its author by the username the site shows beside it; nothing else of
  // a member's account (address, state, sign-ins) is an editor's to read.
  'plugin::users-permissions.user': {
    'plugin::content-manager.explorer.read': ['username'],
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

/**
 * Strapi's Author role (writes drafts, reads and edits what it created, publishes nothing) got its
 * content permissions when it was first created, before the site's locales existed, with none:
 * an Author could neither read nor edit a post in either language. Its permissions on the site's
 * content cover both locales; its actions and its "created by me" conditions stay Strapi's.
 */
export async function ensureAuthorLocales(strapi: Core.Strapi) {
  const author = (await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-author' } })) as {
    id: number
  } | null
  if (!author) return
  const query = strapi.db.query('admin::permission')
  const existing = (await query.findMany({
    where: { role: author.id, subject: { $in: EDITOR_SUBJECTS } },
  })) as Permission[]
  const locales = [...LOCALES]
  for (const found of existing) {
    if (locales.every((code) => found.properties?.locales?.includes(code))) continue
    await query.update({ where: { id: found.id }, data: { properties: { ...(found.properties ?? {}), locales } } })
  }
}
