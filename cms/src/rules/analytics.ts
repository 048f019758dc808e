/**
 * Readers' figures (issue [24], docs/decisions/0057-analytics.md): what a page's beacon may carry,
 * what the site's collect endpoint passes on to the CMS, and how the CMS keeps it: per day × path
 * × language × device class, the views and a histogram of each field metric, from which p75 is
 * read. What a beacon and a batch may hold is checked by ./analytics-input.ts (zod, which the
 * page's own code does without).
 */

/** Where the page's beacon goes (the site), and where the site's batches go (the CMS). */
export const COLLECT_PATH = '/api/collect'
export const ANALYTICS_EVENTS_PATH = '/api/analytics/events'

/** A beacon larger than this is refused unread: a page's few views are a few hundred bytes. */
export const BEACON_MAX_BYTES = 2048
/** The page views one beacon may carry: the page it was opened at and those navigated to in it. */
export const VIEWS_PER_BEACON = 10
/**
 * The tallies one batch from the site to the CMS may carry. A tally is the views of one minute ×
 * path × language × device class × referring domain, with their metrics' histograms: the site
 * counts views, the CMS stores a row a tally, however many readers arrived.
 */
export const TALLIES_PER_BATCH = 1000
/** The views one tally may count: far above a minute of any page's readers. */
export const VIEWS_PER_TALLY = 10_000_000

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/**
 * The field metrics and Google's thresholds for them (web.dev, "Web Vitals"): good up to `good`,
 * poor above `poor`, needs improvement between. `max`: a larger value is taken as `max` (a tab
 * left in the background, a clock that jumped), not refused.
 */
export const METRICS = {
  lcp: { unit: 'ms', good: 2500, poor: 4000, max: 60_000 },
  inp: { unit: 'ms', good: 200, poor: 500, max: 60_000 },
  cls: { unit: 'score', good: 0.1, poor: 0.25, max: 10 },
  ttfb: { unit: 'ms', good: 800, poor: 1800, max: 60_000 },
} as const satisfies Record<string, { unit: 'ms' | 'score'; good: number; poor: number; max: number }>

export type Metric = keyof typeof METRICS
export const METRIC_NAMES = Object.keys(METRICS) as Metric[]

export type Rating = 'good' | 'needs-improvement' | 'poor'
export const ratingOf = (metric: Metric, value: number): Rating =>
  value <= METRICS[metric].good ? 'good' : value <= METRICS[metric].poor ? 'needs-improvement' : 'poor'

/**
 * A metric's distribution: how many values fell in each bucket, bucket k holding the values up to
 * GROWTH^k in the metric's stored unit (ms; CLS in thousandths). Buckets grow by a tenth, so a
 * p75 read from them is within a tenth of the true one, and a day's row stays small however many
 * views it counts.
 */
export type Histogram = Record<string, number>
const GROWTH = 1.1

/** A metric's value in its stored unit: whole milliseconds, CLS in thousandths. */
export const storedValue = (metric: Metric, value: number) =>
  Math.round(METRICS[metric].unit === 'score' ? value * 1000 : value)
const fromStored = (metric: Metric, stored: number) => (METRICS[metric].unit === 'score' ? stored / 1000 : stored)

export const bucketOf = (stored: number) => (stored < 1 ? 0 : Math.ceil(Math.log(stored) / Math.log(GROWTH) - 1e-9))
const bucketTop = (bucket: number) => (bucket === 0 ? 0 : GROWTH ** bucket)

/** The highest bucket a metric's values reach: that of its ceiling. */
export const topBucketOf = (metric: Metric) => bucketOf(storedValue(metric, METRICS[metric].max))

export function addToHistogram(histogram: Histogram, metric: Metric, value: number): Histogram {
  const bucket = String(bucketOf(storedValue(metric, value)))
  return { ...histogram, [bucket]: (histogram[bucket] ?? 0) + 1 }
}

/**
 * Counts one view's metric values into a tally's `histograms`, changing them in place (they are the
 * tally's own); answers how many buckets it opened, which the collect function counts against what
 * may wait for the CMS.
 */
export function countViewInto(
  histograms: Partial<Record<Metric, Histogram>>,
  values: Partial<Record<Metric, number>>,
): number {
  let opened = 0
  for (const metric of METRIC_NAMES) {
    const value = values[metric]
    if (value === undefined) continue
    const histogram = (histograms[metric] ??= {})
    const bucket = String(bucketOf(storedValue(metric, value)))
    if (histogram[bucket] === undefined) opened += 1
    histogram[bucket] = (histogram[bucket] ?? 0) + 1
  }
  return opened
}

/** How many values `histogram` holds. */
export const countOf = (histogram: Histogram) => Object.values(histogram).reduce((sum, count) => sum + count, 0)

export function mergeHistograms(a: Histogram, b: Histogram): Histogram {
  const merged = { ...a }
  for (const [bucket, count] of Object.entries(b)) merged[bucket] = (merged[bucket] ?? 0) + count
  return merged
}

/** The value `quantile` of the way up the histogram (the top of its bucket), or null when empty. */
export function quantileOf(metric: Metric, histogram: Histogram, quantile = 0.75): number | null {
  const buckets = Object.entries(histogram)
    .map(([bucket, count]) => [Number(bucket), count] as const)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b)
  const total = buckets.reduce((sum, [, count]) => sum + count, 0)
  if (total === 0) return null
  let seen = 0
  for (const [bucket, count] of buckets) {
    seen += count
    if (seen >= quantile * total) {
      const value = fromStored(metric, bucketTop(bucket))
      return Math.min(
        METRICS[metric].unit === 'score' ? Math.round(value * 1000) / 1000 : Math.round(value),
        METRICS[metric].max,
      )
    }
  }
  return null
}
