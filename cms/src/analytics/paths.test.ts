import { ARTICLE_KINDS } from '../rules/articles'
import { articleListPath, articlePath, localePath, pagePath } from '../rules/addresses'
import { newsletterPagePath } from '../rules/newsletter-paths'
import { postListPath, searchPath, tagIndexPath, tagPath } from '../../../src/lib/i18n'
import { accountPaths } from '../../../src/account/routes'
import { readPath } from './paths'
import { daysEnding, fieldMetrics } from './figures'
import { addToHistogram, type Histogram } from '../rules/analytics'

// The site's own address builders make the paths: a change to an address shows here.
describe('the kind of page a counted path is', () => {
  it.each(ARTICLE_KINDS)('reads a %s, its list and the list’s later pages', (kind) => {
    expect(readPath(articlePath(kind, 'fa', 'آزمون-بار'))).toEqual({
      locale: 'fa',
      template: kind,
      article: { kind, slug: 'آزمون-بار' },
    })
    // As the browser sends it, percent-encoded.
    expect(readPath(encodeURI(articlePath(kind, 'fa', 'آزمون-بار')))?.article?.slug).toBe('آزمون-بار')
    expect(readPath(articleListPath(kind, 'en'))).toEqual({ locale: 'en', template: `${kind}-list` })
  })

  it('reads the home page, the post list’s pages, tags, search, the account and the newsletter', () => {
    expect(readPath(localePath('fa', '/'))).toEqual({ locale: 'fa', template: 'home' })
    expect(readPath(postListPath('en', 3))?.template).toBe('post-list')
    expect(readPath(tagIndexPath('fa'))?.template).toBe('tag')
    expect(readPath(tagPath('fa', 'بار', 2))?.template).toBe('tag')
    expect(readPath(searchPath('en'))?.template).toBe('search')
    for (const path of accountPaths('fa')) expect(readPath(path)?.template).toBe('account')
    expect(readPath(newsletterPagePath('en', 'confirm'))?.template).toBe('newsletter')
  })

  it('reads a CMS page with its own path, the pages’ index with an empty one', () => {
    expect(readPath(pagePath('en', 'services/load-testing'))).toEqual({
      locale: 'en',
      template: 'page',
      page: 'services/load-testing',
    })
    expect(readPath(pagePath('fa', ''))).toEqual({ locale: 'fa', template: 'page', page: '' })
  })

  it('takes nothing outside the languages, and anything else under one as other', () => {
    expect(readPath('/wp-login.php')).toBeNull()
    expect(readPath('/')).toBeNull()
    expect(readPath('/fa/posts/a/b/')?.template).toBe('other')
    expect(readPath('/en/unknown/')?.template).toBe('other')
  })
})

describe('a span of the editors’ days', () => {
  it('ends on the day given and counts back across a month’s end', () => {
    expect(daysEnding('2026-12-02', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'])
  })
})

describe("a group's field metrics", () => {
  it('gives each metric its p75, how many measured it and its rating; none measured, nothing', () => {
    let lcp: Histogram = {}
    for (const value of [1200, 1900, 2600, 5200]) lcp = addToHistogram(lcp, 'lcp', value)
    const figures = fieldMetrics({ lcp, inp: {}, cls: addToHistogram({}, 'cls', 0.3), ttfb: {} })
    expect(figures.lcp).toMatchObject({ samples: 4, rating: 'needs-improvement' })
    expect(figures.lcp.p75).toBeGreaterThanOrEqual(2600)
    expect(figures.lcp.p75).toBeLessThanOrEqual(2860)
    expect(figures.cls).toMatchObject({ samples: 1, rating: 'poor' })
    expect(figures.inp).toEqual({ p75: null, samples: 0, rating: null })
  })
})
