/**
 * The table of issue [18]: queries that must find a text and queries that must not, asked of a
 * real Pagefind index made from texts folded by `indexText`, with queries folded by `queryText`
 * (tests/support/pagefind-search.mjs runs Pagefind's indexer and its search script).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Locale } from '../lib/i18n'
import { indexText, queryText } from './normalise'

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
  ['ﺗﺴﺖ ﺑﺎﺭ', 'راهنمای تست بار', 'Arabic presentation forms in the query'],
  ['تست', 'راهنمای ﺗﺴﺖ ﺑﺎﺭ', 'Arabic presentation forms in the text'],
  ['ﻻﯾﻪ', 'لایه سرویس', 'a lam-alef ligature in the query'],
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
  ['k6', 'تست بار با k6', 'a Latin name with a digit on a Persian page'],
  ['k۶', 'تست بار با k6', 'a Latin name typed with a Persian keyboard’s digit'],
  ['ｌｏａｄ', 'load testing basics', 'full-width Latin in the query'],
  ['تست load', 'تست load با k6', 'Persian and English in one query'],
  ['وب سایت', 'وب‌سایت شرکت', 'a compound written with ZWNJ in the text'],
  ['تست‌ها', 'تست بار', 'a plural finds its singular'],
  ['testing', 'a test plan', 'English stems: testing finds test'],
  ['tests', 'load testing basics', 'English stems: tests finds testing'],
]

const NO_MATCH: [query: string, text: string, why: string][] = [
  ['تست نفوذ', 'تست بار و استرس', 'one word of the query missing'],
  ['کارایی', 'کار ایمن', 'other words with the same letters'],
  ['بار', 'اعتبار سنجی', 'the end of a word is not its start'],
  ['خواهم', 'می‌خواهم بدانم', 'the verb without its prefix (indexed whole)'],
  ['خواهم', 'خواب دیدم', 'a different word with the same start'],
  ['سرور', 'سامانه ابری', 'nothing in common'],
  ['۱۴۰۲', 'گزارش سال ۱۴۰۳', 'another number'],
  ['test', 'تست بار', 'no transliteration between scripts'],
  ['stress', 'load testing only', 'an absent English word'],
  ['load', 'upload speed', 'inside a word'],
  ['', 'any text at all', 'an empty query'],
  ['   ', 'any text at all', 'a blank query'],
  ['«»،؛؟', 'any text at all', 'only punctuation'],
]

const PAIRS = [...MATCH.map((pair) => ({ pair, found: true })), ...NO_MATCH.map((pair) => ({ pair, found: false }))]
const localeOf = (text: string): Locale => (/[\u0600-\u06ff]/.test(text) ? 'fa' : 'en')
let answers: string[][]

beforeAll(() => {
  const run = spawnSync(process.execPath, [path.join(__dirname, '../../tests/support/pagefind-search.mjs')], {
    input: JSON.stringify({
      records: PAIRS.map(({ pair: [, text] }, index) => ({
        url: `/${index}/`,
        content: indexText(text, localeOf(text)),
        language: localeOf(text),
      })),
      searches: PAIRS.map(({ pair: [query, text] }) => ({
        language: localeOf(text),
        query: queryText(query, localeOf(text)),
      })),
    }),
    encoding: 'utf8',
    timeout: 60_000,
  })
  if (run.status !== 0) throw new Error(`pagefind-search failed: ${run.stderr}`)
  answers = JSON.parse(run.stdout) as string[][]
}, 60_000)

describe('search in both languages', () => {
  it.each(MATCH.map((pair) => [...pair, MATCH.indexOf(pair)] as const))(
    '%s finds %s (%s)',
    (_query, _text, _why, index) => {
      expect(answers[index]).toContain(`/${index}/`)
    },
  )

  it.each(NO_MATCH.map((pair) => [...pair, MATCH.length + NO_MATCH.indexOf(pair)] as const))(
    '%s does not find %s (%s)',
    (_query, _text, _why, index) => {
      expect(answers[index]).not.toContain(`/${index}/`)
    },
  )

  it('folds letters, tatweel and digits, and joins affixes typed apart', () => {
    expect(indexText('كيفيـت سال 1403 و ١٤٠٣، سرور ها و می خواهم', 'fa')).toBe(
      'کیفیت سال ۱۴۰۳ و ۱۴۰۳، سرور\u200cها و می\u200cخواهم',
    )
    expect(queryText('می‌خواهم سرور ها ۱۴۰۳', 'fa')).toBe('میخواهم سرورها ۱۴۰۳')
    expect(queryText('k6 ۲۰۲۴', 'en')).toBe('k6 2024')
    expect(queryText('ﺗﺴﺖ ﻻﯾﻪ', 'fa')).toBe('تست لایه')
    expect(indexText('۱۰۰ m² ﺗﺴﺖ', 'fa')).toBe('۱۰۰ m² تست')
    // A Latin name keeps its digits on a Persian page, as the page shows it; a number alone does not.
    expect(indexText('k6 و p99.9 در HTTP/2 سال 1403/12/29', 'fa')).toBe('k6 و p99.9 در HTTP/2 سال ۱۴۰۳/۱۲/۲۹')
    expect(queryText('k۶ p۹۹', 'fa')).toBe('k6 p99')
  })
})
