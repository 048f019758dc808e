/**
 * A consultation request's two e-mails, sent through the mail outbox (../jobs/mail-outbox.ts): the
 * request is stored first (the controller), then the company's copy and the visitor's
 * confirmation follow, each recorded as soon as it is sent. Decisions: ADR 0019.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { scheduleOutbox, type Outbox } from '../jobs/mail-outbox'
import { confirmationEmail, requestEmail } from './emails'
import type { ValidRequest } from '../rules/consultation'
import type { Locale } from '../rules/locales'

export const CONSULTATION = 'api::consultation.consultation'

/** A request as stored: its language under `language`, since Strapi 5 keeps `locale` to itself (ADR 0074). */
export type StoredConsultation = Omit<ValidRequest, 'locale'> & {
  language: Locale
  id: number
  documentId: string
  handling: 'new' | 'answered' | 'spam'
  companyMailedAt: string | null
  confirmationMailedAt: string | null
  mailAttempts: number | null
  nextMailAt: string | null
}

export function consultationOutbox(strapi: Core.Strapi, env: CmsEnv): Outbox<StoredConsultation> {
  const mail = () => strapi.plugin('email').service('email')
  return {
    uid: CONSULTATION,
    name: 'consultations',
    retrySeconds: env.CONSULTATION_MAIL_RETRY_SECONDS,
    async send(row, record) {
      // Marked as spam by an editor before it was mailed: nobody is written to.
      if (row.handling === 'spam') return
      const request: ValidRequest = { ...row, locale: row.language }
      if (env.CONSULTATION_TO && !row.companyMailedAt) {
        const email = requestEmail(request)
        await mail().send({
          to: env.CONSULTATION_TO,
          replyTo: row.email,
          subject: email.subject,
          text: email.text,
          html: email.html,
        })
        await record({ companyMailedAt: new Date() })
      }
      if (!row.confirmationMailedAt) {
        const email = confirmationEmail(request)
        await mail().send({
          to: row.email,
          ...(env.CONSULTATION_TO ? { replyTo: env.CONSULTATION_TO } : {}),
          subject: email.subject,
          text: email.text,
          html: email.html,
        })
        await record({ confirmationMailedAt: new Date() })
      }
    },
  }
}

export function scheduleConsultationMail(strapi: Core.Strapi, env: CmsEnv) {
  scheduleOutbox(strapi, consultationOutbox(strapi, env))
  if (env.CONSULTATION_TO) strapi.log.info(`[consultations] requests e-mailed to ${env.CONSULTATION_TO}`)
  else
    strapi.log.warn(
      '[consultations] CONSULTATION_TO is not set: requests are stored in the CMS and only the visitor is e-mailed',
    )
}
