/**
 * Newsletter editions (docs/decisions/0051-newsletter-editions.md): one language version of a
 * published post sent to that language's confirmed subscribers, each of them once.
 *
 * - Queueing stores the edition and one delivery row per recipient in one transaction: the
 *   recipients are the subscribers confirmed at that moment, and a CMS that dies while queueing
 *   leaves nothing half queued. The edition's number per post and language is unique, so of two
 *   clicks at once one queues; a second edition of the same post is sent only when asked again.
 * - Sending runs on every CMS instance's timer. The oldest edition being sent holds the one send
 *   window (`nextSlotAt`): an instance takes the next window by compare-and-set and sends up to the
 *   rate's worth of e-mails in it, started at the rate and as many at once as it keeps connections
 *   to the mail server (../jobs/smtp.ts), so the rate holds for all instances together.
 * - A delivery is taken by a lease (`lease`, `leaseUntil`), renewed by compare-and-set before
 *   its e-mail (unless it was taken moments ago) and while the mail server takes it: a row is sent by whoever holds its lease, and a
 *   lease that ran out (its sender died) is taken again. An e-mail accepted by the mail server just before its sender died
 *   (before `sent` was written) is sent again with the same Message-ID, which mail servers and
 *   clients take as the same message.
 * - A temporary failure (the mail server unreachable, a 4xx answer) puts the delivery back with a
 *   doubling wait and ends the window; an address the server refuses for good (5xx to the
 *   recipient) is marked bounced, and the subscriber too, who gets no edition until they give the
 *   address again; other permanent refusals fail the delivery with the server's answer.
 * - An edition's deliveries (who it went to, what their servers answered) are kept
 *   `NEWSLETTER_DELIVERY_RETENTION_DAYS` after it finished, long enough to answer a reader who
 *   asks; then the edition keeps only what they came to (`outcome`) and the rows go.
 */
import { randomUUID } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import type { Locale } from '../rules/locales'
import { postPath } from '../rules/addresses'
import { editorRefusal, type EditorRefusal } from '../rules/editor-refusals'
import { SUBSCRIBER } from '../rules/newsletter-paths'
import { runEvery } from '../jobs/every'
import { SMTP_CONNECTIONS } from '../jobs/smtp'
import { newsletterLinks } from './links'
import { editionEmail, type EditionContent } from './edition-email'

export const EDITION = 'api::newsletter-edition.newsletter-edition'
export const DELIVERY = 'api::newsletter-delivery.newsletter-delivery'
const POST = 'api::post.post'

export type DeliveryState = 'queued' | 'sending' | 'sent' | 'skipped' | 'bounced' | 'failed'
export type EditionState = 'sending' | 'sent'

export type EditionRow = {
  id: number
  documentId: string
  subject: string
  postDocumentId: string
  /** The post's language version it sends (`language`: Strapi 5 keeps `locale` to itself, ADR 0074). */
  language: Locale
  number: number
  state: EditionState
  recipients: number
  content: EditionContent
  requestedBy: string | null
  requestedAt: string
  finishedAt: string | null
  nextSlotAt: string | null
  /** What its deliveries came to, once they were let go (see `forgetDeliveries`); null before. */
  outcome: EditionOutcome | null
}

/** What an edition's deliveries came to: how many in each state, and the mail server's last refusal. */
export type EditionOutcome = { progress: Record<DeliveryState, number>; lastFailure: string | null }

type DeliveryRow = {
  id: number
  editionId: number
  subscriberId: number
  subscriberDocumentId: string
  email: string
  state: DeliveryState
  attempts: number
  lease: string | null
  leaseUntil: string | Date | null
}

/** How long a taken delivery is left to its sender: renewed before its e-mail unless freshly taken, and while the mail server takes it. */
export const LEASE_MS = 6_000
/** One send window: the rate's worth of e-mails, spread over it. */
const WINDOW_MS = 1_000
/** The part of a window over which its e-mails are started. */
const WINDOW_START_SHARE = 0.9
/** Tries of one delivery before it fails. */
export const MAX_DELIVERY_ATTEMPTS = 8
const MAX_BACKOFF_MS = 60 * 60_000
/** How long one run of the timer sends before it lets the next tick start again. */
const MAX_RUN_MS = 60_000
/** Rows written per statement while queueing. */
const INSERT_CHUNK = 500

