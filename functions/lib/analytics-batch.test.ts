import { AnalyticsBatches, MAX_WAITING } from './analytics-batch.mjs'
import { addToHistogram, type Histogram } from '../../cms/src/rules/analytics'
import type { PageView, ViewTally } from '../../cms/src/rules/analytics-input'

const env = () => ({ CMS_URL: 'http://cms.invalid', CMS_PROXY_SECRET: 'x'.repeat(32), CMS_TIMEOUT_MS: 1000 })
const MINUTE = Date.UTC(2026, 10, 30, 8, 15)
const post = (extra: Partial<PageView> = {}): PageView => ({
  path: '/fa/posts/taming-flaky-tests/',
  locale: 'fa',
  device: 'phone',
  ...extra,
})
const fill = (metric: 'lcp' | 'cls', values: number[]) =>
  values.reduce<Histogram>((histogram, value) => addToHistogram(histogram, metric, value), {})
const viewsIn = (batches: ViewTally[][]) => batches.flat().reduce((sum, tally) => sum + tally.views, 0)

/**
 * Batches whose sends wait until `answer` is called (true: stored; false: the CMS out of reach),
 * and whose pauses (between calls, before a retry) until `resume` is.
 */
function batchesSentBy() {
  const sent: ViewTally[][] = []
  const answers: ((stored: boolean) => void)[] = []
  const waits: (() => void)[] = []
  const batches = new AnalyticsBatches(
    env,
    () => new Promise<void>((resolve) => waits.push(resolve)),
    (batch) => {
      sent.push(structuredClone(batch))
      return new Promise<boolean>((resolve) => answers.push(resolve))
    },
  )
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  return {
    batches,
    sent,
    answer: async (stored: boolean) => {
      answers.shift()!(stored)
      await settle()
    },
    resume: async () => {
      waits.shift()!()
      await settle()
    },
  }
}

describe('the views the collect endpoint passes on', () => {
  it('are tallied per minute × page × language × device × referrer, with their metrics’ histograms', async () => {
    const { batches, sent, answer, resume } = batchesSentBy()
    void batches.add([post({ lcp: 1800, cls: 0.02 })], MINUTE + 1000)
    for (let reader = 0; reader < 40; reader++)
      void batches.add(
        [post({ lcp: 1000 + reader * 10, cls: 0 }), post({ device: 'desktop' }), post({ referrer: 't.me' })],
        MINUTE + 2000 + reader,
      )
    void batches.add([post()], MINUTE + 60_000)
    // Four tallies, and the buckets of the first one's two histograms.
    const lcpBuckets = Object.keys(
      fill(
        'lcp',
        Array.from({ length: 40 }, (_, reader) => 1000 + reader * 10),
      ),
    ).length
    expect(batches.size).toEqual({ views: 121, entries: 4 + lcpBuckets + 1 })
    await answer(true)
    // The first went at once; what came meanwhile goes in one call once a second has passed.
    expect(sent).toHaveLength(1)
    await resume()
    const [first, second] = sent
    expect(first).toEqual([
      { ...post(), at: MINUTE, views: 1, histograms: { lcp: fill('lcp', [1800]), cls: fill('cls', [0.02]) } },
    ])
    expect(second).toEqual([
      {
        ...post(),
        at: MINUTE,
        views: 40,
        histograms: {
          lcp: fill(
            'lcp',
            Array.from({ length: 40 }, (_, reader) => 1000 + reader * 10),
          ),
          cls: fill('cls', Array(40).fill(0)),
        },
      },
      { ...post({ device: 'desktop' }), at: MINUTE, views: 40, histograms: {} },
      { ...post({ referrer: 't.me' }), at: MINUTE, views: 40, histograms: {} },
      { ...post(), at: MINUTE + 60_000, views: 1, histograms: {} },
    ])
    await answer(true)
    expect(batches.size).toEqual({ views: 0, entries: 0 })
  })

  it('while the CMS is out of reach, wait, merged with what comes meanwhile, and are sent once', async () => {
    const { batches, sent, answer, resume } = batchesSentBy()
    const delivered = batches.add([post({ lcp: 900 })], MINUTE)
    void batches.add([post({ lcp: 2000 })], MINUTE + 5)
    await answer(false)
    void batches.add([post({ lcp: 3000 }), post({ locale: 'en', path: '/en/' })], MINUTE + 10)
    expect(batches.size.views).toBe(4)
    await resume()
    expect(sent[1]).toEqual([
      { ...post(), at: MINUTE, views: 3, histograms: { lcp: fill('lcp', [900, 2000, 3000]) } },
      { ...post({ locale: 'en', path: '/en/' }), at: MINUTE, views: 1, histograms: {} },
    ])
    await answer(true)
    await delivered
    expect(viewsIn(sent.slice(1))).toBe(4)
    expect(batches.size).toEqual({ views: 0, entries: 0 })
  })

  it('drop the oldest tallies beyond what may wait, and count what they held', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { batches, sent, answer, resume } = batchesSentBy()
    void batches.add([post(), post()], MINUTE)
    await answer(false)
    for (let page = 0; page < MAX_WAITING; page++) void batches.add([post({ path: `/fa/posts/p${page}/` })], MINUTE)
    expect(batches.size).toEqual({ views: MAX_WAITING, entries: MAX_WAITING })
    await resume()
    expect(sent[1][0].path).toBe('/fa/posts/p0/')
    await answer(true)
    expect(errors.mock.calls.map(([line]) => String(line))).toEqual([
      '[collect] the CMS is out of reach: dropping the oldest views waiting',
      '[collect] the CMS answers again; 2 views were dropped',
    ])
    errors.mockRestore()
  })

  it('hold their memory bounded when forged beacons give every tally every bucket', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const { batches, sent, answer, resume } = batchesSentBy()
    void batches.add([post()], MINUTE)
    await answer(false)
    // Each page's views take every bucket of every metric: 1 + 4 × ~100 entries a tally.
    const values = Array.from({ length: 100 }, (_, step) => 1.1 ** step)
    const pages = Math.ceil((2 * MAX_WAITING) / (1 + 4 * values.length))
    for (let page = 0; page < pages; page++)
      void batches.add(
        values.map((value) =>
          post({ path: `/fa/posts/p${page}/`, lcp: value, inp: value, ttfb: value, cls: value / 1000 }),
        ),
        MINUTE,
      )
    const { entries } = batches.size
    expect(entries).toBeLessThanOrEqual(MAX_WAITING)
    expect(entries).toBeGreaterThan(MAX_WAITING - (1 + 4 * values.length))
    // The oldest pages went, the newest wait.
    await resume()
    const waited = new Set(sent[1].map((tally) => tally.path))
    expect(waited.has('/fa/posts/p0/')).toBe(false)
    expect(waited.has(`/fa/posts/p${pages - 1}/`)).toBe(true)
    jest.restoreAllMocks()
  })
})
