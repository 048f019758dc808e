/**
 * What this product changes in Strapi's users-permissions plugin, in one place:
 *
 * - Access tokens die with their session. In "refresh" mode Strapi checks only the JWT signature
 *   and expiry, so a token copied before logout kept working until it expired; `jwt.verify` here
 *   also requires the session record to exist, be active and unexpired. Logout, a password change
 *   and a reset (which end sessions in the database) therefore end them at once.
 * - E-mails go out in the member's language with links to the site's own pages (./emails).
 * - Reset codes expire after RESET_CODE_TTL_MS and work once.
 * - forgot-password and send-email-confirmation answer `{ ok: true }` whatever the address, and
 *   send the e-mail after answering, so neither the body nor the time tells whether an account
 *   exists (Strapi answered "Already confirmed" / "User blocked" and took longer for known ones).
 * - Login takes as long for an unknown identifier as for a known one with a wrong password: a
 *   password is compared against a dummy hash of the same cost when no account matches.
 * - Every route that checks a password (login, change of password), registers or sends a code is
 *   limited here, per account or mailbox first and per client address (../rate-limits/accounts.ts);
 *   Strapi's own limiter is off (cms/config/plugins.ts).
 * - Registration stores the e-mail in its one form (../rules/email.ts: NFC, digits 0–9, lower case)
 *   and the username in its own, written as a username may be and free whatever its case
 *   (../rules/username.ts; the site's functions check the same first; this holds for direct
 *   calls). Login finds an address or a username in those forms, whatever was typed.
 * - Sign-up, reset and change of password refuse the most common passwords (./common-passwords.ts).
 */
import crypto from 'node:crypto'
import { errors } from '@strapi/utils'
import type { Core } from '@strapi/strapi'
import { cmsEnv } from '../env'
import { hasBidiControls } from '../rules/unicode'
import { MESSAGES } from '../rules/account'
import { isUsernameWritten, usernameForm } from '../rules/username'
import { emailForm } from '../rules/email'
import { isCommonPassword } from './common-passwords'
import { limitAccountRoute, limitPasswordCheck, memberAccount } from '../rate-limits/accounts'
import {
  RESET_CODE_TTL_MS,
  confirmationEmail,
  localeFromAcceptLanguage,
  passwordChangedEmail,
  resetPasswordEmail,
  type AccountEmail,
} from './emails'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../rules/locales'

const USER = 'plugin::users-permissions.user'

/**
 * A new password (sign-up, reset, change) among the most common is refused before anything is
 * stored, with the reason beside the field; the site's functions pass it on as the field's error.
 */
function refuseCommonPassword(body: unknown) {
  const password = (body as { password?: unknown } | undefined)?.password
  if (typeof password === 'string' && isCommonPassword(password))
    throw new errors.ValidationError(MESSAGES.passwordTooCommon, {
      code: 'validation-failed',
      fields: { password: MESSAGES.passwordTooCommon },
    })
}

/** Only a digest of a used confirmation code is kept: it recognises the link, it cannot be one. */
const codeDigest = (code: string) => crypto.createHash('sha256').update(code).digest('hex')
const SESSION = 'admin::session'
const ORIGIN = 'users-permissions'

type StoredUser = {
  id: number
  email: string
  username: string
  displayName?: string | null
  preferredLocale?: string | null
  confirmed?: boolean
  blocked?: boolean
  resetPasswordToken?: string | null
  resetPasswordExpiresAt?: string | Date | null
}

type Ctx = {
  request: { body?: unknown; header: Record<string, string | undefined>; ip: string }
  state?: { user?: { id?: number } }
  params?: { provider?: string }
  query?: Record<string, unknown>
  get(name: string): string
  set(name: string, value: string): void
  send(body: unknown): void
}

type ServiceFactory = (deps: { strapi: Core.Strapi }) => Record<string, unknown>
type Controller = Record<string, (ctx: Ctx, ...rest: unknown[]) => Promise<unknown>>
type ControllerFactory = (deps: { strapi: Core.Strapi }) => Controller
type UsersPermissionsPlugin = {
  services: Record<string, ServiceFactory>
  controllers: Record<string, ControllerFactory>
}

