/**
 * `/` sends the reader to the home of their language (requirements §2): the `nf_lang` cookie the
 * language switch sets, else the browser's languages by preference (Accept-Language with its
 * q-values), else Persian, the site's default. A function rather than the host's Language
 * redirect conditions: netlify dev reads only the first tag of the header and treats a missing
 * header as English. Decision: docs/decisions/0014-what-readers-stumble-on.md, point 3.
 */
import type { Config } from '@netlify/functions'
import { preferredLanguage } from '../cms/src/rules/accept-language'
import { DEFAULT_LOCALE, isLocale, LOCALES, localePath, type Locale } from '../src/lib/i18n'
import { LOCALE_COOKIE } from '../src/lib/locale-cookie'
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../src/server/security-headers'
import { readCookie } from './lib/session.mjs'

export function readerLocale(req: Request): Locale {
  const chosen = readCookie(req, LOCALE_COOKIE)
  if (isLocale(chosen)) return chosen
  return preferredLanguage(req.headers.get('accept-language'), LOCALES) ?? DEFAULT_LOCALE
}

export default async (req: Request): Promise<Response> =>
  new Response(null, {
    status: 302,
    headers: {
      ...SECURITY_HEADERS,
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      location: localePath(readerLocale(req), '/'),
      // The answer differs per reader: no shared cache may keep one reader's choice for another.
      'cache-control': 'private, no-store',
      vary: 'Cookie, Accept-Language',
    },
  })

export const config: Config = { path: '/' }
