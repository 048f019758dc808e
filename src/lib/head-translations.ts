import type { TranslationEdges } from '../cms/types'

/**
 * Gatsby's Head runs outside the page's React tree, so the i18n provider is not there;
 * Heads read the page query's translations through this instead.
 */
export function headTranslator(locales: TranslationEdges | null | undefined, language?: string) {
  const edge = locales?.edges.find(({ node }) => !language || node.language === language)
  const table = edge ? (JSON.parse(edge.node.data) as Record<string, string>) : {}
  return (key: string) => table[key] ?? key
}
