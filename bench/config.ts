/** What the bench holds each figure to (issues [6], [11], [15], [21]), where it runs, and a figure over its budget. */
import path from 'node:path'
import { ROOT } from '../server/root'

export const BENCH_CMS_PORT = 1361
export const BENCH_SITE_URL = 'http://localhost:8877'
export const BASELINE_DIR = path.join(ROOT, 'bench', 'baseline')
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results')

/**
 * Budgets (issues [6] and [11]). They must hold on any full run on this noisy machine, so each
 * timing figure is the worse or the median of several measurements, never the best one.
 */
export const BUDGETS = {
  /** First-load JS (gzip) as multiples of the bare Gatsby page's. */
  contentJs: 1.3,
  loginJs: 1.5,
  /** CSS (gzip) a page inlines or links. */
  cssKb: 10,
  /**
   * Lighthouse, mobile profile: the median of LIGHTHOUSE_RUNS runs per address (issue [21]). Total
   * blocking time is held to the bare Gatsby page's median in the same run plus a margin: this
   * machine's own blocking time moves from run to run, and a page cannot block less than the
   * framework it runs on.
   */
  lighthouse: { performance: 98, tbtOverBareMs: 50, accessibility: 100, bestPractices: 100, seo: 100 },
  sessionVsDirectMe: 1,
  sessionVsDirectMeAim: 0.25,
  /** Cold build time as a multiple of the bare build's with as many pages (issue [21]). */
  coldBuildVsBare: 1.5,
  /** The rebuild after editing one post, up to this many posts per locale (issue [21]). */
  oneEditRebuild: { seconds: 8, upToPostsPerLocale: 1000 },
  /** Five Lighthouse runs an address and a second pair of the largest builds (issue [11]) made the run longer. */
  benchMinutes: 35,
  /** 100 readers for 60 s on the served product: nothing fails, nothing acknowledged is lost, memory stays bounded. */
  load: { clients: 100, seconds: 60, errors: 0, lost: 0, p99Ms: 1000, siteServerMb: 1500, cmsMb: 1000 },
  /**
   * The site server against netlify dev on the same release (issue [15]): the session call with a
   * valid cookie through the server at most this many times the handler's own p50 called in this
   * process; without a cookie at 50 clients at least this many answers a second (30× what netlify
   * dev gave); with a cookie at 50 clients at least this share of the CMS's own /users/me.
   */
  server: { viaServerVsInProcess: 2, noCookieRps: 30 * 12.75, withCookieVsCms: 0.8, clients: 50, seconds: 10 },
  /**
   * A newsletter edition to this many subscribers at NEWSLETTER_SEND_RATE `rate` (issue [23]):
   * each gets exactly one e-mail, the rate reached is at least `rateShare` of the rate set, and
   * pages and the session call keep their p99 within `p99VsIdle` of idle (of `p99FloorMs` at least).
   */
  newsletter: { subscribers: 10_000, rate: 100, rateShare: 0.9, p99VsIdle: 2, p99FloorMs: 10 },
  /**
   * Readers' beacons (issue [24]): `clients` connections posting `beaconsPerSecond` beacons for
   * `seconds` (after `warmUpSeconds` not measured), each from a reader of its own: at least `rateShare` of them taken, none refused,
   * every view taken in the CMS's figures, and the p99 of a page read by readers arriving
   * `pagesPerSecond` meanwhile within `p99VsIdle` of idle (of `p99FloorMs` at least).
   */
  collect: {
    clients: 100,
    seconds: 10,
    beaconsPerSecond: 2000,
    warmUpSeconds: 2,
    pagesPerSecond: 100,
    rateShare: 0.95,
    p99VsIdle: 2,
    p99FloorMs: 10,
  },
} as const

/** A figure over its budget, as the run's end lists it. */
export type Failure = { figure: string; value: string; budget: string }
