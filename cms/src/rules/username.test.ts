import { isUsernameWritten, usernameForm } from './username'

const accepted = (name: string) => isUsernameWritten(usernameForm(name))

it('takes English or Persian letters with digits and . _ -', () => {
  for (const name of ['qa_walker1', 'QA.Walker-2', 'علی_رضا', 'مریم.۱۳۷۰', '12345']) expect(accepted(name)).toBe(true)
})

it('refuses letters of another alphabet, two alphabets in one name, symbols and invisible characters', () => {
  for (const name of [
    'q\u0430_walker1', // Cyrillic а
    'qa_wαlker', // Greek alpha
    'qa_علی',
    '😀😀😀😀😀',
    'qa walker',
    'qa@walker',
    'علی\u200cرضا', // zero-width non-joiner
    'عـلی', // tatweel
    'qa\u200bwalker',
    'qa_walker\u0301',
  ])
    expect(accepted(name)).toBe(false)
})

it('stores Arabic ي ى ك as the Persian ی ک they look like, and every digit as 0–9', () => {
  expect(usernameForm('علي_كريم')).toBe('علی_کریم')
  expect(usernameForm('موسى')).toBe('موسی')
  expect(usernameForm('user۱۲۳')).toBe('user123')
  expect(usernameForm('user١٢٣')).toBe('user123')
  expect(usernameForm('e\u0301lan')).toBe('élan')
})
