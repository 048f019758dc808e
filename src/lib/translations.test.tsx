/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import {
  createTranslations,
  interpolate,
  interpolateElements,
  pageTranslations,
  translationTables,
  TranslationsProvider,
  useTranslation,
} from './translations'
import type { TranslationEdges } from '../cms/types'
import { headTranslator } from './head-translations'
import fa from '../../locales/fa/translation.json'
import en from '../../locales/en/translation.json'

const edges = (...languages: ('fa' | 'en')[]): TranslationEdges => ({
  edges: languages.map((language) => ({
    node: { ns: 'translation', language, data: JSON.stringify(language === 'fa' ? fa : en) },
  })),
})

describe('interpolate', () => {
  it('fills every placeholder, with or without inner spaces', () => {
    expect(interpolate('{{a}} and {{ b }} and {{a}}', { a: 1, b: 'two' })).toBe('1 and two and 1')
  })
  it('leaves a placeholder without a value as written, and inherited names are not values', () => {
    expect(interpolate('Hi {{name}} {{toString}}', {})).toBe('Hi {{name}} {{toString}}')
  })
  it('does not read replacement patterns in values', () => {
    expect(interpolate('to {{email}}', { email: "$& $' a@b.c" })).toBe("to $& $' a@b.c")
  })
})

describe('createTranslations', () => {
  const translations = createTranslations(
    { fa: { hello: 'سلام {{name}}', onlyFa: 'فقط' }, en: { hello: 'Hello {{name}}' } },
    'en',
  )

  it('translates into its language with interpolation', () => {
    expect(translations.language).toBe('en')
    expect(translations.t('hello', { name: 'Sara' })).toBe('Hello Sara')
  })
  it('falls back to the default locale, then to the key itself', () => {
    expect(translations.t('onlyFa')).toBe('فقط')
    expect(translations.t('Invalid email address')).toBe('Invalid email address')
    expect(translations.t('constructor')).toBe('constructor')
  })
  it('gives a t for another loaded language and a copy in another language', () => {
    expect(translations.getFixedT('fa')('hello', { name: 'سارا' })).toBe('سلام سارا')
    const persian = translations.withLanguage('fa')
    expect(persian.language).toBe('fa')
    expect(persian.t('hello', { name: 'x' })).toBe('سلام x')
    expect(translations.withLanguage('en')).toBe(translations)
  })
})

describe('a message that names a number', () => {
  const translations = createTranslations(
    {
      fa: { 'Must be at most {{count}} characters': 'حداکثر {{count}} نویسه', 'Exactly 2 MB': 'دقیقاً ۲ مگابایت' },
      en: { 'Must be at most {{count}} characters': 'Must be at most {{count}} characters' },
    },
    'en',
  )

  it('is found by its template, the number written as the site writes numbers (as a counter beside it is)', () => {
    expect(translations.t('Must be at most 1000 characters')).toBe('Must be at most 1,000 characters')
    expect(translations.withLanguage('fa').t('Must be at most 1000 characters')).toBe('حداکثر ۱٬۰۰۰ نویسه')
    expect(translations.withLanguage('fa').t('Must be at most 30 characters')).toBe('حداکثر ۳۰ نویسه')
  })
  it('keeps an entry of its own, and reads as itself when neither it nor its template has one', () => {
    expect(translations.withLanguage('fa').t('Exactly 2 MB')).toBe('دقیقاً ۲ مگابایت')
    expect(translations.t('Must be at least 1000 characters')).toBe('Must be at least 1000 characters')
    expect(translations.t('Between 2 and 3 characters')).toBe('Between 2 and 3 characters')
  })
})

describe('interpolateElements', () => {
  it('puts elements in their placeholders and keeps the rest as text', () => {
    const { container } = render(
      <p>
        {interpolateElements('پیوندی به {{email}} فرستادیم؛ {{other}}', {
          email: <bdi dir="ltr">sara-ahmadi@example.com</bdi>,
        })}
      </p>,
    )
    expect(container.innerHTML).toBe(
      '<p>پیوندی به <bdi dir="ltr">sara-ahmadi@example.com</bdi> فرستادیم؛ {{other}}</p>',
    )
  })
})

describe('page translations', () => {
  it('parses the page query tables by language, once per query result', () => {
    const data = edges('fa', 'en')
    const tables = translationTables(data)
    expect(Object.keys(tables).sort()).toEqual(['en', 'fa'])
    expect(translationTables(data)).toBe(tables)
    expect(pageTranslations(data, 'fa')).toBe(pageTranslations(data, 'fa'))
    expect(pageTranslations(data, 'fa').t('error.notFound')).toBe(fa['error.notFound'])
    expect(pageTranslations(data, 'en').t('error.notFound')).toBe(en['error.notFound'])
  })
  it('without a query result every key reads as itself', () => {
    expect(pageTranslations(null, 'en').t('error.notFound')).toBe('error.notFound')
  })
})

function Greeting() {
  const { t, i18n } = useTranslation()
  return (
    <p lang={i18n.language}>
      {t('error.notFound')} / {i18n.getFixedT('en')('error.notFound')}
    </p>
  )
}

it('components read the provided translations', () => {
  render(
    <TranslationsProvider value={pageTranslations(edges('fa', 'en'), 'fa')}>
      <Greeting />
    </TranslationsProvider>,
  )
  expect(screen.getByText(`${fa['error.notFound']} / ${en['error.notFound']}`)).toHaveAttribute('lang', 'fa')
})

describe('headTranslator', () => {
  it("translates into the Head's language, or the first loaded one when none is given", () => {
    expect(headTranslator(edges('fa', 'en'), 'en')('error.notFound')).toBe(en['error.notFound'])
    expect(headTranslator(edges('en'))('error.notFound')).toBe(en['error.notFound'])
    expect(headTranslator(edges('fa'), 'en')('error.notFound')).toBe(fa['error.notFound'])
    expect(headTranslator(null, 'en')('error.notFound')).toBe('error.notFound')
  })
})
