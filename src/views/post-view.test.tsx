/** @jest-environment jsdom */
import { screen } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { formatDate } from '../lib/dates'
import { PostCard } from '../components/post-card'
import { PostView, type PostContent } from './post-view'

const post = (locale: 'fa' | 'en'): PostContent => ({
  documentId: 'abc',
  title: locale === 'fa' ? 'تست بار' : 'Load testing',
  slug: 'load-testing',
  excerpt: null,
  publishDate: '2026-11-29',
  publishDateText: formatDate('2026-11-29', locale),
  updatedAt: null,
  authorName: locale === 'fa' ? 'سارا' : 'Sara',
  readingMinutes: 1,
  content: null,
  headingAnchors: [],
  blockImages: null,
  tagLinks: [],
  cover: null,
})

describe("a post's date, reading time and author", () => {
  it('are parted by the Persian comma in Persian: a middle dot beside Persian digits reads as a zero', () => {
    const { container } = renderSite(<PostView post={post('fa')} locale="fa" />, { locale: 'fa' })
    expect(container.querySelector('time')?.parentElement?.textContent).toBe('۸ آذر ۱۴۰۵، ۱ دقیقه مطالعه، نوشتهٔ سارا')
  })

  it('are parted by a middle dot in English', () => {
    const { container } = renderSite(<PostView post={post('en')} locale="en" />)
    expect(container.querySelector('time')?.parentElement?.textContent).toBe('November 29, 2026 · 1 min read · by Sara')
  })

  it('are parted the same way on the post cards', () => {
    const { tagLinks: _tagLinks, content: _content, ...summary } = post('fa')
    renderSite(<PostCard post={{ ...summary, id: 'x' } as never} locale="fa" />, { locale: 'fa' })
    expect(screen.getByText(/۱ دقیقه مطالعه/).textContent).toBe('۸ آذر ۱۴۰۵، ۱ دقیقه مطالعه، سارا')
  })
})

describe('related reading', () => {
  const related = (slug: string, title: string) => ({
    slug,
    title,
    excerpt: `About ${title}`,
    publishDate: '2026-10-01',
    publishDateText: formatDate('2026-10-01', 'fa'),
  })

  it('lists the related posts in order under a heading of their own, before the neighbours', () => {
    renderSite(
      <PostView
        post={post('fa')}
        locale="fa"
        next={{ slug: 'n', title: 'بعدی' }}
        related={[related('soak', 'تست ماندگاری'), related('p99', 'صدک ۹۹')]}
      />,
      { locale: 'fa' },
    )
    const section = screen.getByRole('region', { name: 'بیشتر بخوانید' })
    const links = section.querySelectorAll('h3 a')
    expect([...links].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['تست ماندگاری', '/fa/posts/soak/'],
      ['صدک ۹۹', '/fa/posts/p99/'],
    ])
    expect(section.textContent).toContain('۹ مهر ۱۴۰۵')
    expect(section.compareDocumentPosition(screen.getByRole('navigation', { name: 'نوشته‌های دیگر' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })

  it('is left out when there is nothing related (a preview, a first post)', () => {
    renderSite(<PostView post={post('en')} locale="en" />)
    expect(screen.queryByRole('region', { name: 'Related reading' })).toBeNull()
  })
})

describe("a post's tags", () => {
  it("link each chip to its tag's page in the post's language, Persian kept Persian in the address", () => {
    renderSite(
      <PostView
        post={{
          ...post('fa'),
          tagLinks: [
            { name: 'تست بار', slug: 'تست-بار' },
            { name: 'CI', slug: 'ci' },
          ],
        }}
        locale="fa"
      />,
      { locale: 'fa' },
    )
    const chips = screen.getByRole('list', { name: 'برچسب‌ها' })
    expect([...chips.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['تست بار', '/fa/tags/تست-بار/'],
      ['CI', '/fa/tags/ci/'],
    ])
  })

  it('show a tag without a page as plain text, and no list for a post without tags', () => {
    const { unmount } = renderSite(
      <PostView post={{ ...post('en'), tagLinks: [{ name: '#', slug: '' }] }} locale="en" />,
    )
    const chips = screen.getByRole('list', { name: 'Tags' })
    expect(chips.textContent).toBe('#')
    expect(chips.querySelector('a')).toBeNull()
    unmount()
    renderSite(<PostView post={post('en')} locale="en" />)
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull()
  })
})
