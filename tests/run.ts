/**
 * `npm test`: every test, in order of speed, stopping at the first failing stage.
 *   the first run (the README's run command on a pristine copy, tests/first-run/), beside everything
 *   up to the end-to-end tests; its CMS build is the one every later stage uses
 *   lint (ESLint, Prettier) → typecheck → unit (jest), the CMS's first boot beside them → integration (real Strapi on SQLite, with the
 *   scaled layout's own PostgreSQL, Redis and S3; beside it, the same on a throwaway PostgreSQL cluster)
 *   → end-to-end (Playwright; the stack it tests comes up beside the integration passes)
 *   → live (CMS publish → webhook → gatsby develop; and → build hook → the served site replaced whole)
 */
import { assertProjectNode, enableCompileCache } from '../scripts/node-runtime.mjs'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { CMS_TEMPLATE_VARIABLE, makeCmsTemplate, removeCmsTemplate, testEnv } from './support/cms-process'
import { startPostgres } from '../scripts/lib/postgres'
import { Stack, done, freePort, step } from '../server/supervisor'
import { buildCms } from '../scripts/lib/stack'
import { startFirstRun } from './first-run/run'
import startE2eStack from '../e2e/global-setup'
import type { FullConfig } from '@playwright/test'

const testEnvironment = (env: Record<string, string> = {}) => ({
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  NETLIFY_TELEMETRY_DISABLED: '1',
  STRAPI_TELEMETRY_DISABLED: 'true',
  ...env,
})

/** Where each jest run writes its results, for the summary of what failed (`failedTests`). */
const RESULTS = fs.mkdtempSync(path.join(os.tmpdir(), 'test-results-'))
process.on('exit', () => fs.rmSync(RESULTS, { recursive: true, force: true }))

/** `jest <args>` writing its results where `failedTests` reads them. */
function jest(name: string, args: string[]): string[] {
  return ['jest', ...args, '--json', `--outputFile=${path.join(RESULTS, `${name}.json`)}`]
}

