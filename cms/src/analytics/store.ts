/**
 * Readers' figures in the CMS's database (docs/decisions/0057-analytics.md). Each tally the site
 * passes on (a minute's views of one page in one language on one device class from one referring
 * domain, with its metrics' histograms) is an `analytics-event` row until a run of `aggregate`
 * folds it into its day's row (`analytics-day`: day × path × language × device class, the views
 * and a histogram of each field metric) and its referrer's (`analytics-referrer`) and deletes it,
 * in one transaction. A run claims its rows by compare-and-set, so CMS instances sharing a
 * database fold each tally once; a run that fails (two instances creating the same day's row at
 * once) leaves its tallies to the next.
 * A view of an address the site does not have (./entries.ts) is let go uncounted.
 */
import { randomUUID } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { wallTimeIn } from '../publishing/zoned-time'
import {
  METRIC_NAMES,
  addToHistogram,
  countViewInto,
  mergeHistograms,
  type Histogram,
  type Metric,
} from '../rules/analytics'
import type { AnalyticsEvent, ViewTally } from '../rules/analytics-input'
import { pathsTheSiteHas } from './entries'

const EVENT = 'api::analytics-event.analytics-event'
const DAY = 'api::analytics-day.analytics-day'
const REFERRER = 'api::analytics-referrer.analytics-referrer'

/** How many tallies one run folds at most: a run is one transaction, kept short. */
export const TALLIES_PER_RUN = 2000

/**
 * A stored tally. One stored before tallies (`views` null) is one view with its metrics' values
 * in `lcp`…`ttfb`.
 */
type EventRow = {
  id: number
  path: string
  locale: string
  device: string
  referrer: string | null
  receivedAt: string | Date
  views: number | null
  histograms: Partial<Record<Metric, Histogram>> | null
} & Record<Metric, number | null>

/** The views of a site from before tallies, as tallies of one view. */
export const talliesOfEvents = (events: AnalyticsEvent[]): ViewTally[] =>
  events.map(({ lcp, inp, cls, ttfb, ...view }) => {
    const histograms: ViewTally['histograms'] = {}
    countViewInto(histograms, { lcp, inp, cls, ttfb })
    return { ...view, views: 1, histograms }
  })

type DayRow = { id: number; views: number } & Record<Metric, Histogram | null>

type DayTotals = {
  day: string
  path: string
  locale: string
  device: string
  views: number
  histograms: Record<Metric, Histogram>
}

/** A histogram per metric, each empty. */
export const emptyHistograms = () =>
  Object.fromEntries(METRIC_NAMES.map((metric) => [metric, {}])) as Record<Metric, Histogram>

/** The views of `events` summed per day × path × language × device, and per day × language × referrer. */
export function foldEvents(events: EventRow[], timeZone: string) {
  const days = new Map<string, DayTotals>()
  const referrers = new Map<string, { day: string; locale: string; domain: string; views: number }>()
  for (const event of events) {
    const day = wallTimeIn(timeZone, new Date(event.receivedAt)).slice(0, 10)
    const key = [day, event.path, event.locale, event.device].join('\n')
    const totals = days.get(key) ?? {
      day,
      path: event.path,
      locale: event.locale,
      device: event.device,
      views: 0,
      histograms: emptyHistograms(),
    }
    const views = event.views ?? 1
    totals.views += views
    for (const metric of METRIC_NAMES) {
      const stored = event.histograms?.[metric]
      const value = event[metric]
      if (stored) totals.histograms[metric] = mergeHistograms(totals.histograms[metric], stored)
      else if (value !== null && value !== undefined)
        totals.histograms[metric] = addToHistogram(totals.histograms[metric], metric, value)
    }
    days.set(key, totals)
    if (event.referrer) {
      const referrerKey = [day, event.locale, event.referrer].join('\n')
      const referrer = referrers.get(referrerKey) ?? { day, locale: event.locale, domain: event.referrer, views: 0 }
      referrer.views += views
      referrers.set(referrerKey, referrer)
    }
  }
  return { days: [...days.values()], referrers: [...referrers.values()] }
}

export function analyticsStore(strapi: Core.Strapi, timeZone: string) {
  const events = () => strapi.db.query(EVENT)
  const days = () => strapi.db.query(DAY)
  const referrers = () => strapi.db.query(REFERRER)

  return {
    /** Keeps the tallies the site sent, to be folded by the next run. */
    async record(tallies: ViewTally[]): Promise<void> {
      await events().createMany({
        data: tallies.map(({ at, referrer, ...tally }) => ({
          ...tally,
          referrer: referrer ?? null,
          receivedAt: new Date(at),
        })),
      })
    },

    /** Folds up to TALLIES_PER_RUN waiting tallies into their days; returns how many it took (counted or let go). */
    async aggregate(): Promise<number> {
      return strapi.db.transaction(async () => {
        const waiting = (await events().findMany({
          where: { claim: null },
          select: ['id'],
          orderBy: { id: 'asc' },
          limit: TALLIES_PER_RUN,
        })) as { id: number }[]
        if (waiting.length === 0) return 0
        const claim = randomUUID()
        await events().updateMany({
          where: { id: { $in: waiting.map((row) => row.id) }, claim: null },
          data: { claim },
        })
        const claimed = (await events().findMany({ where: { claim } })) as EventRow[]
        // Only pages the site has are counted: the beacon's shape lets any address of a known
        // form through, and a forged one must not reach the editors' lists.
        const has = await pathsTheSiteHas(
          strapi,
          claimed.map((event) => event.path),
        )
        const counted = claimed.filter((event) => has.has(event.path))
        const letGo = claimed.filter((event) => !has.has(event.path))
        if (letGo.length > 0) {
          const views = letGo.reduce((sum, event) => sum + (event.views ?? 1), 0)
          strapi.log.warn(
            `[analytics] ${views} views of addresses the site does not have were let go (${letGo[0].path.slice(0, 120)}, …)`,
          )
        }
        const folded = foldEvents(counted, timeZone)
        for (const totals of folded.days) {
          const where = { day: totals.day, path: totals.path, locale: totals.locale, device: totals.device }
          const row = (await days().findOne({ where })) as DayRow | null
          const histograms = Object.fromEntries(
            METRIC_NAMES.map((metric) => [metric, mergeHistograms(row?.[metric] ?? {}, totals.histograms[metric])]),
          )
          if (row)
            await days().update({ where: { id: row.id }, data: { views: row.views + totals.views, ...histograms } })
          else await days().create({ data: { ...where, views: totals.views, ...histograms } })
        }
        for (const totals of folded.referrers) {
          const where = { day: totals.day, locale: totals.locale, domain: totals.domain }
          const row = (await referrers().findOne({ where })) as { id: number; views: number } | null
          if (row) await referrers().update({ where: { id: row.id }, data: { views: row.views + totals.views } })
          else await referrers().create({ data: { ...where, views: totals.views } })
        }
        await events().deleteMany({ where: { claim } })
        return claimed.length
      })
    },
  }
}

export type AnalyticsStore = ReturnType<typeof analyticsStore>
