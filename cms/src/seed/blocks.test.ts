import { toBlocks, withoutLinks } from './blocks'

describe('seed text to Strapi blocks', () => {
  it('turns headings, paragraphs, lists and bold spans into blocks', () => {
    expect(toBlocks('## Title\n\nOne **two** three\n\n- a\n- b\n\n1. x\n2. y')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'One ' },
          { type: 'text', text: 'two', bold: true },
          { type: 'text', text: ' three' },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'a' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'b' }] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'x' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'y' }] },
        ],
      },
    ])
  })

  it('turns [label](url) into link nodes, and can read the text without them', () => {
    const source = '- E-mail: [hello@example.com](mailto:hello@example.com), or our [chat](https://t.me/x).'
    expect(toBlocks(source)).toEqual([
      {
        type: 'list',
        format: 'unordered',
        children: [
          {
            type: 'list-item',
            children: [
              { type: 'text', text: 'E-mail: ' },
              {
                type: 'link',
                url: 'mailto:hello@example.com',
                children: [{ type: 'text', text: 'hello@example.com' }],
              },
              { type: 'text', text: ', or our ' },
              { type: 'link', url: 'https://t.me/x', children: [{ type: 'text', text: 'chat' }] },
              { type: 'text', text: '.' },
            ],
          },
        ],
      },
    ])
    expect(withoutLinks(source)).toBe('- E-mail: hello@example.com, or our chat.')
  })
})
