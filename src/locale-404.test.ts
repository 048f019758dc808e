import { hostRuleLine } from './account/routes'
import { NOT_FOUND_PAGE_DATA, notFoundPageData, notFoundPageDataRules } from './locale-404'

describe('the page data of unknown addresses', () => {
  it("is the 404 page's, routed wherever it is opened", () => {
    const pageData404 = JSON.stringify({
      componentChunkName: 'component---src-pages-404-tsx',
      path: '/404.html',
      result: { pageContext: { language: 'fa' } },
      staticQueryHashes: ['1'],
    })
    expect(JSON.parse(notFoundPageData(pageData404))).toEqual({ ...JSON.parse(pageData404), matchPath: '/*' })
  })

  it('is served by the host for unknown addresses of each language only, after every real file', () => {
    expect(notFoundPageDataRules().map(hostRuleLine)).toEqual([
      `/page-data/fa/*  ${NOT_FOUND_PAGE_DATA}  200`,
      `/page-data/en/*  ${NOT_FOUND_PAGE_DATA}  200`,
    ])
  })
})
