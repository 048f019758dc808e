import { INTERFACE_LANGUAGE_KEY, startInBrowserLanguage } from './first-language'

const storage = (stored?: string) => {
  const values = new Map<string, string>(stored ? [[INTERFACE_LANGUAGE_KEY, stored]] : [])
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('the interface language of a first visit', () => {
  it('is the first of the browser’s languages the admin has', () => {
    for (const [languages, expected] of [
      [['fa-IR', 'fa', 'en-US'], 'fa'],
      [['de-DE', 'fa'], 'fa'],
      [['en-GB', 'fa'], 'en'],
    ] as const) {
      const stored = storage()
      startInBrowserLanguage(stored, languages)
      expect(stored.values.get(INTERFACE_LANGUAGE_KEY)).toBe(expected)
    }
  })

  it('is left to Strapi when the browser has none of them, and never replaces a choice made', () => {
    const none = storage()
    startInBrowserLanguage(none, ['de-DE', 'fr'])
    expect(none.values.has(INTERFACE_LANGUAGE_KEY)).toBe(false)
    const chosen = storage('en')
    startInBrowserLanguage(chosen, ['fa-IR'])
    expect(chosen.values.get(INTERFACE_LANGUAGE_KEY)).toBe('en')
  })
})
