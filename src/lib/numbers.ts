import type { Locale } from './i18n'

const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR', en: 'en-US' }
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
