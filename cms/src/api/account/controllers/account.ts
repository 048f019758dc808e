/**
 * The member's own record. Every answer is built field by field (`toAccountUser`), so private
 * attributes (password, codes, tokens) can never leak, and every write is limited to EDITABLE_FIELDS
 * of the caller found by the users-permissions strategy — never an id from the request.
 */
import { errors } from '@strapi/utils'
import type { Core } from '@strapi/strapi'
import schema from '../../../extensions/users-permissions/content-types/user/schema.json'
import { stripBidiControls } from '../../../rules/unicode'
import { avatarFrom, NOT_AN_IMAGE_MESSAGE, type UploadedFile } from '../../../account/avatar-image'
import { rateLimits, type Limit } from '../../../rate-limits/store'
import { limitPasswordCheck, memberAccount } from '../../../rate-limits/accounts'
import { cmsEnv } from '../../../env'
import { deleteAccount, exportAccount } from '../../../account/data-rights'
import {
  EDITABLE_FIELDS,
  PROFILE_FIELD_NAMES,
  PROFILE_LINKS,
  profileValue,
  type AccountUser,
  type EditableField,
  type ProfileField,
  type Role,
} from '../../../rules/account'
import { isLocale } from '../../../rules/locales'
import { goodbyeEmail } from '../../../account/emails'
import { emailLocale, later, sendEmail } from '../../../account/users-permissions'

const USER = 'plugin::users-permissions.user'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']

type Media = {
  id: number
  url: string
  width?: number | null
  height?: number | null
  mime: string
  formats?: Record<string, { url: string; width: number; height: number }> | null
}
/** The user as the database holds it: what the answer shows, before it is made absolute and complete. */
type StoredUser = Pick<
  AccountUser,
  'id' | 'documentId' | 'username' | 'email' | 'confirmed' | 'blocked' | 'createdAt' | 'updatedAt'
> & { role?: Role | null; avatar?: Media | null } & { [K in EditableField]?: string | null }

type Ctx = {
  state: { user?: { id: number }; receivedAt?: number }
  request: { ip: string; body?: unknown; files?: Record<string, UploadedFile | UploadedFile[] | undefined> }
  res: { once(event: 'close', listener: () => void): void; writableFinished: boolean }
  get(name: string): string
  set(name: string, value: string): void
  body: unknown
  unauthorized(message?: string): void
}

/** Upload URLs are relative to the CMS; the site needs them absolute. */
export const absoluteUrl = (strapi: Core.Strapi) => (url: string) =>
  url.startsWith('/') ? new URL(url, strapi.config.get('server.url') as string).toString() : url

export function toAccountUser(user: StoredUser, absolute: (url: string) => string): AccountUser {
  const avatar = user.avatar
    ? {
        id: user.avatar.id,
        url: absolute(user.avatar.url),
        width: user.avatar.width ?? null,
        height: user.avatar.height ?? null,
        mime: user.avatar.mime,
        formats: Object.fromEntries(
          Object.entries(user.avatar.formats ?? {}).map(([name, format]) => [
            name,
            { url: absolute(format.url), width: format.width, height: format.height },
          ]),
        ),
      }
    : null
  return {
    id: user.id,
    documentId: user.documentId,
    username: user.username,
    email: user.email,
    confirmed: user.confirmed,
    blocked: user.blocked,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    ...(Object.fromEntries(PROFILE_FIELD_NAMES.map((field) => [field, user[field] ?? null])) as Record<
      ProfileField,
      string | null
    >),
    preferredLocale: isLocale(user.preferredLocale) ? user.preferredLocale : null,
    role: user.role ? { id: user.role.id, name: user.role.name, type: user.role.type } : null,
    avatar,
  }
}

const loadUser = async (strapi: Core.Strapi, id: number) =>
  (await strapi.db.query(USER).findOne({ where: { id }, populate: { role: true, avatar: true } })) as StoredUser | null

function callerId(ctx: Ctx): number {
  const id = ctx.state.user?.id
  if (typeof id !== 'number') throw new errors.UnauthorizedError('Missing authentication')
  return id
}

