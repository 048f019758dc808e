/**
 * `npm run serve` (docs/self-hosting.md) as an operator runs it, on the build the end-to-end stack
 * made: pages with their headers, the functions against the CMS, the not-found page, the build
 * hook and its status; stopped by a signal, it lets go of its ports.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ROOT } from '../server/root'
import { freePort } from '../server/supervisor'
import { E2E_STACK_FILE, type E2eStackState } from './stack'

test('npm run serve serves the last build and the functions, with a build hook, and stops on SIGTERM', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const { siteEnv } = JSON.parse(readFileSync(E2E_STACK_FILE, 'utf8')) as E2eStackState
  const [port, hookPort] = [await freePort(), await freePort()]
  const site = `http://127.0.0.1:${port}`
  const hookId = 'self-hosting-e2e-hook'
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'serve.ts')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...siteEnv,
      SITE_URL: `http://localhost:${port}`,
      SITE_PORT: String(port),
      SITE_HOST: '127.0.0.1',
      BUILD_HOOK_ID: hookId,
      BUILD_HOOK_PORT: String(hookPort),
      DEPLOY_NOTIFICATION_SECRET: '',
    },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  try {
    await expect
      .poll(() => output, { timeout: 60_000, message: 'npm run serve says its build hook is up' })
      .toContain('build hook:')

    const page = await request.get(`${site}/en/`)
    expect(page.status()).toBe(200)
    expect(page.headers()['content-type']).toMatch(/^text\/html/)
    expect(page.headers()['content-security-policy']).toContain("default-src 'self'")
    expect(await page.text()).toContain('lang="en"')
    const session = await request.get(`${site}/api/user/session`)
    expect([session.status(), await session.json()]).toEqual([200, {}])
    const login = await request.post(`${site}/api/user/login`, {
      data: { identifier: 'nobody@example.com', password: 'not-the-password' },
    })
    expect([login.status(), (await login.json()).error.code]).toEqual([401, 'invalid-credentials'])
    const missing = await request.get(`${site}/en/no-such-page`)
    expect(missing.status()).toBe(404)
    // The path is written in pieces that wrap after each slash (src/lib/missing-path.ts).
    expect((await missing.text()).replace(/<[^>]+>/g, '')).toContain('/en/no-such-page')

    const status = await request.get(`http://127.0.0.1:${hookPort}/status`)
    expect(await status.json()).toMatchObject({ state: 'live', live: { build: 1 }, failure: null })
    expect((await request.post(`http://127.0.0.1:${hookPort}/build_hooks/some-other-hook-id`)).status()).toBe(404)
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
  }
  expect(await exited, output).toBe(0)
  // Its ports are free again: another server can take them at once.
  expect(await freePortIs(port)).toBe(true)
})

async function freePortIs(port: number): Promise<boolean> {
  const net = await import('node:net')
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}
