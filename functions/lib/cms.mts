/**
 * SERVER-ONLY. Calls from the functions to the CMS: a time limit on every call (an unreachable or
 * hung CMS is a 503 cms-unavailable within CMS_TIMEOUT_MS, not a hang), the real client address
 * for the CMS's rate limits, the reader's language for e-mails, and the translation of Strapi's
 * errors into the catalogue (Strapi's own wording never reaches the browser).
 */
import { z } from 'zod'
import { LOCALES } from '../../cms/src/rules/locales'
import { ERROR_CATALOGUE, type ErrorCode } from '../../cms/src/rules/errors'
import type { AccountUser } from '../../src/account/types'
import type { FunctionsEnv } from '../../src/server/env'
import { HttpFailure, type FunctionContext } from './http.mjs'
import { clearSessionCookie } from './session.mjs'

export type CmsAnswer = { status: number; body: unknown; headers: Headers }

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT'
  json?: unknown
  form?: FormData
  token?: string
  /** The incoming request: its client address and Accept-Language are passed on. */
  req: Request
  context: FunctionContext
  timeoutMs?: number
}

/** The client address Netlify saw; netlify dev puts it in x-nf-client-connection-ip too. */
export function clientIp(req: Request, context: FunctionContext): string | undefined {
  return context.ip || req.headers.get('x-nf-client-connection-ip') || undefined
}

