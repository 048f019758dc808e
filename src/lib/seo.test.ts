import { canonicalUrl, errorTitle, pageTitle, titleCase, titleFromPath } from './seo'

describe('page title', () => {
  it('uses the page title, with the site name after a bar', () => {
    expect(pageTitle({ title: 'About us', pathname: '/en/pages/about-us/' }, 'Barsanj QA')).toBe(
      'About us | Barsanj QA',
    )
    expect(pageTitle({ title: 'Barsanj QA', pathname: '/en/' }, 'Barsanj QA')).toBe('Barsanj QA')
  })

  it('falls back to the title-cased last path segment', () => {
    expect(pageTitle({ title: null, pathname: '/en/pages/services/load-and-stress-testing/' })).toBe(
      'Load And Stress Testing',
    )
    expect(pageTitle({ title: '  ', pathname: '/fa/auth/forgot-password' }, 'بارسنج')).toBe('Forgot Password | بارسنج')
    expect(titleFromPath('/en/')).toBe('')
    expect(titleCase('%D8%AA%D8%B3%D8%AA')).toBe('تست')
  })

  it('uses "{status} {message}" on error pages', () => {
    expect(pageTitle({ pathname: '/en/nowhere', error: { status: 404, message: 'Page not found' } })).toBe(
      '404 Page not found',
    )
    expect(errorTitle(500, 'Something went wrong')).toBe('500 Something went wrong')
    expect(errorTitle(404, 'صفحه پیدا نشد', 'fa')).toBe('۴۰۴ صفحه پیدا نشد')
  })
})

describe('canonical link', () => {
  const site = 'https://barsanj.example'

  it('drops every query parameter outside the whitelist, and the fragment', () => {
    expect(canonicalUrl(site, '/en/posts/?utm_source=x&page=2&ref=y#top')).toBe(
      'https://barsanj.example/en/posts/?page=2',
    )
    expect(canonicalUrl(site, '/en/posts/?utm_source=x')).toBe('https://barsanj.example/en/posts/')
    expect(canonicalUrl(site, '/en/posts/?page=')).toBe('https://barsanj.example/en/posts/')
  })

  it('keeps the path as built (trailing slash, percent-encoding)', () => {
    expect(canonicalUrl(site, '/fa/posts/تست/')).toBe('https://barsanj.example/fa/posts/%D8%AA%D8%B3%D8%AA/')
  })

  it('accepts another whitelist', () => {
    expect(canonicalUrl(site, '/en/?q=load&page=3', ['q'])).toBe('https://barsanj.example/en/?q=load')
  })
})
