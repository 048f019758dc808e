/**
 * Whether the site's translation runtime finds a text of its own for a key in one language: the
 * key's entry, or, for a message naming one number, its template's (src/lib/translations.tsx).
 * Every entry is marked, so a key found in the table reads marked and one read as itself does not.
 */
import { createTranslations } from '../../src/lib/translations'
import type { Locale } from '../../src/lib/i18n'
import fa from '../../locales/fa/translation.json'
import en from '../../locales/en/translation.json'

const TABLES: Record<Locale, Record<string, string>> = { fa, en }
const MARK = '\u0000'

const marked = Object.fromEntries(
  Object.entries(TABLES).map(([locale, table]) => [
    locale,
    createTranslations(
      { [locale]: Object.fromEntries(Object.entries(table).map(([key, text]) => [key, `${MARK}${text}`])) },
      locale as Locale,
    ).t,
  ]),
) as Record<Locale, (key: string) => string>

export const isTranslated = (locale: Locale, key: string) => marked[locale](key).startsWith(MARK)
