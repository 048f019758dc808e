import { sitePages, type SitePage, type SourcedContent } from './site-pages'
import { POSTS_PER_PAGE } from '../lib/i18n'

type PostNode = SourcedContent['allStrapiPost']['nodes'][number]
const post = (locale: string, index: number, tags: string[] = []): PostNode => ({
  id: `${locale}-${index}`,
  documentId: `post-${index}`,
  locale,
  slug: `post-${index}`,
  tags: tags.map((name) => ({ name })),
})

// Newest first, as the query sorts them: fa has more posts than a list page holds, en fewer.
const content: SourcedContent = {
  allStrapiPost: {
    nodes: [
      ...Array.from({ length: POSTS_PER_PAGE + 2 }, (_, index) =>
        post('fa', index, index === 0 || index === 3 ? ['تست بار'] : []),
      ),
      ...Array.from({ length: 2 }, (_, index) => post('en', index)),
      post('de', 99),
    ],
  },
  allStrapiPage: {
    nodes: [
      {
        id: 'fa-load',
        documentId: 'load',
        locale: 'fa',
        title: 'تست بار',
        path: 'load',
        service: { kind: 'load-stress' },
      },
      {
        id: 'en-load',
        documentId: 'load',
        locale: 'en',
        title: 'Load',
        path: 'load',
        service: { kind: 'load-stress' },
      },
      { id: 'en-about', documentId: 'about', locale: 'en', title: 'About', path: 'about-us', service: null },
    ],
  },
  allStrapiCaseStudy: {
    nodes: [
      { id: 'fa-yalda', documentId: 'yalda', locale: 'fa', slug: 'yalda', service: { kind: 'load-stress' } },
      { id: 'en-api', documentId: 'api', locale: 'en', slug: 'api', service: { kind: 'performance' } },
    ],
  },
  allStrapiRedirect: { nodes: [] },
}

const pages = sitePages(content)
const at = (path: string): SitePage => {
  const page = pages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`no page at ${path}`)
  return page
}

describe('the pages the build makes', () => {
  it('makes each address once', () => {
    const paths = pages.map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('makes the homes: the root in the default language, and each language its own', () => {
    expect(at('/')).toMatchObject({
      template: 'home',
      context: { language: 'fa', alternates: { fa: '/fa/', en: '/en/' } },
    })
    expect(at('/en/')).toMatchObject({ template: 'home', context: { language: 'en' } })
  })

  it('pages each language’s posts by its own count, newest first', () => {
    expect(at('/fa/posts/').context).toMatchObject({
      currentPage: 1,
      pageCount: 2,
      ids: ['fa-0', 'fa-1', 'fa-2', 'fa-3', 'fa-4', 'fa-5'],
    })
    expect(at('/fa/posts/page/2/').context).toMatchObject({ currentPage: 2, ids: ['fa-6', 'fa-7'] })
    expect(at('/en/posts/').context).toMatchObject({ pageCount: 1, ids: ['en-0', 'en-1'] })
    expect(pages.some((page) => page.path.startsWith('/en/posts/page/'))).toBe(false)
  })

  it('gives a post its older and newer neighbours, its translations and posts of its tag', () => {
    expect(at('/fa/posts/post-1/').context).toMatchObject({
      id: 'fa-1',
      previousId: 'fa-2',
      nextId: 'fa-0',
      alternates: { fa: '/fa/posts/post-1/', en: '/en/posts/post-1/' },
    })
    // Related reading: first the posts sharing a tag, not the neighbours linked below it.
    expect(at('/fa/posts/post-3/').context).toMatchObject({ related0: 'fa-0' })
    // The newest has no newer one; a post only one language has names no translation.
    expect(at('/fa/posts/post-0/').context).toMatchObject({ nextId: '' })
    expect(at('/fa/posts/post-7/').context).toMatchObject({ previousId: '', alternates: { fa: '/fa/posts/post-7/' } })
  })

  it('leaves out content in a language the site does not have', () => {
    expect(pages.some((page) => page.path.includes('post-99'))).toBe(false)
  })

  it('makes a tag page for a tag the posts have', () => {
    expect(pages.filter((page) => page.template === 'tag' && page.context.language === 'fa')).toHaveLength(1)
  })

  it('links a case study to the page of its service in its language, or to none', () => {
    expect(at('/fa/case-studies/yalda/').context).toMatchObject({
      servicePage: { path: '/fa/pages/load/', title: 'تست بار' },
    })
    expect(at('/en/case-studies/api/').context).toMatchObject({ servicePage: null })
    expect(at('/en/case-studies/')).toMatchObject({ template: 'case-study-list' })
  })

  it('tells a CMS page which service it presents', () => {
    expect(at('/en/pages/load/').context).toMatchObject({
      service: 'load-stress',
      alternates: { fa: '/fa/pages/load/' },
    })
    expect(at('/en/pages/about-us/').context).toMatchObject({ service: '' })
  })

  it('makes the site’s own screens in each language', () => {
    for (const locale of ['fa', 'en'])
      expect(pages.map((page) => page.path)).toEqual(
        expect.arrayContaining([
          `/${locale}/auth/login/`,
          `/${locale}/user/`,
          `/${locale}/preview/shell/`,
          `/${locale}/newsletter/confirm/`,
          `/${locale}/search/`,
        ]),
      )
    expect(at('/en/auth/login/').context).toMatchObject({ indexable: true })
    expect(at('/fa/preview/shell/').context).toMatchObject({ alternates: { en: '/en/preview/' } })
  })
})
