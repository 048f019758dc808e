/**
 * Rows that owe e-mails, sent reliably: a row is stored first, and carries `nextMailAt` while it
 * has mail to send. Whoever sends takes the row by a compare-and-set on `mailAttempts`, so the
 * request's own immediate try and the timer's sweep on every CMS instance never send one e-mail
 * twice. An instance that stops lets its sends end, for a moment, and gives back the rows still
 * sending, due at once; one that dies mid-send leaves the row to be taken again after a lease. A
 * failed send is tried again later, the wait doubling up to an hour, and given up after
 * MAX_MAIL_ATTEMPTS (the row stays in the CMS for the team to see). Decisions: ADR 0019.
 */
import type { Core } from '@strapi/strapi'
import { runEvery } from './every'

/** Tries before a row's mail is given up. */
export const MAX_MAIL_ATTEMPTS = 20
/** How long a taken row is left to its sender before another may take it. */
const LEASE_MS = 5 * 60_000
const MAX_BACKOFF_MS = 60 * 60_000
/** How long a stopping instance waits for its sends to end before it gives their rows back. */
const STOP_WAIT_MS = 3000

/** The rows this instance is sending, and whether it is stopping (then it takes no more). */
const sending = new Set<{ uid: string; id: number; attempts: number; done: Promise<unknown> }>()
let stopping = false

/** The columns every outbox row has. */
export type OutboxRow = { id: number; documentId: string; mailAttempts: number | null; nextMailAt: string | null }

export type Outbox<Row extends OutboxRow> = {
  /** The content type of the rows. */
  uid: string
  /** Names the outbox in the log and its timer. */
  name: string
  /** Seconds before the first retry. */
  retrySeconds: number
  /**
   * Sends what is still unsent of `row`, recording each e-mail as soon as it is sent (`record`
   * updates the row), so that a retry sends only what is missing.
   */
  send(row: Row, record: (data: Record<string, unknown>) => Promise<void>): Promise<void>
}

export type DeliveryResult = 'sent' | 'failed' | 'skipped'

/** Wait before try number `attempt + 1`, after `attempt` failed. */
export const retryDelayMs = (retrySeconds: number, attempt: number) =>
  Math.min(MAX_BACKOFF_MS, retrySeconds * 1000 * 2 ** Math.max(0, attempt - 1))

/** Sends what is still unsent of one row, if it is due and no one else is sending it. */
export async function deliver<Row extends OutboxRow>(
  strapi: Core.Strapi,
  outbox: Outbox<Row>,
  id: number,
  now = new Date(),
): Promise<DeliveryResult> {
  const query = strapi.db.query(outbox.uid)
  const row = (await query.findOne({ where: { id } })) as Row | null
  if (!row || !row.nextMailAt || Date.parse(row.nextMailAt) > now.getTime()) return 'skipped'
  const attempts = row.mailAttempts ?? 0
  if (stopping) return 'skipped'
  const { count } = await query.updateMany({
    where: { id, mailAttempts: row.mailAttempts },
    data: { mailAttempts: attempts + 1, nextMailAt: new Date(now.getTime() + LEASE_MS) },
  })
  if (count !== 1) return 'skipped'
  let ended = () => undefined as void
  const held = { uid: outbox.uid, id, attempts: attempts + 1, done: new Promise<void>((resolve) => (ended = resolve)) }
  sending.add(held)
  try {
    return await send(strapi, outbox, row, attempts, now)
  } finally {
    sending.delete(held)
    ended()
  }
}

/**
 * As the CMS shuts down: no send starts, those under way have a moment to end, and the rows of
 * any still sending are given back, due at once, for the next instance to send (an e-mail cut off
 * mid-send may then go twice; one left leased would wait out the lease).
 */
export async function stopOutboxes(strapi: Core.Strapi, waitMs = STOP_WAIT_MS) {
  stopping = true
  const held = [...sending]
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    Promise.all(held.map((row) => row.done)),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
  ])
  clearTimeout(timer)
  for (const row of held)
    if (sending.has(row))
      await strapi.db
        .query(row.uid)
        .updateMany({ where: { id: row.id, mailAttempts: row.attempts }, data: { nextMailAt: new Date() } })
}

async function send<Row extends OutboxRow>(
  strapi: Core.Strapi,
  outbox: Outbox<Row>,
  row: Row,
  attempts: number,
  now: Date,
): Promise<DeliveryResult> {
  const id = row.id
  const query = strapi.db.query(outbox.uid)
  try {
    await outbox.send(row, async (data) => {
      await query.update({ where: { id }, data })
    })
    await query.update({ where: { id }, data: { nextMailAt: null } })
    return 'sent'
  } catch (error) {
    const tried = attempts + 1
    const giveUp = tried >= MAX_MAIL_ATTEMPTS
    await query.update({
      where: { id },
      data: { nextMailAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(outbox.retrySeconds, tried)) },
    })
    strapi.log.error(
      `[${outbox.name}] e-mail for ${row.documentId} not sent (try ${tried}${giveUp ? ', giving up: see it in the CMS' : ''}): ${(error as Error).message}`,
    )
    return 'failed'
  }
}

/** Sends in the background, after the request that stored the row has been answered. */
export function deliverSoon<Row extends OutboxRow>(
  strapi: Core.Strapi,
  outbox: Outbox<Row>,
  row: { id: number; documentId: string },
) {
  void deliver(strapi, outbox, row.id).catch((error: Error) =>
    strapi.log.error(`[${outbox.name}] sending ${row.documentId} failed: ${error.message}`),
  )
}

/** One sweep: every row whose mail is due, oldest first. */
export async function deliverDue<Row extends OutboxRow>(
  strapi: Core.Strapi,
  outbox: Outbox<Row>,
  now = new Date(),
): Promise<DeliveryResult[]> {
  const due = (await strapi.db.query(outbox.uid).findMany({
    where: { nextMailAt: { $notNull: true, $lte: now } },
    select: ['id'],
    orderBy: { id: 'asc' },
    limit: 50,
  })) as { id: number }[]
  const results: DeliveryResult[] = []
  for (const { id } of due) results.push(await deliver(strapi, outbox, id, now))
  return results
}

/** Every instance sweeps the outbox on a timer: what failed, or what an instance that died left. */
export function scheduleOutbox<Row extends OutboxRow>(strapi: Core.Strapi, outbox: Outbox<Row>) {
  runEvery(strapi, outbox.name, Math.min(60, outbox.retrySeconds), () => deliverDue(strapi, outbox))
}
