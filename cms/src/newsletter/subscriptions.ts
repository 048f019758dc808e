/**
 * The newsletter's subscribers (docs/decisions/0022-newsletter.md), one row per address:
 * - a request stores the address as pending (or keeps it subscribed) and queues one e-mail: the
 *   confirmation link, or a note that the address already gets the newsletter; every answer to
 *   the form is the same, so it tells no one whether an address is subscribed;
 * - the same request again soon after (a double click, a retry, two at once) is that request: it
 *   changes nothing and queues no second e-mail (`isRepeat`);
 * - the confirmation link makes it subscribed; an unsubscribe link makes it unsubscribed, which
 *   stops any e-mail still queued for it.
 * E-mails go through the mail outbox (../jobs/mail-outbox.ts): stored first, sent with retries.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { scheduleOutbox, type Outbox, type OutboxRow } from '../jobs/mail-outbox'
import { newsletterEmail, type NewsletterMail } from './emails'
import { newsletterLinks, type NewsletterLinks } from './links'
import { SUBSCRIBER } from '../rules/newsletter-paths'
import { type Locale } from '../rules/locales'

export type SubscriberState = 'pending' | 'subscribed' | 'unsubscribed' | 'bounced'

export type StoredSubscriber = {
  id: number
  documentId: string
  email: string
  /** The language of the e-mails it gets; not `locale`, which Strapi 5 keeps to itself (ADR 0074). */
  language: Locale
  state: SubscriberState
  requestedAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  bouncedAt: string | null
  mail: NewsletterMail | null
  mailAttempts: number | null
  nextMailAt: string | null
}

export type LinkOutcome = { state: SubscriberState } | { error: 'newsletter-link-invalid' | 'newsletter-link-expired' }

/** How long a request is the one its repeats are answered by (ADR 0040). */
export const REPEAT_WINDOW_MS = 10 * 60_000

const timeOf = (value: string | Date) => new Date(value).getTime()

/**
 * Whether a request for the address of `row` at `now` repeats the last one: the same e-mail would
 * be owed again (a confirmation while pending; the note, when the last request came after the
 * confirmation) and the last request is less than REPEAT_WINDOW_MS old. `requestedAt` is when
 * the address was last given in the form.
 */
export function isRepeat(row: Pick<StoredSubscriber, 'state' | 'requestedAt' | 'confirmedAt'>, now: Date): boolean {
  const asked = timeOf(row.requestedAt)
  if (row.state === 'unsubscribed' || row.state === 'bounced' || now.getTime() - asked >= REPEAT_WINDOW_MS) return false
  return row.state === 'pending' || (row.confirmedAt !== null && asked > timeOf(row.confirmedAt))
}

export function newsletterSubscriptions(strapi: Core.Strapi, env: CmsEnv) {
  const links: NewsletterLinks = newsletterLinks(env.ENCRYPTION_KEY, env.SITE_URL)
  const query = () => strapi.db.query(SUBSCRIBER)
  const byEmail = async (email: string) => (await query().findOne({ where: { email } })) as StoredSubscriber | null
  const byDocument = async (documentId: string) =>
    (await query().findOne({ where: { documentId } })) as StoredSubscriber | null

  const outbox: Outbox<StoredSubscriber> = {
    uid: SUBSCRIBER,
    name: 'newsletter',
    retrySeconds: env.NEWSLETTER_MAIL_RETRY_SECONDS,
    async send(row, record) {
      // Unsubscribed (or refused by its server) since it was queued: nothing more goes to the address.
      if (!row.mail || row.state === 'unsubscribed' || row.state === 'bounced') return
      const email = newsletterEmail(row.mail, { ...row, locale: row.language }, links)
      await strapi
        .plugin('email')
        .service('email')
        .send({ to: row.email, subject: email.subject, text: email.text, html: email.html, headers: email.headers })
      await record({ mail: null })
    },
  }

  /** Whether a request for `email` now would repeat the last one (`isRepeat`), read before any limit is counted. */
  async function repeats(email: string, now = new Date()): Promise<boolean> {
    const existing = await byEmail(email)
    return !!existing && isRepeat(existing, now)
  }

  /**
   * Stores a request for `email` and queues its e-mail; resolves to the row to deliver, or to null
   * when the request repeats the last one (then nothing changes).
   */
  async function request(email: string, locale: Locale, now = new Date()): Promise<OutboxRow | null> {
    let existing = await byEmail(email)
    if (!existing) {
      try {
        return (await query().create({
          data: {
            email,
            mailAttempts: 0,
            language: locale,
            state: 'pending',
            requestedAt: now,
            mail: 'confirmation',
            nextMailAt: now,
          },
        })) as StoredSubscriber
      } catch (error) {
        // The same address sent twice at once: the other request stored it (the address is unique).
        existing = await byEmail(email)
        if (!existing) throw error
      }
    }
    if (isRepeat(existing, now)) return null
    // Nothing being sent (no lease): the new e-mail gets its tries afresh, even after a given-up one.
    const due = { nextMailAt: now, ...(existing.nextMailAt === null ? { mailAttempts: 0 } : {}) }
    const data =
      existing.state === 'subscribed'
        ? { language: locale, requestedAt: now, mail: 'already-subscribed', ...due }
        : { language: locale, state: 'pending', requestedAt: now, mail: 'confirmation', ...due }
    // Only while the row is as it was read: of two requests at once, one queues the e-mail.
    const { count } = (await query().updateMany({
      where: { id: existing.id, requestedAt: { $lte: new Date(existing.requestedAt) } },
      data,
    })) as { count: number }
    return count === 1 ? existing : null
  }

  async function confirm(token: string, now = new Date()): Promise<LinkOutcome> {
    const checked = links.checkConfirm(token, now)
    if ('error' in checked) return checked
    const row = await byDocument(checked.documentId)
    if (!row) return { error: 'newsletter-link-invalid' }
    if (row.state === 'subscribed') return { state: 'subscribed' }
    // A link from before the address unsubscribed, or bounced, does not subscribe it again.
    const ended = [row.unsubscribedAt, row.bouncedAt].filter((at) => at !== null).map((at) => Date.parse(at as string))
    if (ended.length && checked.issued && Math.max(...ended) >= checked.issued.getTime())
      return { error: 'newsletter-link-expired' }
    await query().update({ where: { id: row.id }, data: { state: 'subscribed', confirmedAt: now } })
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
      })
    }
    return { state: 'unsubscribed' }
  }

  return { outbox, links, repeats, request, confirm, unsubscribe }
}

export function scheduleNewsletterMail(strapi: Core.Strapi, env: CmsEnv) {
  scheduleOutbox(strapi, newsletterSubscriptions(strapi, env).outbox)
}
