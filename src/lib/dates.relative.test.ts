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
    [40 * 24 * 3600, '40 days ago'],
  ])('%p seconds in English: %p', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), 'en', now)).toBe(text)
  })

  it.each([
    [0, 'همین حالا'],
    [30, '۳۰ ثانیه پیش'],
    [5 * 60, '۵ دقیقه پیش'],
    [2 * 3600, '۲ ساعت پیش'],
    [3 * 24 * 3600, '۳ روز پیش'],
  ])('%p seconds in Persian: %p', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), 'fa', now)).toBe(text)
  })

  it('rejects a date that is not ISO', () => {
    expect(() => formatRelativeTime('22/11/2026', 'en', now)).toThrow(RangeError)
  })
})
