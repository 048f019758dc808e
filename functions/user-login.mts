/**
 * POST /api/user/login { identifier, password } → { user } (populated) and a fresh sealed session
 * cookie. A session the browser already had is ended first, so a login never reuses one.
 */
import type { Config } from '@netlify/functions'
import { loginSchema } from '../src/account/schemas'
import type { UserResponse } from '../src/account/types'
import { fetchAccount, functionsEnv, newSessionCookie, revokeSession, validate } from './lib/account.mjs'
import { cmsCall, cmsFailure, tokenFrom } from './lib/cms.mjs'
import { handle, json, readJson } from './lib/http.mjs'
import { sessionFrom } from './lib/session.mjs'

export default handle(['POST'], async (req, context) => {
  const env = functionsEnv()
  const input = validate(loginSchema, await readJson(req))
  const answer = await cmsCall(env, '/api/auth/local', { method: 'POST', json: input, req, context })
  if (answer.status !== 200) throw cmsFailure(answer, '/api/auth/local')
  const token = tokenFrom(answer, '/api/auth/local')
  const previous = sessionFrom(req, env.SESSION_SECRET)
  if (previous) await revokeSession(env, previous.token, req, context)
  const user = await fetchAccount(env, token, req, context)
  const body: UserResponse = { user }
  return json(body, { headers: { 'set-cookie': newSessionCookie(req, env, token) } })
})

export const config: Config = { path: '/api/user/login' }
