import type { TranslationEdges } from '../cms/types'
import { DEFAULT_LOCALE, isLocale } from './i18n'
import { pageTranslations, translationTables, type TFunction } from './translations'

/**
 * Gatsby's Head runs outside the page's React tree, so the translations provider is not there;
 * Heads read the translations of the static query SiteFrame (src/lib/site-frame.ts) through this instead.
 */
export function headTranslator(locales: TranslationEdges | null | undefined, language?: string): TFunction {
  const tables = translationTables(locales)
  const lng = isLocale(language) ? language : (Object.keys(tables).find(isLocale) ?? DEFAULT_LOCALE)
  return pageTranslations(locales, lng).t
}
