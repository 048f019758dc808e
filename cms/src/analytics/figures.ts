/**
 * Readers' figures as editors read them (docs/decisions/0057-analytics.md), from the day rows the
 * store folds (./store.ts): a span of the editors' days ending today, the views per day and
 * language, the most read pages with their entries' titles, the referring domains, and the p75 of
 * each field metric per kind of page, language and device class; or one entry's own. Sums are
 * left to the database; the histograms are merged here, being JSON.
 */
import type { Core } from '@strapi/strapi'
import { wallTimeIn } from '../publishing/zoned-time'
import { LOCALES, type Locale } from '../rules/locales'
import { METRIC_NAMES, mergeHistograms, quantileOf, ratingOf, type Histogram, type Metric } from '../rules/analytics'
import { readPath, type PageTemplate } from './paths'
import { emptyHistograms } from './store'
import { entriesOfPaths } from './entries'
import type { AnalyticsSpan, AnalyticsView, EntryAnalyticsView, FieldMetrics, Span, TopPage } from './view'

const DAY = 'api::analytics-day.analytics-day'
const DAYS_TABLE = 'analytics_days'
const REFERRERS_TABLE = 'analytics_referrers'

/** The most read pages shown per language, and the referring domains shown. */
const TOP_PAGES = 10
const TOP_REFERRERS = 10

const DAY_MS = 86_400_000

/** The `count` days ending `to` (`YYYY-MM-DD`), oldest first. */
export function daysEnding(to: string, count: number): string[] {
  const end = Date.parse(`${to}T00:00:00Z`)
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  )
}

/** The p75 of each metric of `histograms`, with how many readers measured it and its rating. */
export function fieldMetrics(histograms: Record<Metric, Histogram>): FieldMetrics {
  return Object.fromEntries(
    METRIC_NAMES.map((metric) => {
      const p75 = quantileOf(metric, histograms[metric])
      const samples = Object.values(histograms[metric]).reduce((sum, count) => sum + count, 0)
      return [metric, { p75, samples, rating: p75 === null ? null : ratingOf(metric, p75) }]
    }),
  ) as FieldMetrics
}

type MetricRow = { path: string; locale: string; device: string } & Record<Metric, Histogram | null>

/** The database's sums come back as numbers or, from PostgreSQL's bigint, as strings. */
const count = (value: unknown) => Number(value ?? 0)

