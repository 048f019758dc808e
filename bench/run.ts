/**
 * `npm run bench` (separate from `npm test`): measures the product next to baselines built in the
 * same run, prints each figure beside its baseline and budget, writes bench/results/latest.json,
 * and exits non-zero naming every figure over its budget.
 *
 * Measured so far (issue [6] lands in steps; see README "Benchmarks"):
 * 1. Page weight: first-load JS and CSS (gzip) of home, post list, post, a page and login in both
 *    languages, built from a fresh seeded CMS, next to a bare Gatsby 5 page (bench/baseline).
 * 2. Lighthouse 12 (mobile profile, Debian Chromium) on those 10 URLs of the served product
 *    (netlify dev serving the build and the functions, the CMS up), behind a compressing proxy
 *    standing in for Netlify's CDN.
 * 4. Function latency: autocannon on loopback against the session call (valid cookie), login and
 *    the comment list, each next to the same call made directly to the CMS in the same run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { posts } from '../cms/src/seed/content'
import { ROOT } from '../scripts/lib/env-file'
import { Stack, bin, buildCms, buildSite, done, startSiteServer, step } from '../scripts/lib/stack'
import { startTestCms, testEnv, type TestCms } from '../tests/support/cms-process'
import { pageWeight, type PageWeight } from './lib/page-weight'
import { loadRoutes, startFunctionServer } from './lib/function-server'
import { measure, type LatencyFigures, type LatencyTarget } from './lib/latency'
import { audit, type LighthouseScores } from './lib/lighthouse'
import { startCompressingProxy } from './lib/compressing-proxy'

const BENCH_CMS_PORT = 1361
const BENCH_SITE_URL = 'http://localhost:8877'
const BASELINE_DIR = path.join(ROOT, 'bench', 'baseline')
const RESULTS_DIR = path.join(ROOT, 'bench', 'results')

/** Budgets of issue [6], as multiples of the bare Gatsby page's first-load JS. */
export const BUDGETS = {
  contentJs: 1.7,
  contentJsAim: 1.4,
  loginJs: 2,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  sessionVsDirectMe: 1,
  sessionVsDirectMeAim: 0.25,
} as const

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

async function buildBaseline(stack: Stack): Promise<number> {
  rmSync(path.join(BASELINE_DIR, '.cache'), { recursive: true, force: true })
  rmSync(path.join(BASELINE_DIR, 'public'), { recursive: true, force: true })
  const started = performance.now()
  await stack.run('baseline-build', bin(ROOT, 'gatsby'), ['build'], { cwd: BASELINE_DIR, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } as Record<string, string> })
  return (performance.now() - started) / 1000
}

type LatencyPair = { call: string; viaFunction: LatencyFigures; directCms: LatencyFigures }

const ms = (value: number) => `${value.toFixed(1)} ms`

/** A confirmed member made by the CMS administrator's API, logged in through the function and directly. */
async function benchMember(cms: TestCms, functions: string) {
  const admin = { authorization: `Bearer ${cms.env.STRAPI_API_TOKEN}`, 'content-type': 'application/json' }
  const roles = (await (await fetch(`${cms.url}/api/users-permissions/roles`, { headers: admin })).json()) as { roles: { id: number; type: string }[] }
  const account = { username: `bench_${Date.now().toString(36)}`, email: `bench${Date.now().toString(36)}@example.com`, password: 'bench-pass-1' }
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ ...account, confirmed: true, displayName: 'Bench Reader', role: roles.roles.find((role) => role.type === 'authenticated')?.id }),
  })
  if (created.status !== 201) throw new Error(`bench member: ${created.status} ${await created.text()}`)
  const login = await fetch(`${functions}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: account.email, password: account.password }) })
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0]
  if (login.status !== 200 || !cookie) throw new Error(`bench login through the function: ${login.status}`)
  const direct = await fetch(`${cms.url}/api/auth/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: account.email, password: account.password }) })
  const { jwt } = (await direct.json()) as { jwt: string }
  return { account, cookie, jwt }
}