function profileChanges(body: unknown): Partial<Record<EditableField, string | null>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new errors.ValidationError('The body must be an object of profile fields')
  const refused = Object.keys(body).filter((key) => !(EDITABLE_FIELDS as readonly string[]).includes(key))
  if (refused.length) throw new errors.ValidationError(`Invalid parameters: ${refused.join(', ')}`, { fields: refused })
  const changes: Partial<Record<EditableField, string | null>> = {}
  for (const [key, value] of Object.entries(body) as [EditableField, unknown][]) {
    if (value !== null && typeof value !== 'string') throw new errors.ValidationError(`${key} must be text`)
    const attribute = (schema.attributes as Record<string, { maxLength?: number; enum?: string[] }>)[key]
    // As the site's schema does: direction controls dropped (they reorder what is around them), NFC.
    const cleaned = typeof value === 'string' ? stripBidiControls(value).normalize('NFC').trim() : null
    const trimmed = cleaned && key !== 'preferredLocale' ? profileValue(key, cleaned) : cleaned
    if (trimmed && attribute.maxLength && [...trimmed].length > attribute.maxLength)
      throw new errors.ValidationError(`${key} must be at most ${attribute.maxLength} characters`)
    if (trimmed && attribute.enum && !attribute.enum.includes(trimmed))
      throw new errors.ValidationError(`${key} must be one of ${attribute.enum.join(', ')}`)
    const link = PROFILE_LINKS[key as ProfileField]
    if (trimmed && link && !link.pattern.test(trimmed)) throw new errors.ValidationError(`${key}: ${link.message}`)
    changes[key] = trimmed || null
  }
  return changes
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async session(ctx: Ctx) {
    const [scheme, token] = (ctx.get('authorization') || '').split(/\s+/)
    if (scheme?.toLowerCase() !== 'bearer' || !token) return ctx.unauthorized('Missing authentication')
    let payload: { id?: number }
    try {
      payload = await strapi.plugin('users-permissions').service('jwt').verify(token)
    } catch {
      return ctx.unauthorized('Invalid token')
    }
    const user = (await strapi.db.query(USER).findOne({
      where: { id: payload.id },
      select: ['email', 'confirmed', 'blocked'],
      populate: { avatar: { select: ['url'] } },
    })) as Pick<StoredUser, 'email' | 'confirmed' | 'blocked' | 'avatar'> | null
    if (!user || user.blocked || !user.confirmed) return ctx.unauthorized('Invalid token')
    ctx.body = {
      user: { email: user.email, avatar: { url: user.avatar ? absoluteUrl(strapi)(user.avatar.url) : null } },
    }
  },

  async me(ctx: Ctx) {
    const user = await loadUser(strapi, callerId(ctx))
    if (!user) throw new errors.UnauthorizedError('Missing authentication')
    ctx.body = { user: toAccountUser(user, absoluteUrl(strapi)) }
  },

  async update(ctx: Ctx) {
    const id = callerId(ctx)
    const changes = profileChanges(ctx.request.body)
    if (Object.keys(changes).length) await strapi.plugin('users-permissions').service('user').edit(id, changes)
    const user = await loadUser(strapi, id)
    if (!user) throw new errors.UnauthorizedError('Missing authentication')
    ctx.body = { user: toAccountUser(user, absoluteUrl(strapi)) }
  },

  /**
   * The member's new avatar (./avatar-image: size checked from the headers, stored re-encoded).
   * Uploads are limited per member. An upload whose caller has gone (the site's function gave up
   * waiting) or that a later upload overtook is not made the avatar, so a slow upload can never
   * replace one its member was already told had succeeded. The check and the switch are one step
   * per member.
   */
  async avatar(ctx: Ctx) {
    const id = callerId(ctx)
    const startedAt = ctx.state.receivedAt ?? Date.now()
    let callerGone = false
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) callerGone = true
    })
    const wait = await rateLimits().take([[avatarLimit(), String(id)]])
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)))
      throw new errors.RateLimitError()
    }
    const given = ctx.request.files?.files
    const file = Array.isArray(given) ? given[0] : given
    if (!file) throw new errors.ValidationError(NOT_AN_IMAGE_MESSAGE)
    if (!file.mimetype || !IMAGE_TYPES.includes(file.mimetype)) throw new errors.ValidationError(NOT_AN_IMAGE_MESSAGE)
    const before = await loadUser(strapi, id)
    if (!before) throw new errors.UnauthorizedError('Missing authentication')
    const avatar = await avatarFrom(file)
    const upload = strapi.plugin('upload').service('upload')
    let uploaded: Media
    try {
      ;[uploaded] = (await upload.upload({
        data: {
          fileInfo: { name: `avatar-${before.documentId}`, alternativeText: before.displayName || before.username },
        },
        files: avatar.file,
      })) as Media[]
    } finally {
      await avatar.discard()
    }
    await oneAtATime(id, async () => {
      const current = await loadUser(strapi, id)
      const overtaken = (committedStarts.get(id) ?? 0) > startedAt
      if (callerGone || overtaken || !current) {
        const stored = await strapi.db.query('plugin::upload.file').findOne({ where: { id: uploaded.id } })
        if (stored) await upload.remove(stored)
        ctx.body = { user: toAccountUser((current ?? before) as StoredUser, absoluteUrl(strapi)) }
        return
      }
      await strapi.plugin('users-permissions').service('user').edit(id, { avatar: uploaded.id })
      rememberCommit(id, startedAt)
      // The new avatar replaces the old one: the previous file is deleted, not left orphaned.
      if (current.avatar) {
        const old = await strapi.db.query('plugin::upload.file').findOne({ where: { id: current.avatar.id } })
        if (old) await upload.remove(old)
      }
      const user = await loadUser(strapi, id)
      ctx.body = { user: toAccountUser(user as StoredUser, absoluteUrl(strapi)) }
    })
  },

  /** Everything the site holds about the caller, as one JSON document (the site offers it as a download). */
  async export(ctx: Ctx) {
    const data = await exportAccount(strapi, callerId(ctx), {
      siteUrl: cmsEnv().SITE_URL,
      absolute: absoluteUrl(strapi),
    })
    if (!data) throw new errors.UnauthorizedError('Missing authentication')
    ctx.body = data
  },

  /**
   * Deletes the caller's account after checking their password again: sessions, comments, the
   * account and the avatar's files (./data-rights), then a goodbye e-mail in their language. The
   * password check is a login's: it takes from the same allowances (../../../rate-limits/accounts.ts).
   */
  async remove(ctx: Ctx) {
    const id = callerId(ctx)
    const password = (ctx.request.body as { password?: unknown } | undefined)?.password
    if (typeof password !== 'string' || !password) throw new errors.ValidationError('password is a required field')
    const member = await limitPasswordCheck(
      ctx,
      { panel: 'site', account: memberAccount(id), address: ctx.request.ip },
      async () => {
        const found = (await strapi.db.query(USER).findOne({
          where: { id },
          select: ['id', 'email', 'username', 'displayName', 'preferredLocale', 'password'],
        })) as
          | (Pick<StoredUser, 'id' | 'email' | 'username' | 'displayName' | 'preferredLocale'> & {
              password?: string | null
            })
          | null
        if (!found) throw new errors.UnauthorizedError('Missing authentication')
        const valid = found.password
          ? await strapi.plugin('users-permissions').service('user').validatePassword(password, found.password)
          : false
        if (!valid) throw new errors.ValidationError('The provided current password is invalid')
        return found
      },
    )
    const locale = emailLocale(ctx, member)
    const removed = await deleteAccount(strapi, id)
    strapi.log.info(`[account] member ${id} deleted their account (${removed.comments} comments removed)`)
    ctx.body = { ok: true }
    later(strapi, 'goodbye e-mail', () =>
      sendEmail(
        strapi,
        member.email,
        goodbyeEmail({ siteUrl: cmsEnv().SITE_URL, locale, name: member.displayName || member.username }),
      ),
    )
  },
})

