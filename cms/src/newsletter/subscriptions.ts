/**
 * The newsletter's subscribers (docs/decisions/0022-newsletter.md), one row per address:
 * - a request stores the address as pending (or keeps it subscribed) and queues one e-mail: the
 *   confirmation link, or a note that the address already gets the newsletter; every answer to
 *   the form is the same, so it tells no one whether an address is subscribed;
 * - the confirmation link makes it subscribed; an unsubscribe link makes it unsubscribed, which
 *   stops any e-mail still queued for it.
 * E-mails go through the mail outbox (../jobs/mail-outbox.ts): stored first, sent with retries.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { scheduleOutbox, type Outbox } from '../jobs/mail-outbox'
import { newsletterEmail, type NewsletterMail } from './emails'
import { newsletterLinks, type NewsletterLinks } from './links'
import { SUBSCRIBER } from './paths'
import { type Locale } from '../rules/locales'

export type SubscriberState = 'pending' | 'subscribed' | 'unsubscribed'

export type StoredSubscriber = {
  id: number
  documentId: string
  email: string
  locale: Locale
  state: SubscriberState
  requestedAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  mail: NewsletterMail | null
  mailAttempts: number | null
  nextMailAt: string | null
}

export type LinkOutcome = { state: SubscriberState } | { error: 'newsletter-link-invalid' | 'newsletter-link-expired' }

export function newsletterSubscriptions(strapi: Core.Strapi, env: CmsEnv) {
  const links: NewsletterLinks = newsletterLinks(env.ENCRYPTION_KEY, env.SITE_URL)
  const query = () => strapi.db.query(SUBSCRIBER as never)
  const byEmail = async (email: string) =>
    (await query().findOne({ where: { email } } as never)) as StoredSubscriber | null
  const byDocument = async (documentId: string) =>
    (await query().findOne({ where: { documentId } } as never)) as StoredSubscriber | null

  const outbox: Outbox<StoredSubscriber> = {
    uid: SUBSCRIBER,
    name: 'newsletter',
    retrySeconds: env.NEWSLETTER_MAIL_RETRY_SECONDS,
    async send(row, record) {
      // Unsubscribed since it was queued: nothing more goes to the address.
      if (!row.mail || row.state === 'unsubscribed') return
      const email = newsletterEmail(row.mail, row, links)
      await strapi
        .plugin('email')
        .service('email')
        .send({ to: row.email, subject: email.subject, text: email.text, html: email.html, headers: email.headers })
      await record({ mail: null })
    },
  }

  /** Stores a request for `email` and queues its e-mail; resolves to the row to deliver. */
  async function request(email: string, locale: Locale, now = new Date()): Promise<StoredSubscriber> {
    const existing = await byEmail(email)
    // Nothing being sent (no lease): the new e-mail gets its tries afresh, even after a given-up one.
    const due = { nextMailAt: now, ...(existing && existing.nextMailAt === null ? { mailAttempts: 0 } : {}) }
    if (existing?.state === 'subscribed') {
      return (await query().update({
        where: { id: existing.id },
        data: { locale, mail: 'already-subscribed', ...due },
      } as never)) as StoredSubscriber
    }
    const pending = { locale, state: 'pending', requestedAt: now, mail: 'confirmation', ...due }
    if (existing)
      return (await query().update({ where: { id: existing.id }, data: pending } as never)) as StoredSubscriber
    try {
      return (await query().create({ data: { email, mailAttempts: 0, ...pending } } as never)) as StoredSubscriber
    } catch (error) {
      // The same address sent twice at once: the other request stored it (the address is unique).
      const stored = await byEmail(email)
      if (!stored) throw error
      return (await query().update({ where: { id: stored.id }, data: pending } as never)) as StoredSubscriber
    }
  }

  async function confirm(token: string, now = new Date()): Promise<LinkOutcome> {
    const checked = links.checkConfirm(token, now)
    if ('error' in checked) return checked
    const row = await byDocument(checked.documentId)
    if (!row) return { error: 'newsletter-link-invalid' }
    if (row.state === 'subscribed') return { state: 'subscribed' }
    // A link from before the address unsubscribed does not subscribe it again.
    if (row.unsubscribedAt && checked.issued && Date.parse(row.unsubscribedAt) >= checked.issued.getTime())
      return { error: 'newsletter-link-expired' }
    await query().update({ where: { id: row.id }, data: { state: 'subscribed', confirmedAt: now } } as never)
    return { state: 'subscribed' }
  }

  async function unsubscribe(token: string, now = new Date()): Promise<LinkOutcome> {
    const checked = links.checkUnsubscribe(token)
    if ('error' in checked) return checked
    const row = await byDocument(checked.documentId)
    if (!row) return { error: 'newsletter-link-invalid' }
    if (row.state !== 'unsubscribed') {
      await query().update({
        where: { id: row.id },
        data: { state: 'unsubscribed', unsubscribedAt: now, mail: null, nextMailAt: null },
      } as never)
    }
    return { state: 'unsubscribed' }
  }

  return { outbox, links, request, confirm, unsubscribe }
}

export function scheduleNewsletterMail(strapi: Core.Strapi, env: CmsEnv) {
  scheduleOutbox(strapi, newsletterSubscriptions(strapi, env).outbox)
}
