/**
 * SERVER-ONLY helpers for function responses and request bodies: JSON answers that are never
 * cached and carry the site's security headers, the catalogued error shape of
 * cms/src/rules/errors.ts, bounded body reading, and `handle`, which refuses cross-site writes and
 * turns every thrown failure into a catalogued answer so that no request crashes a function.
 */
import { ERROR_CATALOGUE, type ErrorBody, type ErrorCode } from '../../cms/src/rules/errors'
import { LIMITS } from '../../cms/src/rules/account'
import { isWellFormedDeep } from '../../cms/src/rules/unicode'
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../src/server/security-headers'

export type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } }

/** What a function handler receives from Netlify besides the request (only what we use). */
export type FunctionContext = {
  ip?: string
  site?: { url?: string }
  /** Work the platform lets finish after the answer is sent. */
  waitUntil?: (promise: Promise<unknown>) => void
}

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  ...SECURITY_HEADERS,
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  for (const [name, value] of Object.entries(baseHeaders)) if (!headers.has(name)) headers.set(name, value)
  return new Response(JSON.stringify(body), { ...init, headers })
}

export function apiError(status: number, code: string, message: string, headers: HeadersInit = {}): Response {
  const body: ApiError = { error: { code, message } }
  return json(body, { status, headers })
}

/** The catalogued answer for `code`: its status and message, with field messages when given. */
export function failure(
  code: ErrorCode,
  options: { fields?: Record<string, string>; message?: string; headers?: HeadersInit } = {},
): Response {
  const entry = ERROR_CATALOGUE[code]
  const body: ErrorBody = {
    error: { code, message: options.message ?? entry.message, ...(options.fields ? { fields: options.fields } : {}) },
  }
  return json(body, { status: entry.status, headers: options.headers })
}

/** Thrown anywhere inside a handler to answer with a catalogued error. */
export class HttpFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: { fields?: Record<string, string>; message?: string; headers?: HeadersInit } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message)
  }
  toResponse(): Response {
    return failure(this.code, this.options)
  }
}

export function methodNotAllowed(allowed: string[]): Response {
  return failure('method-not-allowed', { headers: { allow: allowed.join(', ') } })
}

type Handler = (req: Request, context: FunctionContext) => Promise<Response>

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request was sent by another site's page. Browsers say so in Sec-Fetch-Site; one that
 * does not send it still sends Origin with a cross-origin write, which must then name this host.
 * A request with neither (curl, a server) is no browser acting for a member and is let through.
 */
export function isCrossSite(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site')
  if (site) return site === 'cross-site'
  const origin = req.headers.get('origin')
  if (!origin) return false
  try {
    return new URL(origin).host !== (req.headers.get('host') ?? new URL(req.url).host)
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not this site.
    return true
  }
}

/**
 * Wraps a handler: only the listed methods reach it, a write sent by another site is refused with
 * 403 cross-site-request (a form on any page can POST to us with the member's cookie attached),
 * HttpFailure becomes its catalogued answer and anything unexpected is logged and answered 500
 * internal-error (never an unhandled crash).
 */
export function handle(
  methods: string[],
  handler: Handler,
): (req: Request, context?: FunctionContext) => Promise<Response> {
  return async (req, context = {}) => {
    if (!methods.includes(req.method)) return methodNotAllowed(methods)
    if (!SAFE_METHODS.has(req.method) && isCrossSite(req)) return failure('cross-site-request')
    try {
      return await handler(req, context)
    } catch (error) {
      if (error instanceof HttpFailure) return error.toResponse()
      console.error(`[${new URL(req.url).pathname}]`, error)
      return failure('internal-error')
    }
  }
}

/** Reads at most `limit` bytes of the body; more is a 413 without reading the rest. */
export async function readBody(
  req: Request,
  limit: number,
  tooLarge: ErrorCode = 'payload-too-large',
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new HttpFailure(tooLarge)
  if (!req.body) return new Uint8Array()
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw new HttpFailure(tooLarge)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

const mediaType = (req: Request) => (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()

/**
 * The JSON object a call was sent: 415 unless application/json, 413 above the limit, 400 if not a
 * JSON object, 400 malformed-text if any string in it (a key or a value) holds a lone surrogate.
 */
export async function readJson(req: Request): Promise<Record<string, unknown>> {
  if (mediaType(req) !== 'application/json')
    throw new HttpFailure('unsupported-media-type', { message: 'Send the request body as application/json' })
  const bytes = await readBody(req, LIMITS.jsonBodyBytes)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new HttpFailure('invalid-json')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpFailure('invalid-json', { message: 'The request body must be a JSON object' })
  if (!isWellFormedDeep(value)) throw new HttpFailure('malformed-text')
  return value as Record<string, unknown>
}

export const isMultipart = (req: Request) => mediaType(req) === 'multipart/form-data'