export function analyticsFigures(strapi: Core.Strapi, timeZone: string) {
  const table = (name: string) => strapi.db.getConnection(name)

  function spanOf(days: AnalyticsSpan): Span & { list: string[] } {
    const to = wallTimeIn(timeZone, new Date()).slice(0, 10)
    const list = daysEnding(to, days)
    return { timeZone, from: list[0], to, days, list }
  }

  /** Each top page's entry and title, from the published versions of the addressed content. */
  async function titled(locale: Locale, pages: { path: string; views: number }[]): Promise<TopPage[]> {
    const entries = await entriesOfPaths(
      strapi,
      locale,
      pages.map((page) => page.path),
    )
    return pages.map((page) => {
      const entry = entries.get(page.path)
      return {
        path: page.path,
        views: page.views,
        title: entry?.title ?? null,
        entry: entry ? { model: entry.model, documentId: entry.documentId } : null,
      }
    })
  }

  return {
    async site(days: AnalyticsSpan): Promise<AnalyticsView> {
      const { list, ...span } = spanOf(days)
      const inSpan = (name: string) => table(name).whereBetween('day', [span.from, span.to])

      const perDay = (await inSpan(DAYS_TABLE)
        .select('day', 'locale')
        .sum({ views: 'views' })
        .groupBy('day', 'locale')) as { day: string; locale: string; views: unknown }[]
      const byDay = new Map(list.map((day) => [day, Object.fromEntries(LOCALES.map((locale) => [locale, 0]))]))
      for (const row of perDay) {
        const views = byDay.get(row.day)
        if (views && row.locale in views) views[row.locale] += count(row.views)
      }
      const daily = list.map((day) => ({ day, views: byDay.get(day) as Record<Locale, number> }))
      const totals = Object.fromEntries(
        LOCALES.map((locale) => [locale, daily.reduce((sum, { views }) => sum + views[locale], 0)]),
      ) as Record<Locale, number>

      const top = {} as Record<Locale, TopPage[]>
      for (const locale of LOCALES) {
        const rows = (await inSpan(DAYS_TABLE)
          .where('locale', locale)
          .select('path')
          .sum({ views: 'views' })
          .groupBy('path')
          .orderBy([{ column: 'views', order: 'desc' }, { column: 'path' }])
          .limit(TOP_PAGES)) as { path: string; views: unknown }[]
        top[locale] = await titled(
          locale,
          rows.map((row) => ({ path: row.path, views: count(row.views) })),
        )
      }

      const referrers = (
        (await inSpan(REFERRERS_TABLE)
          .select('domain')
          .sum({ views: 'views' })
          .groupBy('domain')
          .orderBy([{ column: 'views', order: 'desc' }, { column: 'domain' }])
          .limit(TOP_REFERRERS)) as { domain: string; views: unknown }[]
      ).map((row) => ({ domain: row.domain, views: count(row.views) }))

      const measured = (await strapi.db.query(DAY).findMany({
        where: {
          day: { $between: [span.from, span.to] },
          $or: METRIC_NAMES.map((metric) => ({ [metric]: { $notNull: true } })),
        },
        select: ['path', 'locale', 'device', ...METRIC_NAMES],
      })) as MetricRow[]
      const groups = new Map<
        string,
        { template: PageTemplate; locale: Locale; device: string; histograms: Record<Metric, Histogram> }
      >()
      for (const row of measured) {
        const reading = readPath(row.path)
        if (!reading) continue
        const key = [reading.template, reading.locale, row.device].join('\n')
        const group = groups.get(key) ?? {
          template: reading.template,
          locale: reading.locale,
          device: row.device,
          histograms: emptyHistograms(),
        }
        for (const metric of METRIC_NAMES)
          group.histograms[metric] = mergeHistograms(group.histograms[metric], row[metric] ?? {})
        groups.set(key, group)
      }
      const vitals = [...groups.values()]
        .map(({ histograms, ...group }) => ({ ...group, metrics: fieldMetrics(histograms) }))
        .filter((group) => METRIC_NAMES.some((metric) => group.metrics[metric].samples > 0))
        .sort(
          (a, b) =>
            a.template.localeCompare(b.template) ||
            a.locale.localeCompare(b.locale) ||
            a.device.localeCompare(b.device),
        )

      return { ...span, daily, totals, top, referrers, vitals }
    },

    /** `path`'s figures (an entry's address in one language), or the span with nothing for null. */
    async page(days: AnalyticsSpan, path: string | null): Promise<EntryAnalyticsView> {
      const { list, ...span } = spanOf(days)
      const histograms = emptyHistograms()
      const byDay = new Map(list.map((day) => [day, 0]))
      if (path) {
        const rows = (await strapi.db.query(DAY).findMany({
          where: { path, day: { $between: [span.from, span.to] } },
          select: ['day', 'views', ...METRIC_NAMES],
        })) as ({ day: string; views: number } & Record<Metric, Histogram | null>)[]
        for (const row of rows) {
          byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.views)
          for (const metric of METRIC_NAMES) histograms[metric] = mergeHistograms(histograms[metric], row[metric] ?? {})
        }
      }
      const daily = list.map((day) => ({ day, views: byDay.get(day) ?? 0 }))
      return {
        ...span,
        path,
        daily,
        total: daily.reduce((sum, { views }) => sum + views, 0),
        metrics: fieldMetrics(histograms),
      }
    },
  }
}
