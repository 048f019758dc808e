/**
 * What the site's collect endpoint takes from a page, and what the CMS takes from the site
 * (docs/decisions/0057-analytics.md): no cookie, identifier, address or user agent has a place in
 * these shapes (`strict`), a metric above its ceiling is taken as the ceiling, a negative one is
 * refused. Each side builds the schemas with its own zod (`analyticsInput(z)`): a zod import here
 * would resolve to the CMS's copy (ADR 0026).
 */
import type { z as Zod } from 'zod'
import { LOCALES, isLocale } from './locales'
import {
  DEVICE_CLASSES,
  METRICS,
  METRIC_NAMES,
  TALLIES_PER_BATCH,
  VIEWS_PER_BEACON,
  VIEWS_PER_TALLY,
  countOf,
  topBucketOf,
  type Metric,
} from './analytics'

/** The schemas, made with the zod of the side that checks (the site's functions, the CMS). */
export function analyticsInput(z: typeof Zod) {
  const metricValue = (metric: Metric) =>
    z
      .number()
      .finite()
      .min(0)
      .transform((value) => Math.min(value, METRICS[metric].max))
      .optional()

  /** A site address as a beacon names it: a path only, under a language of the site (or the root). */
  const sitePath = z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[^\s?#\\]*$/, 'a path without query, fragment or spaces')
    .refine((path) => path === '/' || isLocale(path.split('/')[1]), 'a path under a language of the site')

  /** The domain a reader came from, lower case; the rest of the referring address is never sent. */
  const referrerDomain = z
    .string()
    .max(253)
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i, 'a domain name')
    .transform((domain) => domain.toLowerCase())

  const pageViewFields = z
    .object({
      path: sitePath,
      locale: z.enum(LOCALES),
      referrer: referrerDomain.optional(),
      device: z.enum(DEVICE_CLASSES),
      lcp: metricValue('lcp'),
      inp: metricValue('inp'),
      cls: metricValue('cls'),
      ttfb: metricValue('ttfb'),
    })
    .strict()

  /**
   * A view's language is its path's: a beacon that names another would count a Persian page among
   * the English ones. The root, which sends readers on to a language, is counted under either.
   */
  const inItsPathsLanguage = (view: { path: string; locale: string }) =>
    view.path === '/' || view.path.split('/')[1] === view.locale
  const pathsLanguage = { message: 'the language of its path', path: ['locale'] }

  const pageViewSchema = pageViewFields.refine(inItsPathsLanguage, pathsLanguage)

  /** What a page sends on page hide. */
  const beaconSchema = z.object({ views: z.array(pageViewSchema).min(1).max(VIEWS_PER_BEACON) }).strict()

  /** A metric's histogram in a tally: counts of its buckets, none above the metric's ceiling. */
  const histogramOf = (metric: Metric) =>
    z.record(
      z
        .string()
        .regex(/^\d{1,3}$/, 'a bucket number')
        .refine((bucket) => Number(bucket) <= topBucketOf(metric), 'a bucket under the metric’s ceiling'),
      z.number().int().positive(),
    )

  /**
   * What the site sends the CMS: tallies, each the views of one minute (`at`, its start in ms since
   * the epoch) × path × language × device class × referring domain, and their metrics' histograms.
   */
  const tallySchema = pageViewFields
    .omit({ lcp: true, inp: true, cls: true, ttfb: true })
    .extend({
      at: z.number().int().positive(),
      views: z.number().int().min(1).max(VIEWS_PER_TALLY),
      histograms: z
        .object({
          lcp: histogramOf('lcp').optional(),
          inp: histogramOf('inp').optional(),
          cls: histogramOf('cls').optional(),
          ttfb: histogramOf('ttfb').optional(),
        } satisfies Record<Metric, unknown>)
        .strict(),
    })
    .strict()
    .refine(
      (tally) => METRIC_NAMES.every((metric) => countOf(tally.histograms[metric] ?? {}) <= tally.views),
      'no more metric values than views',
    )
    .refine(inItsPathsLanguage, pathsLanguage)
  const tallyBatchSchema = z.object({ tallies: z.array(tallySchema).min(1).max(TALLIES_PER_BATCH) }).strict()

  /**
   * What a site from before tallies sent: each view with the time it was received. The CMS still
   * takes it, as tallies of one view, so a CMS upgraded before its site loses nothing.
   */
  const eventBatchSchema = z
    .object({
      events: z
        .array(pageViewFields.extend({ at: z.number().int().positive() }).refine(inItsPathsLanguage, pathsLanguage))
        .min(1)
        .max(TALLIES_PER_BATCH),
    })
    .strict()

  return { pageViewSchema, beaconSchema, tallySchema, tallyBatchSchema, eventBatchSchema }
}

type Schemas = ReturnType<typeof analyticsInput>
export type PageView = Zod.infer<Schemas['pageViewSchema']>
export type Beacon = Zod.infer<Schemas['beaconSchema']>
export type ViewTally = Zod.infer<Schemas['tallySchema']>
export type AnalyticsEvent = Zod.infer<Schemas['eventBatchSchema']>['events'][number]
