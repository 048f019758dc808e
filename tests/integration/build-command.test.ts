/**
 * `npm run build`, Netlify's build command, run as a process the way Netlify runs it: against the
 * real CMS it checks the token before Gatsby starts, and without a CMS it stops at once with a
 * sentence that says what to fix. (Its success, a whole site built, is every end-to-end run's
 * first step: e2e/global-setup.ts builds through it.)
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ROOT } from '../../server/root'
import { checkCms } from '../../server/publish/build-input'
import { freePort } from '../../server/supervisor'
import { bin } from '../../server/root'
import { startTestCms, testEnv, type TestCms } from '../support/cms-process'

jest.setTimeout(120_000)

let cms: TestCms

beforeAll(async () => {
  // The checks read no content: the seed is left out (a quicker boot).
  cms = await startTestCms({ env: { CMS_SEED: 'false' } })
})

afterAll(async () => {
  await cms?.stop()
})

function runBuildCommand(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(bin(ROOT, 'tsx'), [path.join(ROOT, 'scripts', 'build-site.ts')], {
      cwd: ROOT,
      env: testEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output, seconds: (performance.now() - started) / 1000 }))
  })
}

it("accepts the CMS's own API token and refuses any other", async () => {
  await expect(checkCms({ CMS_URL: cms.url, STRAPI_API_TOKEN: cms.env.STRAPI_API_TOKEN })).resolves.toBeUndefined()
  await expect(checkCms({ CMS_URL: cms.url, STRAPI_API_TOKEN: 'f'.repeat(96) })).rejects.toThrow(
    `the CMS at ${cms.url} refused STRAPI_API_TOKEN (HTTP 401)`,
  )
})

it('exits 1 before Gatsby starts when the token is wrong, saying so', async () => {
  const result = await runBuildCommand({ CMS_URL: cms.url, STRAPI_API_TOKEN: 'f'.repeat(96) })
  expect(result.code).toBe(1)
  expect(result.output).toContain(`✖ npm run build: the CMS at ${cms.url} refused STRAPI_API_TOKEN (HTTP 401)`)
  expect(result.output).not.toContain('gatsby')
})

it('exits 1 at once when no CMS answers at CMS_URL', async () => {
  const port = await freePort()
  const result = await runBuildCommand({
    CMS_URL: `http://127.0.0.1:${port}`,
    STRAPI_API_TOKEN: cms.env.STRAPI_API_TOKEN,
  })
  expect(result.code).toBe(1)
  expect(result.output).toContain(`✖ npm run build: the CMS at http://127.0.0.1:${port} does not answer (ECONNREFUSED)`)
  expect(result.seconds).toBeLessThan(30)
})