type SessionRecord = {
  userId: string
  origin: string
  status: string
  expiresAt: string | Date
  absoluteExpiresAt?: string | Date | null
}

const emailOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? emailForm(email) : undefined
}

/** The language an e-mail goes out in: the one the request asked in, else the account's, else fa. */
export function emailLocale(ctx: Pick<Ctx, 'get'> | undefined, user: Pick<StoredUser, 'preferredLocale'>): Locale {
  const asked = ctx ? localeFromAcceptLanguage(ctx.get('accept-language')) : undefined
  if (asked) return asked
  return isLocale(user.preferredLocale) ? user.preferredLocale : DEFAULT_LOCALE
}

export async function sendEmail(strapi: Core.Strapi, to: string, email: AccountEmail) {
  await strapi.plugin('email').service('email').send({ to, subject: email.subject, text: email.text, html: email.html })
}

/** Runs after the response is sent; failures are logged (the member can ask again). */
export function later(strapi: Core.Strapi, what: string, task: () => Promise<void>) {
  setImmediate(() => {
    task().catch((error: unknown) => strapi.log.error(`[account] ${what} failed: ${(error as Error).message}`))
  })
}

export async function isSessionActive(strapi: Core.Strapi, sessionId: unknown, userId: unknown): Promise<boolean> {
  if (typeof sessionId !== 'string' || !sessionId) return false
  const session = (await strapi.db.query(SESSION).findOne({ where: { sessionId } })) as SessionRecord | null
  if (!session || session.origin !== ORIGIN || session.status !== 'active') return false
  if (String(session.userId) !== String(userId)) return false
  const now = Date.now()
  if (new Date(session.expiresAt).getTime() <= now) return false
  if (session.absoluteExpiresAt && new Date(session.absoluteExpiresAt).getTime() <= now) return false
  return true
}

