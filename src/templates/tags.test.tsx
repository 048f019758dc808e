/** @jest-environment jsdom */
import type { ComponentProps, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { screen, within } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import type { PostSummary } from '../components/post-card'
import type { SiteFrame } from '../lib/site-frame'
import fa from '../../locales/fa/translation.json'
import en from '../../locales/en/translation.json'
import TagTemplate, { Head as TagHead } from './tag'
import TagListTemplate, { Head as TagListHead } from './tag-list'
import PostListTemplate from './post-list'

// The frame (header, footer) and the static query are Gatsby's at build time: the page's own part is tested here.
jest.mock('../components/layout', () => ({
  Layout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}))
const mockFrame: SiteFrame = {
  locales: {
    edges: [
      { node: { ns: 'translation', language: 'fa', data: JSON.stringify(fa) } },
      { node: { ns: 'translation', language: 'en', data: JSON.stringify(en) } },
    ],
  },
  site: { siteMetadata: { siteUrl: 'https://barsanj.example' } },
  allStrapiSiteInfo: { nodes: [] },
}
jest.mock('../lib/site-frame', () => ({ useSiteFrame: () => mockFrame, siteInfoFor: () => null }))

const summary = (id: string, title: string): PostSummary => ({
  id,
  slug: id,
  title,
  excerpt: null,
  publishDate: '2026-11-01',
  publishDateText: '۱۰ آبان ۱۴۰۵',
  authorName: null,
  readingMinutes: 3,
  cover: null,
})

// Page and Head props as Gatsby gives them: only what the templates read is filled.
const props = <T,>(value: object) => value as T

describe("a tag's page", () => {
  const context = {
    language: 'fa' as const,
    alternates: { fa: '/fa/tags/تست-بار/page/2/' },
    tag: { slug: 'تست-بار', name: 'تست بار', count: 7 },
    ids: ['new', 'old'],
    currentPage: 2,
    pageCount: 3,
  }

  it("lists the tag's posts as post cards in gatsby-node's order, with its count and the way to every tag", () => {
    renderSite(
      <TagTemplate
        {...props<ComponentProps<typeof TagTemplate>>({
          data: { allStrapiPost: { nodes: [summary('old', 'قدیمی'), summary('new', 'تازه')] } },
          pageContext: context,
        })}
      />,
      { locale: 'fa' },
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('نوشته‌هایی با برچسب «تست بار»')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'تازه',
      'قدیمی',
    ])
    expect(screen.getByText(/۷ نوشته/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'همهٔ برچسب‌ها' })).toHaveAttribute('href', '/fa/tags/')
    const pages = screen.getByRole('navigation', { name: 'صفحه‌های نوشته‌ها' })
    expect(within(pages).getByRole('link', { name: 'نوشته‌های جدیدتر' })).toHaveAttribute('href', '/fa/tags/تست-بار/')
    expect(within(pages).getByRole('link', { name: 'نوشته‌های قدیمی‌تر' })).toHaveAttribute(
      'href',
      '/fa/tags/تست-بار/page/3/',
    )
  })

  it('has its own title, description, canonical address and only the translations it has', () => {
    const head = renderToStaticMarkup(
      <TagHead
        {...props<ComponentProps<typeof TagHead>>({
          pageContext: context,
          location: { pathname: '/fa/tags/تست-بار/page/2/' },
        })}
      />,
    )
    expect(head).toContain('<title>نوشته‌هایی با برچسب «تست بار» (۲)</title>')
    expect(head).toContain('<meta name="description" content="نوشته‌های ما دربارهٔ «تست بار»، به ترتیب از تازه‌ترین."/>')
    const encoded = 'https://barsanj.example/fa/tags/%D8%AA%D8%B3%D8%AA-%D8%A8%D8%A7%D8%B1/page/2/'
    expect(head).toContain(`<link rel="canonical" href="${encoded}"/>`)
    expect(head).toContain(`<link rel="alternate" hrefLang="fa" href="${encoded}"/>`)
    expect(head).not.toContain('hrefLang="en"')
  })
})

describe('the tags index', () => {
  const context = (tags: { slug: string; name: string; count: number }[]) => ({
    language: 'en' as const,
    alternates: { fa: '/fa/tags/', en: '/en/tags/' },
    tags,
  })

  it('links every tag to its page with its count', () => {
    renderSite(
      <TagListTemplate
        {...props<ComponentProps<typeof TagListTemplate>>({
          pageContext: context([
            { slug: 'load-testing', name: 'load testing', count: 3 },
            { slug: 'ci', name: 'CI', count: 1 },
          ]),
        })}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tags')
    const links = screen.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['load testing3 posts', '/en/tags/load-testing/'],
      ['CI1 post', '/en/tags/ci/'],
    ])
  })

  it('says so when no post has a tag, and still names its translation', () => {
    renderSite(<TagListTemplate {...props<ComponentProps<typeof TagListTemplate>>({ pageContext: context([]) })} />)
    expect(screen.getByText('No post has a tag yet.')).toBeInTheDocument()
    const head = renderToStaticMarkup(
      <TagListHead
        {...props<ComponentProps<typeof TagListHead>>({
          pageContext: context([]),
          location: { pathname: '/en/tags/' },
        })}
      />,
    )
    expect(head).toContain('<title>Tags</title>')
    expect(head).toContain('<link rel="alternate" hrefLang="fa" href="https://barsanj.example/fa/tags/"/>')
  })
})

describe('the post list', () => {
  it.each([
    ['fa', 'خوراک RSS', 'همهٔ برچسب‌ها'],
    ['en', 'RSS feed', 'All tags'],
  ] as const)('links the RSS feed and the tags where readers see them (%s)', (locale, feed, tags) => {
    renderSite(
      <PostListTemplate
        {...props<ComponentProps<typeof PostListTemplate>>({
          data: { allStrapiPost: { nodes: [] } },
          pageContext: { language: locale, alternates: {}, ids: [], currentPage: 1, pageCount: 1 },
        })}
      />,
      { locale },
    )
    expect(screen.getByRole('link', { name: feed })).toHaveAttribute('href', `/${locale}/rss.xml`)
    expect(screen.getByRole('link', { name: tags })).toHaveAttribute('href', `/${locale}/tags/`)
  })
})
