/**
 * The words search compares, the same for what is indexed and what a reader types. Persian is
 * typed in many equivalent ways: Arabic ي/ى/ك against Persian ی/ک, with or without diacritics and
 * tatweel, a prefix or suffix joined by a zero-width non-joiner, a space or nothing (می‌خواهم,
 * می خواهم, میخواهم), numbers in Persian, Arabic-Indic or Latin digits. English differs in case and
 * accents. Each way folds to one term here; no search library does this for Persian.
 */

/** Letters that stand for one Persian letter, after canonical decomposition has split off hamzas and maddas. */
const LETTERS: Record<string, string> = {
  ي: 'ی', // Arabic yeh
  ى: 'ی', // alef maksura
  ك: 'ک', // Arabic kaf
  ة: 'ه', // teh marbuta
  ە: 'ه', // the heh of ۀ
  ہ: 'ه', // heh goal
  ٱ: 'ا', // alef wasla
}

/** Zero-width joiners and non-joiners, soft hyphen, zero-width space: they join parts of one word. */
const JOINERS = /[\u200b-\u200d\u00ad]/g

/** Verb prefixes and suffixes Persian writes joined, with a non-joiner, or apart: folded onto their word. */
const PREFIXES = new Set(['می', 'نمی', 'بی'])
const SUFFIXES = new Set(['ها', 'های', 'هایی', 'ای', 'تر', 'ترین', 'ام', 'ات', 'اش', 'اید', 'اند', 'ایم'])

const PERSIAN_LETTER = /[\u0600-\u06ff]/

/**
 * Text folded for comparing: canonical decomposition with every combining mark dropped (accents,
 * Arabic diacritics, the hamza and madda of أ إ آ ؤ ئ ۀ), one form per Persian letter, Latin
 * digits, lower case, tatweel gone. Joiners are kept: `terms` reads them.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}|\u0640/gu, '')
    .replace(/[يىكةەہٱ]/g, (letter) => LETTERS[letter])
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .toLowerCase()
}

/** The words of `text`, each with the parts it was joined from (a joiner, or an affix written apart). */
function words(text: string): { word: string; parts: string[] }[] {
  const tokens = fold(text).match(/[\p{L}\p{N}\u200b-\u200d\u00ad]+/gu) ?? []
  const found: { word: string; parts: string[] }[] = []
  for (const token of tokens) {
    const parts = token.split(JOINERS).filter(Boolean)
    if (!parts.length) continue
    const previous = found[found.length - 1]
    const first = parts[0]
    const attaches =
      previous &&
      PERSIAN_LETTER.test(first) &&
      PERSIAN_LETTER.test(previous.word) &&
      ((PREFIXES.has(previous.word) && previous.parts.length === 1) || SUFFIXES.has(first))
    if (attaches) {
      previous.word += parts.join('')
      previous.parts.push(...parts)
    } else found.push({ word: parts.join(''), parts })
  }
  return found
}

/**
 * What the index holds for `text`: every word in its joined form, and the parts of a joined word
 * too, so that "خواهم" finds "می‌خواهم".
 */
export function indexTerms(text: string): string[] {
  return [
    ...new Set(
      words(text).flatMap(({ word, parts }) =>
        parts.length > 1 ? [word, ...parts.filter((part) => !PREFIXES.has(part) && !SUFFIXES.has(part))] : [word],
      ),
    ),
  ]
}

/** What a reader's query looks for: each word in its joined form. */
export function queryTerms(query: string): string[] {
  return words(query).map(({ word }) => word)
}
