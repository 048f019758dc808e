/** SERVER-ONLY helpers for function responses: JSON bodies, never cached, and the catalogued error shape. */

export type ApiError = { error: { code: string; message: string } }

const baseHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { ...init, headers: { ...baseHeaders, ...(init.headers ?? {}) } })
}

export function apiError(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  const body: ApiError = { error: { code, message } }
  return json(body, { status, headers })
}

export function methodNotAllowed(allowed: string[]): Response {
  return apiError(405, 'method-not-allowed', 'Method not allowed', { allow: allowed.join(', ') })
}
