/**
 * How the product writes a wait (a refusal's Retry-After), in each language: "40 seconds",
 * "3 minutes", "1 hour" / «۴۰ ثانیه»، «۳ دقیقه»، «۱ ساعت», for the site's messages and the CMS's own
 * refusals (the admin panel shows those as they are). Rounded up, never below the wait: told a
 * shorter one, the reader would be refused again.
 */
import { INTL_LOCALE } from './locales'
import type { Locale } from './locales'

const MINUTE = 60
const HOUR = 60 * MINUTE

function largestUnit(seconds: number): [number, 'second' | 'minute' | 'hour'] {
  if (seconds < MINUTE) return [seconds, 'second']
  const minutes = Math.ceil(seconds / MINUTE)
  if (minutes < 60) return [minutes, 'minute']
  return [Math.ceil(seconds / HOUR), 'hour']
}

export function formatWait(seconds: number, locale: Locale): string {
  const [amount, unit] = largestUnit(Math.max(1, Math.ceil(seconds)))
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'unit', unit, unitDisplay: 'long' }).format(amount)
}

/**
 * The seconds a Retry-After header asks for (RFC 9110: a number of seconds or an HTTP date), or
 * undefined when there is none or it cannot be read.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}
