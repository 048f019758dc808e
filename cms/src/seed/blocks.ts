/**
 * Turns the seed's compact text into Strapi "blocks" (the block editor's JSON), so seed content
 * reads like prose instead of nested JSON. Supported: `## ` / `### ` headings, `- ` list items,
 * `1. ` ordered items, `> ` quotes, blank-line separated paragraphs, and **bold** spans.
 */
export type TextNode = { type: 'text'; text: string; bold?: boolean }
export type Block =
  | { type: 'paragraph'; children: TextNode[] }
  | { type: 'heading'; level: 2 | 3; children: TextNode[] }
  | { type: 'quote'; children: TextNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: { type: 'list-item'; children: TextNode[] }[] }

function inline(text: string): TextNode[] {
  const parts = text.split(/(\*\*[^*]+\*\*)/).filter((part) => part.length > 0)
  return parts.map((part) =>
    part.startsWith('**') && part.endsWith('**') ? { type: 'text', text: part.slice(2, -2), bold: true } : { type: 'text', text: part },
  )
}

export function toBlocks(source: string): Block[] {
  const blocks: Block[] = []
  const paragraphs = source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split('\n').map((line) => line.trim()).filter(Boolean))
  for (const lines of paragraphs) {
    const first = lines[0]
    if (!first) continue
    if (first.startsWith('### ')) blocks.push({ type: 'heading', level: 3, children: inline(first.slice(4)) })
    else if (first.startsWith('## ')) blocks.push({ type: 'heading', level: 2, children: inline(first.slice(3)) })
    else if (first.startsWith('> ')) blocks.push({ type: 'quote', children: inline(lines.map((line) => line.replace(/^>\s?/, '')).join(' ')) })
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
    if (lines.length > 1 && !first.startsWith('> ')) blocks.push({ type: 'paragraph', children: inline(lines.slice(1).join(' ')) })
  }
  return blocks
}
