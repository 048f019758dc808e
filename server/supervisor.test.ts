import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Stack, freePort } from './supervisor'

/** Resolves once `done` holds, checked every 25 ms; fails the test after `ms` (a busy machine starts processes slowly). */
async function until(done: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('Stack.keep', () => {
  jest.setTimeout(30_000)
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
    await until(() => kept.restarts >= 2 && runs.length >= 2)
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
    await until(() => kept.restarts >= 4)
    await stack.stopAll()
    const waits = lines
      .map((line) => /\[crashing\] exited \(1\); restart #(\d+) in ([\d.]+) s/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [Number(match[1]), match[2]])
    expect(waits.slice(0, 4)).toEqual([
      [1, '0.1'],
      [2, '0.2'],
      [3, '0.4'],
      [4, '0.4'],
    ])
  })
})

describe('freePort', () => {
  it('hands out ports below the range outgoing connections draw from, never the same one twice', async () => {
    const ephemeralFrom = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    const ports = await Promise.all(Array.from({ length: 200 }, () => freePort()))
    expect(new Set(ports).size).toBe(200)
    for (const port of ports) expect(port).toBeLessThan(ephemeralFrom)
  })
})
