/**
 * Wall-clock times in a named time zone (the editors', EDITOR_TIME_ZONE) and the instants they
 * stand for. The admin panel's schedule shows and takes times in the editors' zone whatever zone
 * the browser is in; the server stores instants. Intl carries the zone rules (full ICU in Node and
 * every browser the admin supports), so two functions over it do the job without a library.
 */
import { INTL_LOCALE, type Locale } from '../rules/locales'
import { latinDigits } from '../rules/digits'

/** `YYYY-MM-DDTHH:mm`, the value of an `<input type="datetime-local">`. */
export type WallTime = string

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsIn(zone: string, instant: number) {
  let format = formatters.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(zone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** How far `zone`'s clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(zone: string, instant: number): number {
  const p = partsIn(zone, instant)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000))
}

/** The wall-clock time `instant` shows in `zone`, to the minute. */
export function wallTimeIn(zone: string, instant: Date): WallTime {
  const p = partsIn(zone, instant.getTime())
  const two = (value: number) => String(value).padStart(2, '0')
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`
}

const CLOCK_TIME = /^(\d{1,2})\s*[:.٫]?\s*(\d{2})$/

/**
 * A time of day as an editor types it on a 24-hour clock ("17:30", "9:05", "0930", in Persian
 * digits too) as `HH:mm`, or null when it is not one.
 */
export function clockTime(text: string): string | null {
  const match = CLOCK_TIME.exec(latinDigits(text).trim())
  if (!match) return null
  const [hour, minute] = [Number(match[1]), Number(match[2])]
  if (hour > 23 || minute > 59) return null
  return `${String(hour).padStart(2, '0')}:${match[2]}`
}

const DAY_MS = 24 * 3600_000
const SOLAR_HIJRI = new Intl.DateTimeFormat('en-US-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
})
const solarHijriParts = (instant: number) => {
  const parts = Object.fromEntries(SOLAR_HIJRI.formatToParts(instant).map((part) => [part.type, part.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) }
}
/** 1921–2121 of the Gregorian calendar. */
const SOLAR_HIJRI_YEARS = { from: 1300, to: 1499 }
const SOLAR_HIJRI_DAY = /^(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})$/

/**
 * A day of the Solar Hijri calendar as a Persian editor types it ("1405/9/15", "۱۴۰۵/۰۹/۱۵") as
 * the Gregorian `YYYY-MM-DD` it is, or null when it is no such day (Esfand 30 of a common year).
 * Intl's Persian calendar (ICU's) converts; no table of ours.
 */
export function dayOfSolarHijri(text: string): string | null {
  const match = SOLAR_HIJRI_DAY.exec(latinDigits(text).trim())
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  // Years of this calendar near ours only: a Gregorian date typed by habit ("2026/12/01") is
  // refused, not read as a day six centuries ahead.
  if (year < SOLAR_HIJRI_YEARS.from || year > SOLAR_HIJRI_YEARS.to) return null
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  const fromNewYear = (month <= 6 ? (month - 1) * 31 : 186 + (month - 7) * 30) + day - 1
  // Nowruz, 1 Farvardin, falls between 19 and 22 March of the Gregorian year 621 after.
  for (const march of [19, 20, 21, 22]) {
    const newYear = Date.UTC(year + 621, 2, march)
    const first = solarHijriParts(newYear)
    if (first.year !== year || first.month !== 1 || first.day !== 1) continue
    const instant = newYear + fromNewYear * DAY_MS
    const found = solarHijriParts(instant)
    return found.year === year && found.month === month && found.day === day
      ? new Date(instant).toISOString().slice(0, 10)
      : null
  }
  return null
}

/** A Gregorian `YYYY-MM-DD` as a Persian editor writes it: "۱۴۰۵/۰۹/۱۰". */
export const solarHijriDay = (isoDay: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE.fa, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.parse(`${isoDay}T00:00:00Z`))

/**
 * A day as the editor writes it: the browser's date input (YYYY-MM-DD) in English; in Persian a
 * Solar Hijri day typed as year/month/day, since the browser's date input knows only Gregorian.
 * Read back as the Gregorian `YYYY-MM-DD` it names ('' when empty, null when it names no day).
 */
export function dayOfText(text: string, solar: boolean): string | null {
  if (!text.trim()) return ''
  return solar ? dayOfSolarHijri(text) : /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null
}

/** A Gregorian `YYYY-MM-DD` as the day field shows it in the editor's language. */
export const dayText = (isoDay: string, solar: boolean) => (solar ? solarHijriDay(isoDay) : isoDay)

/** A time of day `HH:mm` as the time field shows it: in Persian digits in Persian. */
export const clockText = (hhmm: string, persian: boolean) =>
  persian ? hhmm.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit))) : hhmm

/**
 * The instant `wall` names in `zone`, or null when it is not a wall time. A time a clock skips (the
 * hour lost when summer time starts) is taken as the same time on the clock before the change; a
 * time a clock shows twice (when summer time ends), as its first showing.
 */
export function instantOf(zone: string, wall: WallTime): Date | null {
  const match = WALL_TIME.exec(wall)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(asUtc)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null
  // The offset just before and just after the guess: they differ only around a change of the clock.
  const before = zoneOffsetMs(zone, asUtc - 24 * 3600_000)
  const after = zoneOffsetMs(zone, asUtc + 24 * 3600_000)
  const candidates = [asUtc - before, asUtc - after].filter((instant) => wallTimeIn(zone, new Date(instant)) === wall)
  return new Date(candidates.length ? Math.min(...candidates) : asUtc - before)
}

/** A zone's name in a language ("Iran Standard Time", "وقت عادی ایران"). */
export const zoneName = (zone: string, language: string) =>
  new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value ?? zone

/**
 * The Intl locale of the admin's interface language: Persian as the site writes it (Solar Hijri,
 * Persian digits); English day-month-year, as Strapi's own screens show dates.
 */
export const INTERFACE_INTL_LOCALE: Record<Locale, string> = { fa: INTL_LOCALE.fa, en: 'en-GB' }

/**
 * A time as the admin panel shows it everywhere (issue [25]): on the editors' clock, 24-hour, the
 * zone named, in the editor's interface language; the day too unless it is today there.
 * "17:10:05 (Iran Standard Time)", "28 Nov 2026, 17:10 (Iran Standard Time)", "۱۷:۱۰:۰۵ (وقت عادی ایران)".
 */
export function editorTime(iso: string, zone: string, language: Locale = 'en', now = new Date()): string {
  const date = new Date(iso)
  const today = wallTimeIn(zone, date).slice(0, 10) === wallTimeIn(zone, now).slice(0, 10)
  const text = new Intl.DateTimeFormat(INTERFACE_INTL_LOCALE[language], {
    timeZone: zone,
    hourCycle: 'h23',
    ...(today
      ? { hour: '2-digit', minute: '2-digit', second: '2-digit' }
      : { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  } as const).format(date)
  return `${text} (${zoneName(zone, language)})`
}

/**
 * A day (a date field: a post's date, a consultation's preferred day) as the admin's lists write
 * it, in the editor's interface language and calendar, the weekday first: "Mon 7 Dec 2026",
 * "دوشنبه ۱۶ آذر ۱۴۰۵". Built from parts: ICU's Persian pattern puts the weekday last.
 */
export function editorDay(isoDay: string, language: Locale = 'en'): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat(INTERFACE_INTL_LOCALE[language], {
      timeZone: 'UTC',
      weekday: language === 'fa' ? 'long' : 'short',
      day: 'numeric',
      month: language === 'fa' ? 'long' : 'short',
      year: 'numeric',
    })
      .formatToParts(Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`))
      .map(({ type, value }) => [type, value]),
  )
  return `${part.weekday} ${part.day} ${part.month} ${part.year}`
}
