import { localeDigits, localeFigure, localeNumber } from './numbers'
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

describe('localeFigure', () => {
  it.each(LOCALES)('writes the numbers in a figure exactly as Intl writes them in %s', (locale) => {
    // formatRange is ES2023's: the TypeScript library the project compiles against does not declare it.
    const intl = new Intl.NumberFormat(INTL[locale]) as Intl.NumberFormat & {
      formatRange(from: number, to: number): string
    }
    expect(localeFigure('2,300', locale)).toBe(intl.format(2300))
    expect(localeFigure('1,234.56', locale)).toBe(intl.format(1234.56))
    expect(localeFigure('1.9', locale)).toBe(intl.format(1.9))
    expect(localeFigure('-27', locale)).toBe(intl.format(-27))
    expect(localeFigure('+27', locale)).toBe(new Intl.NumberFormat(INTL[locale], { signDisplay: 'always' }).format(27))
    expect(localeFigure('27%', locale)).toBe((0.27).toLocaleString(INTL[locale], { style: 'percent' }))
    expect(localeFigure('2-3', locale)).toBe(intl.formatRange(2, 3))
  })

  it('localises what an editor typed in a Persian figure: digits, separators, percent, ranges', () => {
    for (const [typed, shown] of [
      ['2,300', '۲٬۳۰۰'],
      ['۲,۳۰۰', '۲٬۳۰۰'],
      ['٢٣٠٠', '۲۳۰۰'],
      ['40%', '۴۰٪'],
      ['1.9 s', '۱٫۹ s'],
      ['20-30%', '۲۰–۳۰٪'],
      ['10 — 20', '۱۰ – ۲۰'],
      ['-12%', '\u200e−۱۲٪'],
      ['5×', '۵×'],
      ['3.5M', '۳٫۵M'],
      ['1,000,000+', '۱٬۰۰۰٬۰۰۰+'],
      ['24/7', '۲۴/۷'],
    ])
      expect([typed, localeFigure(typed, 'fa')]).toEqual([typed, shown])
  })

  it('leaves words and what is not one number as typed', () => {
    for (const typed of ['Weekly', 'هفتگی', 'p95', 'k6', '1.2.3', '2,30', 'v2'])
      expect([typed, localeFigure(typed, 'fa')]).toEqual([typed, typed])
  })

  it('writes a figure typed in Persian with Latin digits and marks on English pages', () => {
    expect(localeFigure('۲٬۳۰۰', 'en')).toBe('2,300')
    expect(localeFigure('۱٫۹ ثانیه', 'en')).toBe('1.9 ثانیه')
    expect(localeFigure('۲۷٪', 'en')).toBe('27%')
    expect(localeFigure(localeFigure('-12%', 'fa'), 'en')).toBe('-12%')
    expect(localeFigure('420 ms', 'en')).toBe('420 ms')
  })
})
