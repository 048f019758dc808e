/**
 * The search bench's page script (bundled for the browser): asks one engine a query as the
 * site's search would, folded by the site's own `queryText`, and returns the first five results'
 * titles once they can be shown (for Pagefind that includes fetching each result's fragment).
 * The engine and its index load on the first query, as they will when a reader opens search.
 */
import MiniSearch from 'minisearch'
import type { Locale } from '../../src/lib/i18n'
import { queryText } from '../../src/search/normalise'
import { MINISEARCH_SEARCH, miniSearchOptions, type SearchEngine } from './search-engine-options'

type PagefindModule = {
  search: (query: string) => Promise<{ results: { data: () => Promise<{ meta: { title: string } }> }[] }>
}

const locale = document.documentElement.lang as Locale
let mini: Promise<MiniSearch> | undefined
let pagefind: Promise<PagefindModule> | undefined
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js'

async function runQuery(engine: SearchEngine, query: string): Promise<string[]> {
  const folded = queryText(query, locale)
  if (engine === 'minisearch') {
    mini ??= fetch(`/minisearch/${locale}.json`)
      .then((response) => response.text())
      .then((json) => MiniSearch.loadJSON(json, miniSearchOptions(locale)))
    const index = await mini
    return index
      .search(folded, MINISEARCH_SEARCH)
      .slice(0, 5)
      .map((result) => String(result.title))
  }
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<PagefindModule>
  const answer = await (await pagefind).search(folded)
  const pages = await Promise.all(answer.results.slice(0, 5).map((result) => result.data()))
  return pages.map((page) => page.meta.title)
}

Object.assign(window, { runQuery })
