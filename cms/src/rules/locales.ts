/**
 * The product's languages, for the site, its functions and the CMS alike: Persian (the default,
 * right-to-left) and English. Content, accounts, e-mails, comments and consultations all use these.
 */
export const LOCALES = ['fa', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fa'

/** The names the CMS's admin shows for each (its i18n locales). */
export const LOCALE_NAMES: Record<Locale, string> = { fa: 'Persian (fa)', en: 'English (en)' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