async function functionLatency(cms: TestCms, failures: Failure[]): Promise<{ pairs: LatencyPair[] }> {
  // The functions read their environment per call: the same secrets as this CMS.
  Object.assign(process.env, { CMS_URL: cms.url, SESSION_SECRET: cms.env.SESSION_SECRET, CMS_PROXY_SECRET: cms.env.CMS_PROXY_SECRET, SESSION_TTL_DAYS: '14', CMS_TIMEOUT_MS: '10000' })
  const server = await startFunctionServer(await loadRoutes())
  try {
    const member = await benchMember(cms, server.url)
    const posts = (await (await fetch(`${cms.url}/api/posts?locale=en&pagination[pageSize]=1`, { headers: { authorization: `Bearer ${cms.env.STRAPI_API_TOKEN}` } })).json()) as { data: { documentId: string }[] }
    const post = posts.data[0].documentId
    for (const text of ['First bench comment', 'Second bench comment', 'Third bench comment']) {
      const answer = await fetch(`${server.url}/api/comments`, { method: 'POST', headers: { cookie: member.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ data: { text, post, locale: 'en' } }) })
      if (answer.status !== 201) throw new Error(`bench comment: ${answer.status}`)
    }
    const list = `/api/comments?filters[post][documentId][$eq]=${post}&filters[post][locale][$eq]=en&sort=createdAt:desc&pagination[page]=1&pagination[pageSize]=10`
    const credentials = JSON.stringify({ identifier: member.account.email, password: member.account.password })
    const json = { 'content-type': 'application/json' }
    const pairs: [string, LatencyTarget, LatencyTarget][] = [
      [
        'session (GET /api/user/session) vs CMS GET /api/users/me',
        { name: 'function', url: `${server.url}/api/user/session`, headers: { cookie: member.cookie } },
        { name: 'direct', url: `${cms.url}/api/users/me`, headers: { authorization: `Bearer ${member.jwt}` } },
      ],
      [
        'login (POST /api/user/login) vs CMS POST /api/auth/local',
        { name: 'function', url: `${server.url}/api/user/login`, method: 'POST', headers: json, body: credentials, connections: 2 },
        { name: 'direct', url: `${cms.url}/api/auth/local`, method: 'POST', headers: json, body: credentials, connections: 2 },
      ],
      ['comment list (GET /api/comments) vs CMS GET /api/comments', { name: 'function', url: `${server.url}${list}` }, { name: 'direct', url: `${cms.url}${list}` }],
    ]
    const results: LatencyPair[] = []
    for (const [call, viaFunction, directCms] of pairs) {
      // A short unmeasured run first: connections, JIT and the CMS's caches warm up.
      for (const target of [viaFunction, directCms]) await measure({ ...target, durationSeconds: 2 })
      const pair = { call, viaFunction: await measure(viaFunction), directCms: await measure(directCms) }
      results.push(pair)
      for (const figures of [pair.viaFunction, pair.directCms]) {
        if (figures.errors || figures.non2xx) failures.push({ figure: `${call}, ${figures.name}`, value: `${figures.errors} errors, ${figures.non2xx} non-2xx of ${figures.requests}`, budget: '0 errors' })
      }
    }
    console.table(
      results.flatMap((pair) => [
        { call: pair.call, via: 'function', requests: pair.viaFunction.requests, p50: ms(pair.viaFunction.p50), p99: ms(pair.viaFunction.p99), errors: pair.viaFunction.errors + pair.viaFunction.non2xx },
        { call: '', via: 'CMS directly', requests: pair.directCms.requests, p50: ms(pair.directCms.p50), p99: ms(pair.directCms.p99), errors: pair.directCms.errors + pair.directCms.non2xx },
      ]),
    )
    const session = results[0]
    const ratio = session.viaFunction.p50 / session.directCms.p50
    console.log(`session p50 = ${ratio.toFixed(2)}× the direct /users/me p50 (budget < ${BUDGETS.sessionVsDirectMe}×, aim ${BUDGETS.sessionVsDirectMeAim}×)`)
    if (!(ratio < BUDGETS.sessionVsDirectMe)) failures.push({ figure: 'session p50', value: `${ms(session.viaFunction.p50)} = ${ratio.toFixed(2)}× the direct /users/me p50 (${ms(session.directCms.p50)})`, budget: `< ${BUDGETS.sessionVsDirectMe}×` })
    return { pairs: results }
  } finally {
    await server.close()
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
      if (jsRatio > budget) failures.push({ figure: `first-load JS of ${urlPath}`, value: `${kb(weight.jsGzip)} = ${jsRatio.toFixed(2)}× the bare page`, budget: `≤ ${budget}×` })
    }
  }
  console.table([
    { page: 'bare Gatsby page (baseline)', 'JS gzip': kb(baseline.jsGzip), 'CSS gzip': kb(baseline.cssGzip), 'JS × baseline': '1.00', budget: '' },
    ...rows.map((row) => ({ page: row.name, 'JS gzip': kb(row.jsGzip), 'CSS gzip': kb(row.cssGzip), 'JS × baseline': row.jsRatio.toFixed(2), budget: `≤ ${row.budget}×${row.jsRatio > row.budget ? '  OVER' : ''}` })),
  ])

  return rows
}

