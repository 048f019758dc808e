import { i18nContext } from './page-context'

describe('i18n page context', () => {
  it('marks locale pages as routed with the path without its prefix', () => {
    expect(i18nContext('en', '/en/posts/x/')).toEqual({
      language: 'en',
      i18n: {
        language: 'en',
        languages: ['fa', 'en'],
        defaultLanguage: 'fa',
        generateDefaultLanguagePage: true,
        routed: true,
        originalPath: '/posts/x/',
        path: '/en/posts/x/',
      },
    })
  })

  it('keeps the unprefixed root as the default language, not routed', () => {
    expect(i18nContext('fa', '/', false).i18n).toMatchObject({ routed: false, originalPath: '/', language: 'fa' })
  })
})
