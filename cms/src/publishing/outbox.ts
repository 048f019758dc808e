/**
 * The site changes owed to the build hook, kept in the CMS's database (the `site-change` rows) so
 * that none is lost: a row is written in the same transaction as the publish, unpublish or delete
 * it records (./rebuild-trigger.ts), and delivered by whichever CMS instance takes it first.
 * Delivery coalesces: every row due is taken (a compare-and-set on its attempts, so two
 * instances never take one row) and told in one call, the newest change in the body as the
 * CMS's webhooks shape it. The hook answering 2xx marks every change pending before the call
 * delivered (the build it starts reads them all); anything else, or no answer, leaves the taken
 * rows to be tried again after a wait that doubles up to MAX_RETRY_MS, for as long as it takes. An
 * instance that stops gives back the rows it holds, due at once; one that dies holding them leaves
 * them to be taken again after a lease.
 * Strapi's own webhook runner tries once and forgets. Decisions: ADR 0028.
 */
import type { Core } from '@strapi/strapi'
import { runEvery } from '../jobs/every'

/** A site.change event's body: the change, the model, the document and what an editor calls it; no content. */
export type SiteChange = {
  change: string
  model: string
  uid?: string
  documentId?: string
  locale?: string
  title?: string
}

export const SITE_CHANGE_UID = 'api::site-change.site-change'
/** How long a taken row is left to its deliverer before another may take it. */
export const LEASE_MS = 60_000
export const MAX_RETRY_MS = 5 * 60_000
/** How long the build hook has to answer. */
const HOOK_TIMEOUT_MS = 15_000
/** Delivered rows are kept this long for the admin to show, then removed. */
const KEEP_DELIVERED_MS = 7 * 24 * 60 * 60_000
const BATCH = 500

export type SiteChangeRow = {
  id: number
  change: string
  model: string
  entryDocumentId: string | null
  entryLocale: string | null
  title: string | null
  createdAt: string
  deliveredAt: string | null
  attempts: number
  nextAttemptAt: string | null
  lastError: string | null
}

/** The outbox as the admin's publishing panel shows it. */
export type Delivery = {
  /** Changes not yet accepted by the build hook. */
  pending: number
  /** Set while the hook has refused or not answered: the tries so far, the last error and the next try. */
  retrying: { attempts: number; lastError: string; nextAttemptAt: string | null } | null
  /** When the hook last accepted changes. */
  deliveredAt: string | null
}

/** Wait before try number `attempt + 1`, after `attempt` failed. */
export const retryDelayMs = (retrySeconds: number, attempt: number) =>
  Math.min(MAX_RETRY_MS, retrySeconds * 1000 * 2 ** Math.max(0, attempt - 1))

const rows = (strapi: Core.Strapi) => strapi.db.query(SITE_CHANGE_UID)

/** Writes a change owed to the build hook, in the caller's transaction if it has one. */
export async function recordSiteChange(strapi: Core.Strapi, change: SiteChange, now = new Date()) {
  await rows(strapi).create({
    data: {
      change: change.change,
      model: change.model,
      entryDocumentId: change.documentId ?? null,
      entryLocale: change.locale ?? null,
      title: change.title ?? null,
      attempts: 0,
      nextAttemptAt: now,
    },
  })
}

/** The body of a delivery: the newest change as the CMS's webhooks send an event, and how many it stands for. */
export function deliveryBody(pending: SiteChangeRow[], now: Date) {
  const newest = pending[pending.length - 1]
  return {
    event: 'site.change',
    createdAt: now.toISOString(),
    change: newest.change,
    model: newest.model,
    documentId: newest.entryDocumentId ?? undefined,
    locale: newest.entryLocale ?? undefined,
    title: newest.title ?? undefined,
    changes: pending.length,
  }
}

export type DeliveryOutcome = 'delivered' | 'failed' | 'idle' | 'stopped'

/**
 * One delivery: every due row nobody else holds, in one call to the hook. `stop` ends a call the
 * hook has not answered and gives the rows back, due at once (the hook may have taken the call:
 * a change told twice costs a build, one never told costs the site).
 */
