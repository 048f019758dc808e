import { toBlocks } from './blocks'

describe('seed text to Strapi blocks', () => {
  it('turns headings, paragraphs, lists and bold spans into blocks', () => {
    expect(toBlocks('## Title\n\nOne **two** three\n\n- a\n- b\n\n1. x\n2. y')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'One ' }, { type: 'text', text: 'two', bold: true }, { type: 'text', text: ' three' }] },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'a' }] }, { type: 'list-item', children: [{ type: 'text', text: 'b' }] }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'x' }] }, { type: 'list-item', children: [{ type: 'text', text: 'y' }] }] },
    ])
  })
})