export async function cmsCall(env: FunctionsEnv, path: string, options: CallOptions): Promise<CmsAnswer> {
  const headers = new Headers({ accept: 'application/json', 'x-cms-proxy-secret': env.CMS_PROXY_SECRET })
  const ip = clientIp(options.req, options.context)
  if (ip) headers.set('x-client-ip', ip)
  const language = options.req.headers.get('accept-language')
  if (language) headers.set('accept-language', language)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body: BodyInit | undefined
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.json)
  } else if (options.form) {
    body = options.form
  }
  let response: Response
  try {
    response = await fetch(new URL(path, env.CMS_URL), {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? env.CMS_TIMEOUT_MS),
    })
  } catch (error) {
    console.error(`[cms] ${options.method ?? 'GET'} ${path} failed: ${(error as Error).message}`)
    throw new HttpFailure('cms-unavailable')
  }
  const text = await response.text().catch(() => '')
  let parsed: unknown = null
  if (text) {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = text
    }
  }
  if (response.status >= 500) {
    console.error(`[cms] ${options.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
    throw new HttpFailure('cms-unavailable')
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

/** Strapi's messages, as its users-permissions plugin words them, and what each means here. */
const STRAPI_MESSAGES: Record<string, ErrorCode> = {
  'Invalid identifier or password': 'invalid-credentials',
  'Your account email is not confirmed': 'account-not-verified',
  'Your account has been blocked by an administrator': 'account-blocked',
  'Email or Username are already taken': 'already-taken',
  'Incorrect code provided': 'incorrect-code',
  'Invalid token': 'invalid-token',
  // Ours (cms/src/account/users-permissions.ts): a confirmation link opened again.
  'Already confirmed': 'already-confirmed',
  // Ours: a reset link opened again after it reset the password.
  'Reset link already used': 'reset-link-used',
  'Error sending confirmation email': 'internal-error-through-sending-activation-email',
  'The provided current password is invalid': 'invalid-current-password',
  'Your new password must be different than your current password': 'same-password',
  // Checked by the shared schemas first; these only arrive if a rule and the CMS drift apart.
  'Password must be less than 73 bytes': 'validation-failed',
  'Must not contain invisible direction characters': 'validation-failed',
  'The request contains text that is not valid Unicode': 'malformed-text',
  [ERROR_CATALOGUE['not-an-image'].message]: 'not-an-image',
  'The image must be at most 4096 × 4096 pixels': 'image-too-large',
}

const strapiError = z.object({
  error: z.object({ status: z.number().optional(), name: z.string().optional(), message: z.string().optional() }),
})

/** The catalogued failure for a CMS refusal; unknown refusals are logged and count as our fault. */
export function cmsFailure(answer: CmsAnswer, path: string): HttpFailure {
  if (answer.status === 429) {
    const retryAfter = answer.headers.get('retry-after')
    return new HttpFailure('too-many-requests', retryAfter ? { headers: { 'retry-after': retryAfter } } : {})
  }
  const parsed = strapiError.safeParse(answer.body)
  const message = parsed.success ? parsed.data.error.message : undefined
  const code = message ? STRAPI_MESSAGES[message] : undefined
  if (code) return new HttpFailure(code)
  if (answer.status === 401) return new HttpFailure('not-logged-in')
  console.error(`[cms] unexpected ${answer.status} from ${path}: ${JSON.stringify(answer.body).slice(0, 300)}`)
  return new HttpFailure('internal-error')
}

const isCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value)

/**
 * The catalogued failure for a refusal by one of our own CMS controllers: the code it named in
 * `details.code` (with its field messages and Retry-After), else Strapi's generic mapping.
 */
export function codedFailure(answer: CmsAnswer, path: string, req: Request, hadSession: boolean): HttpFailure {
  const error = (answer.body as { error?: { details?: { code?: unknown; fields?: unknown } } } | null)?.error
  const code = error?.details?.code
  if (isCode(code)) {
    const fields = error?.details?.fields
    const headers: Record<string, string> = {}
    const retryAfter = answer.headers.get('retry-after')
    if (code === 'too-many-requests' && retryAfter) headers['retry-after'] = retryAfter
    return new HttpFailure(code, {
      ...(fields && typeof fields === 'object' && !Array.isArray(fields)
        ? { fields: fields as Record<string, string> }
        : {}),
      ...(code === 'validation-failed' && fields && typeof fields === 'object'
        ? { message: Object.values(fields as Record<string, string>)[0] }
        : {}),
      headers,
    })
  }
  if (answer.status === 401 && hadSession)
    return new HttpFailure('not-logged-in', { headers: { 'set-cookie': clearSessionCookie(req) } })
  return cmsFailure(answer, path)
}

const format = z.object({ url: z.string(), width: z.number(), height: z.number() })
const nullableText = z.string().nullable()

/** The populated user the CMS's /api/account routes answer (cms/src/api/account/controllers/account.ts). */
export const accountUserSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  username: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  preferredLocale: z.enum(LOCALES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  displayName: nullableText,
  headline: nullableText,
  bio: nullableText,
  jobTitle: nullableText,
  company: nullableText,
  location: nullableText,
  website: nullableText,
  github: nullableText,
  linkedin: nullableText,
  role: z.object({ id: z.number(), name: z.string(), type: z.string() }).nullable(),
  avatar: z
    .object({
      id: z.number(),
      url: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      mime: z.string(),
      formats: z.record(format),
    })
    .nullable(),
}) satisfies z.ZodType<AccountUser>

const isoTime = z.string().datetime()

/**
 * What /api/account/me/export answers (cms/src/account/data-rights.ts), strict at every level: a
 * field the CMS starts sending fails closed instead of reaching the download unreviewed.
 */
export const accountExportSchema = z
  .object({
    format: z.literal('barsanj-account-export/1'),
    exportedAt: isoTime,
    // The user's own fields as the account calls answer them, the role by name, no ids.
    account: accountUserSchema
      .omit({
        id: true,
        documentId: true,
        role: true,
        avatar: true,
        createdAt: true,
        updatedAt: true,
        preferredLocale: true,
      })
      .extend({ role: z.string().nullable(), createdAt: isoTime, updatedAt: isoTime, preferredLocale: nullableText })
      .strict(),
    avatar: z
      .object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable(), mime: z.string() })
      .strict()
      .nullable(),
    comments: z.array(
      z
        .object({
          documentId: z.string(),
          text: z.string(),
          locale: z.enum(LOCALES),
          post: z.object({ documentId: z.string(), title: z.string().nullable(), url: z.string().nullable() }).strict(),
          createdAt: isoTime,
          editedAt: isoTime.nullable(),
          hiddenByModerators: z.boolean(),
        })
        .strict(),
    ),
    sessions: z.array(
      z.object({ startedAt: isoTime, lastRenewedAt: isoTime, expiresAt: isoTime, status: z.string() }).strict(),
    ),
  })
  .strict()

export type AccountExport = z.infer<typeof accountExportSchema>

export function accountExportFrom(answer: CmsAnswer, path: string): AccountExport {
  const parsed = accountExportSchema.safeParse(answer.body)
  if (!parsed.success) {
    console.error(`[cms] ${path} answered an unexpected export shape: ${parsed.error.message.slice(0, 300)}`)
    throw new HttpFailure('internal-error')
  }
  return parsed.data
}

/** The user of a successful /api/account answer, checked against its declared shape. */
export function accountUserFrom(answer: CmsAnswer, path: string): AccountUser {
  const parsed = z.object({ user: accountUserSchema }).safeParse(answer.body)
  if (!parsed.success) {
    console.error(`[cms] ${path} answered an unexpected user shape: ${parsed.error.message.slice(0, 300)}`)
    throw new HttpFailure('internal-error')
  }
  return parsed.data.user
}

/** The access token of a successful Strapi auth answer (login, password change, reset). */
export function tokenFrom(answer: CmsAnswer, path: string): string {
  const parsed = z.object({ jwt: z.string().min(1) }).safeParse(answer.body)
  if (!parsed.success) {
    console.error(`[cms] ${path} answered without a token`)
    throw new HttpFailure('internal-error')
  }
  return parsed.data.jwt
}
