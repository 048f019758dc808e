/**
 * Reading aids computed from a post's Strapi blocks: reading time, heading anchors and the
 * table of contents. The blocks are read at build time (gatsby-node's resolvers); pages get the
 * results, so the browser never runs these Unicode-class regexps while hydrating.
 */
import type { Block, HeadingAnchor, InlineNode } from '../cms/fields'

export type { HeadingAnchor }

/** Average silent-reading speed used for both languages (words per minute). */
export const WORDS_PER_MINUTE = 200
/** A post gets a table of contents from this many section headings on. */
export const TOC_MIN_HEADINGS = 3

export function inlineText(nodes: InlineNode[]): string {
  return nodes.map((node) => (node.type === 'link' ? inlineText(node.children) : node.text)).join('')
}

export function blockText(block: Block): string {
  switch (block.type) {
    case 'image':
      return ''
    case 'list':
      return block.children
        .map((item) => (item.type === 'list-item' ? inlineText(item.children) : blockText(item)))
        .join('\n')
    default:
      return inlineText(block.children)
  }
}

export function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

export function readingMinutes(blocks: Block[] | null | undefined, extra = ''): number {
  const words = wordCount([extra, ...(blocks ?? []).map(blockText)].join('\n'))
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** A fragment id from heading text; Persian letters are kept (browsers handle Unicode ids). */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\p{M}\u200c\s-]+/gu, '')
    .replace(/[\s\u200c]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * The anchor of every heading block, ids unique within the content. Level 1 renders as h2 (the
 * page or post title is the h1); the table of contents lists h2 and h3.
 */
export function headingAnchors(blocks: Block[] | null | undefined): HeadingAnchor[] {
  const anchors: HeadingAnchor[] = []
  const used = new Map<string, number>()
  ;(blocks ?? []).forEach((block, index) => {
    if (block.type !== 'heading') return
    const text = inlineText(block.children).trim()
    const base = slugify(text) || 'section'
    const seen = used.get(base) ?? 0
    used.set(base, seen + 1)
    anchors.push({ index, id: seen ? `${base}-${seen + 1}` : base, text, level: Math.min(Math.max(block.level, 2), 6) })
  })
  return anchors
}

export function tableOfContents(anchors: HeadingAnchor[]): HeadingAnchor[] {
  const entries = anchors.filter((entry) => entry.level <= 3)
  return entries.length >= TOC_MIN_HEADINGS ? entries : []
}
