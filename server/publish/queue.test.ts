import { Publisher, type PublishSteps } from './queue'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Steps that record when each build started and which changes it could contain. */
function recordingSteps(buildMs: number, fail: (build: number) => string | undefined = () => undefined) {
  const started: { build: number; changesSoFar: number }[] = []
  const wentLive: number[] = []
  let changes = 0
  const steps: PublishSteps = {
    build: async (build) => {
      started.push({ build, changesSoFar: changes })
      await sleep(buildMs)
      const reason = fail(build)
      if (reason) throw new Error(reason)
    },
    goLive: async (build) => {
      wentLive.push(build)
    },
  }
  return { steps, started, wentLive, changed: () => (changes += 1) }
}

const quiet = { quietMs: 60, maxWaitMs: 200, log: () => undefined }

it('coalesces a burst: ten changes in a row make at most two builds, the last containing every change', async () => {
  // On the publisher's own clock: real timers stretch under load, and a burst paced by them is no
  // burst on a busy machine.
  jest.useFakeTimers()
  const { steps, started, wentLive, changed } = recordingSteps(150)
  const publisher = new Publisher(steps, { ...quiet, live: { build: 1, at: new Date() } })
  try {
    for (let i = 0; i < 10; i++) {
      changed()
      publisher.trigger(`change ${i}`)
      await jest.advanceTimersByTimeAsync(40)
    }
    const settled = publisher.settled()
    await jest.advanceTimersByTimeAsync(5_000)
    await settled
  } finally {
    jest.useRealTimers()
  }
  expect(started.length).toBeGreaterThanOrEqual(1)
  expect(started.length).toBeLessThanOrEqual(2)
  expect(started[started.length - 1].changesSoFar).toBe(10)
  expect(wentLive).toEqual(started.map((entry) => entry.build))
  expect(publisher.status()).toMatchObject({
    state: 'live',
    live: { build: started[started.length - 1].build },
    failure: null,
    queuedChanges: 0,
  })
})

it('waits for a quiet moment, not longer than the longest wait', async () => {
  const { steps, started } = recordingSteps(10)
  const publisher = new Publisher(steps, { quietMs: 400, maxWaitMs: 5000, log: () => undefined })
  publisher.trigger('one')
  await sleep(50)
  expect(started).toHaveLength(0)
  expect(publisher.status().state).toBe('queued')
  await sleep(900)
  expect(started).toHaveLength(1)
  await publisher.settled()
})

it('says queued, building and live in turn, and counts changes that wait for the next build', async () => {
  const { steps } = recordingSteps(1500)
  const publisher = new Publisher(steps, { ...quiet, live: { build: 1, at: new Date('2026-01-01T00:00:00Z') } })
  expect(publisher.status()).toMatchObject({
    state: 'live',
    live: { build: 1, at: '2026-01-01T00:00:00.000Z' },
    builds: 1,
  })
  publisher.trigger('a')
  expect(publisher.status().state).toBe('queued')
  await sleep(400)
  expect(publisher.status()).toMatchObject({ state: 'building', builds: 2 })
  publisher.trigger('b')
  expect(publisher.status()).toMatchObject({ state: 'building', queuedChanges: 1 })
  await publisher.settled()
  expect(publisher.status()).toMatchObject({ state: 'live', live: { build: 3 }, builds: 3, queuedChanges: 0 })
})

it('keeps the last good build live when a build fails, says why, and clears the failure once a build goes live', async () => {
  const { steps, wentLive } = recordingSteps(20, (build) =>
    build === 2 ? 'the CMS at http://127.0.0.1:1 does not answer (ECONNREFUSED)' : undefined,
  )
  const lines: string[] = []
  const publisher = new Publisher(steps, {
    ...quiet,
    log: (line) => lines.push(line),
    live: { build: 1, at: new Date() },
  })
  publisher.trigger('entry.publish (post)')
  await publisher.settled()
  expect(wentLive).toEqual([])
  expect(publisher.status()).toMatchObject({
    state: 'failed',
    live: { build: 1 },
    failure: { build: 2, reason: 'the CMS at http://127.0.0.1:1 does not answer (ECONNREFUSED)' },
  })
  expect(lines.join('\n')).toMatch(
    /#2 failed after [\d.]+ s: the CMS at .* does not answer \(ECONNREFUSED\); build #1 stays live/,
  )
  publisher.trigger('entry.publish (post)')
  await publisher.settled()
  expect(wentLive).toEqual([3])
  expect(publisher.status()).toMatchObject({ state: 'live', live: { build: 3 }, failure: null })
})

it('starts nothing after close', async () => {
  const { steps, started } = recordingSteps(10)
  const publisher = new Publisher(steps, quiet)
  publisher.trigger('a')
  publisher.close()
  await sleep(250)
  expect(started).toHaveLength(0)
})

it('says a build ended by the stop was stopped, not failed, and tells no one it failed', async () => {
  const { steps } = recordingSteps(40, () => 'the build was ended by SIGINT')
  const lines: string[] = []
  const reports: string[] = []
  const publisher = new Publisher(steps, {
    ...quiet,
    log: (line) => lines.push(line),
    live: { build: 1, at: new Date() },
    report: (report) => void reports.push(report.state),
  })
  publisher.trigger('entry.publish (post)')
  await sleep(quiet.quietMs + 10)
  publisher.close()
  await publisher.settled()
  expect(lines.at(-1)).toBe('#2 stopped with the site server; build #1 was live')
  expect(reports).toEqual(['building'])
  expect(publisher.status()).toMatchObject({ failure: null })
})

it('is live before what completes a build, which the next build waits for and whose failure leaves it live', async () => {
  const { steps, started } = recordingSteps(10)
  const lines: string[] = []
  const completions: (() => void)[] = []
  const publisher = new Publisher(
    {
      ...steps,
      complete: (build) =>
        new Promise<void>((resolve, reject) => {
          completions.push(() => (build === 2 ? resolve() : reject(new Error('search index not served: disk full'))))
        }),
    },
    { ...quiet, log: (line) => lines.push(line), live: { build: 1, at: new Date() } },
  )
  publisher.trigger('one')
  for (let i = 0; i < 100 && completions.length === 0; i++) await sleep(10)
  expect(publisher.status()).toMatchObject({ state: 'live', live: { build: 2 } })
  publisher.trigger('two')
  await sleep(150)
  expect(started.map((entry) => entry.build)).toEqual([2])
  completions.shift()?.()
  for (let i = 0; i < 100 && completions.length === 0; i++) await sleep(10)
  expect(started.map((entry) => entry.build)).toEqual([2, 3])
  completions.shift()?.()
  await publisher.settled()
  expect(publisher.status()).toMatchObject({ state: 'live', live: { build: 3 }, failure: null })
  expect(lines).toContain('#3 not completed: search index not served: disk full; it stays live')
})
