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
 *    standing in for Netlify's CDN; and on the bare Gatsby page, served statically behind the same
 *    proxy, as the machine's reference.
 * 3. Build scaling: the CMS filled with N synthetic posts per locale (N = 100, 1,000, 5,000), a cold
 *    build and a warm rebuild after editing one post (which pages it wrote), next to a bare Gatsby
 *    build of the same page count; a chart of build time against pages (bench/results/build-scaling.svg).
 * 4. Function latency: autocannon on loopback against the session call (valid cookie), login and
 *    the comment list, each next to the same call made directly to the CMS in the same run; and
 *    the session and login calls again with the CMS in its scaled layout (two instances on
 *    PostgreSQL, Redis and S3 behind a balancer), beside the single instance on SQLite.
 *
 * `npm run bench -- --only scaling --sizes 100` runs a part alone while working on it; only a full
 * run writes bench/results/ (a partial one writes .logs/bench-partial.json).
 */
import { assertProjectNode, enableCompileCache } from '../scripts/node-runtime.mjs'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { posts } from '../cms/src/seed/content'
import { ROOT } from '../server/root'
import { Stack, done, freePort, step } from '../server/supervisor'
import { buildCms, buildSite, startNetlifyDev } from '../scripts/lib/stack'
import { releaseOfBuild, releasesDir } from '../server/publish/publishing'
import { pruneReleases } from '../server/release'
import { startSiteServer, type SiteServer } from '../server/start'
import { startTestCms, testEnv, type TestCms } from '../tests/support/cms-process'
import { startScaledCms } from '../tests/support/scaled-cms'
import { pointFunctionsAt } from '../tests/support/account-client'
import { pageWeight, stylesheetLabel, type PageWeight } from './lib/page-weight'
import { measure, type LatencyFigures, type LatencyTarget } from './lib/latency'
import {
  audit,
  LIGHTHOUSE_RUNS,
  medianRun,
  runSpread,
  type LighthouseScores,
  type RunSpread,
  type Spread,
} from './lib/lighthouse'
import { startCompressingProxy } from './lib/compressing-proxy'
import { startStaticServer } from './lib/static-server'
import { buildBareSite, buildScaling, htmlFiles, type ScalingRow } from './lib/build-scaling'
import { lineChart } from './lib/chart'
import { groupRssMb, runLoad, type LoadFigures } from './lib/load'
import { writerToken } from '../tests/support/cms-api'
import { SEARCH_CPU_SLOWDOWN, searchComparison, type SearchRow } from './lib/search-engines'

const BENCH_CMS_PORT = 1361
const BENCH_SITE_URL = 'http://localhost:8877'
const BASELINE_DIR = path.join(ROOT, 'bench', 'baseline')
const RESULTS_DIR = path.join(ROOT, 'bench', 'results')

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
} as const

const PARTS = ['weight', 'latency', 'lighthouse', 'scaling', 'load', 'server', 'search'] as const
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

const SHELLS = ['/fa/auth/', '/en/auth/', '/fa/user/', '/en/user/']
const pagesOf = (locale: 'fa' | 'en') => ({
  home: `/${locale}/`,
  posts: `/${locale}/posts/`,
  post: `/${locale}/posts/${posts[0].slug}/`,
  page: `/${locale}/pages/about-us/`,
  login: `/${locale}/auth/login`,
})

type WeightRow = PageWeight & { name: string; jsRatio: number; budget: number }
type Failure = { figure: string; value: string; budget: string }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

type LatencyPair = { call: string; viaFunction: LatencyFigures; directCms: LatencyFigures }

const ms = (value: number) => `${value.toFixed(1)} ms`

/** A confirmed member made by the CMS administrator's API, logged in through the function and directly. */
async function benchMember(cms: TestCms, functions: string) {
  const admin = { authorization: `Bearer ${await writerToken(cms)}`, 'content-type': 'application/json' }
  const roles = (await (await fetch(`${cms.url}/api/users-permissions/roles`, { headers: admin })).json()) as {
    roles: { id: number; type: string }[]
  }
  const account = {
    username: `bench_${Date.now().toString(36)}`,
    email: `bench${Date.now().toString(36)}@example.com`,
    password: 'bench-pass-1',
  }
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      ...account,
      confirmed: true,
      displayName: 'Bench Reader',
      role: roles.roles.find((role) => role.type === 'authenticated')?.id,
    }),
  })
  if (created.status !== 201) throw new Error(`bench member: ${created.status} ${await created.text()}`)
  const login = await fetch(`${functions}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  })
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0]
  if (login.status !== 200 || !cookie) throw new Error(`bench login through the function: ${login.status}`)
  const direct = await fetch(`${cms.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  })
  const { jwt } = (await direct.json()) as { jwt: string }
  return { account, cookie, jwt }
}

