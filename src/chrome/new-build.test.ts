/** @jest-environment jsdom */
import { BUILD_CHECK_INTERVAL_MS, watchForNewBuild } from './new-build'

type Answer = { status: number; body?: unknown } | Error

function browserWith(answers: Answer[]) {
  const asked: string[] = []
  const win = {
    document,
    setInterval: ((handler: () => void, ms: number) => window.setInterval(handler, ms)) as Window['setInterval'],
    fetch: (async (url: string) => {
      asked.push(url)
      const answer = answers.shift() ?? { status: 404 }
      if (answer instanceof Error) throw answer
      // jsdom has no Response: the two members the watcher reads.
      return { ok: answer.status >= 200 && answer.status < 300, json: async () => answer.body ?? {} }
    }) as unknown as Window['fetch'],
  } as Parameters<typeof watchForNewBuild>[0] & { ___swUpdated?: boolean }
  return { win, asked }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('new-build detection', () => {
  it('remembers the build it started with and marks the next navigation for a full load once another is live', async () => {
    const { win, asked } = browserWith([
      { status: 200, body: { build: 'a' } },
      { status: 200, body: { build: 'a' } },
      { status: 200, body: { build: 'b' } },
    ])
    const watcher = watchForNewBuild(win)
    await watcher.started
    await watcher.check()
    expect(win!.___swUpdated).toBeUndefined()
    await watcher.check()
    expect(win!.___swUpdated).toBe(true)
    expect(asked.every((url) => /^\/build\.json\?t=\d+$/.test(url))).toBe(true)
  })

  it('changes nothing when the manifest cannot be read: offline, missing or not a manifest', async () => {
    const { win } = browserWith([
      { status: 200, body: { build: 'a' } },
      new TypeError('offline'),
      { status: 404 },
      { status: 200, body: { build: 42 } },
      { status: 200, body: 'x' },
    ])
    const watcher = watchForNewBuild(win)
    await watcher.started
    for (let i = 0; i < 4; i++) await watcher.check()
    expect(win!.___swUpdated).toBeUndefined()
  })

  it('checks again when the page becomes visible and on its interval', async () => {
    jest.useFakeTimers()
    try {
      const { win, asked } = browserWith([
        { status: 200, body: { build: 'a' } },
        { status: 200, body: { build: 'a' } },
        { status: 200, body: { build: 'b' } },
      ])
      await watchForNewBuild(win).started
      document.dispatchEvent(new Event('visibilitychange'))
      jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS)
      jest.useRealTimers()
      await flush()
      await flush()
      expect(asked).toHaveLength(3)
      expect(win!.___swUpdated).toBe(true)
    } finally {
      jest.useRealTimers()
    }
  })
})
