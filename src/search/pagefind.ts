/**
 * The browser's side of the site's search (ADR 0032): Pagefind's script, written by the build
 * into /pagefind/{locale}/, loaded on the first search and never before, the language's own
 * index. Queries are folded by `queryText` as the index was by `indexText`.
 */
import type { Locale } from '../lib/i18n'
import { searchIndexPath } from './index-path'
import { queryText } from './normalise'
import { SEARCH_SECTIONS, type SearchSection } from './sections'

export type SearchHit = { url: string; title: string; section: SearchSection | null; excerpt: ExcerptPart[] }
/** An excerpt as text and the words that matched, never as markup. */
export type ExcerptPart = { text: string; match: boolean }

type PagefindData = { url: string; excerpt: string; meta: { title?: string; section?: string } }
type Pagefind = {
  options: (options: { basePath: string }) => Promise<void>
  init: () => Promise<void>
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>
}

const instances = new Map<Locale, Promise<Pagefind>>()

function pagefindFor(locale: Locale): Promise<Pagefind> {
  let instance = instances.get(locale)
  if (!instance) {
    const base = searchIndexPath(locale)
    instance = (import(/* webpackIgnore: true */ `${base}pagefind.js`) as Promise<Pagefind>).then(async (module) => {
      await module.options({ basePath: base })
      await module.init()
      return module
    })
    // A failed load (offline, a deploy in between) is tried again by the next search.
    instance.catch(() => instances.delete(locale))
    instances.set(locale, instance)
  }
  return instance
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, name: string) => ENTITIES[name])

/**
 * Punctuation at a marked word's edges. Pagefind marks the text between two spaces, so a word
 * before a comma or inside quotes is marked with them ("<mark>stress.</mark>",
 * "<mark>«استرس»</mark>"): only the word is the match.
 */
const EDGES = /^(\p{P}*)([\s\S]*?)(\p{P}*)$/u

/** A marked word with the punctuation at its edges given back to the text around it. */
function markedWord(text: string): ExcerptPart[] {
  const [, before, word, after] = EDGES.exec(text) ?? ['', '', text, '']
  return [
    { text: before, match: false },
    { text: word, match: true },
    { text: after, match: false },
  ]
}

/** Pagefind's excerpt (text with <mark> around matches) as parts to render as text. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts = excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .flatMap((part) =>
      part.startsWith('<mark>') ? markedWord(decode(part.slice(6, -7))) : [{ text: decode(part), match: false }],
    )
  // Text beside text is one part, and nothing is an empty part.
  return parts.reduce<ExcerptPart[]>((joined, part) => {
    const last = joined[joined.length - 1]
    if (!part.text) return joined
    if (last && !last.match && !part.match) last.text += part.text
    else joined.push({ ...part })
    return joined
  }, [])
}

const sectionOf = (value: string | undefined): SearchSection | null =>
  SEARCH_SECTIONS.find((section) => section === value) ?? null

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
