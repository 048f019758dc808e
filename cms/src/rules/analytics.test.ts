import { z } from 'zod'
import { analyticsInput } from './analytics-input'
import {
  BEACON_MAX_BYTES,
  VIEWS_PER_BEACON,
  addToHistogram,
  bucketOf,
  countViewInto,
  mergeHistograms,
  quantileOf,
  ratingOf,
  topBucketOf,
  type Histogram,
  type Metric,
} from './analytics'

const { beaconSchema, tallyBatchSchema } = analyticsInput(z)

const view = { path: '/fa/posts/taming-flaky-tests/', locale: 'fa', device: 'phone' }

describe('a beacon', () => {
  it('takes a view with its field metrics, the referrer as a lower-case domain', () => {
    const parsed = beaconSchema.parse({
      views: [{ ...view, referrer: 'T.me', lcp: 1834.2, inp: 96, cls: 0.031, ttfb: 212.5 }],
    })
    expect(parsed.views[0]).toEqual({ ...view, referrer: 't.me', lcp: 1834.2, inp: 96, cls: 0.031, ttfb: 212.5 })
  })

  it('takes a view without metrics (a page left before they were measured)', () => {
    expect(beaconSchema.parse({ views: [view] }).views[0]).toEqual(view)
  })

  it('clamps an absurd metric to its ceiling instead of losing the view', () => {
    const parsed = beaconSchema.parse({ views: [{ ...view, lcp: 9e15, cls: 400 }] })
    expect(parsed.views[0]).toMatchObject({ lcp: 60_000, cls: 10 })
  })

  it.each([
    ['a negative metric', { ...view, inp: -1 }],
    ['a path with a query', { ...view, path: '/fa/?utm_source=x' }],
    ['a path outside the languages', { ...view, path: '/wp-admin/' }],
    ['a full address for a path', { ...view, path: 'https://evil.example/fa/' }],
    ['an unknown language', { ...view, locale: 'de' }],
    ['an unknown device class', { ...view, device: 'fridge' }],
    ['a referrer that is an address, not a domain', { ...view, referrer: 'https://t.me/channel' }],
    ['an identifier smuggled in', { ...view, userId: 'abc' }],
    ['a metric as text', { ...view, lcp: '1200' }],
    ['a Persian page named English', { ...view, locale: 'en' }],
  ])('refuses %s', (_, forged) => {
    expect(beaconSchema.safeParse({ views: [forged] }).success).toBe(false)
  })

  it('takes the root, which sends readers on to a language, under either language', () => {
    for (const locale of ['fa', 'en'])
      expect(beaconSchema.safeParse({ views: [{ ...view, path: '/', locale }] }).success).toBe(true)
  })

  it('refuses no views, too many views, and anything beside them', () => {
    expect(beaconSchema.safeParse({ views: [] }).success).toBe(false)
    expect(beaconSchema.safeParse({ views: Array(VIEWS_PER_BEACON + 1).fill(view) }).success).toBe(false)
    expect(beaconSchema.safeParse({ views: [view], session: 'x' }).success).toBe(false)
  })

  it('fits its largest lawful form in the byte limit', () => {
    const longest = {
      path: `/en/${'a'.repeat(296)}`,
      locale: 'en',
      referrer: 'x'.repeat(60),
      device: 'desktop',
      lcp: 59999.99,
      inp: 59999.99,
      cls: 9.999,
      ttfb: 59999.99,
    }
    expect(beaconSchema.safeParse({ views: [longest] }).success).toBe(true)
    expect(JSON.stringify({ views: Array(3).fill(longest) }).length).toBeLessThan(BEACON_MAX_BYTES)
  })
})

describe("the site's tallies", () => {
  const tally = {
    ...view,
    at: Date.UTC(2026, 10, 30, 8, 15),
    views: 3,
    histograms: { lcp: addToHistogram(addToHistogram({}, 'lcp', 1200), 'lcp', 3100), cls: { 0: 3 } },
  }

  it('takes a minute of one page’s views with their histograms', () => {
    expect(tallyBatchSchema.parse({ tallies: [tally] }).tallies[0]).toEqual(tally)
    expect(tallyBatchSchema.safeParse({ tallies: [{ ...tally, views: 1, histograms: {} }] }).success).toBe(true)
  })

  it.each([
    ['more values of a metric than views', { ...tally, views: 1 }],
    ['a bucket above the metric’s ceiling', { ...tally, histograms: { cls: { [topBucketOf('cls') + 1]: 1 } } }],
    ['a bucket that is not a number', { ...tally, histograms: { lcp: { '1e3': 1 } } }],
    ['a count that is not a whole number', { ...tally, histograms: { lcp: { 10: 0.5 } } }],
    ['a metric the beacon has not', { ...tally, histograms: { fid: { 10: 1 } } }],
    ['no views', { ...tally, views: 0, histograms: {} }],
    ['a metric’s value beside the histograms', { ...tally, lcp: 1200 }],
    ['a Persian page named English', { ...tally, locale: 'en' }],
  ])('refuses %s', (_, forged) => {
    expect(tallyBatchSchema.safeParse({ tallies: [forged] }).success).toBe(false)
  })
})

describe('a histogram', () => {
  const fill = (values: number[], metric: 'lcp' | 'cls' = 'lcp') =>
    values.reduce<Histogram>((histogram, value) => addToHistogram(histogram, metric, value), {})

  it('reads p75 within a tenth of the true value', () => {
    const values = Array.from({ length: 1000 }, (_, index) => 300 + index * 7)
    const truth = [...values].sort((a, b) => a - b)[749]
    const p75 = quantileOf('lcp', fill(values))!
    expect(p75).toBeGreaterThanOrEqual(truth)
    expect(p75).toBeLessThanOrEqual(truth * 1.1)
  })

  it('keeps CLS in thousandths', () => {
    const p75 = quantileOf('cls', fill([0, 0.01, 0.05, 0.12], 'cls'))!
    expect(p75).toBeGreaterThanOrEqual(0.05)
    expect(p75).toBeLessThanOrEqual(0.055)
  })

  it('merges as if the values had been counted together', () => {
    const a = fill([100, 200, 300])
    const b = fill([400, 5000])
    expect(mergeHistograms(a, b)).toEqual(fill([100, 200, 300, 400, 5000]))
  })

  it("counts a view's metrics into a tally's histograms, saying how many buckets it opened", () => {
    const histograms: Partial<Record<Metric, Histogram>> = {}
    expect(countViewInto(histograms, { lcp: 1200, cls: 0.05 })).toBe(2)
    expect(countViewInto(histograms, { lcp: 1210, inp: 80 })).toBe(1)
    expect(countViewInto(histograms, {})).toBe(0)
    expect(histograms).toEqual({
      lcp: fill([1200, 1210]),
      cls: fill([0.05], 'cls'),
      inp: addToHistogram({}, 'inp', 80),
    })
  })

  it('has no p75 when empty, and puts zero in its own bucket', () => {
    expect(quantileOf('inp', {})).toBeNull()
    expect(bucketOf(0)).toBe(0)
    expect(quantileOf('inp', { 0: 5 })).toBe(0)
  })
})

it("rates a value by Google's thresholds, the threshold itself good", () => {
  expect(ratingOf('lcp', 2500)).toBe('good')
  expect(ratingOf('lcp', 2501)).toBe('needs-improvement')
  expect(ratingOf('inp', 501)).toBe('poor')
  expect(ratingOf('cls', 0.1)).toBe('good')
})
