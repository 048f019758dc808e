/**
 * `npm run bench` (separate from `npm test`): measures the product next to baselines built in the
 * same run, prints each figure beside its baseline and budget, writes bench/results/latest.json,
 * and exits non-zero naming every figure over its budget.
 *
 * Measured so far (issue [6] lands in steps; see docs/benchmarks.md):
 * 1. Page weight: first-load JS and CSS (gzip) of home, post list, post, a page and login in both
 *    languages, built from a fresh seeded CMS, next to a bare Gatsby 5 page (bench/baseline).
 * 2. Lighthouse 13 (mobile profile, Debian Chromium) on those 10 URLs of the served product
 *    (the site server serving the build and the functions, the CMS up), behind a compressing proxy
 *    standing in for Netlify's CDN; and on the bare Gatsby page, served statically with the site's
 *    security headers behind the same proxy, as the machine's reference.
 * 3. Build scaling: the CMS filled with N synthetic posts per locale (N = 100, 1,000, 5,000), a cold
 *    build and a warm rebuild after editing one post (which pages it wrote), next to a bare Gatsby
 *    build of the same page count; a chart of build time against pages (bench/results/build-scaling.svg).
 * 4. Function latency: autocannon on loopback against the session call (valid cookie), login and
 *    the comment list, each next to the same call made directly to the CMS in the same run; and
 *    the session and login calls again with the CMS in its scaled layout (two instances on
 *    PostgreSQL, Redis and S3 behind a balancer), beside the single instance on SQLite.
 * 5. The load, the site server beside netlify dev, and search (their parts say what they measure).
 * 6. A newsletter edition to 10,000 subscribers through a local inbox: each gets exactly one
 *    e-mail, at the rate set, with the site's pages and session calls measured meanwhile beside idle.
 * 7. Readers' beacons: 100 clients posting to /api/collect, how many the site takes a second, that
 *    every view taken reaches the CMS, and a page's p99 meanwhile beside idle.
 *
 * Each part is a module of bench/parts/, its budgets are in bench/config.ts; this file runs them.
 *
 * `npm run bench -- --only scaling --sizes 100` runs a part alone while working on it; only a full
 * run writes bench/results/ (a partial one writes .logs/bench-partial.json).
 */
import { assertProjectNode, enableCompileCache } from '../scripts/node-runtime.mjs'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { ROOT } from '../server/root'
import { Stack, done, step } from '../server/supervisor'
import { buildCms, buildSite } from '../scripts/lib/stack'
import { releaseOfBuild, releasesDir } from '../server/publish/publishing'
import { startSiteServer } from '../server/start'
import { startTestCms, testEnv, type TestCms } from '../tests/support/cms-process'
import { pageWeight, type PageWeight } from './lib/page-weight'
import { startCompressingProxy } from './lib/compressing-proxy'
import { startStaticServer } from './lib/static-server'
import { SECURITY_HEADERS } from '../src/server/security-headers'
import { buildBareSite, buildScaling, htmlFiles, type ScalingRow } from './lib/build-scaling'
import { type LoadFigures } from './lib/load'
import { SEARCH_CPU_SLOWDOWN, searchComparison, type SearchRow } from './lib/search-engines'
import { BUDGETS, type Failure, BENCH_CMS_PORT, BENCH_SITE_URL, BASELINE_DIR, RESULTS_DIR } from './config'
import { kb } from './lib/units'
import { fullChromium } from '../scripts/lib/chromium'
import { type WeightRow, pageWeights } from './parts/weight'
import { type LatencyPair, type LayoutLatency, functionLatency, scaledLatency } from './parts/latency'
import { crowd } from './parts/load'
import { type ServerComparison, serverComparison } from './parts/server'
import { type LighthouseRow, lighthouseScores } from './parts/lighthouse'
import { scalingTable, scalingChart } from './parts/scaling'
import { searchTable } from './parts/search'
import { newsletterSend, type NewsletterFigures } from './parts/newsletter'
import { collectLoad, type CollectFigures } from './parts/collect'
import { startTestInbox } from '../tests/support/inbox'
import { freePort } from '../server/supervisor'

const PARTS = [
  'weight',
  'latency',
  'lighthouse',
  'scaling',
  'load',
  'server',
  'search',
  'newsletter',
  'collect',
] as const
type Part = (typeof PARTS)[number]
const SIZES = [100, 1000, 5000]

/** `--only weight,scaling` and `--sizes 100,1000`; no arguments: everything. */
export function benchArguments(argv: string[]): { parts: Set<Part>; sizes: number[]; full: boolean } {
  const value = (flag: string) => {
    const index = argv.indexOf(flag)
    return index === -1 ? undefined : argv[index + 1]
  }
  const only = value('--only')?.split(',')
  for (const part of only ?? [])
    if (!(PARTS as readonly string[]).includes(part))
      throw new Error(`--only: unknown part ${part} (parts: ${PARTS.join(', ')})`)
  const sizes = value('--sizes')?.split(',').map(Number) ?? SIZES
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(`--sizes: whole numbers above 0, got ${value('--sizes')}`)
  const parts = new Set<Part>((only as Part[] | undefined) ?? PARTS)
  return { parts, sizes, full: parts.size === PARTS.length && sizes.join() === SIZES.join() }
}

