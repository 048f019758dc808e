/**
 * The comment rules, applied by the post page's form and list, the /api/comments function
 * (src/comments/schemas.ts builds its zod schemas from these) and the CMS that stores comments.
 * The text's limits are the content type's own.
 */
import schema from '../api/comment/content-types/comment/schema.json'
import { stripBidiControls } from './unicode'

export const COMMENT_LIMITS = {
  /** Characters (code points) after normalising: long enough to say something, short enough to stay a comment. */
  text: { min: schema.attributes.text.minLength, max: schema.attributes.text.maxLength },
  /** Comments per page of the list ('load more' fetches the next page). */
  pageSize: 10,
  /** Largest page a caller may ask for. */
  maxPageSize: 50,
}

export const COMMENT_MESSAGES = {
  required: "It's required",
  tooShort: `Must be at least ${COMMENT_LIMITS.text.min} characters`,
  tooLong: `Must be at most ${COMMENT_LIMITS.text.max} characters`,
} as const

/** Control characters other than tab and newline; they are invisible, so dropping them loses nothing a reader could see. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

/** What is stored for a typed comment: NFC, Unix newlines, no invisible controls or direction overrides (./unicode.ts), trimmed. */
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
