import { ARTICLE_KINDS, type ArticleKind } from '../../cms/src/rules/articles'

/** Where a result belongs on the site: the label a result shows (`search.section.{section}`). */
export type SearchSection = ArticleKind | 'service' | 'page'

export const SEARCH_SECTIONS: readonly SearchSection[] = [...ARTICLE_KINDS, 'service', 'page']
