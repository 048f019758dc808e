/**
 * GET /api/user/me → { user } (populated). PUT /api/user/me with profile fields → { user }: only
 * the caller's own profile fields (src/account/rules PROFILE_FIELDS) and preferredLocale; any other
 * key (role, confirmed, blocked, email, password, id, ...) is refused with field-not-allowed.
 */
import type { Config } from '@netlify/functions'
import { profileSchema } from '../src/account/schemas'
import type { UserResponse } from '../src/account/types'
import { fetchAccount, functionsEnv, requireSession, sessionCallFailure, validate } from './lib/account.mjs'
import { accountUserFrom, cmsCall } from './lib/cms.mjs'
import { handle, json, readJson } from './lib/http.mjs'

export default handle(['GET', 'PUT'], async (req, context) => {
  const env = functionsEnv()
  const session = requireSession(req, env)
  if (req.method === 'GET') {
    const body: UserResponse = { user: await fetchAccount(env, session.token, req, context) }
    return json(body)
  }
  const changes = validate(profileSchema, await readJson(req))
  const answer = await cmsCall(env, '/api/account/me', {
    method: 'PUT',
    json: changes,
    token: session.token,
    req,
    context,
  })
  if (answer.status !== 200) throw sessionCallFailure(req, answer, '/api/account/me')
  const body: UserResponse = { user: accountUserFrom(answer, '/api/account/me') }
  return json(body)
})

export const config: Config = { path: '/api/user/me' }
