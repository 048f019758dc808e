/**
 * The browser's side of the site's search (ADR 0032): Pagefind's script, written by the build
 * into /pagefind/, loaded on the first search and never before, one instance per language (it
 * picks its index by the page's language when it starts). Queries are folded by `queryText` as
 * the index was by `indexText`.
 */
import type { Locale } from '../lib/i18n'
import { queryText } from './normalise'
import type { SearchSection } from './site-index'

export type SearchHit = { url: string; title: string; section: SearchSection | null; excerpt: ExcerptPart[] }
/** An excerpt as text and the words that matched, never as markup. */
export type ExcerptPart = { text: string; match: boolean }

type PagefindData = { url: string; excerpt: string; meta: { title?: string; section?: string } }
type Pagefind = {
  options: (options: { basePath: string }) => Promise<void>
  init: () => Promise<void>
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>
}

const BASE = '/pagefind/'
const instances = new Map<Locale, Promise<Pagefind>>()

function pagefindFor(locale: Locale): Promise<Pagefind> {
  let instance = instances.get(locale)
  if (!instance) {
    instance = (import(/* webpackIgnore: true */ `${BASE}pagefind.js?${locale}`) as Promise<Pagefind>).then(
      async (module) => {
        await module.options({ basePath: BASE })
        await module.init()
        return module
      },
    )
    // A failed load (offline, a deploy in between) is tried again by the next search.
    instance.catch(() => instances.delete(locale))
    instances.set(locale, instance)
  }
  return instance
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, name: string) => ENTITIES[name])

/** Pagefind's excerpt (text with <mark> around matches) as parts to render as text. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decode(part.slice(6, -7)), match: true }
        : { text: decode(part), match: false },
    )
}

const SECTIONS: SearchSection[] = ['post', 'service', 'case-study', 'page']
const sectionOf = (value: string | undefined): SearchSection | null =>
  SECTIONS.find((section) => section === value) ?? null

/** How many pages match, and the first of them, best first. */
export type SearchAnswer = { total: number; hits: SearchHit[] }

/** The first `limit` results for a query in a language; none for a blank query. */
export async function search(locale: Locale, query: string, limit: number): Promise<SearchAnswer> {
  const folded = queryText(query, locale).trim()
  if (!folded) return { total: 0, hits: [] }
  const results = (await (await pagefindFor(locale)).search(folded))?.results ?? []
  const pages = await Promise.all(results.slice(0, limit).map((result) => result.data()))
  const hits = pages.map((page) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    section: sectionOf(page.meta.section),
    excerpt: excerptParts(page.excerpt),
  }))
  return { total: results.length, hits }
}
