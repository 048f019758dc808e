import { feedSource, type FeedPost } from './feed-source'

const post = (slug: string, publishDate: string): FeedPost => ({
  locale: 'en',
  slug,
  title: slug,
  excerpt: null,
  publishDate,
  authorName: null,
  updatedAt: null,
})

describe('feedSource', () => {
  it('reads each node type once and lists posts newest first, equal dates in store order', () => {
    const store: Record<string, unknown[]> = {
      Site: [{ siteMetadata: { siteUrl: 'https://barsanj.example' } }],
      SitePage: [{ path: '/en/', context: { alternates: { fa: '/fa/', en: '/en/' } } }],
      STRAPI_POST: [
        post('old', '2025-01-02'),
        post('new', '2026-03-01'),
        post('same-a', '2025-06-01'),
        post('same-b', '2025-06-01'),
      ],
      STRAPI_SITE_INFO: [{ locale: 'en', name: 'Barsanj QA', description: null }],
      STRAPI_REDIRECT: [],
    }
    const asked: string[] = []
    const source = feedSource((type) => {
      asked.push(type)
      return store[type] ?? []
    })
    expect(source.site.siteMetadata.siteUrl).toBe('https://barsanj.example')
    expect(source.posts.map((each) => each.slug)).toEqual(['new', 'same-a', 'same-b', 'old'])
    expect(source.pages).toBe(store.SitePage)
    expect(source.pages[0].context?.alternates).toEqual({ fa: '/fa/', en: '/en/' })
    expect(source.siteInfos).toBe(store.STRAPI_SITE_INFO)
    expect(asked.sort()).toEqual(['STRAPI_POST', 'STRAPI_REDIRECT', 'STRAPI_SITE_INFO', 'Site', 'SitePage'].sort())
    // The store's own array is left as it was.
    expect((store.STRAPI_POST as FeedPost[]).map((each) => each.slug)).toEqual(['old', 'new', 'same-a', 'same-b'])
  })
})
