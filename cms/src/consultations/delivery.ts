/**
 * Sending a consultation request's two e-mails, reliably. The request is stored first (the
 * controller); the e-mails follow. A request with mail still to send carries `nextMailAt`; whoever
 * sends takes the request by a compare-and-set on `mailAttempts`, so the controller's immediate
 * try and the timer's sweep of every CMS instance never send one e-mail twice, and an instance that
 * dies mid-send leaves the request to be taken again after a lease. Each e-mail is recorded as
 * soon as it is sent, so a retry sends only what is missing. Decisions: ADR 0019.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { runEvery } from '../jobs/every'
import { confirmationEmail, requestEmail } from './emails'
import type { ValidRequest } from './rules'

export const CONSULTATION = 'api::consultation.consultation'

/** Tries before a request's mail is given up (it stays in the CMS for the team to see). */
export const MAX_MAIL_ATTEMPTS = 20
/** How long a taken request is left to its sender before another may take it. */
const LEASE_MS = 5 * 60_000
const MAX_BACKOFF_MS = 60 * 60_000

export type StoredConsultation = ValidRequest & {
  id: number
  documentId: string
  status: 'new' | 'answered' | 'spam'
  companyMailedAt: string | null
  confirmationMailedAt: string | null
  mailAttempts: number | null
  nextMailAt: string | null
}

/** Wait before try number `attempt + 1`, after `attempt` failed. */
export const retryDelayMs = (env: CmsEnv, attempt: number) => Math.min(MAX_BACKOFF_MS, env.CONSULTATION_MAIL_RETRY_SECONDS * 1000 * 2 ** Math.max(0, attempt - 1))

export type DeliveryResult = 'sent' | 'failed' | 'skipped'

/** Sends what is still unsent of one request, if it is due and no one else is sending it. */
export async function deliverConsultation(strapi: Core.Strapi, env: CmsEnv, id: number, now = new Date()): Promise<DeliveryResult> {
  const query = strapi.db.query(CONSULTATION as never)
  const row = (await query.findOne({ where: { id } } as never)) as StoredConsultation | null
  if (!row || row.status === 'spam' || !row.nextMailAt || Date.parse(row.nextMailAt) > now.getTime()) return 'skipped'
  const attempts = row.mailAttempts ?? 0
  const { count } = await query.updateMany({
    where: { id, mailAttempts: row.mailAttempts },
    data: { mailAttempts: attempts + 1, nextMailAt: new Date(now.getTime() + LEASE_MS) },
  } as never)
  if (count !== 1) return 'skipped'

  const mail = strapi.plugin('email').service('email')
  try {
    if (env.CONSULTATION_TO && !row.companyMailedAt) {
      const email = requestEmail(row)
      await mail.send({ to: env.CONSULTATION_TO, replyTo: row.email, subject: email.subject, text: email.text, html: email.html })
      await query.update({ where: { id }, data: { companyMailedAt: new Date() } } as never)
    }
    if (!row.confirmationMailedAt) {
      const email = confirmationEmail(row)
      await mail.send({ to: row.email, ...(env.CONSULTATION_TO ? { replyTo: env.CONSULTATION_TO } : {}), subject: email.subject, text: email.text, html: email.html })
      await query.update({ where: { id }, data: { confirmationMailedAt: new Date() } } as never)
    }
    await query.update({ where: { id }, data: { nextMailAt: null } } as never)
    return 'sent'
  } catch (error) {
    const tried = attempts + 1
    const giveUp = tried >= MAX_MAIL_ATTEMPTS
    await query.update({ where: { id }, data: { nextMailAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(env, tried)) } } as never)
    strapi.log.error(`[consultations] e-mail for request ${row.documentId} not sent (try ${tried}${giveUp ? ', giving up: see it in the CMS' : ''}): ${(error as Error).message}`)
    return 'failed'
  }
}

/** One sweep: every request whose mail is due, oldest first. */
export async function deliverDueConsultations(strapi: Core.Strapi, env: CmsEnv, now = new Date()): Promise<DeliveryResult[]> {
  const due = (await strapi.db.query(CONSULTATION as never).findMany({
    where: { status: { $ne: 'spam' }, nextMailAt: { $notNull: true, $lte: now } },
    select: ['id'],
    orderBy: { id: 'asc' },
    limit: 50,
  } as never)) as { id: number }[]
  const results: DeliveryResult[] = []
  for (const { id } of due) results.push(await deliverConsultation(strapi, env, id, now))
  return results
}

export function scheduleConsultationMail(strapi: Core.Strapi, env: CmsEnv) {
  runEvery(strapi, 'consultations', Math.min(60, env.CONSULTATION_MAIL_RETRY_SECONDS), () => deliverDueConsultations(strapi, env))
  if (env.CONSULTATION_TO) strapi.log.info(`[consultations] requests e-mailed to ${env.CONSULTATION_TO}`)
  else strapi.log.warn('[consultations] CONSULTATION_TO is not set: requests are stored in the CMS and only the visitor is e-mailed')
}
