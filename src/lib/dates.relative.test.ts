import { formatRelativeTime, JUST_NOW_SECONDS } from './dates'

const now = Date.parse('2026-11-22T12:00:00Z')
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

describe('relative times', () => {
  it.each([
    [0, 'just now'],
    [JUST_NOW_SECONDS - 1, 'just now'],
    [-30, 'just now'],
    [JUST_NOW_SECONDS, `${JUST_NOW_SECONDS} seconds ago`],
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [59 * 60, '59 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [6 * 24 * 3600, '6 days ago'],
    [7 * 24 * 3600, '1 week ago'],
    [29 * 24 * 3600, '4 weeks ago'],
    [40 * 24 * 3600, '1 month ago'],
    [95 * 24 * 3600, '3 months ago'],
    [364 * 24 * 3600, '11 months ago'],
    [366 * 24 * 3600, '1 year ago'],
    [3 * 366 * 24 * 3600, '3 years ago'],
  ])('%p seconds in English: %p', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), 'en', now)).toBe(text)
  })

  it.each([
    [0, 'همین حالا'],
    [30, '۳۰ ثانیه پیش'],
    [5 * 60, '۵ دقیقه پیش'],
    [2 * 3600, '۲ ساعت پیش'],
    [3 * 24 * 3600, '۳ روز پیش'],
    [14 * 24 * 3600, '۲ هفته پیش'],
    [95 * 24 * 3600, '۳ ماه پیش'],
    [800 * 24 * 3600, '۲ سال پیش'],
  ])('%p seconds in Persian: %p', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), 'fa', now)).toBe(text)
  })

  it('counts calendar months: a month is reached on the same day of the month, not after 30 days', () => {
    const march = Date.parse('2026-03-31T12:00:00Z')
    expect(formatRelativeTime('2026-02-28T12:00:00Z', 'en', march)).toBe('1 month ago')
    expect(formatRelativeTime('2026-03-01T12:00:00Z', 'en', march)).toBe('4 weeks ago')
    expect(formatRelativeTime('2026-01-31T13:00:00Z', 'en', march)).toBe('1 month ago')
    expect(formatRelativeTime('2025-03-31T12:00:00Z', 'en', march)).toBe('1 year ago')
    expect(formatRelativeTime('2025-03-31T12:00:01Z', 'en', march)).toBe('11 months ago')
  })

  it('rejects a date that is not ISO', () => {
    expect(() => formatRelativeTime('22/11/2026', 'en', now)).toThrow(RangeError)
  })
})