async function lighthouseScores(siteUrl: string, failures: Failure[]): Promise<LighthouseScores[]> {
  const scores: LighthouseScores[] = []
  for (const locale of ['fa', 'en'] as const) {
    for (const urlPath of Object.values(pagesOf(locale))) {
      const result = await audit(`${siteUrl}${urlPath}`)
      scores.push({ ...result, url: urlPath })
      const budget = BUDGETS.lighthouse
      const checks: [string, number, number][] = [
        ['performance', result.performance, budget.performance],
        ['accessibility', result.accessibility, budget.accessibility],
        ['best practices', result.bestPractices, budget.bestPractices],
        ['SEO', result.seo, budget.seo],
      ]
      for (const [name, value, minimum] of checks) if (value < minimum) failures.push({ figure: `Lighthouse ${name} of ${urlPath}`, value: String(value), budget: `≥ ${minimum}` })
    }
  }
  console.table(
    scores.map((score) => ({
      page: score.url,
      performance: score.performance,
      accessibility: score.accessibility,
      'best practices': score.bestPractices,
      SEO: score.seo,
      LCP: ms(score.lcpMs),
      TBT: ms(score.tbtMs),
      CLS: score.cls.toFixed(3),
    })),
  )
  console.log(`budgets: performance ≥ ${BUDGETS.lighthouse.performance} (aim 100); accessibility, best practices, SEO ${BUDGETS.lighthouse.accessibility}`)
  return scores
}

async function main() {
  const stack = new Stack()
  stack.stopOnSignals()
  const failures: Failure[] = []
  const startedAt = new Date().toISOString()

  step('bench: bare Gatsby 5 baseline build')
  const baselineBuildSeconds = await buildBaseline(stack)
  const baseline = pageWeight(path.join(BASELINE_DIR, 'public'), '/')
  done(`baseline built in ${baselineBuildSeconds.toFixed(1)} s: first-load JS ${kb(baseline.jsGzip)}, CSS ${kb(baseline.cssGzip)}`)

  step('bench: the site, built from a fresh seeded CMS')
  const env = { ...testEnv(), STRAPI_TELEMETRY_DISABLED: 'true' }
  await buildCms(stack, env)
  // Loopback load comes from one address: the CMS's per-address limits would refuse it.
  const cms = await startTestCms({ port: BENCH_CMS_PORT, env: { AUTH_RATE_LIMIT_MAX: '1000000', COMMENT_RATE_LIMIT_IP_MAX: '1000000' } })
  let siteBuildSeconds: number
  let latency: { pairs: LatencyPair[] }
  let lighthouse: LighthouseScores[]
  let rows: WeightRow[]
  try {
    const { HOST: _host, PORT: _port, ...cmsEnv } = cms.env
    const started = performance.now()
    await buildSite(stack, { ...env, ...cmsEnv, CMS_URL: cms.url })
    siteBuildSeconds = (performance.now() - started) / 1000
    done(`site built in ${siteBuildSeconds.toFixed(1)} s`)
    rows = pageWeights(baseline, failures)
    step('bench: function latency (autocannon on loopback; each call beside the same call made directly to the CMS)')
    latency = await functionLatency(cms, failures)
    step(`bench: Lighthouse 12, mobile profile, on the served product (${BENCH_SITE_URL})`)
    await startSiteServer(stack, { CMS_URL: cms.url, SITE_URL: BENCH_SITE_URL, SMTP_PORT: 1025, INBOX_WEB_PORT: 1080 }, { ...env, ...cmsEnv, CMS_URL: cms.url, SITE_URL: BENCH_SITE_URL })
    // Netlify's CDN compresses text in production; netlify dev does not, so a compressing proxy stands in for it.
    const cdn = await startCompressingProxy(BENCH_SITE_URL)
    try {
      lighthouse = await lighthouseScores(cdn.url, failures)
    } finally {
      await cdn.close()
    }
  } finally {
    await stack.stopAll()
    await cms.stop()
  }

  mkdirSync(RESULTS_DIR, { recursive: true })
  const results = {
    startedAt,
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    budgets: BUDGETS,
    pageWeight: { baseline: { jsGzip: baseline.jsGzip, cssGzip: baseline.cssGzip, jsFiles: baseline.jsFiles }, pages: rows },
    builds: { baselineSeconds: baselineBuildSeconds, siteSeconds: siteBuildSeconds },
    functionLatency: latency,
    lighthouse,
    failures,
  }
  writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  done(`results: ${path.relative(ROOT, path.join(RESULTS_DIR, 'latest.json'))}`)

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
