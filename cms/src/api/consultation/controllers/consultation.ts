/**
 * A visitor's consultation request (ADR 0019). The request is validated with the CMS's copy of
 * the site's rules, stored, and answered 201 before any e-mail is sent: the e-mails follow from
 * cms/src/consultations/delivery.ts, which retries until SMTP takes them. A filled honeypot is
 * stored as spam and answered the same way, so a bot learns nothing; it mails no one. The same
 * request sent again within a few minutes (a double click, a retry after a lost answer, two at
 * once) is answered 201 again without a second record or second e-mails: each request has a
 * repeat key (its e-mail and message, and the ten minutes it arrived in) that the database holds
 * unique. A stored repeat is found by one indexed lookup, before the limits, so a retry never
 * costs the visitor their limit; two at the same moment both pass it, and the second insert
 * fails and finds the first's row. Nothing waits on a poll, and a first arrival that failed
 * never swallows its retry (ADR 0024). The limits per client and per mailbox come before the
 * insert and any e-mail. Errors carry `details.code` from the site's catalogue
 * (cms/src/rules/errors.ts).
 */
import { createHash } from 'node:crypto'
import { errors } from '@strapi/utils'
import type { Core } from '@strapi/strapi'
import { z } from 'zod'
import { cmsEnv } from '../../../env'
import { rateLimits, type Limit } from '../../../rate-limits/store'
import { mailboxKey } from '../../../rate-limits/mailbox'
import { addressKey } from '../../../rate-limits/address-key'
import { CONSULTATION, consultationOutbox } from '../../../consultations/delivery'
import { deliverSoon } from '../../../jobs/mail-outbox'
import { validateRequest } from '../../../rules/consultation'

/** A repeat of the same request within this long is the same request. */
const REPEAT_WINDOW_MS = 10 * 60_000

/** The same e-mail and message in the same window share this key (two at once across a window's edge are both stored: a duplicate, never a loss). */
const repeatKey = (email: string, message: string, now: number) =>
  createHash('sha256')
    .update(`${email}\n${message}\n${Math.floor(now / REPEAT_WINDOW_MS)}`)
    .digest('hex')

/** The keys of a repeat of a request arriving now: this window's and the one before. */
const repeatKeys = (email: string, message: string, now: number) => [
  repeatKey(email, message, now),
  repeatKey(email, message, now - REPEAT_WINDOW_MS),
]

type Ctx = {
  request: { body?: unknown; ip: string }
  status: number
  body: unknown
  set(name: string, value: string): void
}

const body = z.object({ data: z.record(z.unknown()) }).strict()

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const env = cmsEnv()
  const windowMs = env.CONSULTATION_RATE_LIMIT_WINDOW_SECONDS * 1000
  const perAddress: Limit = { name: 'consultation-address', max: env.CONSULTATION_RATE_LIMIT_MAX, windowMs }
  const perEmail: Limit = { name: 'consultation-email', max: env.CONSULTATION_RATE_LIMIT_EMAIL_MAX, windowMs }
  const query = () => strapi.db.query(CONSULTATION)
  const outbox = consultationOutbox(strapi, env)

  const storedAlready = async (keys: string[]) =>
    !!(await query().findOne({ where: { repeatKey: { $in: keys } }, select: ['id'] }))

  /** Stores the request; undefined when the same one, arriving at the same moment, was stored by the other. */
  async function store(
    data: Record<string, unknown>,
    key: string,
  ): Promise<{ id: number; documentId: string } | undefined> {
    try {
      return (await query().create({ data: { ...data, repeatKey: key }, select: ['id', 'documentId'] })) as {
        id: number
        documentId: string
      }
    } catch (error) {
      if (await query().findOne({ where: { repeatKey: key }, select: ['id'] })) return undefined
      throw error
    }
  }

  return {
    async create(ctx: Ctx) {
      const parsed = body.safeParse(ctx.request.body)
      if (!parsed.success)
        throw new errors.ValidationError(
          'Send { data: { name, email, company, service, preferredDate, message, locale } }',
          { code: 'validation-failed', fields: { name: "It's required" } },
        )
      const result = validateRequest(parsed.data.data)
      if ('fields' in result) {
        if (result.refused?.length)
          throw new errors.ValidationError(`These fields cannot be set: ${result.refused.join(', ')}`, {
            code: 'field-not-allowed',
            fields: result.refused,
          })
        throw new errors.ValidationError(Object.values(result.fields)[0], {
          code: 'validation-failed',
          fields: result.fields,
        })
      }
      const { spam, locale, ...request } = result.request
      const now = Date.now()
      const keys = repeatKeys(request.email, request.message, now)
      ctx.status = 201
      ctx.body = { ok: true }
      if (await storedAlready(keys)) return
      const wait = await rateLimits().take([
        [perAddress, addressKey(ctx.request.ip)],
        [perEmail, mailboxKey(request.email)],
      ])
      if (wait > 0) {
        ctx.set('Retry-After', String(Math.ceil(wait / 1000)))
        throw new errors.RateLimitError('Too many requests, please try later', { code: 'too-many-requests' })
      }
      const created = await store(
        {
          ...request,
          language: locale,
          handling: spam ? 'spam' : 'new',
          mailAttempts: 0,
          nextMailAt: spam ? null : new Date(now),
        },
        keys[0],
      )
      if (!created) return
      if (spam)
        strapi.log.info(`[consultations] request ${created.documentId} filled the honeypot: stored as spam, no e-mail`)
      else deliverSoon(strapi, outbox, created)
    },
  }
}
