/**
 * SERVER-ONLY. The views the collect endpoint took, passed on to the CMS in batches
 * (docs/decisions/0057-analytics.md): one call carries what arrived while the last one was under
 * way, so the CMS stores thousands of views a second in a few inserts. While the CMS is out of
 * reach the views wait here, up to MAX_WAITING (then the oldest go, said in the log), and are
 * sent when it answers again; only this process's end loses them.
 */
import type { FunctionsEnv } from '../../src/server/env'
import { ANALYTICS_EVENTS_PATH, EVENTS_PER_BATCH } from '../../cms/src/rules/analytics'
import type { AnalyticsEvent } from '../../cms/src/rules/analytics-input'

export const MAX_WAITING = 50_000
const RETRY_MS = { first: 1000, max: 30_000 }

export class AnalyticsBatches {
  private waiting: AnalyticsEvent[] = []
  private sending: Promise<void> | null = null
  private dropped = 0

  constructor(
    private readonly env: () => Pick<FunctionsEnv, 'CMS_URL' | 'CMS_PROXY_SECRET' | 'CMS_TIMEOUT_MS'>,
    private readonly wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  get size() {
    return this.waiting.length
  }

  /** Queues `events`; the promise settles when every view queued so far has reached the CMS. */
  add(events: AnalyticsEvent[]): Promise<void> {
    this.waiting.push(...events)
    const over = this.waiting.length - MAX_WAITING
    if (over > 0) {
      this.waiting.splice(0, over)
      if (this.dropped === 0) console.error(`[collect] the CMS is out of reach: dropping the oldest views waiting`)
      this.dropped += over
    }
    this.sending ??= this.drain().finally(() => {
      this.sending = null
    })
    return this.sending
  }

  private async drain(): Promise<void> {
    let retry = RETRY_MS.first
    while (this.waiting.length > 0) {
      const batch = this.waiting.slice(0, EVENTS_PER_BATCH)
      if (await this.send(batch)) {
        this.waiting.splice(0, batch.length)
        retry = RETRY_MS.first
        if (this.dropped > 0) console.error(`[collect] the CMS answers again; ${this.dropped} views were dropped`)
        this.dropped = 0
      } else {
        await this.wait(retry)
        retry = Math.min(retry * 2, RETRY_MS.max)
      }
    }
  }

  /** Whether the CMS stored `batch`; a refusal of the batch itself is logged and the batch let go. */
  private async send(batch: AnalyticsEvent[]): Promise<boolean> {
    const env = this.env()
    try {
      const response = await fetch(new URL(ANALYTICS_EVENTS_PATH, env.CMS_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-cms-proxy-secret': env.CMS_PROXY_SECRET },
        body: JSON.stringify({ events: batch }),
        signal: AbortSignal.timeout(env.CMS_TIMEOUT_MS),
      })
      const text = await response.text().catch(() => '')
      if (response.status === 202) return true
      if (response.status >= 500 || response.status === 429) {
        console.error(`[collect] the CMS answered ${response.status}; trying again`)
        return false
      }
      console.error(`[collect] the CMS refused ${batch.length} views (${response.status}): ${text.slice(0, 300)}`)
      return true
    } catch (error) {
      console.error(`[collect] the CMS is out of reach (${(error as Error).message}); trying again`)
      return false
    }
  }
}
