import type { Block } from '../cms/types'
import { headingAnchors, readingMinutes, slugify, tableOfContents, wordCount } from './reading'

const heading = (level: 1 | 2 | 3 | 4, text: string): Block => ({
  type: 'heading',
  level,
  children: [{ type: 'text', text }],
})
const paragraph = (text: string): Block => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('reading aids', () => {
  it('counts words in both scripts, ignoring punctuation-only tokens', () => {
    expect(wordCount('Load tests — find the knee.')).toBe(5)
    expect(wordCount('تست بار را پیش از روز اوج اجرا کنید.')).toBe(9)
  })

  it('gives at least one minute, then words / 200', () => {
    expect(readingMinutes([])).toBe(1)
    expect(readingMinutes([paragraph(Array(1000).fill('word').join(' '))])).toBe(5)
  })

  it('slugs headings, keeping Persian letters', () => {
    expect(slugify('Why p99, not the average?')).toBe('why-p99-not-the-average')
    expect(slugify('چرا صدک ۹۹؟')).toBe('چرا-صدک-۹۹')
  })

  it('gives unique anchors and a table of contents of h2/h3 from three headings on', () => {
    const blocks = [
      heading(2, 'Setup'),
      paragraph('x'),
      heading(3, 'Setup'),
      heading(4, 'Detail'),
      heading(2, 'Results'),
    ]
    const anchors = headingAnchors(blocks)
    expect(anchors.map((entry) => [entry.index, entry.id])).toEqual([
      [0, 'setup'],
      [2, 'setup-2'],
      [3, 'detail'],
      [4, 'results'],
    ])
    expect(tableOfContents(anchors).map((entry) => [entry.id, entry.level])).toEqual([
      ['setup', 2],
      ['setup-2', 3],
      ['results', 2],
    ])
    expect(tableOfContents(headingAnchors([heading(2, 'One'), heading(2, 'Two')]))).toEqual([])
  })
})
