import { isLocale, LOCALE_NAMES } from '../../rules/locales'

/** A language's name without its code ("Persian"), or the code itself for one the site lacks. */
export const languageName = (locale: string) =>
  isLocale(locale) ? LOCALE_NAMES[locale].replace(/ \(.*\)$/, '') : locale
