/**
 * Browser calls to /api/user/*. Sends the page's language (the functions pass it on, so e-mails
 * arrive in it) and turns every failure into the catalogue's code and a message to translate,
 * saying when to try again where the answer's Retry-After tells.
 */
import { ERROR_CATALOGUE, isErrorBody, type ErrorCode } from '../../cms/src/rules/errors'
import type { Locale } from '../lib/i18n'
import type { InterpolationValues } from '../lib/translations'
import { formatWait, retryAfterSeconds } from '../../cms/src/rules/waits'

/** What to show for a failure: a translation key and the values it takes (`t(message, values)`). */
export type FailureText = { message: string; values?: InterpolationValues }
export type AccountFailure = { ok: false; code: ErrorCode; fields: Record<string, string> } & FailureText
export type AccountResult<T> = { ok: true; data: T } | AccountFailure

/** The text to show for a catalogued failure (the wording of requirements §8 where it differs), as a translation key. */
export function failureMessage(code: ErrorCode): string {
  const entry: { message: string; uiMessage?: string } = ERROR_CATALOGUE[code]
  return entry.uiMessage ?? entry.message
}

/**
 * The text of a failure: with how long to wait, in the reader's words, where the catalogue words
 * it so and the answer's Retry-After (read by `retryAfter`) says.
 */
export function failureText(code: ErrorCode, locale: Locale, retryAfter: () => string | null): FailureText {
  const entry: { message: string; waitMessage?: string } = ERROR_CATALOGUE[code]
  const waitSeconds = entry.waitMessage ? retryAfterSeconds(retryAfter()) : undefined
  if (entry.waitMessage && waitSeconds !== undefined)
    return { message: entry.waitMessage, values: { wait: formatWait(waitSeconds, locale) } }
  return { message: failureMessage(code) }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT'
  body?: unknown
  locale: Locale
  onUploadProgress?: (fraction: number) => void
}

export async function accountCall<T>(
  path: string,
  { method = 'GET', body, locale }: Options,
): Promise<AccountResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['content-type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  try {
    const response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin' })
    const answer: unknown = await response.json().catch(() => null)
    if (response.ok) return { ok: true, data: answer as T }
    return failureFrom(answer, locale, () => response.headers.get('retry-after'))
  } catch {
    return failureFrom(null, locale)
  }
}

/** Uploads with progress (fetch has no upload progress): XMLHttpRequest, same answers as accountCall. */
export function accountUpload<T>(
  path: string,
  body: FormData,
  { locale, onUploadProgress }: Omit<Options, 'body' | 'method'>,
): Promise<AccountResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('PUT', path)
    request.setRequestHeader('accept', 'application/json')
    request.setRequestHeader('accept-language', locale)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      let answer: unknown = null
      try {
        answer = JSON.parse(request.responseText)
      } catch {
        // not JSON: a catalogued internal error below
      }
      resolve(
        request.status >= 200 && request.status < 300
          ? { ok: true, data: answer as T }
          : failureFrom(answer, locale, () => request.getResponseHeader('retry-after')),
      )
    }
    request.onerror = () => resolve(failureFrom(null, locale))
    request.send(body)
  })
}

function failureFrom(answer: unknown, locale: Locale, retryAfter: () => string | null = () => null): AccountFailure {
  if (isErrorBody(answer))
    return {
      ok: false,
      code: answer.error.code,
      ...failureText(answer.error.code, locale, retryAfter),
      fields: answer.error.fields ?? {},
    }
  // No answer at all (network down, function crashed): the service is unavailable.
  return { ok: false, code: 'cms-unavailable', message: failureMessage('cms-unavailable'), fields: {} }
}