type JestResults = {
  testResults: {
    name: string
    message: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

/**
 * What failed in a jest run, a few lines each: printed last, so the end of a long log says what
 * failed (a log shown in part keeps its end), whatever a pass printed before.
 */
function failedTests(name: string): string {
  let results: JestResults
  try {
    results = JSON.parse(fs.readFileSync(path.join(RESULTS, `${name}.json`), 'utf8')) as JestResults
  } catch {
    return ''
  }
  const head = (text: string) =>
    stripVTControlCharacters(text)
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 8)
      .map((line) => `    ${line}`)
      .join('\n')
  const lines: string[] = []
  for (const file of results.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    const where = path.relative(process.cwd(), file.name)
    for (const test of failed) lines.push(`  ✖ ${where} › ${test.fullName}\n${head(test.failureMessages.join('\n'))}`)
    if (!failed.length && file.message) lines.push(`  ✖ ${where}\n${head(file.message)}`)
  }
  return lines.length ? `What failed in ${name}:\n${lines.join('\n')}` : ''
}

/** Runs one stage, printing as it goes, to its exit code. Asynchronous, so what runs beside it (the CMS's first boot) keeps going. */
async function runStage(
  title: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  results?: string,
) {
  step(title)
  const started = Date.now()
  const code = await new Promise<number>((resolve) =>
    spawn(command, args, { stdio: 'inherit', env: testEnvironment(env) }).on('close', (status) => resolve(status ?? 1)),
  )
  if (code !== 0) {
    if (results) console.error(`\n${failedTests(results)}`)
    console.error(`\n✖ ${title} failed`)
  } else done(`${title} (${Math.round((Date.now() - started) / 1000)} s)`)
  return code
}

/** Runs one stage; the whole run stops if it fails. */
async function run(title: string, command: string, args: string[], env: Record<string, string> = {}, results?: string) {
  const code = await runStage(title, command, args, env, results)
  if (code !== 0) process.exit(code)
}

type Pass = { title: string; name: string; args: string[]; env?: Record<string, string> }

/**
 * Runs `npx jest <args>` of each pass at once: the first prints as it goes, the
 * others print whole when they end. Resolves to the first failing pass's exit code, or 0.
 */
async function runTogether(passes: Pass[]): Promise<number> {
  step(passes.map((pass) => pass.title).join(' ∥ '))
  const started = Date.now()
  const results = passes.map(
    (pass, index) =>
      new Promise<{ pass: Pass; code: number; output: string; seconds: number }>((resolve) => {
        const child = spawn('npx', jest(pass.name, pass.args), {
          env: testEnvironment(pass.env),
          stdio: ['ignore', index === 0 ? 'inherit' : 'pipe', index === 0 ? 'inherit' : 'pipe'],
        })
        let output = ''
        child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.on('close', (code) =>
          resolve({ pass, code: code ?? 1, output, seconds: Math.round((Date.now() - started) / 1000) }),
        )
      }),
  )
  let failed = 0
  for (const result of results) {
    const { pass, code, output, seconds } = await result
    if (output) console.log(`\n── ${pass.title} ──\n${output}`)
    if (code === 0) done(`${pass.title} (${seconds} s)`)
    else failed ||= code
  }
  for (const { pass, code } of await Promise.all(results))
    if (code !== 0) console.error(`\n${failedTests(pass.name)}\n✖ ${pass.title} failed`)
  return failed
}

/** Stops the end-to-end stack, once it is up or has failed to come up; nothing before it starts. */
let stopE2eStack = async () => {}

async function main() {
  assertProjectNode('npm test')
  enableCompileCache()
  // Ctrl-C: the end-to-end stack runs in process groups of its own, which the terminal's signal
  // does not reach. It is stopped first; the exit then runs the other stages' exit handlers (the
  // PostgreSQL cluster, the first run). A second Ctrl-C ends this process at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: stopping…`)
      void stopE2eStack().finally(() => process.exit(130))
    })
  // A stranger's first run comes first, on a copy made before any stage writes state; it runs
  // beside the stages up to the end-to-end tests, in a network namespace of its own. The CMS it
  // builds (only the integration tests need one before it ends) is handed to the project; its
  // first boot then runs beside the lint, typecheck and unit tests, which leave a core idle most
  // of the time.
  step(
    "First run (the README's run command on a pristine copy, beside the stages up to the end-to-end tests); its CMS build and the CMS's first boot beside the lint, typecheck and unit tests",
  )
  const firstRun = startFirstRun()
  const firstRunResult = firstRun.finished.then(
    (notes) => ({ notes }),
    (error: Error) => ({ error }),
  )
  // Every stage's test CMSs start from a copy of one first boot (tests/support/cms-process.ts). The
  // build is the first run's, else (it failed before building) made here, with the configuration
  // the tests use (a fresh clone has no .env).
  const firstBoot = firstRun.cmsBuilt
    .then(() => buildCms(new Stack(), { ...testEnv(), STRAPI_TELEMETRY_DISABLED: 'true' }))
    .then(async () => {
      done('CMS build')
      step("CMS's first boot on a new SQLite database, the one every test CMS starts from a copy of")
      const template = await makeCmsTemplate()
      process.on('exit', () => removeCmsTemplate(template))
      done('first boot done')
      return template
    })
    .then(
      (template) => ({ template }),
      (error: Error) => ({ error }),
    )
  await run('Lint', 'npm', ['run', '--silent', 'lint'])
  await run('Typecheck', 'npm', ['run', '--silent', 'typecheck'])
  await run('Unit tests', 'npx', jest('unit', ['--selectProjects', 'unit', '--maxWorkers=2']), {}, 'unit')
  const booted = await firstBoot
  if ('error' in booted) {
    console.error(`\n✖ CMS build or first boot failed: ${booted.error.message}`)
    process.exit(1)
  }
  process.env[CMS_TEMPLATE_VARIABLE] = JSON.stringify(booted.template)
  step('PostgreSQL for the second integration pass (a throwaway cluster)')
  const postgres = await startPostgres(await freePort())
  done(`PostgreSQL on port ${postgres.port}`)
  // The end-to-end tests' stack (inbox, CMS, the site Gatsby builds from it, the site server) comes
  // up beside the integration passes: each leaves a core idle much of the time, the build on its
  // single-threaded steps, the passes waiting on their CMSs. Its ports are fixed ones, below the
  // range the passes draw from (server/supervisor.ts).
  step('End-to-end stack, beside the integration tests')
  const e2eStack = startE2eStack({} as FullConfig).then(
    (teardown) => ({ teardown }),
    (error: Error) => ({ error }),
  )
  stopE2eStack = async () => {
    const started = await e2eStack
    if ('teardown' in started) await started.teardown()
  }
  const exit = async (code: number) => {
    await stopE2eStack()
    process.exit(code)
  }
  let failed: number
  try {
    // Less the files that start their own engines (PostgreSQL included), and those whose subject
    // never reaches the database (the limits count in memory or Redis; the build command checks
    // the CMS's answers before Gatsby starts): the SQLite pass runs them.
    const sqliteOnly = [
      '/tests/integration/rate-limit-stores\\.test\\.ts$',
      '/tests/integration/two-instances\\.test\\.ts$',
      '/tests/integration/limits-per-account\\.test\\.ts$',
      '/tests/integration/build-command\\.test\\.ts$',
    ]
    // Side by side, two test files at a time in each: a test spends much of its time waiting on its
    // CMS (timers, mail, restarts), and every test takes free ports.
    failed = await runTogether([
      {
        title: 'Integration tests (real Strapi, temporary SQLite)',
        name: 'integration-sqlite',
        args: ['--selectProjects', 'integration', '--maxWorkers=2'],
      },
      {
        title: 'Integration tests (real Strapi, PostgreSQL)',
        name: 'integration-postgres',
        args: ['--selectProjects', 'integration', '--maxWorkers=2', '--testPathIgnorePatterns', ...sqliteOnly],
        env: { TEST_POSTGRES_URL: postgres.adminUrl },
      },
    ])
  } finally {
    await postgres.stop()
  }
  if (failed) await exit(failed)
  const firstRunEnded = await firstRunResult
  if ('error' in firstRunEnded) {
    console.error(`\n✖ First run failed: ${firstRunEnded.error.message}`)
    await exit(1)
  } else done(`First run: ${firstRunEnded.notes.join('; ')}`)
  const e2eStarted = await e2eStack
  if ('error' in e2eStarted) {
    console.error(`\n✖ The end-to-end stack did not come up: ${e2eStarted.error.message}`)
    process.exit(1)
  }
  const e2e = await runStage(
    'End-to-end tests (Playwright in Chromium, the built site on the site server and on netlify dev, the CMS up)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { E2E_EXTERNAL_STACK: '1' },
  )
  if (e2e !== 0) await exit(e2e)
  await stopE2eStack()
  // Last: gatsby develop shares .cache/ with the production build the end-to-end tests make. The
  // publishing test builds in the site mirror (server/publish/site-mirror.ts), as npm start does, so the
  // two files share no cache and run side by side.
  await run(
    'Live publishing (a CMS publish reaching gatsby develop, and the served site of npm start)',
    'npx',
    jest('live', ['--selectProjects', 'live', '--maxWorkers=2']),
    {},
    'live',
  )
  console.log('\nAll tests passed.')
}

void main()