/** The session call with a valid cookie and a good login, through the functions at `functions`. */
function sessionAndLogin(
  functions: string,
  member: Awaited<ReturnType<typeof benchMember>>,
): { session: LatencyTarget; login: LatencyTarget } {
  const credentials = JSON.stringify({ identifier: member.account.email, password: member.account.password })
  return {
    session: { name: 'function', url: `${functions}/api/user/session`, headers: { cookie: member.cookie } },
    login: {
      name: 'function',
      url: `${functions}/api/user/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
      connections: 2,
    },
  }
}

/** Measures after a short unmeasured run (connections, JIT and the CMS's caches warm up). */
async function warmMeasure(target: LatencyTarget): Promise<LatencyFigures> {
  await measure({ ...target, durationSeconds: 2 })
  return measure(target)
}

/**
 * The site server on a port of its own, serving the last build (or none: these figures are the
 * functions') with the functions pointed at `cmsUrl`.
 */
async function functionsServer(stack: Stack, cmsUrl: string, cmsEnv: Record<string, string>, name: string) {
  pointFunctionsAt(cmsUrl, cmsEnv, 10_000)
  const url = `http://localhost:${await freePort()}`
  const publicDir = path.join(ROOT, 'public')
  const release = await releaseOfBuild(
    name,
    releasesDir('bench'),
    existsSync(publicDir) ? publicDir : mkdtempSync(path.join(os.tmpdir(), 'no-build-')),
  )
  const env = Object.fromEntries(
    Object.entries({ ...process.env, SITE_URL: url }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  )
  return startSiteServer(stack, { SITE_URL: url }, env, { release, name: `bench-${name}` })
}

async function functionLatency(stack: Stack, cms: TestCms, failures: Failure[]): Promise<{ pairs: LatencyPair[] }> {
  const server = await functionsServer(stack, cms.url, cms.env, 'latency')
  try {
    const member = await benchMember(cms, server.url)
    const posts = (await (
      await fetch(`${cms.url}/api/posts?locale=en&pagination[pageSize]=1`, {
        headers: { authorization: `Bearer ${cms.env.STRAPI_API_TOKEN}` },
      })
    ).json()) as { data: { documentId: string }[] }
    const post = posts.data[0].documentId
    for (const text of ['First bench comment', 'Second bench comment', 'Third bench comment']) {
      const answer = await fetch(`${server.url}/api/comments`, {
        method: 'POST',
        headers: { cookie: member.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { text, post, locale: 'en' } }),
      })
      if (answer.status !== 201) throw new Error(`bench comment: ${answer.status}`)
    }
    const list = `/api/comments?filters[post][documentId][$eq]=${post}&filters[post][locale][$eq]=en&sort=createdAt:desc&pagination[page]=1&pagination[pageSize]=10`
    const viaFunction = sessionAndLogin(server.url, member)
    const pairs: [string, LatencyTarget, LatencyTarget][] = [
      [
        'session (GET /api/user/session) vs CMS GET /api/users/me',
        viaFunction.session,
        { name: 'direct', url: `${cms.url}/api/users/me`, headers: { authorization: `Bearer ${member.jwt}` } },
      ],
      [
        'login (POST /api/user/login) vs CMS POST /api/auth/local',
        viaFunction.login,
        { ...viaFunction.login, name: 'direct', url: `${cms.url}/api/auth/local` },
      ],
      [
        'comment list (GET /api/comments) vs CMS GET /api/comments',
        { name: 'function', url: `${server.url}${list}` },
        { name: 'direct', url: `${cms.url}${list}` },
      ],
    ]
    const results: LatencyPair[] = []
    for (const [call, throughFunction, directCms] of pairs) {
      const pair = { call, viaFunction: await warmMeasure(throughFunction), directCms: await warmMeasure(directCms) }
      results.push(pair)
      for (const figures of [pair.viaFunction, pair.directCms]) {
        if (figures.errors || figures.non2xx)
          failures.push({
            figure: `${call}, ${figures.name}`,
            value: `${figures.errors} errors, ${figures.non2xx} non-2xx of ${figures.requests}`,
            budget: '0 errors',
          })
      }
    }
    console.table(
      results.flatMap((pair) => [
        {
          call: pair.call,
          via: 'function',
          requests: pair.viaFunction.requests,
          p50: ms(pair.viaFunction.p50),
          p99: ms(pair.viaFunction.p99),
          errors: pair.viaFunction.errors + pair.viaFunction.non2xx,
        },
        {
          call: '',
          via: 'CMS directly',
          requests: pair.directCms.requests,
          p50: ms(pair.directCms.p50),
          p99: ms(pair.directCms.p99),
          errors: pair.directCms.errors + pair.directCms.non2xx,
        },
      ]),
    )
    const session = results[0]
    const ratio = session.viaFunction.p50 / session.directCms.p50
    console.log(
      `session p50 = ${ratio.toFixed(2)}× the direct /users/me p50 (budget < ${BUDGETS.sessionVsDirectMe}×, aim ${BUDGETS.sessionVsDirectMeAim}×)`,
    )
    if (!(ratio < BUDGETS.sessionVsDirectMe))
      failures.push({
        figure: 'session p50',
        value: `${ms(session.viaFunction.p50)} = ${ratio.toFixed(2)}× the direct /users/me p50 (${ms(session.directCms.p50)})`,
        budget: `< ${BUDGETS.sessionVsDirectMe}×`,
      })
    return { pairs: results }
  } finally {
    await server.stop()
  }
}

/**
 * The crowd (./lib/load): members made in the CMS and logged in through the served site, then
 * BUDGETS.load.clients readers for BUDGETS.load.seconds on pages, the session call, the comment
 * list and new comments, through the site server as `npm start` serves them.
 */
async function crowd(cms: TestCms, site: SiteServer, failures: Failure[]): Promise<LoadFigures> {
  const members = []
  for (let index = 0; index < 20; index++) members.push({ cookie: (await benchMember(cms, BENCH_SITE_URL)).cookie })
  const found = (await (
    await fetch(`${cms.url}/api/posts?locale=en&pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${cms.env.STRAPI_API_TOKEN}` },
    })
  ).json()) as { data: { documentId: string }[] }
  const figures = await runLoad(
    {
      siteUrl: BENCH_SITE_URL,
      cmsUrl: cms.url,
      members,
      pages: ['/fa/', '/en/', '/fa/posts/', `/en/posts/${posts[0].slug}/`, '/fa/pages/about-us/'],
      post: { documentId: found.data[0].documentId, locale: 'en' },
      processes: { 'site server': () => site.site.child.pid, CMS: () => cms.child.pid },
    },
    { clients: BUDGETS.load.clients, seconds: BUDGETS.load.seconds },
  )
  console.table(
    figures.kinds.map((kind) => ({
      request: kind.kind,
      requests: kind.requests,
      errors: kind.errors,
      statuses: JSON.stringify(kind.statuses),
      p50: ms(kind.p50),
      p99: ms(kind.p99),
    })),
  )
  console.table(
    Object.entries(figures.memoryMb).map(([process, mb]) => ({
      process,
      'MB at start': mb.start,
      'MB at most': mb.max,
      'MB after': mb.end,
    })),
  )
  console.log(
    `${figures.requests} requests in ${figures.seconds.toFixed(0)} s (${figures.rps.toFixed(1)}/s), ${figures.errors} errors; comments acknowledged ${figures.comments.acknowledged}, found ${figures.comments.found}, lost ${figures.comments.lost}; edge and load generator (this process) ${Math.round(process.memoryUsage().rss / 1048576)} MB`,
  )
  const budget = BUDGETS.load
  if (figures.errors > budget.errors)
    failures.push({
      figure: 'load: errors',
      value: `${figures.errors} of ${figures.requests}`,
      budget: `${budget.errors}`,
    })
  for (const kind of figures.kinds)
    if (kind.p99 > budget.p99Ms)
      failures.push({ figure: `load: ${kind.kind} p99`, value: ms(kind.p99), budget: `≤ ${budget.p99Ms} ms` })
  if (figures.comments.lost > budget.lost)
    failures.push({
      figure: 'load: comments acknowledged but lost',
      value: String(figures.comments.lost),
      budget: `${budget.lost}`,
    })
  const siteMb = figures.memoryMb['site server']?.max ?? 0
  const cmsMb = figures.memoryMb.CMS?.max ?? 0
  if (siteMb > budget.siteServerMb)
    failures.push({ figure: 'load: site server memory', value: `${siteMb} MB`, budget: `≤ ${budget.siteServerMb} MB` })
  if (cmsMb > budget.cmsMb)
    failures.push({ figure: 'load: CMS memory', value: `${cmsMb} MB`, budget: `≤ ${budget.cmsMb} MB` })
  return figures
}

