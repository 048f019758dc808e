import { formatWait, retryAfterSeconds } from './waits'

describe('formatWait', () => {
  it('says a wait in the largest unit that fits, rounded up, in each language', () => {
    expect(formatWait(40, 'en')).toBe('40 seconds')
    expect(formatWait(1, 'en')).toBe('1 second')
    expect(formatWait(61, 'en')).toBe('2 minutes')
    expect(formatWait(180, 'en')).toBe('3 minutes')
    expect(formatWait(3599, 'en')).toBe('1 hour')
    expect(formatWait(3600, 'en')).toBe('1 hour')
    expect(formatWait(40, 'fa')).toBe('۴۰ ثانیه')
    expect(formatWait(170, 'fa')).toBe('۳ دقیقه')
    expect(formatWait(3600, 'fa')).toBe('۱ ساعت')
  })

  it('never says less than the wait, nor nothing', () => {
    expect(formatWait(0, 'en')).toBe('1 second')
    expect(formatWait(59.2, 'en')).toBe('1 minute')
  })
})

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-22T12:00:00Z')
    expect(retryAfterSeconds('180', now)).toBe(180)
    expect(retryAfterSeconds(' 7 ', now)).toBe(7)
    expect(retryAfterSeconds('Sun, 22 Nov 2026 12:02:00 GMT', now)).toBe(120)
    expect(retryAfterSeconds(null, now)).toBeUndefined()
    expect(retryAfterSeconds('', now)).toBeUndefined()
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
  })
})
