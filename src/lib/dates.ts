import type { Locale } from './i18n'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/

/** Intl locale per site locale: Persian uses the Persian (Solar Hijri) calendar and Persian digits. */
const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian-nu-arabext', en: 'en-US' }

/** Parses an ISO 8601 date or date-time; anything else is an error (SPEC section 5). */
export function parseIsoDate(value: string): Date {
  if (!ISO_DATE.test(value)) throw new RangeError(`Not an ISO date: "${value}"`)
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: "${value}"`)
  return date
}

export function formatDate(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(parseIsoDate(value))
}
