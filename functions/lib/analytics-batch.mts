/**
 * SERVER-ONLY. The views the collect endpoint took, counted and passed on to the CMS in batches
 * (docs/decisions/0057-analytics.md). Views are tallied as they arrive: one tally per minute ×
 * path × language × device class × referring domain, with a histogram of each metric, so the CMS
 * stores a row a tally however many readers sent them. The first views after a quiet spell go at
 * once; while views keep coming, one call a SEND_EVERY_MS carries what was tallied since the last,
 * so the CMS answers a few calls a second however busy the site. While the CMS is out of reach the
 * tallies wait here, up to MAX_WAITING entries (then the oldest go, said in the log), and are sent
 * when it answers again; only this process's end loses them.
 */
import type { FunctionsEnv } from '../../src/server/env'
import {
  ANALYTICS_EVENTS_PATH,
  METRIC_NAMES,
  TALLIES_PER_BATCH,
  countViewInto,
  mergeHistograms,
} from '../../cms/src/rules/analytics'
import type { PageView, ViewTally } from '../../cms/src/rules/analytics-input'

/**
 * What may wait at most, in entries: a tally counts one, and each bucket of its histograms one
 * more. So counted, what waits stays within a few tens of megabytes however the beacons are made
 * (one view each of many pages, or every bucket of every metric for each page); counted in tallies
 * alone, forged beacons could make it a hundred times larger.
 */
export const MAX_WAITING = 25_000
const RETRY_MS = { first: 1000, max: 30_000 }
/** The least time between two calls to the CMS while views keep coming. */
export const SEND_EVERY_MS = 1000

const MINUTE_MS = 60_000

const keyOf = (tally: Omit<ViewTally, 'views' | 'histograms'>) =>
  [tally.at, tally.path, tally.locale, tally.device, tally.referrer ?? ''].join('\n')

/** A tally's entries: itself and each bucket of its histograms. */
const entriesOf = (tally: ViewTally) =>
  1 + METRIC_NAMES.reduce((sum, metric) => sum + Object.keys(tally.histograms[metric] ?? {}).length, 0)

/** `a` and `b` (of the same key) as one tally. */
function merged(a: ViewTally, b: ViewTally): ViewTally {
  const histograms: ViewTally['histograms'] = {}
  for (const metric of METRIC_NAMES)
    if (a.histograms[metric] || b.histograms[metric])
      histograms[metric] = mergeHistograms(a.histograms[metric] ?? {}, b.histograms[metric] ?? {})
  return { ...a, views: a.views + b.views, histograms }
}

export class AnalyticsBatches {
  private waiting = new Map<string, ViewTally>()
  /** The entries of the tallies waiting (`entriesOf`). */
  private entries = 0
  private sending: Promise<void> | null = null
  private dropped = 0

  constructor(
    private readonly env: () => Pick<FunctionsEnv, 'CMS_URL' | 'CMS_PROXY_SECRET' | 'CMS_TIMEOUT_MS'>,
    private readonly wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    private readonly send: (batch: ViewTally[]) => Promise<boolean> = (batch) => sendToCms(this.env(), batch),
  ) {}

  /** Views waiting to be sent, and the entries that hold them. */
  get size() {
    let views = 0
    for (const tally of this.waiting.values()) views += tally.views
    return { views, entries: this.entries }
  }

  /** Counts `views`, received at `at`; the promise settles when every view counted so far has reached the CMS. */
  add(views: PageView[], at: number): Promise<void> {
    const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS
    for (const { lcp, inp, cls, ttfb, ...view } of views) {
      const key = keyOf({ ...view, at: minute })
      let tally = this.waiting.get(key)
      if (!tally) {
        tally = { ...view, at: minute, views: 0, histograms: {} }
        this.waiting.set(key, tally)
        this.entries += 1
      }
      tally.views += 1
      this.entries += countViewInto(tally.histograms, { lcp, inp, cls, ttfb })
    }
    this.dropOldest()
    this.sending ??= this.drain().finally(() => {
      this.sending = null
    })
    return this.sending
  }

  private dropOldest() {
    for (const [key, tally] of this.waiting) {
      if (this.entries <= MAX_WAITING) break
      this.waiting.delete(key)
      this.entries -= entriesOf(tally)
      if (this.dropped === 0) console.error(`[collect] the CMS is out of reach: dropping the oldest views waiting`)
      this.dropped += tally.views
    }
  }

  private async drain(): Promise<void> {
    let retry = RETRY_MS.first
    while (this.waiting.size > 0) {
      const started = Date.now()
      // Taken out while under way: views counted meanwhile start tallies of their own.
      const batch = [...this.waiting.values()].slice(0, TALLIES_PER_BATCH)
      for (const tally of batch) {
        this.waiting.delete(keyOf(tally))
        this.entries -= entriesOf(tally)
      }
      if (await this.send(batch)) {
        retry = RETRY_MS.first
        if (this.dropped > 0) console.error(`[collect] the CMS answers again; ${this.dropped} views were dropped`)
        this.dropped = 0
        // A full batch goes at once: a backlog left by an outage is not held back.
        const pause = SEND_EVERY_MS - (Date.now() - started)
        if (this.waiting.size > 0 && this.waiting.size < TALLIES_PER_BATCH && pause > 0) await this.wait(pause)
      } else {
        // Back in front, the oldest first, merged with what was counted for the same key meanwhile.
        const back = new Map(batch.map((tally) => [keyOf(tally), tally]))
        for (const [key, tally] of this.waiting) {
          const earlier = back.get(key)
          back.set(key, earlier ? merged(earlier, tally) : tally)
        }
        this.waiting = back
        this.entries = [...back.values()].reduce((sum, tally) => sum + entriesOf(tally), 0)
        this.dropOldest()
        await this.wait(retry)
        retry = Math.min(retry * 2, RETRY_MS.max)
      }
    }
  }
}

/** Whether the CMS stored `batch`; a refusal of the batch itself is logged and the batch let go. */
async function sendToCms(
  env: Pick<FunctionsEnv, 'CMS_URL' | 'CMS_PROXY_SECRET' | 'CMS_TIMEOUT_MS'>,
  batch: ViewTally[],
): Promise<boolean> {
  try {
    const response = await fetch(new URL(ANALYTICS_EVENTS_PATH, env.CMS_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cms-proxy-secret': env.CMS_PROXY_SECRET },
      body: JSON.stringify({ tallies: batch }),
      signal: AbortSignal.timeout(env.CMS_TIMEOUT_MS),
    })
    const text = await response.text().catch(() => '')
    if (response.status === 202) return true
    if (response.status >= 500 || response.status === 429) {
      console.error(`[collect] the CMS answered ${response.status}; trying again`)
      return false
    }
    const views = batch.reduce((sum, tally) => sum + tally.views, 0)
    console.error(`[collect] the CMS refused ${views} views (${response.status}): ${text.slice(0, 300)}`)
    return true
  } catch (error) {
    console.error(`[collect] the CMS is out of reach (${(error as Error).message}); trying again`)
    return false
  }
}
