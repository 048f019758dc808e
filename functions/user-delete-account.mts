/**
 * POST /api/user/delete-account { password } → { ok } and the cookie cleared. The CMS checks the
 * password again, then deletes the account with its sessions, comments and avatar and sends a
 * goodbye e-mail (docs/decisions/0018-members-data-rights.md). A wrong password is
 * invalid-current-password, and the tries count against the login limit.
 */
import type { Config } from '@netlify/functions'
import { deleteAccountSchema } from '../src/account/schemas'
import type { OkResponse } from '../src/account/types'
import { functionsEnv, requireSession, sessionCallFailure, validate } from './lib/account.mjs'
import { cmsCall } from './lib/cms.mjs'
import { handle, json, readJson } from './lib/http.mjs'
import { clearSessionCookie } from './lib/session.mjs'

export default handle(['POST'], async (req, context) => {
  const env = functionsEnv()
  const session = requireSession(req, env)
  const input = validate(deleteAccountSchema, await readJson(req))
  const answer = await cmsCall(env, '/api/account/me/delete', {
    method: 'POST',
    json: { password: input.password },
    token: session.token,
    req,
    context,
  })
  if (answer.status !== 200) throw sessionCallFailure(req, answer, '/api/account/me/delete')
  const body: OkResponse = { ok: true }
  return json(body, { headers: { 'set-cookie': clearSessionCookie(req) } })
})

export const config: Config = { path: '/api/user/delete-account' }
