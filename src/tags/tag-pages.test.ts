import { POSTS_PER_PAGE } from '../lib/i18n'
import { tagPages, type LocalizedTaggedPost, type TagPagePlan } from './tag-pages'

const post = (id: string, locale: 'fa' | 'en', ...names: string[]): LocalizedTaggedPost => ({
  id,
  locale,
  tags: names.map((name) => ({ name })),
})

/** Newest first, as gatsby-node's query gives them. */
const POSTS = [
  post('fa-3', 'fa', 'تست بار', 'CI'),
  post('en-3', 'en', 'load testing', 'CI'),
  post('fa-2', 'fa', 'تست بار'),
  post('en-2', 'en', 'soak testing'),
  post('fa-1', 'fa', 'کارایی', 'تست بار'),
]

const byPath = (pages: TagPagePlan[]) => new Map(pages.map((page) => [page.path, page]))

describe('the tag pages', () => {
  const pages = byPath(tagPages(POSTS))

  it("are an index and a page per tag in each language, each of that language's own tags", () => {
    expect([...pages.keys()].sort()).toEqual(
      [
        '/fa/tags/',
        '/fa/tags/تست-بار/',
        '/fa/tags/کارایی/',
        '/fa/tags/ci/',
        '/en/tags/',
        '/en/tags/load-testing/',
        '/en/tags/soak-testing/',
        '/en/tags/ci/',
      ].sort(),
    )
  })

  it('list a tag’s posts newest first, with the name and count its heading shows', () => {
    const page = pages.get('/fa/tags/تست-بار/')
    expect(page).toMatchObject({
      template: 'tag',
      locale: 'fa',
      context: {
        tag: { slug: 'تست-بار', name: 'تست بار', count: 3 },
        ids: ['fa-3', 'fa-2', 'fa-1'],
        currentPage: 1,
        pageCount: 1,
      },
    })
  })

  it('index the tags with their counts, the most used first, then in the language’s order', () => {
    expect(pages.get('/fa/tags/')).toMatchObject({
      template: 'tag-list',
      context: {
        alternates: { fa: '/fa/tags/', en: '/en/tags/' },
        tags: [
          { slug: 'تست-بار', name: 'تست بار', count: 3 },
          { slug: 'کارایی', name: 'کارایی', count: 1 },
          { slug: 'ci', name: 'CI', count: 1 },
        ],
      },
    })
  })

  it('name the other language’s page of the same tag as its translation, and none when it has no posts there', () => {
    expect(pages.get('/fa/tags/ci/')?.context.alternates).toEqual({ fa: '/fa/tags/ci/', en: '/en/tags/ci/' })
    expect(pages.get('/en/tags/ci/')?.context.alternates).toEqual({ fa: '/fa/tags/ci/', en: '/en/tags/ci/' })
    expect(pages.get('/fa/tags/تست-بار/')?.context.alternates).toEqual({ fa: '/fa/tags/تست-بار/' })
    expect(pages.get('/en/tags/soak-testing/')?.context.alternates).toEqual({ en: '/en/tags/soak-testing/' })
  })

  it('are paged as the post list is, each page naming only the other language’s pages that exist', () => {
    const many = [
      ...Array.from({ length: POSTS_PER_PAGE + 1 }, (_, index) => post(`fa-${index}`, 'fa', 'CI')),
      post('en-0', 'en', 'CI'),
    ]
    const paged = byPath(tagPages(many))
    expect(paged.get('/fa/tags/ci/')?.context).toMatchObject({
      currentPage: 1,
      pageCount: 2,
      ids: many.slice(0, POSTS_PER_PAGE).map((each) => each.id),
      alternates: { fa: '/fa/tags/ci/', en: '/en/tags/ci/' },
    })
    expect(paged.get('/fa/tags/ci/page/2/')?.context).toMatchObject({
      currentPage: 2,
      ids: [`fa-${POSTS_PER_PAGE}`],
      alternates: { fa: '/fa/tags/ci/page/2/' },
    })
    expect(paged.has('/en/tags/ci/page/2/')).toBe(false)
  })

  it('keep an index in a language with no tags at all', () => {
    const only = byPath(tagPages([post('fa-1', 'fa', 'تست بار'), post('en-1', 'en')]))
    expect(only.get('/en/tags/')).toMatchObject({ template: 'tag-list', context: { tags: [] } })
    expect([...only.keys()].filter((path) => path.startsWith('/en/'))).toEqual(['/en/tags/'])
  })
})
