/**
 * The product's languages, for the site, its functions and the CMS alike: Persian (the default,
 * right-to-left) and English. Content, accounts, e-mails, comments and consultations all use these.
 */
export const LOCALES = ['fa', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fa'

/** Which way each language's text runs. */
export const DIRECTION: Record<Locale, 'rtl' | 'ltr'> = { fa: 'rtl', en: 'ltr' }

/** Intl's locale for each: Persian with the Persian (Solar Hijri) calendar and Persian digits. */
export const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian-nu-arabext', en: 'en-US' }

/**
 * The names the CMS's admin shows for each (its i18n locales), each in its own language as language
 * pickers name them: one name serves editors of either interface language.
 */
export const LOCALE_NAMES: Record<Locale, string> = { fa: 'فارسی (fa)', en: 'English (en)' }

/** Names the CMS gave its locales before; a locale still named so is renamed (an editor's own name stays). */
export const FORMER_LOCALE_NAMES: Partial<Record<Locale, string>> = { fa: 'Persian (fa)' }

/** The languages as a regular expression's alternation (`fa|en`), for addresses that start with one. */
export const LOCALE_ALTERNATION = LOCALES.join('|')

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
