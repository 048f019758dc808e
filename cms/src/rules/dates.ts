/**
 * How the product writes a calendar day, in each language: one function for the site's pages (the
 * site imports this file: src/lib/dates.ts) and the CMS's e-mails. Plain TypeScript.
 *
 * Persian reads "weekday day month year" in the Persian calendar with Persian digits. Intl's
 * Persian pattern with a weekday is, in the ICU that Node ships, the calendar's fallback
 * ("year month day, weekday", with a Latin comma), so Persian days are put together from their
 * parts in Persian order rather than from Intl's pattern.
 */
import { INTL_LOCALE, type Locale } from './locales'

/** The Gregorian calendar written in Persian (month names and Persian digits): for a date a team abroad also reads. */
const PERSIAN_GREGORIAN = 'fa-IR-u-ca-gregory-nu-arabext'

export type DayOptions = {
  /** "Sunday" / «یکشنبه» before the day. */
  weekday?: boolean
  /** The year (default true). */
  year?: boolean
}

// Building an Intl.DateTimeFormat costs far more than using one, and a list page formats a date per card.
const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(intlLocale: string, { weekday = false, year = true }: DayOptions): Intl.DateTimeFormat {
  const key = `${intlLocale}|${weekday}|${year}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, {
      ...(weekday ? { weekday: 'long' } : {}),
      ...(year ? { year: 'numeric' } : {}),
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    formats.set(key, format)
  }
  return format
}

/** Persian parts in Persian order, spaces between: «یکشنبه ۸ آذر ۱۴۰۵». */
function persianDay(date: Date, intlLocale: string, options: DayOptions): string {
  const parts = formatter(intlLocale, options).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value
  return [part('weekday'), part('day'), part('month'), part('year')].filter(Boolean).join(' ')
}

/** The calendar day of `date` (taken at UTC) as a reader of `locale` writes it. */
export function formatDay(date: Date, locale: Locale, options: DayOptions = {}): string {
  return locale === 'fa' ? persianDay(date, INTL_LOCALE.fa, options) : formatter(INTL_LOCALE.en, options).format(date)
}

/**
 * A day both calendars name, for people who plan in either: «یکشنبه ۸ آذر ۱۴۰۵ (۲۹ نوامبر ۲۰۲۶)»
 * in Persian; English has one calendar: "Sunday, November 29, 2026".
 */
export function formatDayInBothCalendars(date: Date, locale: Locale): string {
  const day = formatDay(date, locale, { weekday: true })
  return locale === 'fa' ? `${day} (${persianDay(date, PERSIAN_GREGORIAN, {})})` : day
}
