/**
 * Search text folded so that every way of typing Persian finds the same words. Pagefind (ADR
 * 0032) already folds case, accents and diacritics (the madda of آ, Persian harakat), stems
 * English and indexes a word joined by a zero-width non-joiner (می‌خواهم) as one word. What it
 * does not do, done here on both sides, the indexed text and the reader's query:
 * - Arabic presentation forms (ﺗﺴﺖ, the shaped letters some old Persian fonts and PDFs paste)
 *   and full-width Latin (ｌｏａｄ) are the letters they show (Unicode's compatibility mapping,
 *   NFKC, of those characters only: the rest of the text, a superscript in `m²`, stays as written);
 * - Arabic ي/ى/ك and the ۀ of an ezafe are Persian ی/ک and ه;
 * - tatweel (ـ), which only stretches a word, is dropped;
 * - Persian, Arabic-Indic and Latin digits are one: the page's own (Persian on Persian pages, but
 *   Latin inside a Latin name, so an excerpt shows k6 and p99 as the page does);
 * - a verb prefix or plural/comparative suffix typed apart (می خواهم, سرور ها) is joined to its
 *   word: with a non-joiner in the indexed text, which still reads as the page wrote it, and with
 *   nothing in a query, which Pagefind would otherwise split at the non-joiner.
 */
import type { Locale } from '../lib/i18n'

const LETTERS: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک', ۀ: 'ه' }
/** Arabic presentation forms A and B, and the half- and full-width forms. */
const COMPATIBILITY_FORMS = /[\ufb50-\ufdff\ufe70-\ufeff\uff00-\uffef]/g
const ZWNJ = '\u200c'
/** Joiners of every kind: in a query they join the parts of one word. */
const JOINERS = /[\u200b-\u200d\u00ad]/g

/** Verb prefixes and suffixes Persian writes joined, with a non-joiner, or (wrongly) apart. */
const PREFIXES = ['می', 'نمی', 'بی']
const SUFFIXES = ['ها', 'های', 'هایی', 'تر', 'ترین']
const WORD = '[\\u0600-\\u06ff]+'
const APART = new RegExp(
  `(^|[^\\u0600-\\u06ff])(${PREFIXES.join('|')})[ ]+(?=${WORD})|(${WORD})[ ]+(${SUFFIXES.join('|')})(?![\\u0600-\\u06ff])`,
  'g',
)

const toPersianDigits = (text: string) =>
  text
    .replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)))
    .replace(/[\u0660-\u0669]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0x0660 + 0x06f0))
const toLatinDigits = (text: string) =>
  text
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
/** A run of Latin letters, digits of any script and the signs inside a name or version (k6, HTTP/2, p99.9). */
const LATIN_RUN = /[A-Za-z0-9\u06f0-\u06f9\u0660-\u0669]+(?:[./_-][A-Za-z0-9\u06f0-\u06f9\u0660-\u0669]+)*/g

/** Every digit in the page's own: Persian on a Persian page, Latin names included (a tag's slug, ../tags/tags.ts). */
export const pageDigits = (text: string, locale: Locale): string =>
  locale === 'fa' ? toPersianDigits(text) : toLatinDigits(text)

/** Digits as the page writes them: Persian on a Persian page, except inside a Latin name (k6, p99). */
function digitsOf(text: string, locale: Locale): string {
  if (locale === 'en') return toLatinDigits(text)
  return text.replace(LATIN_RUN, (run) => (/[A-Za-z]/.test(run) ? toLatinDigits(run) : toPersianDigits(run)))
}

function fold(text: string, locale: Locale, joiner: string): string {
  const letters = text
    .replace(COMPATIBILITY_FORMS, (form) => form.normalize('NFKC'))
    .replace(/[يىكۀ]/g, (letter) => LETTERS[letter])
    .replace(/\u0640/g, '')
  const joined = letters.replace(APART, (_match, before, prefix, word, suffix) =>
    prefix !== undefined ? `${before}${prefix}${joiner}` : `${word}${joiner}${suffix}`,
  )
  return digitsOf(joined, locale)
}

/** A page's text as the index holds it (and as its excerpts show it). */
export const indexText = (text: string, locale: Locale): string => fold(text, locale, ZWNJ)

/** A reader's query as the index is asked it. */
export const queryText = (query: string, locale: Locale): string => fold(query, locale, '').replace(JOINERS, '')