export async function deliverSiteChanges(
  strapi: Core.Strapi,
  hookUrl: string,
  retrySeconds: number,
  now = new Date(),
  stop?: AbortSignal,
): Promise<DeliveryOutcome> {
  const pending = (await rows(strapi).findMany({
    where: { deliveredAt: { $null: true } },
    orderBy: { id: 'asc' },
    limit: BATCH,
  })) as SiteChangeRow[]
  const due = pending.filter((row) => row.nextAttemptAt !== null && Date.parse(row.nextAttemptAt) <= now.getTime())
  const taken: SiteChangeRow[] = []
  for (const row of due) {
    const { count } = await rows(strapi).updateMany({
      where: { id: row.id, attempts: row.attempts, deliveredAt: { $null: true } },
      data: { attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) },
    })
    if (count === 1) taken.push({ ...row, attempts: row.attempts + 1 })
  }
  if (!taken.length) return 'idle'
  let problem: string | null
  try {
    const answer = await fetch(hookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(deliveryBody(pending, now)),
      signal: stop
        ? AbortSignal.any([stop, AbortSignal.timeout(HOOK_TIMEOUT_MS)])
        : AbortSignal.timeout(HOOK_TIMEOUT_MS),
    })
    await answer.arrayBuffer().catch(() => undefined)
    problem = answer.ok ? null : `the build hook answered ${answer.status} ${answer.statusText}`.trim()
  } catch (error) {
    if (stop?.aborted) {
      for (const row of taken) await rows(strapi).update({ where: { id: row.id }, data: { nextAttemptAt: new Date() } })
      return 'stopped'
    }
    const cause = (error as { cause?: { code?: string } }).cause?.code
    problem = `the build hook could not be reached: ${cause ?? (error as Error).message}`
  }
  if (problem === null) {
    // The build the hook starts reads everything committed before this call: every change seen
    // pending above is in it, those waiting for a retry included.
    await rows(strapi).updateMany({
      where: { id: { $in: pending.map((row) => row.id) } },
      data: { deliveredAt: new Date(), nextAttemptAt: null, lastError: null },
    })
    return 'delivered'
  }
  for (const row of taken)
    await rows(strapi).update({
      where: { id: row.id },
      data: {
        nextAttemptAt: new Date(Date.now() + retryDelayMs(retrySeconds, row.attempts)),
        lastError: problem.slice(0, 500),
      },
    })
  strapi.log.warn(`[publishing] ${taken.length} change(s) not delivered (try ${taken[0].attempts}): ${problem}`)
  return 'failed'
}

/** What the admin shows of the outbox. */
export async function deliveryStatus(strapi: Core.Strapi): Promise<Delivery> {
  const pending = await rows(strapi).count({ where: { deliveredAt: { $null: true } } })
  const failing = (await rows(strapi).findOne({
    where: { deliveredAt: { $null: true }, lastError: { $notNull: true } },
    orderBy: { attempts: 'desc' },
  })) as SiteChangeRow | null
  const delivered = (await rows(strapi).findOne({
    where: { deliveredAt: { $notNull: true } },
    orderBy: { deliveredAt: 'desc' },
  })) as SiteChangeRow | null
  return {
    pending,
    retrying: failing
      ? { attempts: failing.attempts, lastError: failing.lastError ?? '', nextAttemptAt: failing.nextAttemptAt }
      : null,
    deliveredAt: delivered?.deliveredAt ?? null,
  }
}

/**
 * Delivery on every instance: at once after a change is written (`soon`), and on a timer for
 * retries and for what an instance that died left; delivered rows past a week are removed.
 * `stop`, as the CMS shuts down, ends the delivery under way and starts none after it, so no row
 * is left leased to an instance that is gone.
 */
export function siteChangeDelivery(strapi: Core.Strapi, hookUrl: string, retrySeconds: number) {
  let running: Promise<unknown> | null = null
  let again = false
  const stopping = new AbortController()
  const run = (): Promise<unknown> => {
    if (stopping.signal.aborted) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = deliverSiteChanges(strapi, hookUrl, retrySeconds, new Date(), stopping.signal)
      .catch((error: Error) => strapi.log.error(`[publishing] delivering site changes failed: ${error.message}`))
      .finally(() => {
        running = null
        if (again) {
          again = false
          void run()
        }
      })
    return running
  }
  return {
    soon: () => void run(),
    async stop() {
      stopping.abort()
      await running
    },
    schedule() {
      runEvery(strapi, 'site-changes', Math.min(60, retrySeconds), async () => {
        await run()
        await rows(strapi).deleteMany({
          where: { deliveredAt: { $lt: new Date(Date.now() - KEEP_DELIVERED_MS) } },
        })
      })
    },
  }
}
