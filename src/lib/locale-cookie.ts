import type { Locale } from './i18n'

/**
 * The reader's language choice (SPEC section 2: 365 days, SameSite=Lax). `nf_lang` is the
 * cookie Netlify's Language redirect conditions read, so the host sends `/` to the chosen
 * locale before any page loads (netlify.toml); netlify dev honours it the same way.
 */
export const LOCALE_COOKIE = 'nf_lang'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function rememberLocale(locale: Locale, doc: Document = document) {
  doc.cookie = localeCookie(locale, doc.location?.protocol === 'https:')
}
