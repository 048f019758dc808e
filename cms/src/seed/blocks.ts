/**
 * Turns the seed's compact text into Strapi "blocks" (the block editor's JSON), so seed content
 * reads like prose instead of nested JSON. Supported: `## ` / `### ` headings, `- ` list items,
 * `1. ` ordered items, `> ` quotes, blank-line separated paragraphs, **bold** spans and
 * `[label](url)` links.
 */
export type TextNode = { type: 'text'; text: string; bold?: boolean }
export type LinkNode = { type: 'link'; url: string; children: TextNode[] }
export type InlineNode = TextNode | LinkNode
export type Block =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 2 | 3; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: { type: 'list-item'; children: InlineNode[] }[] }

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/

function inline(text: string): InlineNode[] {
  const parts = text.split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/).filter((part) => part.length > 0)
  return parts.map((part): InlineNode => {
    const link = LINK.exec(part)
    if (link && link[0] === part) return { type: 'link', url: link[2], children: [{ type: 'text', text: link[1] }] }
    return part.startsWith('**') && part.endsWith('**')
      ? { type: 'text', text: part.slice(2, -2), bold: true }
      : { type: 'text', text: part }
  })
}

/** The text as it reads with its links' markup taken out: `[label](url)` → `label`. */
export const withoutLinks = (source: string) => source.replace(new RegExp(LINK.source, 'g'), '$1')

export function toBlocks(source: string): Block[] {
  const blocks: Block[] = []
  const paragraphs = source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
  for (const lines of paragraphs) {
    const first = lines[0]
    if (!first) continue
    if (first.startsWith('### ')) blocks.push({ type: 'heading', level: 3, children: inline(first.slice(4)) })
    else if (first.startsWith('## ')) blocks.push({ type: 'heading', level: 2, children: inline(first.slice(3)) })
    else if (first.startsWith('> '))
      blocks.push({ type: 'quote', children: inline(lines.map((line) => line.replace(/^>\s?/, '')).join(' ')) })
    else if (first.startsWith('- ') || /^\d+\.\s/.test(first)) {
      const ordered = !first.startsWith('- ')
      blocks.push({
        type: 'list',
        format: ordered ? 'ordered' : 'unordered',
        children: lines.map((line) => ({ type: 'list-item', children: inline(line.replace(/^(-|\d+\.)\s+/, '')) })),
      })
      continue
    } else {
      blocks.push({ type: 'paragraph', children: inline(lines.join(' ')) })
      continue
    }
    // A heading or quote may be followed by paragraph lines in the same chunk.
    if (lines.length > 1 && !first.startsWith('> '))
      blocks.push({ type: 'paragraph', children: inline(lines.slice(1).join(' ')) })
  }
  return blocks
}
