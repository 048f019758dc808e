/**
 * Posts for the search bench: N per locale, written from the seeded posts' own sentences so the
 * words and their frequencies are those of this site's blog, each post also naming things no
 * other post names (a client, a system, a figure) so the vocabulary keeps growing with the blog
 * as a real one's does. An index of N copies of one text (the build-scaling bench's posts) would
 * hold a handful of words whatever N, and flatter an engine that fetches per word.
 *
 * Deterministic: post i of a size is the same every run.
 */
import { posts } from '../../cms/src/seed/content'
import type { Locale } from '../../src/lib/i18n'

export type SearchDocument = { url: string; title: string; excerpt: string; content: string }

/** Sentences of the seeded posts of a locale (headings and list items are sentences too). */
function sentencesOf(locale: Locale): string[] {
  return posts
    .flatMap((post) => [post[locale].title, post[locale].excerpt, ...post[locale].body.split(/\n+/)])
    .map((line) => line.replace(/^[#\-\s]+/, '').trim())
    .filter((line) => line.length > 0)
}

/** Mulberry32: a small seeded generator, so a run's corpus is reproducible. */
function generator(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

const SYLLABLES: Record<Locale, string[]> = {
  en: ['ka', 'lo', 'ri', 'ven', 'tor', 'mi', 'sa', 'del', 'qu', 'bar', 'nex', 'ol', 'ta', 'pri', 'zen', 'ha'],
  fa: ['کا', 'لو', 'ری', 'ون', 'تور', 'می', 'سا', 'دل', 'نو', 'بار', 'نگ', 'پا', 'تا', 'پری', 'زن', 'ها'],
}

/** A made-up proper name (a client, a system), three to four syllables. */
function name(random: () => number, locale: Locale): string {
  const syllables = SYLLABLES[locale]
  const length = 3 + Math.floor(random() * 2)
  let word = ''
  for (let index = 0; index < length; index++) word += syllables[Math.floor(random() * syllables.length)]
  return locale === 'en' ? word[0].toUpperCase() + word.slice(1) : word
}

const FIGURE_LINE: Record<Locale, (client: string, system: string, users: number) => string> = {
  en: (client, system, users) => `For ${client} we tested ${system} with ${users} concurrent users before the launch.`,
  fa: (client, system, users) =>
    `برای ${client} سامانهٔ ${system} را با ${new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(users)} کاربر هم‌زمان پیش از راه‌اندازی آزمودیم.`,
}

/** Sentences per post: about the length of the seeded posts and a little over. */
const SENTENCES_PER_POST = 24

export function searchCorpus(count: number, locale: Locale): SearchDocument[] {
  const sentences = sentencesOf(locale)
  const random = generator(count * 2 + (locale === 'fa' ? 1 : 0))
  const pick = () => sentences[Math.floor(random() * sentences.length)]
  const documents: SearchDocument[] = []
  for (let index = 0; index < count; index++) {
    const client = name(random, locale)
    const system = name(random, locale)
    const body = [FIGURE_LINE[locale](client, system, 100 * (1 + Math.floor(random() * 200)))]
    for (let sentence = 1; sentence < SENTENCES_PER_POST; sentence++) body.push(pick())
    documents.push({
      url: `/${locale}/blog/search-bench-${index}/`,
      title: `${pick().split(/[:.؟?]/)[0]} — ${client}`,
      excerpt: pick(),
      content: body.join('\n'),
    })
  }
  return documents
}
