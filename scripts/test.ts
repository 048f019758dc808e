/**
 * `npm test`: every test, in order of speed, stopping at the first failing stage.
 *   typecheck → unit (jest) → CMS build (if stale) → integration (real Strapi on SQLite, with the
 *   scaled layout's own PostgreSQL, Redis and S3; then on a throwaway PostgreSQL cluster)
 *   → end-to-end (Playwright)
 *   → live (CMS publish → webhook → gatsby develop; and → build hook → the served site replaced whole)
 */
import { spawnSync } from 'node:child_process'
import { testEnv } from '../tests/support/cms-process'
import { startPostgres } from './lib/postgres'
import { Stack, buildCms, done, freePort, step } from './lib/stack'

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  step(title)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NETLIFY_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true', ...env } })
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`)
    process.exit(result.status ?? 1)
  }
  done(`${title} (${Math.round((Date.now() - started) / 1000)} s)`)
}

async function main() {
  run('Typecheck', 'npm', ['run', '--silent', 'typecheck'])
  run('Unit tests', 'npx', ['jest', '--selectProjects', 'unit'])
  step('CMS build (compiled code and admin panel)')
  // A fresh clone has no .env: the build gets the same generated configuration the tests use.
  await buildCms(new Stack(), { ...testEnv(), STRAPI_TELEMETRY_DISABLED: 'true' })
  run('Integration tests (real Strapi, temporary SQLite)', 'npx', ['jest', '--selectProjects', 'integration', '--runInBand'])
  step('PostgreSQL for the second integration pass (a throwaway cluster)')
  const postgres = await startPostgres(await freePort())
  done(`PostgreSQL on port ${postgres.port}`)
  try {
    // Less the files that start their own engines (PostgreSQL included): the first pass ran them.
    const ownEngines = ['/tests/integration/rate-limit-stores\\.test\\.ts$', '/tests/integration/two-instances\\.test\\.ts$']
    run('Integration tests (real Strapi, PostgreSQL)', 'npx', ['jest', '--selectProjects', 'integration', '--runInBand', '--testPathIgnorePatterns', ...ownEngines], { TEST_POSTGRES_URL: postgres.adminUrl })
  } finally {
    await postgres.stop()
  }
  run('End-to-end tests (Playwright in Chromium, the built site on the site server and on netlify dev, the CMS up)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])
  // Last: gatsby develop shares .cache/ with the production build the end-to-end tests make.
  run('Live publishing (a CMS publish reaching gatsby develop, and the served site of npm start)', 'npx', ['jest', '--selectProjects', 'live', '--runInBand'])
  console.log('\nAll tests passed.')
}

void main()