const avatarLimit = (): Limit => ({
  name: 'avatar',
  max: cmsEnv().AVATAR_RATE_LIMIT_MAX,
  windowMs: cmsEnv().AVATAR_RATE_LIMIT_WINDOW_SECONDS * 1000,
})

/**
 * When the request behind each member's avatar started, for uploads of the last minutes: an upload
 * that started earlier than the current avatar's is late, not new. (A slow upload is given up on
 * long before COMMIT_MEMORY_MS.)
 */
const COMMIT_MEMORY_MS = 10 * 60 * 1000
const committedStarts = new Map<number, number>()
function rememberCommit(member: number, startedAt: number) {
  committedStarts.set(member, startedAt)
  if (committedStarts.size > 1000)
    for (const [key, at] of committedStarts) if (Date.now() - at > COMMIT_MEMORY_MS) committedStarts.delete(key)
}

/** Runs `task` after every earlier task of the same member has finished. */
const queues = new Map<number, Promise<void>>()
function oneAtATime(member: number, task: () => Promise<void>): Promise<void> {
  const previous = queues.get(member) ?? Promise.resolve()
  const run = previous.then(task, task)
  const settled = run.catch(() => undefined)
  queues.set(member, settled)
  void settled.then(() => {
    if (queues.get(member) === settled) queues.delete(member)
  })
  return run
}
