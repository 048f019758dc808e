/**
 * What the admin panel's readers' figures read (docs/decisions/0057-analytics.md): the dashboard
 * page and its homepage widget (GET ANALYTICS_PATH?days), and an entry's own figures beside it in
 * the edit view (GET ANALYTICS_PATH/entry?model&documentId&locale&days). Days are the editors'
 * (EDITOR_TIME_ZONE), `YYYY-MM-DD`, both ends included.
 */
import type { Locale } from '../rules/locales'
import type { Metric, Rating } from '../rules/analytics'
import type { PageTemplate } from './paths'

export const ANALYTICS_PATH = '/site-analytics'

/** The spans of days the dashboard offers; the first is the default. */
export const ANALYTICS_SPANS = [28, 7, 90] as const
export type AnalyticsSpan = (typeof ANALYTICS_SPANS)[number]

/** A metric's 75th percentile over a span (null: no reader measured it), and how many readers did. */
export type FieldMetric = { p75: number | null; samples: number; rating: Rating | null }
export type FieldMetrics = Record<Metric, FieldMetric>

export type Span = { timeZone: string; from: string; to: string; days: AnalyticsSpan }

/** One page among the most read: its path, and its entry's title where it has one. */
export type TopPage = {
  path: string
  views: number
  title: string | null
  entry: { model: string; documentId: string } | null
}

export type AnalyticsView = Span & {
  /** Every day of the span, oldest first, with its views in each language (0 when none). */
  daily: { day: string; views: Record<Locale, number> }[]
  totals: Record<Locale, number>
  top: Record<Locale, TopPage[]>
  referrers: { domain: string; views: number }[]
  /** The field metrics per kind of page × language × device class that readers measured. */
  vitals: { template: PageTemplate; locale: Locale; device: string; metrics: FieldMetrics }[]
}

export type EntryAnalyticsView = Span & {
  /** The entry's address in this language, or null when it has none (not yet published, no slug). */
  path: string | null
  daily: { day: string; views: number }[]
  total: number
  metrics: FieldMetrics
}
