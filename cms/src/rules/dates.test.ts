import { formatDay, formatDayInBothCalendars } from './dates'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

describe('formatDay (the site and the e-mails alike)', () => {
  it('writes a Persian day in Persian order, Persian words and digits, without a Latin comma', () => {
    expect(formatDay(day('2026-11-29'), 'fa', { weekday: true })).toBe('یکشنبه ۸ آذر ۱۴۰۵')
    expect(formatDay(day('2026-11-29'), 'fa')).toBe('۸ آذر ۱۴۰۵')
    expect(formatDay(day('2026-11-29'), 'fa', { weekday: true, year: false })).toBe('یکشنبه ۸ آذر')
    expect(formatDay(day('2027-03-21'), 'fa')).toBe('۱ فروردین ۱۴۰۶')
  })

  it('writes an English day as Intl does', () => {
    expect(formatDay(day('2026-11-29'), 'en', { weekday: true })).toBe('Sunday, November 29, 2026')
    expect(formatDay(day('2026-11-29'), 'en')).toBe('November 29, 2026')
    expect(formatDay(day('2026-11-29'), 'en', { weekday: true, year: false })).toBe('Sunday, November 29')
  })

  it('gives Persian readers the Gregorian day too, in Persian', () => {
    expect(formatDayInBothCalendars(day('2026-11-29'), 'fa')).toBe('یکشنبه ۸ آذر ۱۴۰۵ (۲۹ نوامبر ۲۰۲۶)')
    expect(formatDayInBothCalendars(day('2026-11-29'), 'en')).toBe('Sunday, November 29, 2026')
  })
})
