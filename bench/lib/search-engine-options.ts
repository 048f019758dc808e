/** How the search bench builds and asks MiniSearch, shared by the indexer and the page. */
import type { Options, SearchOptions } from 'minisearch'
import type { Locale } from '../../src/lib/i18n'
import { queryText } from '../../src/search/normalise'

export type SearchEngine = 'pagefind' | 'minisearch'
export const SEARCH_ENGINES: SearchEngine[] = ['pagefind', 'minisearch']

/**
 * Words folded as the site folds a query, on both sides (MiniSearch keeps no text to show, so
 * the index need not read as the page wrote it), and stripped of diacritics and accents as
 * Pagefind strips them. No stemming: MiniSearch has none of its own.
 */
export const miniSearchOptions = (locale: Locale): Options => ({
  fields: ['title', 'content'],
  storeFields: ['title', 'url', 'excerpt'],
  idField: 'url',
  processTerm: (term) => queryText(term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''), locale) || null,
})

/** As Pagefind answers: every word required, the last one a prefix while the reader types. */
export const MINISEARCH_SEARCH: SearchOptions = {
  combineWith: 'AND',
  prefix: (_term, index, terms) => index === terms.length - 1,
}
