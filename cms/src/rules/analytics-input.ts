/**
 * What the site's collect endpoint takes from a page, and what the CMS takes from the site
 * (docs/decisions/0057-analytics.md): no cookie, identifier, address or user agent has a place in
 * these shapes (`strict`), a metric above its ceiling is taken as the ceiling, a negative one is
 * refused. Each side builds the schemas with its own zod (`analyticsInput(z)`): a zod import here
 * would resolve to the CMS's copy (ADR 0026).
 */
import type { z as Zod } from 'zod'
import { LOCALES, isLocale } from './locales'
import { DEVICE_CLASSES, EVENTS_PER_BATCH, METRICS, VIEWS_PER_BEACON, type Metric } from './analytics'

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

  const pageViewSchema = z
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

  /** What a page sends on page hide. */
  const beaconSchema = z.object({ views: z.array(pageViewSchema).min(1).max(VIEWS_PER_BEACON) }).strict()

  /** What the site sends the CMS: views with the time the site received them (ms since the epoch). */
  const eventBatchSchema = z
    .object({
      events: z
        .array(pageViewSchema.extend({ at: z.number().int().positive() }))
        .min(1)
        .max(EVENTS_PER_BATCH),
    })
    .strict()

  return { pageViewSchema, beaconSchema, eventBatchSchema }
}

type Schemas = ReturnType<typeof analyticsInput>
export type PageView = Zod.infer<Schemas['pageViewSchema']>
export type Beacon = Zod.infer<Schemas['beaconSchema']>
export type AnalyticsEvent = Zod.infer<Schemas['eventBatchSchema']>['events'][number]
