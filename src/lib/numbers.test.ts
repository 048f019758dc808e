import { localeDigits, localeNumber } from './numbers'
import { LOCALES } from './i18n'

const INTL = { fa: 'fa-IR', en: 'en-US' } as const
const samples = [
  0,
  1,
  9,
  10,
  42,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10000,
  12345,
  99999,
  100000,
  123456,
  1234567,
  98765432,
  Number.MAX_SAFE_INTEGER,
]

describe('localeNumber', () => {
  it.each(LOCALES)('writes whole numbers exactly as Intl does in %s, with and without grouping', (locale) => {
    for (const value of samples) {
      expect(localeNumber(value, locale)).toBe(value.toLocaleString(INTL[locale]))
      expect(localeNumber(value, locale, { grouping: false })).toBe(
        value.toLocaleString(INTL[locale], { useGrouping: false }),
      )
    }
  })
  it.each(LOCALES)('leaves fractions and negatives to Intl in %s', (locale) => {
    for (const value of [-1, -1234, 1.5, 1234.25])
      expect(localeNumber(value, locale)).toBe(value.toLocaleString(INTL[locale]))
  })
  it('uses Persian digits and separator for fa', () => {
    expect(localeNumber(1234, 'fa')).toBe('۱٬۲۳۴')
    expect(localeNumber(404, 'fa', { grouping: false })).toBe('۴۰۴')
  })
})

describe('localeDigits', () => {
  it('writes a text’s digits in the locale’s, leaving everything else', () => {
    expect(localeDigits('0.4.1-beta.2', 'fa')).toBe('۰.۴.۱-beta.۲')
    expect(localeDigits('0.4.1', 'en')).toBe('0.4.1')
  })
})
