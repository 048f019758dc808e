/**
 * A Persian e-mail read as a Persian reader reads it, the way the Persian pages are checked: no
 * Latin digits or Latin commas in its words, dates in Persian order (day, month, year: «۸ آذر
 * ۱۴۰۵», never «۱۴۰۵ آذر ۸»), and an HTML part laid out right to left. Addresses, links and the
 * visitor's own words are left out of the check: they are written as they are.
 */
import type { InboxMessage } from './inbox'

const PERSIAN_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
]
const GREGORIAN_MONTHS_IN_PERSIAN = [
  'ژانویه',
  'فوریه',
  'مارس',
  'آوریل',
  'مه',
  'ژوئن',
  'ژوئیه',
  'اوت',
  'سپتامبر',
  'اکتبر',
  'نوامبر',
  'دسامبر',
]
const MONTH = new RegExp(
  `(^|[\\s(])(${[...PERSIAN_MONTHS, ...GREGORIAN_MONTHS_IN_PERSIAN].join('|')})(?=[\\s)،]|$)`,
  'gu',
)
const PERSIAN_DIGITS = '[۰-۹]'

/** Every problem a Persian reader would see in `text` (empty when there is none). */
export function persianTextProblems(text: string, own: string[] = []): string[] {
  let words = text
  for (const value of own) words = words.split(value).join(' ')
  words = words.replace(/https?:\/\/\S+/g, ' ').replace(/[^\s<>()]+@[^\s<>()]+/g, ' ')
  const problems: string[] = []
  const latinDigits = words.match(/.{0,12}[0-9].{0,12}/g)
  if (latinDigits) problems.push(...latinDigits.map((context) => `Latin digit in «${context.trim()}»`))
  const commas = words.match(/.{0,12},.{0,12}/g)
  if (commas) problems.push(...commas.map((context) => `Latin comma in «${context.trim()}»`))
  for (const match of words.matchAll(MONTH)) {
    const at = (match.index ?? 0) + match[1].length
    const before = words.slice(Math.max(0, at - 8), at)
    const after = words.slice(at + match[2].length, at + match[2].length + 8)
    const dayBefore = new RegExp(`(^|\\s|\\()${PERSIAN_DIGITS}{1,2}\\s$`).test(before)
    const yearAfter = new RegExp(`^\\s${PERSIAN_DIGITS}{4}(?!${PERSIAN_DIGITS})`).test(after)
    if (!dayBefore || !yearAfter) problems.push(`date not written day, month, year: «${before}${match[2]}${after}»`)
  }
  return problems
}

/** The problems of a whole received e-mail: its subject and text, and the direction of its HTML. */
export function persianMailProblems(
  mail: Pick<InboxMessage, 'subject' | 'text' | 'html'>,
  own: string[] = [],
): string[] {
  const problems = [...persianTextProblems(mail.subject, own), ...persianTextProblems(mail.text, own)]
  const body = /^\s*<div [^>]*>/.exec(mail.html ?? '')?.[0] ?? ''
  if (!body.includes('dir="rtl"')) problems.push('the HTML part is not laid out right to left')
  if (!body.includes('lang="fa"')) problems.push('the HTML part is not marked as Persian')
  return problems
}
