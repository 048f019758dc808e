/**
 * The error catalogue of every call the site answers (its functions and the site server's own
 * refusals): a failure is `{ error: { code, message } }` with one of these codes, the HTTP status
 * beside it and requirements §8's message where the requirements give one. The browser shows a
 * translation looked up by code (`uiMessage` where the requirements word the screen text
 * differently; `waitMessage` when the answer's Retry-After says how long to wait, `{{wait}}` in
 * the reader's words). Codes never change once shipped; add new ones instead.
 */
import { LIMITS, MESSAGES } from './account'

export const ERROR_CATALOGUE = {
  // requirements §8
  'invalid-credentials': { status: 401, message: 'Invalid identifier or password' },
  'account-not-verified': { status: 403, message: 'Account not verified' },
  'account-blocked': { status: 403, message: 'Your account has been blocked by an administrator' },
  'too-many-requests': {
    status: 429,
    message: 'Too many requests, please try later',
    waitMessage: 'Too many requests, please try again in {{wait}}',
  },
  'already-taken': { status: 409, message: 'Email or Username are already taken' },
  'incorrect-code': {
    status: 400,
    message: 'Incorrect code provided',
    uiMessage: 'Incorrect verification code provided',
  },
  'invalid-token': { status: 400, message: 'Invalid token' },
  'internal-error-through-sending-activation-email': {
    status: 503,
    message: 'Internal error while sending the activation e-mail',
  },
  // Ours: the requirements leave these cases unworded (docs/decisions/0005-account-api.md)
  'validation-failed': { status: 400, message: 'Some fields are not valid' },
  'field-not-allowed': { status: 400, message: 'These fields cannot be changed' },
  'invalid-json': { status: 400, message: 'The request body is not valid JSON' },
  'invalid-current-password': { status: 400, message: 'The current password is incorrect' },
  'already-confirmed': { status: 409, message: 'This account is already confirmed' },
  'reset-link-used': { status: 409, message: 'This link has already been used: ask for a new one' },
  'same-password': { status: 400, message: 'The new password must be different from the current one' },
  'not-logged-in': { status: 401, message: 'You need to log in' },
  'not-found': { status: 404, message: 'Not found' },
  'invalid-query': { status: 400, message: 'This query is not allowed' },
  'not-your-record': { status: 403, message: 'You can only change your own comments' },
  'method-not-allowed': { status: 405, message: 'Method not allowed' },
  'payload-too-large': { status: 413, message: 'The request body is too large' },
  'file-too-large': { status: 413, message: `The image must be at most ${LIMITS.avatarBytes / 1024 / 1024} MB` },
  'unsupported-media-type': { status: 415, message: 'Unsupported content type' },
  'not-an-image': { status: 415, message: MESSAGES.notAnImage },
  'cms-unavailable': { status: 503, message: 'The account service is unavailable, please try again shortly' },
  'internal-error': { status: 500, message: 'Something went wrong on our side, please try again' },
  // Hostile or broken requests (docs/decisions/0011-hostile-input-and-faults.md)
  'malformed-text': { status: 400, message: 'The request contains text that is not valid Unicode' },
  'cross-site-request': { status: 403, message: 'Requests from other sites are not allowed' },
  'image-too-large': {
    status: 422,
    message: `The image must be at most ${LIMITS.avatarSide} × ${LIMITS.avatarSide} pixels`,
  },
  // Draft preview (docs/decisions/0020-draft-preview.md)
  'preview-link-invalid': {
    status: 403,
    message: 'This preview link is not valid: open the preview again from the CMS',
  },
  'preview-link-expired': {
    status: 403,
    message: 'This preview link has expired: open the preview again from the CMS',
  },
  'preview-not-found': {
    status: 404,
    message: 'There is nothing to preview: the document or its version in this language does not exist',
  },
  // The newsletter's e-mailed links (docs/decisions/0022-newsletter.md)
  'newsletter-link-invalid': {
    status: 400,
    message: 'This link is not valid: open the newest e-mail we sent, or subscribe again',
  },
  'newsletter-link-expired': { status: 410, message: 'This link no longer works: subscribe again to get a new one' },
  // The site server's own refusals (server/http.ts); Netlify's edge answers these in production
  'bad-request': { status: 400, message: 'The request could not be read' },
  'request-timeout': { status: 408, message: 'The request took too long to arrive' },
  'uri-too-long': { status: 414, message: 'The address is too long' },
  busy: { status: 503, message: 'The site is busy, please try again in a moment' },
  'site-unavailable': { status: 503, message: 'The site is restarting, please try again in a few seconds' },
  'upstream-timeout': { status: 504, message: 'The site took too long to answer, please try again' },
} as const satisfies Record<string, { status: number; message: string; uiMessage?: string; waitMessage?: string }>

export type ErrorCode = keyof typeof ERROR_CATALOGUE

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: Record<string, string> } }

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = (value as { error: unknown }).error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    (error as { code: string }).code in ERROR_CATALOGUE
  )
}
