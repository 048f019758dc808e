/**
 * Rules about what text is, applied by the forms, the functions and the CMS alike.
 *
 * - A lone UTF-16 surrogate is not a character: JSON can carry one (`"\ud800"`), no keyboard can
 *   type one, and bcrypt implementations hang or allocate without end on it. Text holding one is
 *   refused.
 * - Embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) are invisible and
 *   reorder the text around them: U+202E followed by "txt.exe" displays as "exe.txt". They are refused in
 *   usernames and dropped from names, profile fields and comments. The marks U+200E/U+200F and
 *   the zero-width non-joiner (needed in Persian) are not controls of that kind and are kept.
 */

const LONE_SURROGATE = /\p{Cs}/u
/** For zod's `.regex`: a string without lone surrogates. */
export const WELL_FORMED = /^\P{Cs}*$/u

export const isWellFormed = (text: string) => !LONE_SURROGATE.test(text)

export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g
export const hasBidiControls = (text: string) => /[\u202A-\u202E\u2066-\u2069]/.test(text)
export const stripBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '')

/** Length in UTF-8 bytes: what bcrypt sees of a password (it reads at most 72). */
export function utf8Length(text: string): number {
  let bytes = 0
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
  }
  return bytes
}

/**
 * Whether every string of a parsed JSON value, keys included, is well-formed. Iterative, so a
 * deeply nested document cannot exhaust the stack.
 */
export function isWellFormedDeep(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (!isWellFormed(item)) return false
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element)
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (!isWellFormed(key)) return false
        pending.push(element)
      }
    }
  }
  return true
}
