import { RateCounts, RateTally, REPORT_EVERY_MS, rateLimitOf, type RateLimit, type RateReport } from './rate-limits'

const limit: RateLimit = { windowLimit: 3, windowMs: 60_000, aggregateBy: ['ip'] }
const minute = (n: number, seconds = 0) => n * 60_000 + seconds * 1000

describe('rateLimitOf', () => {
  it("reads Netlify's config.rateLimit, counting by site when aggregateBy is not a list", () => {
    expect(rateLimitOf('f', { rateLimit: { windowLimit: 5, windowSize: 30, aggregateBy: ['ip', 'domain'] } })).toEqual({
      windowLimit: 5,
      windowMs: 30_000,
      aggregateBy: ['ip', 'domain'],
    })
    expect(rateLimitOf('f', { rateLimit: { windowLimit: 5, windowSize: 30, aggregateBy: 'ip' } })?.aggregateBy).toEqual(
      ['domain'],
    )
    expect(rateLimitOf('f', { path: '/api/f' })).toBeUndefined()
    expect(rateLimitOf('f', undefined)).toBeUndefined()
  })

  it('refuses, naming the function, a limit this server cannot apply', () => {
    expect(() =>
      rateLimitOf('f', { rateLimit: { windowLimit: 5, windowSize: 30, action: 'rewrite', to: '/x' } }),
    ).toThrow(/function f: config.rateLimit: action/)
    expect(() => rateLimitOf('f', { rateLimit: { windowLimit: 0, windowSize: 30 } })).toThrow(/windowLimit/)
  })
})

describe('RateCounts in one process', () => {
  it('refuses past the limit in a window, counts the last window by what is left of it, and forgets after two', () => {
    const counts = new RateCounts()
    const calls = [1, 2, 3, 4].map((second) => counts.over('f', limit, 'a', minute(10, second)))
    expect(calls).toEqual([false, false, false, true])
    expect(counts.over('f', limit, 'b', minute(10, 5))).toBe(false)
    // Half a minute into the next: the last one's four count for two.
    expect(counts.over('f', limit, 'a', minute(11, 30))).toBe(false)
    expect(counts.over('f', limit, 'a', minute(11, 31))).toBe(true)
    expect(counts.over('f', limit, 'a', minute(13, 1))).toBe(false)
    // Another function's limit counts apart.
    expect(counts.over('g', limit, 'a', minute(11, 31))).toBe(false)
  })
})

describe('RateCounts across processes, through the RateTally', () => {
  beforeEach(() => jest.useFakeTimers({ now: minute(20) }))
  afterEach(() => jest.useRealTimers())

  it("refuses a client once the processes' counts together reach the limit, and a process started in a dead one's place counts beside what it counted", () => {
    const tally = new RateTally()
    const processes = new Map<number, RateCounts>()
    const live = () => [...processes.keys()]
    const wire = (pid: number) =>
      processes.set(
        pid,
        new RateCounts((report: RateReport) => {
          for (const [to, others] of tally.take(pid, report, live())) processes.get(to)?.receive(others)
        }),
      )
    wire(1)
    wire(2)
    expect(processes.get(1)!.over('f', limit, 'a')).toBe(false)
    expect(processes.get(2)!.over('f', limit, 'a')).toBe(false)
    jest.advanceTimersByTime(REPORT_EVERY_MS)
    expect(processes.get(1)!.over('f', limit, 'a')).toBe(false)
    jest.advanceTimersByTime(REPORT_EVERY_MS)
    expect(processes.get(2)!.over('f', limit, 'a')).toBe(true)
    // Process 1 dies; 3 takes its place and hears of the counts once the others report again.
    processes.delete(1)
    wire(3)
    jest.advanceTimersByTime(REPORT_EVERY_MS)
    expect(processes.get(2)!.over('f', limit, 'a')).toBe(true)
    jest.advanceTimersByTime(REPORT_EVERY_MS)
    expect(processes.get(3)!.over('f', limit, 'a')).toBe(true)
  })
})