/** A send refused: `code` for the panel, `refusal` for the sentence in the editor's language. */
export class EditionError extends Error {
  constructor(
    readonly code: 'not-published' | 'already-sent' | 'no-subscribers',
    readonly refusal: EditorRefusal = code,
    readonly details: Record<string, unknown> = {},
  ) {
    super(editorRefusal(refusal, 'en'))
  }
}

/** Which failures of an e-mail are worth another try, which mean the address is gone. */
export function classifyFailure(error: unknown): 'temporary' | 'bounced' | 'refused' {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number }
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600)
    return code === 'EENVELOPE' ? 'bounced' : 'refused'
  return 'temporary'
}

export const retryDelayMs = (attempt: number) => Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempt - 1))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function newsletterEditions(strapi: Core.Strapi, env: CmsEnv) {
  const links = newsletterLinks(env.ENCRYPTION_KEY, env.SITE_URL)
  const editions = () => strapi.db.query(EDITION)
  const deliveries = () => strapi.db.query(DELIVERY)
  const subscribers = () => strapi.db.query(SUBSCRIBER)
  const host = new URL(env.SITE_URL).hostname

  /** What the e-mail of the published `locale` version of a post says; null when it is not published. */
  async function contentOf(documentId: string, locale: Locale): Promise<EditionContent | null> {
    const post = (await strapi.documents(POST).findOne({
      documentId,
      locale,
      status: 'published',
      populate: { cover: true },
    })) as {
      title: string
      slug: string
      excerpt?: string | null
      publishDate: string
      cover?: { url: string } | null
    } | null
    if (!post) return null
    return {
      title: post.title,
      excerpt: post.excerpt?.trim() || null,
      url: new URL(postPath(locale, post.slug), env.SITE_URL).href,
      cover: post.cover ? { url: new URL(post.cover.url, env.CMS_URL).href } : null,
      publishDate: post.publishDate,
    }
  }

  /** The confirmed subscribers of a language: those an edition queued now would go to. */
  const audience = (locale: Locale) =>
    subscribers().count({ where: { state: 'subscribed', language: locale } }) as Promise<number>

  /** The editions of a post's language version, newest first. */
  const editionsOf = (documentId: string, locale: Locale) =>
    editions().findMany({
      where: { postDocumentId: documentId, language: locale },
      orderBy: { number: 'desc' },
    }) as Promise<EditionRow[]>

  /**
   * How far an edition has got: its deliveries by state, and the mail server's last answer to one
   * that failed or waits to be tried again; after its deliveries were let go, what they came to.
   */
  async function outcomeOf(edition: Pick<EditionRow, 'id' | 'outcome'>): Promise<EditionOutcome> {
    if (edition.outcome) return edition.outcome
    const progress: Record<DeliveryState, number> = {
      queued: 0,
      sending: 0,
      sent: 0,
      skipped: 0,
      bounced: 0,
      failed: 0,
    }
    for (const state of Object.keys(progress) as DeliveryState[])
      progress[state] = (await deliveries().count({ where: { editionId: edition.id, state } })) as number
    const failed = (await deliveries().findOne({
      where: { editionId: edition.id, failure: { $notNull: true }, state: { $in: ['queued', 'failed', 'bounced'] } },
      select: ['failure'],
      orderBy: { updatedAt: 'desc' },
    })) as { failure: string } | null
    return { progress, lastFailure: failed?.failure ?? null }
  }

  /**
   * Lets go of the deliveries of editions finished more than the retention ago: in one
   * transaction, the edition keeps what they came to (written by compare-and-set, so of two
   * instances one does it) and its rows are deleted. Returns how many editions it let go of.
   */
  async function forgetDeliveries(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - env.NEWSLETTER_DELIVERY_RETENTION_DAYS * 24 * 60 * 60_000)
    const due = (await editions().findMany({
      where: { state: 'sent', finishedAt: { $lt: before }, outcome: { $null: true } },
      orderBy: { id: 'asc' },
    })) as EditionRow[]
    let forgotten = 0
    for (const edition of due)
      await strapi.db.transaction(async () => {
        const { count } = (await editions().updateMany({
          where: { id: edition.id, outcome: { $null: true } },
          data: { outcome: await outcomeOf(edition) },
        })) as { count: number }
        if (count === 0) return
        await deliveries().deleteMany({ where: { editionId: edition.id } })
        forgotten += 1
      })
    return forgotten
  }

  /**
   * Queues the `locale` version of a post to that language's confirmed subscribers. A post that
   * was sent before is sent again only with `again`.
   */
  async function queue(
    request: { documentId: string; locale: Locale; requestedBy: string; again?: boolean },
    now = new Date(),
  ): Promise<EditionRow> {
    const content = await contentOf(request.documentId, request.locale)
    if (!content) throw new EditionError('not-published')
    const [last] = await editionsOf(request.documentId, request.locale)
    if (last && !request.again)
      throw new EditionError('already-sent', 'already-sent', {
        requestedAt: last.requestedAt,
        requestedBy: last.requestedBy,
      })
    if ((await audience(request.locale)) === 0) throw new EditionError('no-subscribers')
    try {
      return await strapi.db.transaction(async () => {
        const edition = (await editions().create({
          data: {
            subject: content.title,
            postDocumentId: request.documentId,
            language: request.locale,
            number: (last?.number ?? 0) + 1,
            state: 'sending',
            recipients: 0,
            content,
            requestedBy: request.requestedBy,
            requestedAt: now,
            nextSlotAt: now,
          },
        })) as EditionRow
        let recipients = 0
        for (let afterId = 0; ;) {
          const page = (await subscribers().findMany({
            where: { state: 'subscribed', language: request.locale, id: { $gt: afterId } },
            select: ['id', 'documentId', 'email'],
            orderBy: { id: 'asc' },
            limit: INSERT_CHUNK,
          })) as { id: number; documentId: string; email: string }[]
          if (!page.length) break
          await deliveries().createMany({
            data: page.map((subscriber) => ({
              editionId: edition.id,
              subscriberId: subscriber.id,
              subscriberDocumentId: subscriber.documentId,
              email: subscriber.email,
              state: 'queued',
              attempts: 0,
              nextAttemptAt: now,
            })),
          })
          recipients += page.length
          afterId = page[page.length - 1].id
        }
        return (await editions().update({ where: { id: edition.id }, data: { recipients } })) as EditionRow
      })
    } catch (error) {
      // The same edition queued at once by another click: its number is taken.
      const [latest] = await editionsOf(request.documentId, request.locale)
      if (latest && latest.number === (last?.number ?? 0) + 1)
        throw new EditionError('already-sent', 'being-sent', {
          requestedAt: latest.requestedAt,
          requestedBy: latest.requestedBy,
        })
      throw error
    }
  }

  /** Takes the next send window of `edition`; false when another instance holds it. */
  async function takeWindow(edition: EditionRow, now: Date): Promise<boolean> {
    const due = edition.nextSlotAt ? Date.parse(edition.nextSlotAt) : null
    if (due !== null && due > now.getTime()) return false
    // Windows follow each other a second apart from when each was due, not from when it was taken:
    // taken late (the last window's answers still coming in), the next is due no later for it, and
    // the rate holds over the edition. One more than a window late starts afresh, never a burst.
    const opened = due !== null && now.getTime() - due < WINDOW_MS ? due : now.getTime()
    // Of instances that read the same free window, the first to move it on takes it.
    const { count } = (await editions().updateMany({
      where: {
        id: edition.id,
        state: 'sending',
        $or: [{ nextSlotAt: { $null: true } }, { nextSlotAt: { $lte: now } }],
      },
      data: { nextSlotAt: new Date(opened + WINDOW_MS) },
    })) as { count: number }
    return count === 1
  }

  /** Takes up to `limit` deliveries that are due or whose sender's lease ran out. */
  async function take(edition: EditionRow, limit: number, now: Date): Promise<DeliveryRow[]> {
    const due = {
      editionId: edition.id,
      $or: [
        { state: 'queued', nextAttemptAt: { $lte: now } },
        { state: 'sending', leaseUntil: { $lt: now } },
      ],
    }
    const candidates = (await deliveries().findMany({
      where: due,
      select: ['id'],
      orderBy: { id: 'asc' },
      limit,
    })) as { id: number }[]
    if (!candidates.length) return []
    const lease = randomUUID()
    await deliveries().updateMany({
      where: { ...due, id: { $in: candidates.map(({ id }) => id) } },
      data: { state: 'sending', lease, leaseUntil: new Date(now.getTime() + LEASE_MS) },
    })
    return (await deliveries().findMany({ where: { lease }, orderBy: { id: 'asc' } })) as DeliveryRow[]
  }

  /** Renews the lease on `row` for its e-mail; false when it is no longer this sender's. */
  async function renew(row: DeliveryRow): Promise<boolean> {
    const { count } = (await deliveries().updateMany({
      where: { id: row.id, lease: row.lease, state: 'sending' },
      data: { leaseUntil: new Date(Date.now() + LEASE_MS) },
    })) as { count: number }
    return count === 1
  }

  const settle = (row: DeliveryRow, data: Record<string, unknown>) =>
    deliveries().updateMany({
      where: { id: row.id, lease: row.lease },
      data: { lease: null, leaseUntil: null, ...data },
    })

  /**
   * Whether the lease on `row` still has more than the keeper's interval to run as taken: no other
   * sender can take it before it runs out, so it is the sender's without asking the database.
   */
  const freshlyLeased = (row: DeliveryRow) =>
    row.leaseUntil !== null && new Date(row.leaseUntil).getTime() - Date.now() > (2 * LEASE_MS) / 3

  /** Sends one taken delivery; 'stop' when the mail server is out of reach for now. */
  async function deliver(edition: EditionRow, row: DeliveryRow): Promise<'done' | 'stop'> {
    // A row waited for its turn longer than that (a slow mail server) is renewed first.
    if (!freshlyLeased(row) && !(await renew(row))) return 'done'
    const subscriber = (await subscribers().findOne({
      where: { id: row.subscriberId },
      select: ['state', 'email', 'documentId'],
    })) as { state: string; email: string; documentId: string } | null
    // Unsubscribed (or gone, or bounced) since the edition was queued: nothing goes to the address.
    if (!subscriber || subscriber.state !== 'subscribed' || subscriber.email !== row.email) {
      await settle(row, { state: 'skipped' })
      return 'done'
    }
    const email = editionEmail(
      edition.content,
      { documentId: row.subscriberDocumentId, locale: edition.language },
      links,
    )
    // A slow mail server keeps the row this sender's for as long as it is alive.
    const keeper = setInterval(() => void renew(row).catch(() => undefined), LEASE_MS / 3)
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: row.email,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: email.headers,
          messageId: `<edition-${edition.documentId}.${row.subscriberDocumentId}@${host}>`,
        })
      await settle(row, { state: 'sent', sentAt: new Date(), failure: null })
      return 'done'
    } catch (error) {
      const failure = String((error as Error).message ?? error).slice(0, 500)
      const kind = classifyFailure(error)
      if (kind === 'bounced') {
        await settle(row, { state: 'bounced', failure })
        await subscribers().updateMany({
          where: { id: row.subscriberId, state: 'subscribed' },
          data: { state: 'bounced', bouncedAt: new Date() },
        })
        return 'done'
      }
      const attempts = row.attempts + 1
      if (kind === 'refused' || attempts >= MAX_DELIVERY_ATTEMPTS) {
        await settle(row, { state: 'failed', attempts, failure })
        return 'done'
      }
      await settle(row, {
        state: 'queued',
        attempts,
        failure,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
      })
      strapi.log.warn(`[newsletter] edition ${edition.documentId}: ${row.email} not sent (try ${attempts}): ${failure}`)
      return 'stop'
    } finally {
      clearInterval(keeper)
    }
  }

  /** Marks the edition sent once none of its deliveries is queued or being sent. */
  async function finishIfDone(edition: EditionRow, now: Date) {
    const open = (await deliveries().count({
      where: { editionId: edition.id, state: { $in: ['queued', 'sending'] } },
    })) as number
    if (open === 0)
      await editions().updateMany({
        where: { id: edition.id, state: 'sending' },
        data: { state: 'sent', finishedAt: now },
      })
  }

  /**
   * One window of sending: the oldest edition being sent, up to the rate's worth of its e-mails,
   * spread over the window. Returns how many deliveries were settled.
   */
  async function sendWindow(now = new Date()): Promise<number> {
    const [edition] = (await editions().findMany({
      where: { state: 'sending' },
      orderBy: { id: 'asc' },
      limit: 1,
    })) as EditionRow[]
    if (!edition) return 0
    // The next window is this instance's to take as soon as it opens, if that is within one.
    const opens = edition.nextSlotAt ? Date.parse(edition.nextSlotAt) : 0
    if (opens > now.getTime() && opens - now.getTime() <= WINDOW_MS) {
      await sleep(opens - now.getTime())
      now = new Date()
    }
    if (!(await takeWindow(edition, now))) return 0
    const batch = Math.max(1, Math.round((env.NEWSLETTER_SEND_RATE * WINDOW_MS) / 1000))
    const taken = await take(edition, batch, now)
    // Started over most of the window, so that the last answers come in before the next one opens.
    const spacing = (WINDOW_START_SHARE * WINDOW_MS) / batch
    const started = Date.now()
    let settled = 0
    let stopped = false
    // Started at the rate, several at once: each waits for the mail server's answer.
    const inFlight = new Set<Promise<void>>()
    for (const [index, row] of taken.entries()) {
      const wait = started + index * spacing - Date.now()
      if (wait > 0) await sleep(wait)
      while (inFlight.size >= SMTP_CONNECTIONS) await Promise.race(inFlight)
      if (stopped) break
      const sending: Promise<void> = deliver(edition, row)
        .then((outcome) => {
          if (outcome === 'stop') stopped = true
          else settled += 1
        })
        .catch((error: Error) => {
          // The database failed under it: the lease runs out and the row is taken again.
          stopped = true
          strapi.log.error(`[newsletter] edition ${edition.documentId}: ${row.email}: ${error.message}`)
        })
        .finally(() => inFlight.delete(sending))
      inFlight.add(sending)
    }
    await Promise.all(inFlight)
    // The mail server out of reach: the rest go back as they were, to be tried when it answers again.
    if (stopped && taken.length)
      await deliveries().updateMany({
        where: { lease: taken[0].lease, state: 'sending' },
        data: { state: 'queued', lease: null, leaseUntil: null },
      })
    await finishIfDone(edition, new Date())
    return settled
  }

  return { audience, contentOf, editionsOf, outcomeOf, forgetDeliveries, queue, sendWindow, links }
}

export type NewsletterEditions = ReturnType<typeof newsletterEditions>

/**
 * Every instance looks each second, then sends window after window while it gets them: a window
 * ends a little after its second, and waiting for the next tick would send every other second.
 */
export function scheduleEditions(strapi: Core.Strapi, env: CmsEnv) {
  const service = newsletterEditions(strapi, env)
  runEvery(strapi, 'newsletter-editions', 1, async () => {
    const until = Date.now() + MAX_RUN_MS
    while (Date.now() < until && (await service.sendWindow()) > 0);
  })
  // Every ten seconds: one read of the few editions rows when there is nothing to let go.
  runEvery(strapi, 'newsletter-deliveries-retention', 10, async () => {
    const forgotten = await service.forgetDeliveries()
    if (forgotten) strapi.log.info(`[newsletter] ${forgotten} edition(s): recipients let go after the retention`)
  })
}
