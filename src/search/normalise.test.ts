import { fold, indexTerms, queryTerms } from './normalise'

/**
 * How the index answers (prefix search on the folded terms): every word of the query begins a
 * word of the text, the last because the reader is still typing it, the others because a stem
 * finds its longer forms.
 */
const matches = (query: string, text: string) => {
  const wanted = queryTerms(query)
  const held = indexTerms(text)
  return wanted.length > 0 && wanted.every((term) => held.some((candidate) => candidate.startsWith(term)))
}

const MATCH: [query: string, text: string, why: string][] = [
  ['تست بار', 'راهنمای تست بار برای وب‌سایت‌ها', 'plain Persian'],
  ['تست بار', 'راهنماي تست بار', 'Arabic yeh in the text'],
  ['راهنماي', 'راهنمای تست', 'Arabic yeh in the query'],
  ['راهنمای', 'راهنمای تست', 'Persian yeh on both sides'],
  ['راهنمای', 'راهنماى تست', 'alef maksura in the text'],
  ['كارايي', 'کارایی سامانه', 'Arabic kaf and yeh in the query'],
  ['کارایی', 'كارايي سامانه', 'Arabic kaf and yeh in the text'],
  ['می‌خواهم', 'میخواهم بدانم', 'ZWNJ in the query, joined in the text'],
  ['میخواهم', 'می‌خواهم بدانم', 'joined in the query, ZWNJ in the text'],
  ['می خواهم', 'می‌خواهم بدانم', 'a space in the query, ZWNJ in the text'],
  ['می خواهم', 'میخواهم بدانم', 'a space in the query, joined in the text'],
  ['میخواهم', 'می خواهم بدانم', 'joined in the query, a space in the text'],
  ['خواهم', 'می‌خواهم بدانم', 'the stem of a joined verb'],
  ['سرورها', 'سرور‌ها و پایگاه‌ داده', 'a plural suffix with ZWNJ in the text'],
  ['سرور ها', 'سرورها و پایگاه داده', 'a plural suffix written apart in the query'],
  ['سرور‌ها', 'سرور ها', 'ZWNJ against a space'],
  ['بزرگ‌ترین', 'بزرگترین آزمون', 'a superlative suffix'],
  ['آزمون', 'ازمون نفوذ', 'madda against plain alef'],
  ['ازمون', 'آزمونِ نفوذ', 'plain alef against madda, and a kasra'],
  ['مُدیریت', 'مدیریت کیفیت', 'a damma in the query'],
  ['مدیریت', 'مُدیریّت کیفیت', 'diacritics in the text'],
  ['مسئول', 'مسئول پروژه', 'yeh with hamza is a yeh'],
  ['خانه', 'خانۀ تست', 'heh with yeh above'],
  ['کیفیـــت', 'کیفیت نرم‌افزار', 'tatweel in the query'],
  ['۱۴۰۳', 'گزارش سال 1403', 'Persian digits against Latin'],
  ['1403', 'گزارش سال ۱۴۰۳', 'Latin digits against Persian'],
  ['١٤٠٣', 'گزارش سال ۱۴۰۳', 'Arabic-Indic digits against Persian'],
  ['۱۰۰۰ کاربر', 'تست با 1000 کاربر همزمان', 'digits beside words'],
  ['load test', 'A practical guide to load testing', 'English, the last word a prefix'],
  ['Load Test', 'load testing basics', 'English case'],
  ['LOAD', 'Load and stress testing', 'English capitals'],
  ['cafe', 'Notes from the Café', 'an accent in the text'],
  ['café', 'notes from the cafe', 'an accent in the query'],
  ['naive', 'A naïve approach', 'a diaeresis'],
  ['k6', 'Scripting k6 scenarios', 'letters and digits in one word'],
  ['تست load', 'تست load با k6', 'Persian and English in one query'],
  ['وب سایت', 'وب‌سایت شرکت', 'a compound written with ZWNJ in the text'],
]

const NO_MATCH: [query: string, text: string, why: string][] = [
  ['تست نفوذ', 'تست بار و استرس', 'one word of the query missing'],
  ['کارایی', 'کار ایمن', 'other words with the same letters'],
  ['بار', 'اعتبار سنجی', 'the end of a word is not its start'],
  ['تستها', 'تست بار', 'a plural the text does not hold'],
  ['خواهم', 'خواب دیدم', 'a different word with the same start'],
  ['سرور', 'سامانه ابری', 'nothing in common'],
  ['۱۴۰۲', 'گزارش سال ۱۴۰۳', 'another number'],
  ['test', 'تست بار', 'no transliteration between scripts'],
  ['stress', 'load testing only', 'an absent English word'],
  ['testing', 'a test plan', 'a longer word than the text holds'],
  ['load', 'upload speed', 'inside a word'],
  ['', 'any text at all', 'an empty query'],
  ['   ', 'any text at all', 'a blank query'],
  ['«»،؛؟', 'any text at all', 'only punctuation'],
]

describe('search terms', () => {
  it.each(MATCH)('%s finds %s (%s)', (query, text) => {
    expect(matches(query, text)).toBe(true)
  })

  it.each(NO_MATCH)('%s does not find %s (%s)', (query, text) => {
    expect(matches(query, text)).toBe(false)
  })

  it('folds every variant to one form', () => {
    expect(fold('كيفيّت ١٤٠٣ ۱۴۰۳ آزمونِ Café')).toBe('کیفیت 1403 1403 ازمون cafe')
  })

  it('indexes a joined word whole and by its parts, but not its bare affixes', () => {
    expect(indexTerms('می‌خواهم سرور‌ها را بسنجم')).toEqual(['میخواهم', 'خواهم', 'سرورها', 'سرور', 'را', 'بسنجم'])
    expect(queryTerms('می خواهم سرور ها')).toEqual(['میخواهم', 'سرورها'])
  })
})
