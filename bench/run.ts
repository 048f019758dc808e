/**
 * `npm run bench` (separate from `npm test`): measures the product next to baselines built in the
 * same run, prints each figure beside its baseline and budget, writes bench/results/latest.json,
 * and exits non-zero naming every figure over its budget.
 *
 * Measured so far (issue [6] lands in steps; see README "Benchmarks"):
 * 1. Page weight: first-load JS and CSS (gzip) of home, post list, post, a page and login in both
 *    languages, built from a fresh seeded CMS, next to a bare Gatsby 5 page (bench/baseline).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { posts } from '../cms/src/seed/content'
import { ROOT } from '../scripts/lib/env-file'
import { Stack, bin, buildCms, buildSite, done, step } from '../scripts/lib/stack'
import { startTestCms, testEnv } from '../tests/support/cms-process'
import { pageWeight, type PageWeight } from './lib/page-weight'

const BENCH_CMS_PORT = 1361
const BASELINE_DIR = path.join(ROOT, 'bench', 'baseline')
const RESULTS_DIR = path.join(ROOT, 'bench', 'results')

/** Budgets of issue [6], as multiples of the bare Gatsby page's first-load JS. */
export const BUDGETS = { contentJs: 1.7, contentJsAim: 1.4, loginJs: 2 } as const

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
  const cms = await startTestCms({ port: BENCH_CMS_PORT })
  let siteBuildSeconds: number
  try {
    const { HOST: _host, PORT: _port, ...cmsEnv } = cms.env
    const started = performance.now()
    await buildSite(stack, { ...env, ...cmsEnv, CMS_URL: cms.url })
    siteBuildSeconds = (performance.now() - started) / 1000
  } finally {
    await cms.stop()
  }

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

  mkdirSync(RESULTS_DIR, { recursive: true })
  const results = {
    startedAt,
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    budgets: BUDGETS,
    pageWeight: { baseline: { jsGzip: baseline.jsGzip, cssGzip: baseline.cssGzip, jsFiles: baseline.jsFiles }, pages: rows },
    builds: { baselineSeconds: baselineBuildSeconds, siteSeconds: siteBuildSeconds },
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
