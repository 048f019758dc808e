/**
 * Readers' beacons at scale (issue [24], ADR 0057): BUDGETS.collect.clients connections post
 * beacons to /api/collect on the served site at a steady rate (../lib/steady.ts), each from a
 * reader of its own (the site server trusts one proxy hop here, so X-Forwarded-For names the
 * reader; the per-reader limit is server/site-server.test.ts's), while readers load a page. The site takes at least `beaconsPerSecond`, the
 * page's p99 stays within `p99VsIdle` of idle, and every view taken reaches the CMS's figures.
 */
import { posts } from '../../cms/src/seed/content'
import { COLLECT_PATH } from '../../cms/src/rules/analytics'
import { openDatabase, type TestCms } from '../../tests/support/cms-process'
import type { LatencyFigures } from '../lib/latency'
import { runSteadyLoad, steadyLoad } from '../lib/steady'
import { BENCH_SITE_URL, BUDGETS, type Failure } from '../config'
import { ms } from '../lib/units'

export type CollectFigures = {
  clients: number
  seconds: number
  beacons: number
  taken: number
  refused: number
  errors: number
  beaconsPerSecond: number
  /** The beacons' own answer times. */
  beaconP50: number
  beaconP99: number
  /** Views in the CMS's figures (folded, or waiting to be) once the load ended, of `taken`. */
  stored: number
  idle: LatencyFigures
  during: LatencyFigures
}

const PATH = `/en/posts/${posts[0].slug}/`
const BEACON = JSON.stringify({
  views: [{ path: PATH, locale: 'en', device: 'phone', referrer: 't.me', lcp: 1840, inp: 96, cls: 0.02, ttfb: 210 }],
})

async function storedViews(cms: TestCms): Promise<number> {
  const db = openDatabase(cms.database)
  try {
    const days = (await db('analytics_days').select('path', 'views')) as { path: string; views: number }[]
    // A tally waiting to be folded counts its views (`views` null: a row of one view).
    const waiting = (await db('analytics_events').select('path', 'views')) as { path: string; views: number | null }[]
    const viewsOf = (rows: { path: string; views: number | null }[]) =>
      rows.filter((row) => row.path === PATH).reduce((sum, row) => sum + Number(row.views ?? 1), 0)
    return viewsOf(days) + viewsOf(waiting)
  } finally {
    await db.destroy()
  }
}

/**
 * Readers loading the page at `pagesPerSecond`, arriving on their own schedule (open loop), from
 * this process while the beacons come from another. A closed loop (each connection asking again as
 * soon as it is answered) keeps the server busy with pages alone, so its "idle" is a saturated
 * server and the figure measures throughput shares, not what a reader waits.
 */
async function pageReads(seconds: number): Promise<LatencyFigures> {
  const { pagesPerSecond } = BUDGETS.collect
  const reads = await runSteadyLoad({
    url: `${BENCH_SITE_URL}${PATH}`,
    rate: pagesPerSecond,
    seconds,
    // As many as readers' browsers would open, so that one slow answer does not hold the next reader back.
    connections: 32,
    request: { method: 'GET', headers: { 'accept-encoding': 'br, gzip' } },
  })
  const ok = reads.answered[200] ?? 0
  return {
    name: `page ${PATH}, ${pagesPerSecond} a second`,
    requests: reads.sent,
    p50: reads.p50,
    p99: reads.p99,
    errors: reads.errors,
    non2xx: reads.sent - reads.errors - ok,
    rps: ok / seconds,
  }
}

/** `clients` connections posting BEACON at `rate` a second for `seconds`, from a process of their own. */
const beacons = (rate: number, seconds: number) =>
  steadyLoad({
    url: `${BENCH_SITE_URL}${COLLECT_PATH}`,
    rate,
    seconds,
    connections: BUDGETS.collect.clients,
    request: {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile',
      },
      body: BEACON,
      distinctReaders: true,
    },
  })

/** Waits until the CMS's figures hold `count` more views than `from` (the CMS folds every few seconds); resolves to how many more. */
async function storedSince(cms: TestCms, from: number, count: number): Promise<number> {
  let stored = 0
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    stored = (await storedViews(cms)) - from
    if (stored >= count) break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return stored
}

export async function collectLoad(cms: TestCms, failures: Failure[]): Promise<CollectFigures> {
  const { clients, seconds, beaconsPerSecond, warmUpSeconds } = BUDGETS.collect
  // A served site has taken beacons before: the collect path's first calls (its modules' first
  // runs, the connections' first requests) are not what a reader meets, so they are not measured.
  const start = await storedViews(cms)
  const warm = await beacons(beaconsPerSecond, warmUpSeconds)
  await storedSince(cms, start, warm.answered[202] ?? 0)
  const before = await storedViews(cms)
  const idle = await pageReads(seconds)
  const [load, during] = await Promise.all([beacons(beaconsPerSecond, seconds), pageReads(seconds)])
  const taken = load.answered[202] ?? 0
  const stored = await storedSince(cms, before, taken)
  const figures: CollectFigures = {
    clients,
    seconds,
    beacons: load.sent,
    taken,
    refused: load.sent - taken - load.errors,
    errors: load.errors,
    beaconsPerSecond: taken / seconds,
    beaconP50: load.p50,
    beaconP99: load.p99,
    stored,
    idle,
    during,
  }
  collectTable(figures, failures)
  return figures
}

export function collectTable(figures: CollectFigures, failures: Failure[]) {
  console.table({
    clients: figures.clients,
    'beacons sent': figures.beacons,
    'taken (202)': figures.taken,
    refused: figures.refused,
    errors: figures.errors,
    'taken a second': figures.beaconsPerSecond.toFixed(0),
    'beacon p50': ms(figures.beaconP50),
    'beacon p99': ms(figures.beaconP99),
    'views in the CMS': figures.stored,
  })
  console.table({
    request: figures.idle.name,
    'idle p50': ms(figures.idle.p50),
    'idle p99': ms(figures.idle.p99),
    'beacons p50': ms(figures.during.p50),
    'beacons p99': ms(figures.during.p99),
    'errors meanwhile': figures.during.errors + figures.during.non2xx,
  })
  const { beaconsPerSecond, rateShare, p99VsIdle, p99FloorMs } = BUDGETS.collect
  if (figures.beaconsPerSecond < beaconsPerSecond * rateShare || figures.refused + figures.errors > 0)
    failures.push({
      figure: 'collect: beacons taken a second',
      value: `${figures.beaconsPerSecond.toFixed(0)} (${figures.refused} refused, ${figures.errors} errors)`,
      budget: `≥ ${(beaconsPerSecond * rateShare).toFixed(0)} of ${beaconsPerSecond} sent, none refused`,
    })
  // Beacons still in flight when the load stopped were taken without being counted: up to one a client.
  if (figures.stored < figures.taken || figures.stored > figures.taken + figures.clients)
    failures.push({
      figure: 'collect: views in the CMS of those taken',
      value: String(figures.stored),
      budget: `${figures.taken} to ${figures.taken + figures.clients}`,
    })
  const budget = Math.max(figures.idle.p99, p99FloorMs) * p99VsIdle
  if (figures.during.p99 > budget || figures.during.errors + figures.during.non2xx > 0)
    failures.push({
      figure: `collect: ${figures.idle.name} p99 meanwhile`,
      value: `${ms(figures.during.p99)} (${figures.during.errors + figures.during.non2xx} errors)`,
      budget: `≤ ${ms(budget)}, no errors`,
    })
}