export function extendUsersPermissions(plugin: UsersPermissionsPlugin): UsersPermissionsPlugin {
  const jwtFactory = plugin.services.jwt
  plugin.services.jwt = (deps) => {
    const service = jwtFactory(deps) as { verify: (token: string) => Promise<{ id?: unknown; sessionId?: unknown }> }
    return {
      ...service,
      async verify(token: string) {
        const payload = await service.verify.call(this, token)
        if (!(await isSessionActive(deps.strapi, payload.sessionId, payload.id))) throw new Error('Invalid token.')
        return payload
      },
    }
  }

  const userFactory = plugin.services.user
  plugin.services.user = (deps) => {
    const service = userFactory(deps) as { edit: (id: number, data: Record<string, unknown>) => Promise<unknown> }
    return {
      ...service,
      // Replaces Strapi's template-based e-mail: the member's language and the site's confirm page.
      async sendConfirmationEmail(user: StoredUser, askedLocale?: Locale) {
        const locale = askedLocale ?? emailLocale(deps.strapi.requestContext.get() as Ctx | undefined, user)
        const code = crypto.randomBytes(20).toString('hex')
        await service.edit(user.id, {
          confirmationToken: code,
          ...(user.preferredLocale ? {} : { preferredLocale: locale }),
        })
        const email = confirmationEmail({ siteUrl: cmsEnv().SITE_URL, locale, code })
        await sendEmail(deps.strapi, user.email, email)
      },
    }
  }

  const authFactory = plugin.controllers.auth
  plugin.controllers.auth = (deps) => {
    const { strapi } = deps
    const controller = authFactory(deps)
    const users = () => strapi.plugin('users-permissions').service('user')
    const findByEmail = async (email: string | undefined) =>
      email ? ((await strapi.db.query(USER).findOne({ where: { email } })) as StoredUser | null) : null
    /** After a password change: a notice to the account's address, in the language of the request. */
    const tellPasswordChanged = (ctx: Ctx, id: number) => {
      // The language is settled while the request is at hand; the e-mail goes out after the answer.
      const locale = localeFromAcceptLanguage(ctx.get('accept-language'))
      later(strapi, 'password-changed e-mail', async () => {
        const user = (await strapi.db.query(USER).findOne({ where: { id } })) as StoredUser | null
        if (!user || user.blocked) return
        await sendEmail(
          strapi,
          user.email,
          passwordChangedEmail({
            siteUrl: cmsEnv().SITE_URL,
            locale: locale ?? emailLocale(undefined, user),
            name: user.displayName || user.username,
          }),
        )
      })
    }
    // A hash of a random password with the cost real ones have, made once, for unknown identifiers.
    let dummyHash: Promise<string> | undefined
    const dummyPasswordHash = () =>
      (dummyHash ??= (
        users().ensureHashedPasswords({ password: crypto.randomBytes(24).toString('base64') }) as Promise<{
          password: string
        }>
      ).then((values) => values.password))

    return {
      ...controller,

      async callback(ctx: Ctx, ...rest: unknown[]) {
        const provider = ctx.params?.provider ?? 'local'
        if (provider !== 'local') return controller.callback(ctx, ...rest)
        const { identifier, password } = (ctx.request.body ?? {}) as { identifier?: unknown; password?: unknown }
        const named = typeof identifier === 'string' ? identifier : ''
        const known = named
          ? ((await strapi.db.query(USER).findOne({
              where: { provider, $or: [{ email: emailForm(named) }, { username: { $eqi: usernameForm(named) } }] },
              select: ['id', 'password', 'email', 'username'],
            })) as { id: number; password?: string | null; email: string; username: string } | null)
          : null
        // A username or an address in another case or typed with other digits is the member's:
        // Strapi, which looks it up as written, is given the username as stored.
        if (known && known.email !== named.toLowerCase())
          (ctx.request.body as { identifier: string }).identifier = known.username
        // An unknown identifier is an account of its own: guesses at it are limited the same way.
        const account = known ? memberAccount(known.id) : `identifier:${named.toLowerCase()}`
        return limitPasswordCheck(ctx, { panel: 'site', account, address: ctx.request.ip }, async () => {
          if (named && typeof password === 'string' && password && !known?.password) {
            await users().validatePassword(password, await dummyPasswordHash())
            throw new errors.ValidationError('Invalid identifier or password')
          }
          return controller.callback(ctx, ...rest)
        })
      },

      /** A check of the current password: it counts as a login of this member from this client. */
      async changePassword(ctx: Ctx, ...rest: unknown[]) {
        refuseCommonPassword(ctx.request.body)
        const member = ctx.state?.user?.id
        if (member === undefined) return controller.changePassword(ctx, ...rest)
        const answer = await limitPasswordCheck(
          ctx,
          { panel: 'site', account: memberAccount(member), address: ctx.request.ip },
          () => controller.changePassword(ctx, ...rest),
        )
        tellPasswordChanged(ctx, member)
        return answer
      },

      async register(ctx: Ctx, ...rest: unknown[]) {
        await limitAccountRoute(ctx, 'register', { address: ctx.request.ip, email: emailOf(ctx.request.body) })
        refuseCommonPassword(ctx.request.body)
        const body = ctx.request.body as { username?: unknown; email?: unknown } | undefined
        if (body && typeof body === 'object') {
          if (typeof body.username === 'string') {
            const username = usernameForm(body.username)
            if (hasBidiControls(username)) throw new errors.ValidationError(MESSAGES.noDirectionControls)
            if (!isUsernameWritten(username)) throw new errors.ValidationError(MESSAGES.usernameCharacters)
            // Strapi compares usernames as written: "QA_Walker" would be a second member beside "qa_walker".
            const taken = await strapi.db
              .query(USER)
              .findOne({ where: { username: { $eqi: username } }, select: ['id'] })
            if (taken) throw new errors.ApplicationError('Email or Username are already taken')
            body.username = username
          }
          if (typeof body.email === 'string') body.email = emailForm(body.email)
        }
        return controller.register(ctx, ...rest)
      },

      async forgotPassword(ctx: Ctx) {
        const email = emailOf(ctx.request.body)
        if (!email) throw new errors.ValidationError('email is a required field')
        await limitAccountRoute(ctx, 'forgot-password', { address: ctx.request.ip, email })
        const user = await findByEmail(email)
        ctx.send({ ok: true })
        if (!user || user.blocked) return
        const locale = emailLocale(ctx, user)
        later(strapi, 'reset e-mail', async () => {
          const code = crypto.randomBytes(32).toString('hex')
          await users().edit(user.id, {
            resetPasswordToken: code,
            resetPasswordExpiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
          })
          await sendEmail(
            strapi,
            user.email,
            resetPasswordEmail({
              siteUrl: cmsEnv().SITE_URL,
              locale,
              name: user.confirmed ? user.displayName || user.username : undefined,
              code,
            }),
          )
        })
      },

      async resetPassword(ctx: Ctx, ...rest: unknown[]) {
        await limitAccountRoute(ctx, 'reset-password', { address: ctx.request.ip })
        refuseCommonPassword(ctx.request.body)
        const code = (ctx.request.body as { code?: unknown } | undefined)?.code
        if (typeof code === 'string' && code) {
          const user = (await strapi.db
            .query(USER)
            .findOne({ where: { resetPasswordToken: code } })) as StoredUser | null
          // A link opened again (a second click, the e-mail opened on another device) finds no
          // pending code: Strapi would say the code is wrong. The account keeps a digest of the code
          // that last reset it, so the same link says it was used and the screen offers a new one.
          if (!user) {
            const used = await strapi.db
              .query(USER)
              .findOne({ where: { usedResetCode: codeDigest(code) }, select: ['id'] })
            if (used) throw new errors.ValidationError('Reset link already used')
          }
          const expiresAt = user?.resetPasswordExpiresAt ? new Date(user.resetPasswordExpiresAt).getTime() : 0
          if (user && expiresAt <= Date.now()) {
            await users().edit(user.id, { resetPasswordToken: null, resetPasswordExpiresAt: null })
            throw new errors.ValidationError('Incorrect code provided')
          }
          const answer = await controller.resetPassword(ctx, ...rest)
          if (user) {
            await strapi.db.query(USER).update({ where: { id: user.id }, data: { usedResetCode: codeDigest(code) } })
            tellPasswordChanged(ctx, user.id)
          }
          return answer
        }
        return controller.resetPassword(ctx, ...rest)
      },

      /**
       * A confirmation link opened again (a second click, the e-mail opened on another device)
       * finds no pending code: Strapi would say "Invalid token". The account keeps a digest of the
       * code that confirmed it, so the same link answers "Already confirmed" and the screen can
       * send the member to log in. Other codes stay "Invalid token".
       */
      async emailConfirmation(ctx: Ctx, ...rest: unknown[]) {
        const code = ctx.query?.confirmation
        if (typeof code !== 'string' || !code) return controller.emailConfirmation(ctx, ...rest)
        const pending = (await strapi.db
          .query(USER)
          .findOne({ where: { confirmationToken: code }, select: ['id'] })) as { id: number } | null
        if (pending) {
          const answer = await controller.emailConfirmation(ctx, ...rest)
          await strapi.db
            .query(USER)
            .update({ where: { id: pending.id }, data: { usedConfirmationCode: codeDigest(code) } })
          return answer
        }
        const used = (await strapi.db.query(USER).findOne({
          where: { usedConfirmationCode: codeDigest(code) },
          select: ['confirmed', 'blocked'],
        })) as StoredUser | null
        if (used?.confirmed && !used.blocked) throw new errors.ValidationError('Already confirmed')
        return controller.emailConfirmation(ctx, ...rest)
      },

      async sendEmailConfirmation(ctx: Ctx) {
        const email = emailOf(ctx.request.body)
        if (!email) throw new errors.ValidationError('email is a required field')
        await limitAccountRoute(ctx, 'send-email-confirmation', { address: ctx.request.ip, email })
        const user = await findByEmail(email)
        ctx.send({ ok: true })
        if (!user || user.confirmed || user.blocked) return
        // The language is settled while the request is at hand; the e-mail goes out after the answer.
        const locale = emailLocale(ctx, user)
        later(strapi, 'confirmation e-mail', () => users().sendConfirmationEmail(user, locale))
      },
    }
  }

  return plugin
}
