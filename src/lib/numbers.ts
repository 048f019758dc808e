import { INTL_LOCALE } from '../../cms/src/rules/locales'
import type { Locale } from './i18n'

const DIGITS: Record<Locale, string> = { fa: '۰۱۲۳۴۵۶۷۸۹', en: '0123456789' }
const GROUP_SEPARATOR: Record<Locale, string> = { fa: '٬', en: ',' }

/**
 * A count in the locale's digits ("۱٬۲۳۴" / "1,234"), as Intl.NumberFormat writes it. Whole
 * non-negative numbers are written here without Intl: a page's first Intl number formatter costs
 * the browser its locale data while hydrating (about 20 ms on a phone for a reading time).
 * Anything else goes to Intl.
 */
export function localeNumber(value: number, locale: Locale, { grouping = true }: { grouping?: boolean } = {}): string {
  if (!Number.isSafeInteger(value) || value < 0)
    return value.toLocaleString(INTL_LOCALE[locale], { useGrouping: grouping })
  const plain = String(value)
  const grouped = grouping ? plain.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[locale]) : plain
  return locale === 'en' ? grouped : grouped.replace(/\d/g, (digit) => DIGITS[locale][Number(digit)])
}

/** Text with its ASCII digits written in the locale's ("0.4.1" → "۰.۴.۱" on Persian pages). */
export const localeDigits = (text: string, locale: Locale) =>
  locale === 'en' ? text : text.replace(/[0-9]/g, (digit) => DIGITS[locale][Number(digit)])

/** The marks Intl writes around a number in each locale (numbers.test.ts holds them to Intl's). */
const DECIMAL_SEPARATOR: Record<Locale, string> = { fa: '٫', en: '.' }
const PERCENT_SIGN: Record<Locale, string> = { fa: '٪', en: '%' }
/** Persian's signs carry a left-to-right mark, so the sign stays on the number's left in a right-to-left line. */
const MINUS_SIGN: Record<Locale, string> = { fa: '\u200E−', en: '-' }
const PLUS_SIGN: Record<Locale, string> = { fa: '\u200E+', en: '+' }
/** Between the two ends of a range, as Intl's formatRange writes it. */
const RANGE_DASH = '–'

/** Every digit a writer may type, each system in order: a digit's value is its place here, modulo ten. */
const ANY_DIGITS = '0123456789۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩'
const DIGIT = `[${ANY_DIGITS}]`
const NUMBER = `(?:${DIGIT}{1,3}(?:[,٬]${DIGIT}{3})+(?:[.٫]${DIGIT}+)?|${DIGIT}+(?:[.٫]${DIGIT}+)?)`
/**
 * A number inside free text: digits in any of the three digit systems, grouped by threes with a
 * Latin or Persian comma or not grouped at all, an optional decimal part, and a sign or the other
 * end of a range before it. Digits that end a word ("p95", "k6") or belong to something that is
 * not one number ("1.2.3", "2,30") are no number and stay as written; a unit may follow ("5x").
 * What stands before it is matched (and written back), not looked behind at: Safari before 16.4
 * cannot compile a lookbehind, and this module is in every page.
 */
const NUMBER_IN_TEXT = new RegExp(
  `(^|[^\\p{L}\\p{N}_.,٫٬])(?:\u200E?([-−+])|(${NUMBER})(\\s*)[-–—](\\s*))?(${NUMBER})(?!${DIGIT}|[.,٫٬]${DIGIT})`,
  'gu',
)

/** One number's digits and separators in the locale's, its grouping as the writer chose it. */
function numberIn(locale: Locale, number: string): string {
  return number.replace(/./gu, (mark) => {
    if (mark === ',' || mark === '٬') return GROUP_SEPARATOR[locale]
    if (mark === '.' || mark === '٫') return DECIMAL_SEPARATOR[locale]
    return DIGITS[locale][ANY_DIGITS.indexOf(mark) % 10]
  })
}

/**
 * A figure an editor typed ("2,300", "40%", "1.9 s", "20-30%", "-12%") in the locale's number
 * writing, as localeNumber and Intl write numbers: its digits, group and decimal separators, percent
 * and minus sign, and an en dash between the ends of a range ("۲٬۳۰۰", "۴۰٪", "۱٫۹ s", "۲۰–۳۰٪").
 * Words, units and digits that are not a number are left as typed.
 */
export function localeFigure(text: string, locale: Locale): string {
  return text
    .replace(
      NUMBER_IN_TEXT,
      (_, before: string, sign?: string, from?: string, beforeDash?: string, afterDash?: string, number = '') => {
        const written = numberIn(locale, number)
        if (from !== undefined)
          return `${before}${numberIn(locale, from)}${beforeDash}${RANGE_DASH}${afterDash}${written}`
        if (sign === '+') return `${before}${PLUS_SIGN[locale]}${written}`
        if (sign) return `${before}${MINUS_SIGN[locale]}${written}`
        return `${before}${written}`
      },
    )
    .replace(/[%٪]/g, PERCENT_SIGN[locale])
}
