/**
 * A visitor's consultation request (ADR 0019). The request is validated with the CMS's copy of
 * the site's rules, stored, and answered 201 before any e-mail is sent: the e-mails follow from
 * cms/src/consultations/delivery.ts, which retries until SMTP takes them. A filled honeypot is
 * stored as spam and answered the same way, so a bot learns nothing; it mails no one. The same
 * request sent again within a few minutes (a double click, a retry after a lost answer, two at
 * once) is answered 201 again without a second record or second e-mails: its first arrival is
 * claimed in the rate-limit store (atomic across instances with Redis), and a repeat is taken as
 * one only once the first is stored, so a first arrival that failed never swallows its retry.
 * Errors carry `details.code` from
 * the site's catalogue (src/account/errors.ts).
 */
import { createHash } from 'node:crypto'
import { errors } from '@strapi/utils'
import type { Core } from '@strapi/strapi'
import { z } from 'zod'
import { cmsEnv } from '../../../env'
import { rateLimits, type Limit } from '../../../rate-limits/store'
import { CONSULTATION, consultationOutbox } from '../../../consultations/delivery'
import { deliverSoon } from '../../../jobs/mail-outbox'
import { validateRequest } from '../../../consultations/rules'

/** A repeat of the same request within this long is the same request. */
const REPEAT_WINDOW_MS = 10 * 60_000
/** How long a repeat waits for the first arrival's record before it is stored itself. */
const REPEAT_WAIT_MS = 3_000
const firstArrival: Limit = { name: 'consultation-first-arrival', max: 1, windowMs: REPEAT_WINDOW_MS }

type Ctx = { request: { body?: unknown; ip: string }; status: number; body: unknown; set(name: string, value: string): void }

const body = z.object({ data: z.record(z.unknown()) }).strict()

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const env = cmsEnv()
  const windowMs = env.CONSULTATION_RATE_LIMIT_WINDOW_SECONDS * 1000
  const perAddress: Limit = { name: 'consultation-address', max: env.CONSULTATION_RATE_LIMIT_MAX, windowMs }
  const perEmail: Limit = { name: 'consultation-email', max: env.CONSULTATION_RATE_LIMIT_EMAIL_MAX, windowMs }
  const query = () => strapi.db.query(CONSULTATION as never)
  const outbox = consultationOutbox(strapi, env)

  const storedAlready = async (email: string, message: string) =>
    !!(await query().findOne({ where: { email, message, createdAt: { $gt: new Date(Date.now() - REPEAT_WINDOW_MS) } }, select: ['id'] } as never))

  /** True when the same request arrived first and is stored (waiting briefly for one arriving at the same moment). */
  async function isRepeat(email: string, message: string): Promise<boolean> {
    const fingerprint = createHash('sha256').update(`${email}\n${message}`).digest('hex')
    if ((await rateLimits().take([[firstArrival, fingerprint]])) === 0) return false
    for (const deadline = Date.now() + REPEAT_WAIT_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (await storedAlready(email, message)) return true
    }
    return false
  }

  return {
    async create(ctx: Ctx) {
      const parsed = body.safeParse(ctx.request.body)
      if (!parsed.success) throw new errors.ValidationError('Send { data: { name, email, company, service, preferredDate, message, locale } }', { code: 'validation-failed', fields: { name: "It's required" } })
      const result = validateRequest(parsed.data.data)
      if ('fields' in result) {
        if (result.refused?.length) throw new errors.ValidationError(`These fields cannot be set: ${result.refused.join(', ')}`, { code: 'field-not-allowed', fields: result.refused })
        throw new errors.ValidationError(Object.values(result.fields)[0], { code: 'validation-failed', fields: result.fields })
      }
      const { spam, ...request } = result.request
      if (await isRepeat(request.email, request.message)) {
        ctx.status = 201
        ctx.body = { ok: true }
        return
      }
      const wait = await rateLimits().take([
        [perAddress, ctx.request.ip],
        [perEmail, request.email],
      ])
      if (wait > 0) {
        ctx.set('Retry-After', String(Math.ceil(wait / 1000)))
        throw new errors.RateLimitError('Too many requests, please try later', { code: 'too-many-requests' })
      }
      const created = (await query().create({
        data: { ...request, status: spam ? 'spam' : 'new', mailAttempts: 0, nextMailAt: spam ? null : new Date() },
        select: ['id', 'documentId'],
      } as never)) as { id: number; documentId: string }
      if (spam) strapi.log.info(`[consultations] request ${created.documentId} filled the honeypot: stored as spam, no e-mail`)
      else deliverSoon(strapi, outbox, created)
      ctx.status = 201
      ctx.body = { ok: true }
    },
  }
}
