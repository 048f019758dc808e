/**
 * The CMS's own copy of the site's text rules (src/lib/unicode.ts; the CMS builds on its own and
 * cannot import the site's src/). src/lib/unicode.test.ts checks the two behave the same.
 */
const LONE_SURROGATE = /\p{Cs}/u

export const isWellFormed = (text: string) => !LONE_SURROGATE.test(text)

export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g
export const hasBidiControls = (text: string) => /[\u202A-\u202E\u2066-\u2069]/.test(text)
export const stripBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '')

/** Every string of a parsed request (body or query), keys included; iterative, so depth cannot exhaust the stack. */
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