type ServerComparison = {
  swaps: { releases: number; msMin: number; msMedian: number; msMax: number; mbBefore: number; mbAfter: number }
  inProcess: { calls: number; p50: number; p99: number }
  sessionOneClient: LatencyFigures
  noCookie: { ours: LatencyFigures; netlifyDev: LatencyFigures }
  withCookie: { ours: LatencyFigures; cms: LatencyFigures }
  oursMb: { before: number; after: number }
}

/** Calls `handler` back to back for `seconds` in this process: its own cost, without HTTP. */
async function inProcessCalls(
  handler: (req: Request, context: { ip: string; site: { url: string } }) => Promise<Response>,
  url: string,
  cookie: string,
  seconds: number,
) {
  const times: number[] = []
  const ends = performance.now() + seconds * 1000
  while (performance.now() < ends) {
    const started = performance.now()
    const answer = await handler(new Request(url, { headers: { cookie } }), { ip: '127.0.0.1', site: { url } })
    await answer.arrayBuffer()
    if (answer.status !== 200) throw new Error(`the session handler answered ${answer.status} in process`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { calls: times.length, p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] }
}

/**
 * The site server beside netlify dev serving the same release with the same functions and CMS
 * (issue [15]), and beside the session handler called in this process and the CMS's own
 * /users/me: what the server costs a call, and what a crowd gets from each.
 */
async function serverComparison(
  stack: Stack,
  cms: TestCms,
  env: Record<string, string>,
  failures: Failure[],
): Promise<ServerComparison> {
  const budget = BUDGETS.server
  const release = await releaseOfBuild('compare', releasesDir('bench'))
  const oursUrl = `http://localhost:${await freePort()}`
  const netlifyDevPort = await freePort()
  const ours = await startSiteServer(
    stack,
    { SITE_URL: oursUrl },
    { ...env, SITE_URL: oursUrl },
    { release, name: 'bench-site-server' },
  )
  try {
    await startNetlifyDev(
      stack,
      { ...env, SITE_URL: oursUrl },
      { port: netlifyDevPort, dir: path.join(release, 'site'), name: 'bench-netlify-dev' },
    )
    const member = await benchMember(cms, oursUrl)
    const session = '/api/user/session'
    pointFunctionsAt(cms.url, cms.env, 10_000)
    const handler = (await import('../functions/user-session.mjs')).default as Parameters<typeof inProcessCalls>[0]
    await inProcessCalls(handler, `${oursUrl}${session}`, member.cookie, 2)
    const inProcess = await inProcessCalls(handler, `${oursUrl}${session}`, member.cookie, 8)
    const oursMb = { before: groupRssMb(ours.site.child.pid ?? 0), after: 0 }
    const sessionOneClient = await warmMeasure({
      name: 'site server, 1 client',
      url: `${oursUrl}${session}`,
      headers: { cookie: member.cookie },
      connections: 1,
    })
    const crowd = { connections: budget.clients, durationSeconds: budget.seconds }
    const noCookie = {
      ours: await warmMeasure({ name: 'site server', url: `${oursUrl}${session}`, ...crowd }),
      netlifyDev: await measure({ name: 'netlify dev', url: `http://127.0.0.1:${netlifyDevPort}${session}`, ...crowd }),
    }
    const withCookie = {
      ours: await warmMeasure({
        name: 'site server',
        url: `${oursUrl}${session}`,
        headers: { cookie: member.cookie },
        ...crowd,
      }),
      cms: await warmMeasure({
        name: 'CMS /users/me',
        url: `${cms.url}/api/users/me`,
        headers: { authorization: `Bearer ${member.jwt}` },
        ...crowd,
      }),
    }
    oursMb.after = groupRssMb(ours.site.child.pid ?? 0)
    // Publishes in a row, a reader between them: how long a release takes to load and swap, and
    // what the serving process keeps of the ones it replaced.
    const swapMs: number[] = []
    const swapMbBefore = groupRssMb(ours.site.child.pid ?? 0)
    for (let build = 1; build <= 20; build++) {
      const next = await releaseOfBuild(`compare-${build}`, releasesDir('bench'))
      const started = performance.now()
      await ours.switchTo(next)
      swapMs.push(performance.now() - started)
      for (let read = 0; read < 20; read++) await (await fetch(`${oursUrl}/en/`)).arrayBuffer()
    }
    swapMs.sort((a, b) => a - b)
    const swaps = {
      releases: swapMs.length,
      msMin: swapMs[0],
      msMedian: swapMs[Math.floor(swapMs.length / 2)],
      msMax: swapMs[swapMs.length - 1],
      mbBefore: swapMbBefore,
      mbAfter: groupRssMb(ours.site.child.pid ?? 0),
    }
    console.log(
      `${swaps.releases} releases loaded and swapped in ${swaps.msMin.toFixed(0)}–${swaps.msMedian.toFixed(0)}–${swaps.msMax.toFixed(0)} ms (min–median–max); serving process ${Math.round(swaps.mbBefore)} MB before them, ${Math.round(swaps.mbAfter)} MB after`,
    )
    const row = (what: string, figures: LatencyFigures) => ({
      what,
      via: figures.name,
      requests: figures.requests,
      'per second': figures.rps.toFixed(1),
      p50: ms(figures.p50),
      p99: ms(figures.p99),
      errors: figures.errors + figures.non2xx,
    })
    console.table([
      {
        what: 'session, valid cookie, 1 caller',
        via: 'handler in this process',
        requests: inProcess.calls,
        'per second': '',
        p50: ms(inProcess.p50),
        p99: ms(inProcess.p99),
        errors: 0,
      },
      row('', sessionOneClient),
      row(`session, no cookie, ${budget.clients} clients`, noCookie.ours),
      row('', noCookie.netlifyDev),
      row(`session, valid cookie, ${budget.clients} clients`, withCookie.ours),
      row('', withCookie.cms),
    ])
    console.log(
      `site server memory (serving process): ${Math.round(oursMb.before)} MB before, ${Math.round(oursMb.after)} MB after`,
    )
    const viaServer = sessionOneClient.p50 / inProcess.p50
    const vsCms = withCookie.ours.rps / withCookie.cms.rps
    console.log(
      `session p50 through the server = ${viaServer.toFixed(2)}× in process (budget ≤ ${budget.viaServerVsInProcess}×); no cookie: ${noCookie.ours.rps.toFixed(0)}/s, netlify dev ${noCookie.netlifyDev.rps.toFixed(1)}/s (budget ≥ ${budget.noCookieRps.toFixed(0)}/s); valid cookie: ${vsCms.toFixed(2)}× the CMS's /users/me (budget ≥ ${budget.withCookieVsCms}×)`,
    )
    if (viaServer > budget.viaServerVsInProcess)
      failures.push({
        figure: 'session p50 through the site server',
        value: `${viaServer.toFixed(2)}× the handler in process`,
        budget: `≤ ${budget.viaServerVsInProcess}×`,
      })
    if (noCookie.ours.rps < budget.noCookieRps)
      failures.push({
        figure: `session without a cookie, ${budget.clients} clients`,
        value: `${noCookie.ours.rps.toFixed(0)}/s`,
        budget: `≥ ${budget.noCookieRps.toFixed(0)}/s`,
      })
    if (vsCms < budget.withCookieVsCms)
      failures.push({
        figure: `session with a cookie, ${budget.clients} clients`,
        value: `${vsCms.toFixed(2)}× the CMS's /users/me`,
        budget: `≥ ${budget.withCookieVsCms}×`,
      })
    for (const figures of [sessionOneClient, noCookie.ours, withCookie.ours, withCookie.cms])
      if (figures.errors || figures.non2xx)
        failures.push({
          figure: `server comparison: ${figures.name}`,
          value: `${figures.errors} errors, ${figures.non2xx} non-2xx of ${figures.requests}`,
          budget: '0 errors',
        })
    return { swaps, inProcess, sessionOneClient, noCookie, withCookie, oursMb }
  } finally {
    await ours.stop()
    // Each of the releases above is a full copy of the site: none is served again.
    pruneReleases(releasesDir('bench'), [])
  }
}

function pageWeights(baseline: PageWeight, failures: Failure[]): WeightRow[] {
  step('bench: page weight (first-load JS and CSS, gzip)')
  const rows: WeightRow[] = []
  for (const locale of ['fa', 'en'] as const) {
    for (const [name, urlPath] of Object.entries(pagesOf(locale))) {
      const weight = pageWeight(path.join(ROOT, 'public'), urlPath, SHELLS)
      const budget = name === 'login' ? BUDGETS.loginJs : BUDGETS.contentJs
      const jsRatio = weight.jsGzip / baseline.jsGzip
      rows.push({ ...weight, name: `${name} (${locale})`, jsRatio, budget })
      if (jsRatio > budget)
        failures.push({
          figure: `first-load JS of ${urlPath}`,
          value: `${kb(weight.jsGzip)} = ${jsRatio.toFixed(2)}× the bare page`,
          budget: `≤ ${budget}×`,
        })
      if (weight.cssGzip > BUDGETS.cssKb * 1024)
        failures.push({ figure: `CSS of ${urlPath}`, value: kb(weight.cssGzip), budget: `≤ ${BUDGETS.cssKb} KB` })
    }
  }
  console.table([
    {
      page: 'bare Gatsby page (baseline)',
      'JS gzip': kb(baseline.jsGzip),
      'JS × baseline': '1.00',
      budget: '',
      'CSS gzip': kb(baseline.cssGzip),
      stylesheets: '',
    },
    ...rows.map((row) => ({
      page: row.name,
      'JS gzip': kb(row.jsGzip),
      'JS × baseline': row.jsRatio.toFixed(2),
      budget: `≤ ${row.budget}×${row.jsRatio > row.budget ? '  OVER' : ''}`,
      'CSS gzip': `${kb(row.cssGzip)}${row.cssGzip > BUDGETS.cssKb * 1024 ? '  OVER' : ''}`,
      stylesheets: row.cssFiles.map(stylesheetLabel).join(' '),
    })),
  ])
  console.log(
    `budgets: first-load JS ≤ ${BUDGETS.contentJs}× the bare page (login ≤ ${BUDGETS.loginJs}×); CSS ≤ ${BUDGETS.cssKb} KB a page`,
  )

  return rows
}

type LighthouseRow = LighthouseScores & { performanceRuns: number[]; spread: RunSpread }

/**
 * The ten addresses of the product, and the bare Gatsby page as a reference (served statically,
 * compressed like the product): what the same machine and Chromium give a page with nothing of
 * ours. It is not checked itself; the pages' total blocking time is checked against it.
 */
async function lighthouseScores(
  siteUrl: string,
  bareUrl: string,
  failures: Failure[],
): Promise<{ pages: LighthouseRow[]; bare: LighthouseRow }> {
  const scores: LighthouseRow[] = []
  const auditRuns = async (url: string): Promise<LighthouseRow> => {
    // One unmeasured request first: a CDN answers from a warm cache; a server's first answer
    // for an address is slower than any later one.
    await (await fetch(url)).arrayBuffer()
    const runs: LighthouseScores[] = []
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await audit(url))
    // Accessibility, best practices and SEO do not depend on timing: every run must meet them.
    const result = {
      ...medianRun(runs),
      accessibility: Math.min(...runs.map((r) => r.accessibility)),
      bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
      seo: Math.min(...runs.map((r) => r.seo)),
    }
    return {
      ...result,
      url: new URL(url).pathname,
      performanceRuns: runs.map((r) => r.performance),
      spread: runSpread(runs),
    }
  }
  const bare = { ...(await auditRuns(`${bareUrl}/`)), url: 'bare Gatsby page (reference)' }
  for (const locale of ['fa', 'en'] as const) {
    for (const urlPath of Object.values(pagesOf(locale))) {
      const result = await auditRuns(`${siteUrl}${urlPath}`)
      const spread = result.spread
      scores.push(result)
      const budget = BUDGETS.lighthouse
      const checks: [string, number, number][] = [
        ['performance (median)', spread.performance.median, budget.performance],
        ['accessibility', result.accessibility, budget.accessibility],
        ['best practices', result.bestPractices, budget.bestPractices],
        ['SEO', result.seo, budget.seo],
      ]
      for (const [name, value, minimum] of checks)
        if (value < minimum)
          failures.push({ figure: `Lighthouse ${name} of ${urlPath}`, value: String(value), budget: `≥ ${minimum}` })
      const tbtBudget = bare.spread.tbtMs.median + budget.tbtOverBareMs
      if (spread.tbtMs.median > tbtBudget)
        failures.push({
          figure: `Lighthouse total blocking time (median) of ${urlPath}`,
          value: ms(spread.tbtMs.median),
          budget: `≤ ${ms(tbtBudget)} (the bare page's median + ${budget.tbtOverBareMs} ms)`,
        })
    }
  }
  const range = ({ min, median, max }: Spread, format: (value: number) => string = String) =>
    `${format(min)} – ${format(median)} – ${format(max)}`
  console.table(
    [bare, ...scores].map((score) => ({
      page: score.url,
      'performance min–median–max': range(score.spread.performance),
      'TBT min–median–max': range(score.spread.tbtMs, (value) => value.toFixed(0)),
      'LCP min–median–max': range(score.spread.lcpMs, (value) => value.toFixed(0)),
      'CLS (median run)': score.cls.toFixed(3),
      accessibility: score.accessibility,
      'best practices': score.bestPractices,
      SEO: score.seo,
    })),
  )
  console.log(
    `${LIGHTHOUSE_RUNS} runs per address (ms for TBT and LCP); medians checked; accessibility, best practices, SEO: the lowest run`,
  )
  console.log(
    `budgets: performance median ≥ ${BUDGETS.lighthouse.performance}, total blocking time median ≤ the bare page's median + ${BUDGETS.lighthouse.tbtOverBareMs} ms; accessibility, best practices, SEO ${BUDGETS.lighthouse.accessibility} (the bare page itself is not checked)`,
  )
  return { pages: scores, bare }
}

