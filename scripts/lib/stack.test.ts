import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Stack, cmsEnvironment } from './stack'

describe('Stack.keep', () => {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'qa-stack-'))
  const lines: string[] = []
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line)))
  afterAll(() => jest.restoreAllMocks())

  it('restarts a process that dies, says so with a count, keeps every run in the log, and stops for good when asked', async () => {
    const stack = new Stack(logDir)
    const runs: number[] = []
    // Dies 150 ms after starting, every time.
    const kept = stack.keep(
      'flaky',
      process.execPath,
      ['-e', 'console.log("run", process.pid); setTimeout(() => process.exit(3), 150)'],
      {
        env: { PATH: process.env.PATH ?? '' },
        restart: { ready: async (child) => void runs.push(child.pid ?? 0), firstDelayMs: 100, maxDelayMs: 200 },
      },
    )
    const firstPid = kept.child.pid
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(kept.restarts).toBeGreaterThanOrEqual(2)
    expect(runs.length).toBeGreaterThanOrEqual(2)
    expect(kept.child.pid).not.toBe(firstPid)
    expect(lines.some((line) => /\[flaky\] exited \(3\); restart #1 in 0\.1 s/.test(line))).toBe(true)
    expect(lines.some((line) => /\[flaky\] back up after restart #1/.test(line))).toBe(true)
    expect(readFileSync(path.join(logDir, 'flaky.log'), 'utf8').match(/^run \d+$/gm)?.length).toBeGreaterThanOrEqual(2)

    await kept.stop()
    const restarts = kept.restarts
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(kept.restarts).toBe(restarts)
    await stack.stopAll()
  })

  it('waits longer after each quick death, up to the maximum', async () => {
    const stack = new Stack(logDir)
    const kept = stack.keep('crashing', process.execPath, ['-e', 'process.exit(1)'], {
      env: { PATH: process.env.PATH ?? '' },
      restart: { ready: async () => undefined, firstDelayMs: 100, maxDelayMs: 400 },
    })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await stack.stopAll()
    // Waits of 100, 200, 400, 400 ms: about four restarts in 1.5 s, not fifteen.
    expect(kept.restarts).toBeGreaterThanOrEqual(3)
    expect(kept.restarts).toBeLessThanOrEqual(6)
  })
})

describe('cmsEnvironment', () => {
  it('seeds the demo content on this machine unless told not to (a production start seeds only when asked)', () => {
    const base = { CMS_URL: 'http://127.0.0.1:1337' }
    expect(cmsEnvironment(base).CMS_SEED).toBe('true')
    expect(cmsEnvironment({ ...base, CMS_SEED: 'false' }).CMS_SEED).toBe('false')
    expect(cmsEnvironment(base, 1400)).toMatchObject({ HOST: '127.0.0.1', PORT: '1400' })
  })
})
