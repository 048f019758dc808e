/**
 * The comment rules, stated once for the post page's form and the /api/comments function. The
 * CMS enforces the same limits on its own (cms/src/comments/text.ts and the comment schema.json);
 * src/comments/rules.test.ts keeps the three equal.
 */
import { MESSAGES } from '../account/rules'
import { COMMENT_LIMITS } from './limits'
import { stripBidiControls } from '../lib/unicode'

export { COMMENT_LIMITS }

export const COMMENT_MESSAGES = {
  required: MESSAGES.required,
  tooShort: `Must be at least ${COMMENT_LIMITS.text.min} characters`,
  tooLong: MESSAGES.atMost(COMMENT_LIMITS.text.max),
} as const

/** Control characters other than tab and newline; they are invisible, so dropping them loses nothing a reader could see. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

/** What is stored for a typed comment: NFC, Unix newlines, no invisible controls or direction overrides (src/lib/unicode.ts), trimmed. */
export function normaliseCommentText(input: string): string {
  return stripBidiControls(input.normalize('NFC').replace(/\r\n?/g, '\n').replace(INVISIBLE_CONTROLS, '')).trim()
}

/** Length as a reader counts it: code points, so a Persian letter or an emoji is one. */
export const textLength = (text: string) => [...text].length

/** The message for a normalised comment text, or undefined when it is acceptable. */
export function commentTextProblem(text: string): string | undefined {
  const length = textLength(text)
  if (length === 0) return COMMENT_MESSAGES.required
  if (length < COMMENT_LIMITS.text.min) return COMMENT_MESSAGES.tooShort
  if (length > COMMENT_LIMITS.text.max) return COMMENT_MESSAGES.tooLong
  return undefined
}