const rebuildOverBudget = (row: ScalingRow) =>
  row.postsPerLocale <= BUDGETS.oneEditRebuild.upToPostsPerLocale && row.warmSeconds > BUDGETS.oneEditRebuild.seconds

function scalingTable(rows: ScalingRow[], failures: Failure[]) {
  console.table(
    rows.map((row) => ({
      'posts per locale': row.postsPerLocale,
      pages: row.pages,
      'cold build': `${row.coldSeconds.toFixed(1)} s`,
      'of it, search index': `${row.indexSeconds.toFixed(1)} s (${row.indexedPages} pages)`,
      'bare Gatsby, same pages': `${row.bareSeconds.toFixed(1)} s`,
      'cold × bare': `${row.bareRatio.toFixed(2)}${row.bareRatio > BUDGETS.coldBuildVsBare ? '  OVER' : ''}`,
      'each pair': row.ratios.map((ratio) => ratio.toFixed(2)).join(' '),
      'rebuild after one edit': `${row.warmSeconds.toFixed(1)} s${rebuildOverBudget(row) ? '  OVER' : ''}`,
      'pages rewritten': row.rerendered.length,
      'pages showing the post': row.showingPost.length,
    })),
  )
  const rebuild = BUDGETS.oneEditRebuild
  console.log(
    `site and bare cold builds alternate, two pairs at the largest size; the worse pair's figures are shown and checked`,
  )
  console.log(
    `budgets: cold build ≤ ${BUDGETS.coldBuildVsBare}× the bare build; a one-post rebuild rewrites only pages that show the post, in ≤ ${rebuild.seconds} s up to ${rebuild.upToPostsPerLocale} posts per locale`,
  )
  for (const row of rows) {
    if (row.bareRatio > BUDGETS.coldBuildVsBare)
      failures.push({
        figure: `cold build with ${row.postsPerLocale} posts per locale`,
        value: `${row.coldSeconds.toFixed(1)} s = ${row.bareRatio.toFixed(2)}× the bare build (${row.bareSeconds.toFixed(1)} s)`,
        budget: `≤ ${BUDGETS.coldBuildVsBare}×`,
      })
    if (rebuildOverBudget(row))
      failures.push({
        figure: `rebuild after one edit with ${row.postsPerLocale} posts per locale`,
        value: `${row.warmSeconds.toFixed(1)} s`,
        budget: `≤ ${rebuild.seconds} s`,
      })
    const extra = row.rerendered.filter((file) => !row.showingPost.includes(file))
    if (extra.length)
      failures.push({
        figure: `rebuild after one edit with ${row.postsPerLocale} posts per locale`,
        value: `${extra.length} pages rewritten that do not show the post (${extra.slice(0, 5).join(', ')}${extra.length > 5 ? ', …' : ''})`,
        budget: 'only pages showing the post',
      })
  }
}

