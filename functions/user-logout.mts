/**
 * POST /api/user/logout → {} and the cookie cleared. The CMS session is ended first, so a copy of
 * the cookie taken before logout no longer works. If the CMS cannot be reached the cookie is kept
 * (503) so that the member can try again instead of leaving a live session behind.
 */
import type { Config } from '@netlify/functions'
import type { Session } from '../src/account/types'
import { functionsEnv, revokeSession } from './lib/account.mjs'
import { HttpFailure, handle, json } from './lib/http.mjs'
import { clearSessionCookie, sessionFrom } from './lib/session.mjs'

export default handle(['POST'], async (req, context) => {
  const env = functionsEnv()
  const session = sessionFrom(req, env.SESSION_SECRET)
  if (session && !(await revokeSession(env, session.token, req, context))) throw new HttpFailure('cms-unavailable')
  const body: Session = {}
  return json(body, { headers: { 'set-cookie': clearSessionCookie(req) } })
})

export const config: Config = { path: '/api/user/logout' }
