/**
 * A function's rate limit as Netlify declares it (`config.rateLimit`: so many calls a window of so
 * many seconds, counted by client address and/or site, over a sliding window), enforced by the site
 * server across its serving processes: Netlify counts at its edge for every instance of the
 * function, and a client's calls here reach whichever process its connection was handed to.
 *
 * Each serving process counts its own calls (`RateCounts`) and reports them to the listener
 * (./start.ts) soon after; the listener (`RateTally`) sends each process what the others counted.
 * A call is refused once its process's own count and the others' last reported counts reach the
 * limit. So a client spread over several processes gets at most what the processes count in one
 * report's delay beyond the limit, as an edge that counts in many places does.
 * Decisions: docs/decisions/0064-rate-limits-across-processes.md.
 */
import { z } from 'zod'
import type { Config } from '@netlify/functions'

/** `config.rateLimit` as Netlify reads it; a limit that rewrites instead of refusing is not served here. */
const rateLimitSchema = z.object({
  windowLimit: z.number().int().positive(),
  windowSize: z.number().positive(),
  aggregateBy: z.union([z.enum(['ip', 'domain']), z.array(z.enum(['ip', 'domain']))]).optional(),
  action: z.literal('rate_limit').optional(),
  algorithm: z.literal('sliding_window').optional(),
}) satisfies z.ZodType<NonNullable<Config['rateLimit']>>

export type RateLimit = { windowLimit: number; windowMs: number; aggregateBy: ('ip' | 'domain')[] }

/** A function module's rate limit, if its `config` declares one; throws naming the function when it is one this server cannot apply. */
export function rateLimitOf(name: string, config: unknown): RateLimit | undefined {
  const declared = (config as { rateLimit?: unknown } | undefined)?.rateLimit
  if (declared === undefined) return undefined
  const parsed = rateLimitSchema.safeParse(declared)
  if (!parsed.success)
    throw new Error(
      `function ${name}: config.rateLimit: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    )
  const { windowLimit, windowSize, aggregateBy } = parsed.data
  // Netlify counts by site when `aggregateBy` is not a list (zip-it-and-ship-it's rate_limit.js).
  return {
    windowLimit,
    windowMs: windowSize * 1000,
    aggregateBy: Array.isArray(aggregateBy) ? aggregateBy : ['domain'],
  }
}

/** One count: a function's, for one client (or site), in one window; and when it stops mattering. */
export type CountEntry = [key: string, count: number, expiresAt: number]

/** A serving process's report of its own counts that changed, and the listener's answer of the others'. */
export type RateReport = { kind: 'rate-counts'; counts: CountEntry[] }
export type RateOthers = { kind: 'rate-others'; counts: CountEntry[] }

/** How soon a process reports the counts it changed: the margin a client spread over processes gets. */
export const REPORT_EVERY_MS = 50
/** How often counts past their windows are let go (a walk over every count, so not on every call). */
const SWEEP_EVERY_MS = 10_000

/** The counts of one serving process, and the others' as the listener last said. */
export class RateCounts {
  private readonly own = new Map<string, { count: number; expiresAt: number }>()
  private readonly others = new Map<string, { count: number; expiresAt: number }>()
  private readonly changed = new Set<string>()
  private timer: NodeJS.Timeout | undefined
  private nextSweep = 0

  /** `report`: sends a report to the listener; without one (a site loaded alone), this process's counts are all there are. */
  constructor(private readonly report?: (message: RateReport) => void) {}

  /** Counts a call of `fn` by `client` at `now`; true when it is over the limit (it still counts: a client that keeps calling stays refused). */
  over(fn: string, limit: RateLimit, client: string, now = Date.now()): boolean {
    if (now >= this.nextSweep) this.sweep(now)
    const window = Math.floor(now / limit.windowMs)
    const key = `${fn}\n${client}\n`
    const current = this.add(`${key}${window}`, (window + 2) * limit.windowMs)
    const previous =
      (this.own.get(`${key}${window - 1}`)?.count ?? 0) + (this.others.get(`${key}${window - 1}`)?.count ?? 0)
    const left = 1 - (now % limit.windowMs) / limit.windowMs
    return current + previous * left > limit.windowLimit
  }

  /** The others' counts, as the listener last reported them. */
  receive(message: RateOthers, now = Date.now()) {
    for (const [key, count, expiresAt] of message.counts)
      if (expiresAt > now) this.others.set(key, { count, expiresAt })
  }

  private add(key: string, expiresAt: number): number {
    const entry = this.own.get(key) ?? { count: 0, expiresAt }
    entry.count += 1
    this.own.set(key, entry)
    if (this.report) {
      this.changed.add(key)
      this.timer ??= setTimeout(() => this.flush(), REPORT_EVERY_MS).unref()
    }
    return entry.count + (this.others.get(key)?.count ?? 0)
  }

  private flush() {
    this.timer = undefined
    const counts: CountEntry[] = []
    for (const key of this.changed) {
      const entry = this.own.get(key)
      if (entry) counts.push([key, entry.count, entry.expiresAt])
    }
    this.changed.clear()
    if (counts.length) this.report?.({ kind: 'rate-counts', counts })
  }

  /** Windows past mattering go: memory holds only the clients of the last two windows. */
  private sweep(now: number) {
    this.nextSweep = now + SWEEP_EVERY_MS
    for (const [key, entry] of this.own) if (entry.expiresAt <= now) this.own.delete(key)
    for (const [key, entry] of this.others) if (entry.expiresAt <= now) this.others.delete(key)
  }
}

/**
 * The listener's sum of every serving process's counts, by process: a process that died keeps its
 * counts until they expire (the calls it answered happened), and one started in its place counts
 * from nothing beside them.
 */
export class RateTally {
  private readonly counts = new Map<string, { byProcess: Map<number, number>; expiresAt: number }>()
  private nextSweep = 0

  /** Takes process `from`'s report; returns, for each of `processes` but `from`, the counts of the others. */
  take(from: number, report: RateReport, processes: number[], now = Date.now()): Map<number, RateOthers> {
    if (now >= this.nextSweep) this.sweep(now)
    const answers = new Map<number, RateOthers>()
    for (const to of processes) if (to !== from) answers.set(to, { kind: 'rate-others', counts: [] })
    for (const [key, count, expiresAt] of report.counts) {
      const entry = this.counts.get(key) ?? { byProcess: new Map<number, number>(), expiresAt }
      entry.byProcess.set(from, count)
      this.counts.set(key, entry)
      for (const [to, answer] of answers) {
        let others = 0
        for (const [process, counted] of entry.byProcess) if (process !== to) others += counted
        answer.counts.push([key, others, expiresAt])
      }
    }
    return answers
  }

  private sweep(now: number) {
    this.nextSweep = now + SWEEP_EVERY_MS
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key)
  }
}