function searchTable(rows: SearchRow[], failures: Failure[]) {
  console.table(
    rows.map((row) => ({
      'posts per locale': row.postsPerLocale,
      engine: row.engine,
      'index written': `${row.indexSeconds.toFixed(1)} s`,
      'index on disk': kb(row.indexBytes),
      'first query (median, min–max)': `${ms(row.firstMs[0])} (${row.firstMs[1].toFixed(0)}–${row.firstMs[2].toFixed(0)})`,
      'first query fetched': kb(row.firstBytes),
      'later queries p50 / p95': `${ms(row.laterP50Ms)} / ${ms(row.laterP95Ms)}`,
      'later query fetched (p50)': kb(row.laterBytesP50),
    })),
  )
  console.log(
    'the first query of a visit loads the engine and the index it needs; times until five results can be shown (titles and, for Pagefind, their highlighted excerpts)',
  )
  for (const row of rows)
    if (row.empty.length)
      failures.push({
        figure: `search with ${row.engine} at ${row.postsPerLocale} posts per locale`,
        value: `nothing found for ${row.empty.join(', ')}`,
        budget: 'every bench query finds its posts',
      })
}

function scalingChart(rows: ScalingRow[]): string {
  return lineChart({
    title: 'Build time against pages (2 cores)',
    xLabel: 'pages built',
    yLabel: 'seconds',
    series: [
      {
        name: 'site, cold build',
        colour: '#c62828',
        points: rows.map((row) => ({ x: row.pages, y: row.coldSeconds })),
      },
      {
        name: 'site, rebuild after editing one post',
        colour: '#ef6c00',
        dashed: true,
        points: rows.map((row) => ({ x: row.pages, y: row.warmSeconds })),
      },
      {
        name: 'bare Gatsby 5, cold build',
        colour: '#1565c0',
        points: rows.map((row) => ({ x: row.pages, y: row.bareSeconds })),
      },
    ],
  })
}

