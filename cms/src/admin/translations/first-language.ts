/**
 * A browser that never chose an interface language starts in the first of its own languages the
 * admin has (Persian for a Persian browser), where Strapi always starts in English, so a Persian
 * editor's login screen is Persian before anyone knows who they are; its refusals follow the same
 * languages (cms/src/middlewares/admin-login-language.ts). What an editor picks on the login
 * screen or in their profile Strapi keeps under the same key, and it wins from then on.
 */
import { preferredLanguage } from '../../rules/accept-language'
import { LOCALES } from '../../rules/locales'

/** Where Strapi's admin keeps the interface language (@strapi/admin's reducer). */
export const INTERFACE_LANGUAGE_KEY = 'strapi-admin-language'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

export function startInBrowserLanguage(storage: Storage, browserLanguages: readonly string[]) {
  if (storage.getItem(INTERFACE_LANGUAGE_KEY)) return
  // The browser's languages in its order of preference, as its Accept-Language header lists them.
  const language = preferredLanguage(browserLanguages.join(','), LOCALES)
  if (language) storage.setItem(INTERFACE_LANGUAGE_KEY, language)
}
