/**
 * GET /api/user/session → { user: { email, avatar: { url } } } or the empty session {}. Never an
 * error for a missing, garbled, forged or expired cookie (those answer {} and clear it). The CMS
 * confirms the session is still alive on every call, so after logout, a password change or a block
 * a copied cookie shows no user. Only an unreachable CMS is an error (503; the cookie is kept).
 */
import type { Config } from '@netlify/functions'
import { z } from 'zod'
import type { Session } from '../src/account/types'
import { functionsEnv } from './lib/account.mjs'
import { cmsCall } from './lib/cms.mjs'
import { handle, json } from './lib/http.mjs'
import { clearSessionCookie, readCookie, cookieNameFor, sessionFrom } from './lib/session.mjs'

const sessionAnswer = z.object({
  user: z.object({ email: z.string(), avatar: z.object({ url: z.string().nullable() }) }),
})

const empty = (req: Request, clear: boolean) => {
  const body: Session = {}
  return json(body, clear ? { headers: { 'set-cookie': clearSessionCookie(req) } } : {})
}

export default handle(['GET', 'HEAD'], async (req, context) => {
  const env = functionsEnv()
  const session = sessionFrom(req, env.SESSION_SECRET)
  if (!session) return empty(req, readCookie(req, cookieNameFor(req)) !== undefined)
  const answer = await cmsCall(env, '/api/account/session', { token: session.token, req, context })
  const parsed = answer.status === 200 ? sessionAnswer.safeParse(answer.body) : null
  if (!parsed?.success) return empty(req, true)
  const body: Session = { user: parsed.data.user }
  return json(body)
})

export const config: Config = { path: '/api/user/session' }
