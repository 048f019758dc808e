/**
 * What a tag is (issue [19], docs/decisions/0042-tag-pages.md). The CMS keeps tags as free text on
 * each post, a name per language version (the `shared.tag` component): there is no tag entry to
 * give an address. A tag is therefore the tags of one language that make the same slug, and the
 * slug is the name itself as a reader wrote it, Persian kept Persian (the browser shows it and
 * sends it percent-encoded, as Persian Wikipedia's addresses are), folded so that every way of
 * typing the same word is one tag: Arabic ي/ك and Persian ی/ک, a word's affix typed apart or with
 * a non-joiner, diacritics, the page's digits, letter case, spaces and punctuation.
 *
 * Decided where pages are made, never in the browser: gatsby-node groups posts by it and gives each
 * post its chips' slugs (a resolved field), the preview's renderer does the same for a draft.
 */
import type { Locale } from '../lib/i18n'
import { indexText, pageDigits } from '../search/normalise'

/** Arabic-script diacritics (harakat, the superscript alef): how a word is voiced, not which word. */
const DIACRITICS = /[\u064b-\u065f\u0670]/g
/** Invisible format characters (direction marks, zero-width space and joiner, soft hyphen), but the non-joiner. */
const FORMAT_CHARACTERS = /(?!\u200c)\p{Cf}/gu
/** A non-joiner that does not sit between two letters spells nothing. */
const LOOSE_NON_JOINER = /(?<!\p{L}\p{M}*)\u200c|\u200c(?!\p{L})/gu
/**
 * What an address segment keeps as it is: letters, their marks, digits, the non-joiner inside a
 * word, `+` and `.` (c++, node.js). Anything else, `/ ? # %` included, is a word break.
 */
const WORD_BREAKS = /[^\p{L}\p{M}\p{N}\u200c+.]+/gu

/**
 * A tag's slug in a language: "Load  Testing" → "load-testing", «تست بار» → "تست-بار",
 * «سنجه ها» → "سنجه‌ها" (with the non-joiner), "HTTP/2" on a Persian page → "http-۲". Empty for
 * a name of nothing but punctuation: such a tag has no page. A slug is its own slug.
 */
export function tagSlug(name: string, locale: Locale): string {
  // Every digit in the language's own, Latin names' too: tag pages keep the addresses they had.
  return pageDigits(indexText(name.normalize('NFC').replace(FORMAT_CHARACTERS, '').trim(), locale), locale)
    .toLocaleLowerCase(locale)
    .replace(DIACRITICS, '')
    .replace(LOOSE_NON_JOINER, '')
    .replace(WORD_BREAKS, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
}

/** A post's tag as its chip shows it: the name the post gives it, and its page's slug ('' for none). */
export type TagLink = { name: string; slug: string }

/** A post's tags with their slugs, in the post's order. */
export const tagLinksOf = (tags: readonly { name: string }[] | null | undefined, locale: Locale): TagLink[] =>
  (tags ?? []).map((tag) => ({ name: tag.name, slug: tagSlug(tag.name, locale) }))

/** A post as tags are gathered from it: its node id and its tags as the CMS gives them. */
export type TaggedPost = { id: string; tags: readonly { name: string }[] | null }

/** One language's tag: its slug, the name its page shows, its posts' ids in the order given. */
export type Tag = { slug: string; name: string; postIds: string[] }

/** How an editor wrote a name, spaces evened out: the spellings a tag's name is chosen from. */
const spellingOf = (name: string) => name.trim().replace(/\s+/g, ' ')

/**
 * The tags of one language's posts (given newest first, so each tag's posts are too), the tag
 * with the most posts first, then by name in the language's order. A tag's name is the spelling
 * most of its posts use; among equals, the newest post's.
 */
export function tagsOfPosts(posts: readonly TaggedPost[], locale: Locale): Tag[] {
  const bySlug = new Map<string, { postIds: string[]; spellings: Map<string, number> }>()
  for (const post of posts) {
    for (const tag of post.tags ?? []) {
      const spelling = spellingOf(tag.name)
      const slug = tagSlug(spelling, locale)
      if (!slug) continue
      const entry = bySlug.get(slug) ?? { postIds: [], spellings: new Map<string, number>() }
      entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + 1)
      // A post naming one tag twice (two spellings) is one of its posts.
      if (entry.postIds[entry.postIds.length - 1] !== post.id) entry.postIds.push(post.id)
      bySlug.set(slug, entry)
    }
  }
  return Array.from(bySlug, ([slug, { postIds, spellings }]) => {
    // A Map iterates in insertion order, and posts come newest first: the first of the most used wins.
    let name = ''
    let uses = 0
    for (const [spelling, count] of spellings)
      if (count > uses) {
        name = spelling
        uses = count
      }
    return { slug, name, postIds }
  }).sort((a, b) => b.postIds.length - a.postIds.length || a.name.localeCompare(b.name, locale))
}
