/**
 * The language a reader's query is written in, told by the script of its letters: the offer to
 * search the other language's pages hangs on it (ADR 0041). Each language's index holds its own
 * pages, and no transliteration crosses scripts (ADR 0032), so a query in the other language's
 * script is the other language's search.
 */
import { LOCALES, type Locale } from '../lib/i18n'

/** Each language's letters. Typed as a record so that a new language must name its script. */
const SCRIPT: Record<Locale, RegExp> = { fa: /\p{Script=Arabic}/u, en: /\p{Script=Latin}/u }

/**
 * The one language whose script every letter of the query is in; null for a query with no
 * letters (digits, signs), with letters of both scripts, or of a script no language here uses.
 */
export function queryLanguage(query: string): Locale | null {
  const letters = Array.from(query).filter((character) => /\p{L}/u.test(character))
  if (letters.length === 0) return null
  return LOCALES.find((locale) => letters.every((letter) => SCRIPT[locale].test(letter))) ?? null
}

/** The other language to offer a query's search in, when it is written in that language's script. */
export function otherLanguageOf(query: string, locale: Locale): Locale | null {
  const language = queryLanguage(query)
  return language && language !== locale ? language : null
}
