/**
 * The site's translation runtime: a lookup into the translation tables the page query brought
 * (locales/{fa,en}/translation.json, sourced by gatsby-plugin-react-i18next). It replaces the
 * plugin's browser runtime (i18next + react-i18next, about 18 KB gzip on every page) with the
 * little this site uses: flat keys (the English text is often the key), `{{name}}` interpolation
 * and a fallback to the default locale, then to the key itself. See
 * docs/decisions/0010-translation-runtime.md.
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { TranslationEdges } from '../cms/types'
import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n'

export type TranslationTable = Readonly<Record<string, string>>
export type InterpolationValues = Readonly<Record<string, string | number>>
export type TFunction = (key: string, values?: InterpolationValues) => string

export type Translations = {
  /** The language `t` translates into. */
  readonly language: Locale
  readonly t: TFunction
  /** A `t` into another language whose table this page loaded (the 404 page shows both). */
  getFixedT(language: Locale): TFunction
  /** The same tables, translating into another language. */
  withLanguage(language: Locale): Translations
}

// Not Object.hasOwn: Gatsby's browser targets would add a polyfill for it to every page.
const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key)

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g

/** Fills `{{name}}` placeholders; a placeholder without a value stays as written. */
export function interpolate(text: string, values?: InterpolationValues): string {
  if (!values) return text
  return text.replace(PLACEHOLDER, (whole, name: string) => (own(values, name) ? String(values[name]) : whole))
}

export function createTranslations(tables: Partial<Record<Locale, TranslationTable>>, language: Locale): Translations {
  const fixedT = (lng: Locale): TFunction => {
    const table = tables[lng]
    const fallback = tables[DEFAULT_LOCALE]
    return (key, values) => {
      const text = table && own(table, key) ? table[key] : fallback && own(fallback, key) ? fallback[key] : key
      return interpolate(text, values)
    }
  }
  const translations: Translations = {
    language,
    t: fixedT(language),
    getFixedT: fixedT,
    withLanguage: (lng) => (lng === language ? translations : createTranslations(tables, lng)),
  }
  return translations
}

// Tables parsed once per query result: the page element re-renders, its data object does not change.
const parsed = new WeakMap<TranslationEdges, Partial<Record<Locale, TranslationTable>>>()

/** The tables of a page query's `locales: allLocale { ...Translations }` result, by language. */
const NO_TABLES: Partial<Record<Locale, TranslationTable>> = {}

export function translationTables(
  edges: TranslationEdges | null | undefined,
): Partial<Record<Locale, TranslationTable>> {
  if (!edges) return NO_TABLES
  const cached = parsed.get(edges)
  if (cached) return cached
  const tables: Partial<Record<Locale, TranslationTable>> = {}
  for (const { node } of edges.edges) {
    if (isLocale(node.language))
      tables[node.language] = { ...tables[node.language], ...(JSON.parse(node.data) as Record<string, string>) }
  }
  parsed.set(edges, tables)
  return tables
}

const byLanguage = new WeakMap<object, Partial<Record<Locale, Translations>>>()

/** A page's translations: one object per query result and language, so the context value is stable. */
export function pageTranslations(edges: TranslationEdges | null | undefined, language: Locale): Translations {
  const tables = translationTables(edges)
  const known = byLanguage.get(tables) ?? {}
  const translations = known[language] ?? createTranslations(tables, language)
  byLanguage.set(tables, { ...known, [language]: translations })
  return translations
}

const TranslationsContext = createContext<Translations>(createTranslations({}, DEFAULT_LOCALE))

export function TranslationsProvider({ value, children }: { value: Translations; children: ReactNode }) {
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>
}

/** `t` in the page's language, and the page's translations (`i18n.language`, `i18n.getFixedT`). */
export function useTranslation(): { t: TFunction; i18n: Translations } {
  const i18n = useContext(TranslationsContext)
  return { t: i18n.t, i18n }
}
