import type { Locale } from './i18n'
import { LOCALE_COOKIE_DAYS } from '../../cms/src/rules/settings'

/**
 * The reader's language choice (requirements §2: LOCALE_COOKIE_DAYS, SameSite=Lax). `/` reads it on the
 * server (functions/language-home.mts), so the chosen locale's home is where `/` leads before
 * any page loads. The name is the one Netlify's own Language conditions read.
 */
export const LOCALE_COOKIE = 'nf_lang'
export const LOCALE_COOKIE_MAX_AGE = LOCALE_COOKIE_DAYS * 24 * 60 * 60

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function rememberLocale(locale: Locale, doc: Document = document) {
  doc.cookie = localeCookie(locale, doc.location?.protocol === 'https:')
}
