/**
 * POST /api/user/change-password { currentPassword, newPassword, newPasswordConfirmation } →
 * { user } (populated). The CMS ends every session of the account and opens a new one, which
 * this call seals into a new cookie: the member stays logged in here and nowhere else.
 */
import type { Config } from '@netlify/functions'
import { changePasswordSchema } from '../src/account/schemas'
import type { UserResponse } from '../src/account/types'
import {
  fetchAccount,
  functionsEnv,
  newSessionCookie,
  requireSession,
  sessionCallFailure,
  validate,
  withFieldNames,
} from './lib/account.mjs'
import { cmsCall, tokenFrom } from './lib/cms.mjs'
import { handle, json, readJson } from './lib/http.mjs'

export default handle(['POST'], async (req, context) => {
  const env = functionsEnv()
  const session = requireSession(req, env)
  const input = validate(changePasswordSchema, await readJson(req))
  const answer = await cmsCall(env, '/api/auth/change-password', {
    method: 'POST',
    json: {
      currentPassword: input.currentPassword,
      password: input.newPassword,
      passwordConfirmation: input.newPasswordConfirmation,
    },
    token: session.token,
    req,
    context,
  })
  // The CMS names the new password `password`; the form, `newPassword`.
  if (answer.status !== 200)
    throw withFieldNames(sessionCallFailure(req, answer, '/api/auth/change-password'), { password: 'newPassword' })
  const token = tokenFrom(answer, '/api/auth/change-password')
  const body: UserResponse = { user: await fetchAccount(env, token, req, context) }
  return json(body, { headers: { 'set-cookie': newSessionCookie(req, env, token) } })
})

export const config: Config = { path: '/api/user/change-password' }
