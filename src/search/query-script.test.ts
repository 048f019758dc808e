import { otherLanguageOf, queryLanguage } from './query-script'

describe('the language a query is written in', () => {
  it.each([
    ['stress', 'en'],
    ['Load Test k6', 'en'],
    ['café résumé', 'en'],
    ['استرس', 'fa'],
    // A non-joiner, Arabic letters, Persian digits: still Persian.
    ['می‌خواهم تست ۹۹', 'fa'],
    ['صدك 99', 'fa'],
    ['تست JMeter', null],
    ['۹۹ 99 %', null],
    ['', null],
    ['нагрузка', null],
  ])('%j is %s', (query, language) => {
    expect(queryLanguage(query)).toBe(language)
  })

  it('is offered in the other language only', () => {
    expect(otherLanguageOf('stress', 'fa')).toBe('en')
    expect(otherLanguageOf('stress', 'en')).toBeNull()
    expect(otherLanguageOf('استرس', 'en')).toBe('fa')
    expect(otherLanguageOf('استرس', 'fa')).toBeNull()
  })
})
