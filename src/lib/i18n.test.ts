import { isLocale, localeFromPath, localePath, pagePath, postListPath, postPath } from './i18n'

describe('locale paths', () => {
  it('prefixes site paths with the locale and a trailing slash', () => {
    expect(localePath('en', '/')).toBe('/en/')
    expect(localePath('fa', '/posts')).toBe('/fa/posts/')
    expect(localePath('en', 'pages/about-us/')).toBe('/en/pages/about-us/')
  })

  it('replaces an existing locale prefix instead of doubling it', () => {
    expect(localePath('en', '/fa/posts/x')).toBe('/en/posts/x/')
    expect(localePath('fa', '/fa/')).toBe('/fa/')
  })

  it('keeps query and hash after the trailing slash', () => {
    expect(localePath('en', '/posts?page=2#top')).toBe('/en/posts/?page=2#top')
  })

  it('leaves full URLs and anchors alone', () => {
    expect(localePath('fa', 'https://t.me/x')).toBe('https://t.me/x')
    expect(localePath('fa', 'mailto:a@b.c')).toBe('mailto:a@b.c')
    expect(localePath('fa', '#main')).toBe('#main')
  })

  it('builds page paths, including multi-segment and empty ones', () => {
    expect(pagePath('en', 'services/load-and-stress-testing')).toBe('/en/pages/services/load-and-stress-testing/')
    expect(pagePath('fa', '')).toBe('/fa/pages/')
    expect(pagePath('fa', null)).toBe('/fa/pages/')
  })

  it('numbers post list pages after the first', () => {
    expect(postListPath('en', 1)).toBe('/en/posts/')
    expect(postListPath('en', 2)).toBe('/en/posts/page/2/')
    expect(postPath('fa', 'a-b')).toBe('/fa/posts/a-b/')
  })

  it('reads the locale of a path', () => {
    expect(localeFromPath('/en/posts/')).toBe('en')
    expect(localeFromPath('/fa')).toBe('fa')
    expect(localeFromPath('/english/')).toBeUndefined()
    expect(localeFromPath('/')).toBeUndefined()
    expect(isLocale('de')).toBe(false)
  })
})
