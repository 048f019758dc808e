import { formatDate, parseIsoDate } from './dates'

describe('dates', () => {
  it('formats English dates in the Gregorian calendar', () => {
    expect(formatDate('2026-01-12', 'en')).toBe('January 12, 2026')
  })

  it('formats Persian dates in the Persian calendar with Persian digits', () => {
    const text = formatDate('2026-03-21', 'fa')
    expect(text).toContain('۱۴۰۵')
    expect(text).toMatch(/فروردین/)
    expect(text).not.toMatch(/[0-9]/)
  })

  it('accepts ISO date-times', () => {
    expect(parseIsoDate('2026-11-22T04:00:42.095Z').toISOString()).toBe('2026-11-22T04:00:42.095Z')
  })

  it.each(['12/01/2026', '2026-1-2', 'yesterday', '', '2026-13-45'])('rejects %p', (value) => {
    expect(() => parseIsoDate(value)).toThrow(RangeError)
  })
})