type LayoutLatency = {
  layout: 'one instance, SQLite' | 'two instances, PostgreSQL + Redis + S3'
  session: LatencyFigures
  login: LatencyFigures
}

/**
 * The session and login calls through the functions with the CMS in its scaled layout (a balancer
 * in front of two instances), beside the same calls on the single SQLite instance measured just
 * before. No budget: the figures say what the layout costs or gains per call on this machine.
 */
async function scaledLatency(
  stack: Stack,
  single: LatencyPair[],
  limits: Record<string, string>,
  failures: Failure[],
): Promise<LayoutLatency[]> {
  const scaled = await startScaledCms({ env: limits })
  const saved = Object.fromEntries(
    ['CMS_URL', 'SESSION_SECRET', 'CMS_PROXY_SECRET'].map((name) => [name, process.env[name]]),
  )
  try {
    const server = await functionsServer(stack, scaled.balancer.url, scaled.env, 'scaled')
    try {
      const targets = sessionAndLogin(server.url, await benchMember(scaled.instances[0], server.url))
      const rows: LayoutLatency[] = [
        { layout: 'one instance, SQLite', session: single[0].viaFunction, login: single[1].viaFunction },
        {
          layout: 'two instances, PostgreSQL + Redis + S3',
          session: await warmMeasure(targets.session),
          login: await warmMeasure(targets.login),
        },
      ]
      console.table(
        rows.flatMap((row) =>
          (['session', 'login'] as const).map((call) => ({
            layout: row.layout,
            call,
            requests: row[call].requests,
            p50: ms(row[call].p50),
            p99: ms(row[call].p99),
            errors: row[call].errors + row[call].non2xx,
          })),
        ),
      )
      for (const call of ['session', 'login'] as const) {
        const figures = rows[1][call]
        if (figures.errors || figures.non2xx)
          failures.push({
            figure: `${call}, two instances`,
            value: `${figures.errors} errors, ${figures.non2xx} non-2xx of ${figures.requests}`,
            budget: '0 errors',
          })
      }
      console.log(`two instances served ${scaled.balancer.served.join(' and ')} calls`)
      return rows
    } finally {
      await server.stop()
    }
  } finally {
    Object.assign(process.env, saved)
    await scaled.stop()
  }
}

async function main() {
  assertProjectNode('npm run bench')
  enableCompileCache()
  const { parts, sizes, full } = benchArguments(process.argv.slice(2))
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
    try {
      if (parts.has('weight') || parts.has('lighthouse') || parts.has('load') || parts.has('server')) {
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
        const site = await startSiteServer(
          stack,
          { SITE_URL: BENCH_SITE_URL },
          { ...siteEnv(cms), SITE_URL: BENCH_SITE_URL },
          { release: await releaseOfBuild('served', releasesDir('bench')) },
        )
        try {
          if (parts.has('lighthouse')) {
            step(`bench: Lighthouse 13, mobile profile, on the served product (${BENCH_SITE_URL})`)
            // Netlify's CDN compresses text in production; the site server leaves that to what stands in front of it, so a compressing proxy stands in for it.
            const cdn = await startCompressingProxy(BENCH_SITE_URL)
            const bareSite = await startStaticServer(path.join(BASELINE_DIR, 'public'))
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
