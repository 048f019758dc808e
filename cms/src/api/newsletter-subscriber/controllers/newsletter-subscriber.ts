/**
 * The newsletter's calls from the site's /api/newsletter function (docs/decisions/0022-newsletter.md):
 * subscribe (double opt-in: a pending address and a confirmation e-mail), confirm and unsubscribe
 * with the e-mailed links' tokens. A subscribe is answered 202 the same way whatever the address's
 * state, and a filled honeypot stores nothing and is answered the same. The same request again
 * soon after (a double click, a retry) is answered the same and sends nothing more; it is found
 * before the limits, so it costs the reader none of their allowance. Limited per mailbox first,
 * then, generously, per client address (429 too-many-requests with Retry-After; ADR 0040).
 * Errors carry `details.code` from the site's catalogue (cms/src/rules/errors.ts).
 */
import { errors } from '@strapi/utils'
import type { Core } from '@strapi/strapi'
import { z } from 'zod'
import { cmsEnv } from '../../../env'
import type { Limit } from '../../../rate-limits/store'
import { takeOrRefuse } from '../../../rate-limits/refusal'
import { mailboxKey } from '../../../rate-limits/mailbox'
import { addressKey } from '../../../rate-limits/address-key'
import { emailProblem, CONSULTATION_MESSAGES } from '../../../rules/consultation'
import { emailForm } from '../../../rules/email'
import { isWellFormed } from '../../../rules/unicode'
import { deliverSoon } from '../../../jobs/mail-outbox'
import { newsletterSubscriptions, type LinkOutcome } from '../../../newsletter/subscriptions'
import { TOKEN } from '../../../rules/newsletter-paths'
import { LOCALES } from '../../../rules/locales'

type Ctx = {
  request: { body?: unknown; ip: string }
  status: number
  body: unknown
  set(name: string, value: string): void
}

const text = z
  .string({ required_error: CONSULTATION_MESSAGES.required, invalid_type_error: CONSULTATION_MESSAGES.mustBeText })
  .refine(isWellFormed, CONSULTATION_MESSAGES.malformedText)

const subscribeBody = z.object({
  data: z
    .object({
      email: text.transform(emailForm).superRefine((email, ctx) => {
        const problem = emailProblem(email)
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
      }),
      locale: z.enum(LOCALES, { errorMap: () => ({ message: CONSULTATION_MESSAGES.required }) }),
      /** The honeypot: hidden from people, filled in by bots. */
      website: text.pipe(z.string().max(500)).optional(),
    })
    .strict(),
})

const tokenBody = z.object({ data: z.object({ token: z.string().regex(TOKEN) }).strict() })

const fieldsOf = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.slice(1).join('.') || 'data', issue.message]))

/** The site's catalogue words these for readers; here they name the failure in the CMS's answer. */
const STATUS: Record<'newsletter-link-invalid' | 'newsletter-link-expired', string> = {
  'newsletter-link-invalid': 'Not a newsletter link this CMS signed',
  'newsletter-link-expired': 'The newsletter link has expired',
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const env = cmsEnv()
  const windowMs = env.NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS * 1000
  const perAddress: Limit = { name: 'newsletter-address', max: env.NEWSLETTER_RATE_LIMIT_MAX, windowMs }
  const perEmail: Limit = { name: 'newsletter-email', max: env.NEWSLETTER_RATE_LIMIT_EMAIL_MAX, windowMs }
  const subscriptions = newsletterSubscriptions(strapi, env)

  const answerLink = (ctx: Ctx, outcome: LinkOutcome) => {
    if ('error' in outcome) throw new errors.ValidationError(STATUS[outcome.error], { code: outcome.error })
    ctx.status = 200
    ctx.body = { state: outcome.state }
  }

  const tokenOf = (ctx: Ctx) => {
    const parsed = tokenBody.safeParse(ctx.request.body)
    if (!parsed.success)
      throw new errors.ValidationError(STATUS['newsletter-link-invalid'], { code: 'newsletter-link-invalid' })
    return parsed.data.data.token
  }

  return {
    async subscribe(ctx: Ctx) {
      const parsed = subscribeBody.safeParse(ctx.request.body)
      if (!parsed.success) {
        const fields = fieldsOf(parsed.error)
        throw new errors.ValidationError(Object.values(fields)[0], { code: 'validation-failed', fields })
      }
      const { email, locale, website } = parsed.data.data
      if (website?.trim()) {
        strapi.log.info('[newsletter] a subscription filled the honeypot: nothing stored, no e-mail')
      } else if (!(await subscriptions.repeats(email))) {
        await takeOrRefuse(ctx, [
          [perEmail, mailboxKey(email)],
          [perAddress, addressKey(ctx.request.ip)],
        ])
        const owed = await subscriptions.request(email, locale)
        if (owed) deliverSoon(strapi, subscriptions.outbox, owed)
      }
      ctx.status = 202
      ctx.body = { ok: true }
    },

    async confirm(ctx: Ctx) {
      answerLink(ctx, await subscriptions.confirm(tokenOf(ctx)))
    },

    async unsubscribe(ctx: Ctx) {
      answerLink(ctx, await subscriptions.unsubscribe(tokenOf(ctx)))
    },
  }
}