async function main() {
  assertProjectNode('npm run bench')
  enableCompileCache()
  const { parts, sizes, full } = benchArguments(process.argv.slice(2))
  // Said before the builds, not after them.
  if (parts.has('lighthouse')) fullChromium('The bench (Lighthouse)')
  if (parts.has('search')) fullChromium('The bench (search)')
  const stack = new Stack()
  stack.stopOnSignals()
  const failures: Failure[] = []
  const startedAt = new Date().toISOString()
  const benchStarted = performance.now()

  let baselineBuildSeconds: number | undefined
  let baseline: PageWeight | undefined
  let bareOwnPages: number | undefined
  if (parts.has('weight') || parts.has('lighthouse')) {
    step('bench: bare Gatsby 5 baseline build')
    baselineBuildSeconds = await buildBareSite(stack, BASELINE_DIR)
    baseline = pageWeight(path.join(BASELINE_DIR, 'public'), '/')
    bareOwnPages = htmlFiles(path.join(BASELINE_DIR, 'public')).size
    done(
      `baseline built in ${baselineBuildSeconds.toFixed(1)} s: first-load JS ${kb(baseline.jsGzip)}, CSS ${kb(baseline.cssGzip)}`,
    )
  }

  let siteBuildSeconds: number | undefined
  let latency: { pairs: LatencyPair[] } | undefined
  let layouts: LayoutLatency[] | undefined
  let lighthouse: { pages: LighthouseRow[]; bare: LighthouseRow } | undefined
  let rows: WeightRow[] | undefined
  let scaling: ScalingRow[] | undefined
  let load: LoadFigures | undefined
  let server: ServerComparison | undefined
  let search: SearchRow[] | undefined
  let newsletter: NewsletterFigures | undefined
  let collect: CollectFigures | undefined
  if (parts.has('search')) {
    step(
      `bench: search, Pagefind beside MiniSearch (${sizes.join(', ')} posts per locale; Chromium at ${SEARCH_CPU_SLOWDOWN}× CPU slowdown)`,
    )
    search = await searchComparison(sizes)
    searchTable(search, failures)
  }
  if (PARTS.some((part) => part !== 'search' && parts.has(part))) {
    step('bench: the CMS, fresh and seeded')
    const env = { ...testEnv(), STRAPI_TELEMETRY_DISABLED: 'true' }
    await buildCms(stack, env)
    // Loopback load comes from one address: the CMS's per-address limits would refuse it.
    const cmsOptions = {
      port: BENCH_CMS_PORT,
      env: {
        AUTH_RATE_LIMIT_MAX: '1000000',
        ACCOUNT_IP_RATE_LIMIT_MAX: '1000000',
        LOGIN_IP_RATE_LIMIT_MAX: '1000000',
        COMMENT_RATE_LIMIT_MAX: '1000000',
        COMMENT_RATE_LIMIT_IP_MAX: '1000000',
      },
    }
    let cms = await startTestCms(cmsOptions)
    const siteEnv = (running: TestCms) => {
      const { HOST: _host, PORT: _port, ...cmsEnv } = running.env
      return { ...env, ...cmsEnv, CMS_URL: running.url }
    }
    /** The built site on the site server, as `npm start` serves it, in front of `running`. */
    const servedSite = async (running: TestCms) =>
      startSiteServer(
        stack,
        { SITE_URL: BENCH_SITE_URL },
        { ...siteEnv(running), SITE_URL: BENCH_SITE_URL },
        { release: await releaseOfBuild('served', releasesDir('bench')) },
      )
    try {
      if (['weight', 'lighthouse', 'load', 'server', 'newsletter', 'collect'].some((part) => parts.has(part as Part))) {
        step('bench: the site, built from the seeded CMS')
        const started = performance.now()
        await buildSite(stack, siteEnv(cms))
        siteBuildSeconds = (performance.now() - started) / 1000
        done(`site built in ${siteBuildSeconds.toFixed(1)} s`)
      }
      if (baseline && parts.has('weight')) rows = pageWeights(baseline, failures)
      if (parts.has('latency')) {
        step(
          'bench: function latency (autocannon on loopback; each call beside the same call made directly to the CMS)',
        )
        latency = await functionLatency(stack, cms, failures)
        step(
          'bench: session and login with the CMS scaled out (two instances on PostgreSQL, Redis and S3, behind a balancer)',
        )
        layouts = await scaledLatency(stack, latency.pairs, cmsOptions.env, failures)
      }
      if (parts.has('lighthouse') || parts.has('load')) {
        const site = await servedSite(cms)
        try {
          if (parts.has('lighthouse')) {
            step(`bench: Lighthouse 13, mobile profile, on the served product (${BENCH_SITE_URL})`)
            // Netlify's CDN compresses text in production; the site server leaves that to what stands in front of it, so a compressing proxy stands in for it.
            const cdn = await startCompressingProxy(BENCH_SITE_URL)
            // The bare page carries the site's security headers, as every page of the product does:
            // COOP alone lengthens what Lighthouse records of a page (a new renderer process from its
            // about:blank; ADR 0077), and the budget is about what our pages run, not what they are sent with.
            const bareSite = await startStaticServer(path.join(BASELINE_DIR, 'public'), SECURITY_HEADERS)
            const bareCdn = await startCompressingProxy(bareSite.url)
            try {
              lighthouse = await lighthouseScores(cdn.url, bareCdn.url, failures)
            } finally {
              await Promise.all([cdn.close(), bareCdn.close(), bareSite.close()])
            }
          }
          if (parts.has('load')) {
            step(
              `bench: ${BUDGETS.load.clients} readers for ${BUDGETS.load.seconds} s on the served product (pages, session, comment list, new comments)`,
            )
            load = await crowd(cms, site, failures)
          }
        } finally {
          await site.stop()
        }
      }
      if (parts.has('server')) {
        step(
          `bench: the site server beside netlify dev on the same release (session call, ${BUDGETS.server.clients} clients)`,
        )
        server = await serverComparison(stack, cms, { ...siteEnv(cms) }, failures)
      }
      if (parts.has('newsletter')) {
        const { subscribers, rate } = BUDGETS.newsletter
        step(
          `bench: a newsletter edition to ${subscribers.toLocaleString('en')} subscribers at ${rate} e-mails a second through a local inbox, readers on the served site meanwhile`,
        )
        const smtpPort = await freePort()
        const mail = await startTestInbox(smtpPort, await freePort())
        await cms.stop()
        cms = await startTestCms({
          port: cms.port,
          database: cms.database,
          env: { ...cms.env, SMTP_PORT: String(smtpPort), NEWSLETTER_SEND_RATE: String(rate) },
        })
        const site = await servedSite(cms)
        try {
          newsletter = await newsletterSend(cms, mail.inbox, failures)
        } finally {
          await site.stop()
          await mail.stop()
        }
      }
      if (parts.has('collect')) {
        step(
          `bench: readers' beacons, ${BUDGETS.collect.clients} clients for ${BUDGETS.collect.seconds} s on the served site, a page read meanwhile`,
        )
        // One proxy hop trusted, so that each beacon's X-Forwarded-For is a reader of its own.
        const site = await startSiteServer(
          stack,
          { SITE_URL: BENCH_SITE_URL, TRUSTED_PROXY_HOPS: 1 },
          { ...siteEnv(cms), SITE_URL: BENCH_SITE_URL },
          { release: await releaseOfBuild('served', releasesDir('bench')) },
        )
        try {
          collect = await collectLoad(cms, failures)
        } finally {
          await site.stop()
        }
      }
      if (parts.has('scaling')) {
        const result = await buildScaling({
          stack,
          cms,
          cmsOptions,
          siteEnv,
          baselineDir: BASELINE_DIR,
          bareOwnPages,
          sizes,
        })
        cms = result.cms
        scaling = result.rows
        scalingTable(scaling, failures)
      }
    } finally {
      await stack.stopAll()
      await cms.stop()
    }
  }

  const results = {
    startedAt,
    minutes: (performance.now() - benchStarted) / 60_000,
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    budgets: BUDGETS,
    pageWeight: baseline && {
      baseline: { jsGzip: baseline.jsGzip, cssGzip: baseline.cssGzip, jsFiles: baseline.jsFiles },
      pages: rows,
    },
    builds: { baselineSeconds: baselineBuildSeconds, siteSeconds: siteBuildSeconds },
    buildScaling: scaling,
    functionLatency: latency,
    cmsLayouts: layouts,
    lighthouse: lighthouse?.pages,
    lighthouseBare: lighthouse?.bare,
    load,
    siteServer: server,
    search,
    newsletter,
    collect,
    failures,
  }
  if (full && results.minutes > BUDGETS.benchMinutes)
    failures.push({
      figure: 'the whole bench',
      value: `${results.minutes.toFixed(1)} min`,
      budget: `< ${BUDGETS.benchMinutes} min`,
    })
  const resultsFile = full ? path.join(RESULTS_DIR, 'latest.json') : path.join(ROOT, '.logs', 'bench-partial.json')
  mkdirSync(path.dirname(resultsFile), { recursive: true })
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
  if (scaling)
    writeFileSync(
      full ? path.join(RESULTS_DIR, 'build-scaling.svg') : path.join(ROOT, '.logs', 'build-scaling.svg'),
      scalingChart(scaling),
    )
  done(
    `results: ${path.relative(ROOT, resultsFile)}${scaling ? ' and build-scaling.svg beside it' : ''} (${results.minutes.toFixed(1)} min)`,
  )

  if (failures.length) {
    console.error('\nOver budget:')
    for (const failure of failures) console.error(`  ✖ ${failure.figure}: ${failure.value} (budget ${failure.budget})`)
    process.exitCode = 1
  } else done('every figure is within its budget')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
