import { EDITOR_REFUSALS, editorLanguage, editorRefusal, type EditorRefusal } from './editor-refusals'
import { LOCALES } from './locales'

describe('editor refusals', () => {
  const values = { language: 'fa', path: 'careers', reason: 'title is required', action: 'unpublish', wait: '40 s' }

  it.each(LOCALES)('are whole sentences in %s, every value filled in', (language) => {
    for (const code of Object.keys(EDITOR_REFUSALS.en) as EditorRefusal[]) {
      const sentence = editorRefusal(code, language, values)
      expect(sentence).not.toMatch(/[{}]/)
      if (language === 'fa') expect(sentence).toMatch(/[\u0600-\u06ff]/)
    }
  })

  it('say which action and which language in the words of the sentence', () => {
    expect(editorRefusal('forbidden', 'fa', { action: 'unpublish' })).toBe('شما اجازهٔ لغو انتشار این محتوا را ندارید')
    expect(editorRefusal('forbidden', 'en', { action: 'publish' })).toBe('You may not publish this content')
    expect(editorRefusal('path-taken', 'en', { language: 'fa', path: 'a/b' })).toBe(
      'Another page in Persian already uses the path "a/b"',
    )
  })

  it('speak the language on the admin user behind the request, English for anyone else', () => {
    expect(editorLanguage({ state: { user: { preferedLanguage: 'fa' } } })).toBe('fa')
    expect(editorLanguage({ state: { user: { preferedLanguage: null } } })).toBe('en')
    expect(editorLanguage({ state: { user: { preferedLanguage: 'de' } } })).toBe('en')
    expect(editorLanguage({ state: {} })).toBe('en')
    expect(editorLanguage(undefined)).toBe('en')
  })
})
