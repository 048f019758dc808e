import { formatDay } from '../../cms/src/rules/dates'
import { INTL_LOCALE } from '../../cms/src/rules/locales'
import type { Locale } from './i18n'

export { formatDay } from '../../cms/src/rules/dates'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/

/** Parses an ISO 8601 date or date-time; anything else is an error (requirements §5). */
export function parseIsoDate(value: string): Date {
  if (!ISO_DATE.test(value)) throw new RangeError(`Not an ISO date: "${value}"`)
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: "${value}"`)
  return date
}

/** A post's date as readers of `locale` write it; the same words the CMS's e-mails use (cms/src/rules/dates.ts). */
export const formatDate = (value: string, locale: Locale): string => formatDay(parseIsoDate(value), locale)

const JUST_NOW: Record<Locale, string> = { fa: 'همین حالا', en: 'just now' }
/** Below this age a time reads "just now". */
export const JUST_NOW_SECONDS = 10

/** Whole calendar months from `then` to `now` (UTC), counting a month only once its day is reached. */
function calendarMonthsBetween(then: Date, now: Date): number {
  const months = (now.getUTCFullYear() - then.getUTCFullYear()) * 12 + (now.getUTCMonth() - then.getUTCMonth())
  const dayNotReached =
    now.getUTCDate() < then.getUTCDate() ||
    (now.getUTCDate() === then.getUTCDate() && now.getTime() % 86_400_000 < then.getTime() % 86_400_000)
  return months - (dayNotReached ? 1 : 0)
}

/**
 * "just now", then seconds, minutes, hours and days ago (requirements §9); past a week, weeks, then
 * calendar months and years, as a reader says it ("3 months ago", not "95 days ago"). In the
 * locale's words and digits. Future times (a clock a little ahead) read "just now".
 */
export function formatRelativeTime(value: string, locale: Locale, now: number = Date.now()): string {
  const then = parseIsoDate(value)
  const seconds = Math.floor((now - then.getTime()) / 1000)
  if (seconds < JUST_NOW_SECONDS) return JUST_NOW[locale]
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'always' })
  if (seconds < 60) return format.format(-seconds, 'second')
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return format.format(-minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return format.format(-hours, 'hour')
  const days = Math.floor(hours / 24)
  if (days < 7) return format.format(-days, 'day')
  const months = calendarMonthsBetween(then, new Date(now))
  if (months < 1) return format.format(-Math.floor(days / 7), 'week')
  if (months < 12) return format.format(-months, 'month')
  return format.format(-Math.floor(months / 12), 'year')
}
