/**
 * The CMS's own copy of the comment rules (the CMS builds on its own and cannot import the site's
 * src/). src/comments/rules.test.ts checks this copy against src/comments/rules.ts and limits.ts.
 */
import schema from '../api/comment/content-types/comment/schema.json'
import { stripBidiControls } from '../input/unicode'

export const TEXT_LIMITS = { min: schema.attributes.text.minLength, max: schema.attributes.text.maxLength }

/** Comments per page of a list when the caller names no size, and the largest size a caller may ask for. */
export const LIST_PAGE_SIZE = { default: 10, max: 50 }

export const TEXT_MESSAGES = {
  required: "It's required",
  tooShort: `Must be at least ${TEXT_LIMITS.min} characters`,
  tooLong: `Must be at most ${TEXT_LIMITS.max} characters`,
}

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

export function normaliseCommentText(input: string): string {
  return stripBidiControls(input.normalize('NFC').replace(/\r\n?/g, '\n').replace(INVISIBLE_CONTROLS, '')).trim()
}

export function commentTextProblem(text: string): string | undefined {
  const length = [...text].length
  if (length === 0) return TEXT_MESSAGES.required
  if (length < TEXT_LIMITS.min) return TEXT_MESSAGES.tooShort
  if (length > TEXT_LIMITS.max) return TEXT_MESSAGES.tooLong
  return undefined
}
