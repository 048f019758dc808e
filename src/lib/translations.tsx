/**
 * The site's translation runtime: a lookup into the translation tables the page query brought
 * (locales/{fa,en}/translation.json, sourced by gatsby-plugin-react-i18next). It replaces the
 * plugin's browser runtime (i18next + react-i18next, about 18 KB gzip on every page) with the
 * little this site uses: flat keys (the English text is often the key), `{{name}}` interpolation
 * (of text, or of elements: `interpolateElements`) and a fallback to the default locale, then to
 * the key itself. A message that names one number ("Must be at most 1000 characters", as the
 * shared rules and the calls write it) is found by its template ("Must be at most {{count}}
 * characters") when it has no entry of its own, the number written by localeNumber like every
 * other number the site shows. See docs/decisions/0010-translation-runtime.md.
 */
import { createContext, Fragment, useContext, type ReactNode } from 'react'
import type { TranslationEdges } from '../cms/types'
import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n'
import { localeNumber } from './numbers'

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

const ONE_NUMBER = /^(\D*)(\d+)(\D*)$/

/**
 * The translation of `key` as `values` fill it in: the table's own entry, else, for a text naming
 * one number, its template's entry with that number as `count` in the table's language.
 */
function lookUp(
  table: TranslationTable | undefined,
  language: Locale,
  key: string,
  values: InterpolationValues | undefined,
): string | undefined {
  if (!table) return undefined
  if (own(table, key)) return interpolate(table[key], values)
  const numbered = ONE_NUMBER.exec(key)
  if (!numbered) return undefined
  const template = `${numbered[1]}{{count}}${numbered[3]}`
  if (!own(table, template)) return undefined
  return interpolate(table[template], { ...values, count: localeNumber(Number(numbered[2]), language) })
}

export function createTranslations(tables: Partial<Record<Locale, TranslationTable>>, language: Locale): Translations {
  const fixedT =
    (lng: Locale): TFunction =>
    (key, values) =>
      lookUp(tables[lng], lng, key, values) ??
      lookUp(tables[DEFAULT_LOCALE], DEFAULT_LOCALE, key, values) ??
      interpolate(key, values)
  const translations: Translations = {
    language,
    t: fixedT(language),
    getFixedT: fixedT,
    withLanguage: (lng) => (lng === language ? translations : createTranslations(tables, lng)),
  }
  return translations
}

/**
 * A translated text with elements in some of its placeholders (an address in its own `<bdi>`),
 * the rest of it as text: `t(key)` without values keeps every placeholder to put them in.
 */
export function interpolateElements(text: string, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  return text
    .split(PLACEHOLDER)
    .map((part, index) =>
      index % 2 === 0 ? part : <Fragment key={index}>{own(elements, part) ? elements[part] : `{{${part}}}`}</Fragment>,
    )
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
