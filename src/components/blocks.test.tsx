/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { Blocks as BlocksView, safeHref } from './blocks'
import { headingAnchors } from '../lib/reading'
import type { Block } from '../cms/types'

/** As pages use it: with the anchors the build makes from the same content. */
const Blocks = ({ content }: { content: Block[] | null }) => (
  <BlocksView content={content} anchors={headingAnchors(content)} />
)

describe('Blocks', () => {
  it('renders headings, paragraphs, lists and inline marks semantically', () => {
    const content: Block[] = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why p99' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Averages ' },
          { type: 'text', text: 'hide', bold: true },
          { type: 'text', text: ' tails.' },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [{ type: 'list-item', children: [{ type: 'text', text: 'Measure' }] }],
      },
      {
        type: 'paragraph',
        children: [{ type: 'link', url: 'https://example.com', children: [{ type: 'text', text: 'more' }] }],
      },
    ]
    const { container } = render(<Blocks content={content} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Why p99' })).toBeInTheDocument()
    expect(container.querySelector('strong')).toHaveTextContent('hide')
    expect(container.querySelector('ol > li')).toHaveTextContent('Measure')
    expect(screen.getByRole('link', { name: 'more' })).toHaveAttribute('href', 'https://example.com')
  })

  it('renders text as text, never as HTML', () => {
    const content: Block[] = [{ type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] }]
    const { container } = render(<Blocks content={content} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>')
  })

  it("shows an image in the text as the picture the build made, never at the CMS's own path", () => {
    const content: Block[] = [
      { type: 'paragraph', children: [{ type: 'text', text: 'Before' }] },
      {
        type: 'image',
        image: { url: '/uploads/chart.png', alternativeText: 'p99 over time', width: 1600, height: 800 },
      },
      {
        type: 'image',
        image: { url: '/uploads/gone.png', alternativeText: 'deleted from the media library', width: 10, height: 10 },
      },
    ]
    const picture = {
      layout: 'constrained' as const,
      width: 720,
      height: 360,
      images: {
        fallback: {
          src: '/static/abc/chart.png',
          srcSet: '/static/abc/chart-360.png 360w,\n/static/abc/chart.png 720w',
          sizes: '(min-width: 720px) 720px, 100vw',
        },
        sources: [
          { type: 'image/webp', srcSet: '/static/abc/chart.webp 720w', sizes: '(min-width: 720px) 720px, 100vw' },
        ],
      },
    }
    const { container } = render(
      <BlocksView
        content={content}
        anchors={[]}
        images={[{ index: 1, file: { childImageSharp: { gatsbyImageData: picture } } }]}
      />,
    )
    const image = screen.getByRole('img', { name: 'p99 over time' })
    expect(image).toHaveAttribute('src', '/static/abc/chart.png')
    expect(image).toHaveAttribute('width', '720')
    expect(image).toHaveAttribute('height', '360')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/static/abc/chart.webp 720w',
    )
    // The second image has no picture (its download failed): nothing rather than a broken image.
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(container.innerHTML).not.toContain('/uploads/')
    expect(container.querySelector('figure')).toBeNull()
  })

  it("puts the caption the editor gave the file under its picture, as the figure's caption", () => {
    const picture = {
      layout: 'constrained' as const,
      width: 720,
      height: 360,
      images: { fallback: { src: '/static/abc/chart.png' }, sources: [] },
    }
    const content: Block[] = [
      {
        type: 'image',
        image: {
          url: '/uploads/chart.png',
          alternativeText: 'p99 over time',
          caption: '  p99 during the soak test  ',
          width: 1600,
          height: 800,
        },
      },
      {
        type: 'image',
        image: { url: '/uploads/plain.png', alternativeText: 'no caption', caption: '   ', width: 1600, height: 800 },
      },
    ]
    const images = [0, 1].map((index) => ({ index, file: { childImageSharp: { gatsbyImageData: picture } } }))
    const { container } = render(<BlocksView content={content} anchors={[]} images={images} />)
    const figure = screen.getByRole('figure')
    expect(figure).toContainElement(screen.getByRole('img', { name: 'p99 over time' }))
    expect(figure.querySelector('figcaption')?.textContent).toBe('p99 during the soak test')
    expect(container.querySelectorAll('figure')).toHaveLength(1)
    expect(screen.getByRole('img', { name: 'no caption' }).closest('figure')).toBeNull()
  })

  it('renders nothing for empty content', () => {
    const { container } = render(<Blocks content={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('links in rich text', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['mailto:team@example.com', 'mailto:team@example.com'],
    ['/en/posts/', '/en/posts/'],
    ['#results', '#results'],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox', null],
  ])('%p → %p', (url, expected) => {
    expect(safeHref(url)).toBe(expected)
  })

  it('isolates phone numbers and addresses left to right, whatever the language around them', () => {
    const link = (url: string, text: string): Block => ({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'تلفن: ' },
        { type: 'link', url, children: [{ type: 'text', text }] },
      ],
    })
    const { container } = render(
      <Blocks
        content={[
          link('tel:+982188000000', '۰۲۱-۸۸۰۰۰۰۰۰'),
          link('mailto:hello@example.com', 'hello@example.com'),
          link('/fa/posts/', 'نوشته‌ها'),
        ]}
      />,
    )
    expect(Array.from(container.querySelectorAll('a')).map((anchor) => anchor.getAttribute('dir'))).toEqual([
      'ltr',
      'ltr',
      null,
    ])
  })

  it('renders an unsafe link as its text, without an anchor', () => {
    const content: Block[] = [
      {
        type: 'paragraph',
        children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'click me' }] }],
      },
    ]
    const { container } = render(<Blocks content={content} />)
    expect(container.querySelector('a')).toBeNull()
    expect(container).toHaveTextContent('click me')
  })

  it('gives headings the ids the table of contents links to', () => {
    const content: Block[] = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why p99' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why p99' }] },
    ]
    render(<Blocks content={content} />)
    expect(screen.getAllByRole('heading').map((heading) => heading.id)).toEqual(['why-p99', 'why-p99-2'])
  })
})
