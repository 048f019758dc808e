/**
 * SERVER-ONLY. The steps the /api/user functions share: validating a payload with the shared
 * schemas, requiring a session, loading the populated user and starting or ending a session.
 */
import type { z } from 'zod'
import { fieldErrors, unknownKeys } from '../../src/account/schemas'
import type { AccountUser } from '../../src/account/types'
import { readFunctionsEnv, type FunctionsEnv } from '../../src/server/env'
import { accountUserFrom, cmsCall, codedFailure } from './cms.mjs'
import { HttpFailure, type FunctionContext } from './http.mjs'
import { clearSessionCookie, sessionCookie, sessionFrom, type SessionPayload } from './session.mjs'

export const functionsEnv = (): FunctionsEnv => readFunctionsEnv()

/** The payload parsed by a shared schema, or a 400 naming each field's required message. */
export function validate<T extends z.ZodTypeAny>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const refused = unknownKeys(parsed.error)
  if (refused.length)
    throw new HttpFailure('field-not-allowed', { message: `These fields cannot be changed: ${refused.join(', ')}` })
  const fields = fieldErrors(parsed.error)
  throw new HttpFailure('validation-failed', { fields, message: Object.values(fields)[0] })
}

/** The caller's session, or 401 not-logged-in (clearing a cookie that no longer opens). */
export function requireSession(req: Request, env: FunctionsEnv): SessionPayload {
  const session = sessionFrom(req, env.SESSION_SECRET)
  if (!session) throw new HttpFailure('not-logged-in', { headers: { 'set-cookie': clearSessionCookie(req) } })
  return session
}

/** Maps a CMS refusal of a logged-in call; a 401 means the session ended, so its cookie goes too. */
export function sessionCallFailure(
  req: Request,
  answer: { status: number; body: unknown; headers: Headers },
  path: string,
): HttpFailure {
  if (answer.status === 401 || answer.status === 403)
    return new HttpFailure('not-logged-in', { headers: { 'set-cookie': clearSessionCookie(req) } })
  return codedFailure(answer, path, req, true)
}

/** A refusal with its field errors under the names the caller's form gives the fields. */
export function withFieldNames(failure: HttpFailure, names: Record<string, string>): HttpFailure {
  const fields = failure.options.fields
  if (!fields) return failure
  const renamed = Object.fromEntries(Object.entries(fields).map(([name, message]) => [names[name] ?? name, message]))
  return new HttpFailure(failure.code, { ...failure.options, fields: renamed })
}

export async function fetchAccount(
  env: FunctionsEnv,
  token: string,
  req: Request,
  context: FunctionContext,
): Promise<AccountUser> {
  const answer = await cmsCall(env, '/api/account/me', { token, req, context })
  if (answer.status !== 200) throw sessionCallFailure(req, answer, '/api/account/me')
  return accountUserFrom(answer, '/api/account/me')
}

/** A fresh sealed cookie for a CMS token; it lasts as long as the CMS session behind it. */
export function newSessionCookie(req: Request, env: FunctionsEnv, token: string): string {
  const expiresAt = Date.now() + env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000
  return sessionCookie(req, { token, expiresAt }, env.SESSION_SECRET[0])
}

/** Ends a CMS session. Returns false only when the CMS could not be reached. */
export async function revokeSession(
  env: FunctionsEnv,
  token: string,
  req: Request,
  context: FunctionContext,
): Promise<boolean> {
  try {
    // 200: ended now; 401: it had already ended. Either way the token no longer works.
    await cmsCall(env, '/api/auth/logout', { method: 'POST', json: {}, token, req, context })
    return true
  } catch (error) {
    if (error instanceof HttpFailure && error.code === 'cms-unavailable') return false
    throw error
  }
}
