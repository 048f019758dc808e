/**
 * POST /api/user/reset-password { verificationCode, password, passwordConfirmation } → { ok }.
 * The reset ends every session of the account (the CMS does); the member then logs in with the
 * new password (requirements §8: "Use your new password to log in"), so the session the CMS opens for the
 * reset is ended too.
 */
import type { Config } from '@netlify/functions'
import { resetPasswordSchema } from '../src/account/schemas'
import type { OkResponse } from '../src/account/types'
import { functionsEnv, revokeSession, validate } from './lib/account.mjs'
import { cmsCall, codedFailure, tokenFrom } from './lib/cms.mjs'
import { handle, json, readJson } from './lib/http.mjs'

export default handle(['POST'], async (req, context) => {
  const env = functionsEnv()
  const input = validate(resetPasswordSchema, await readJson(req))
  const answer = await cmsCall(env, '/api/auth/reset-password', {
    method: 'POST',
    json: { code: input.verificationCode, password: input.password, passwordConfirmation: input.passwordConfirmation },
    req,
    context,
  })
  if (answer.status !== 200) throw codedFailure(answer, '/api/auth/reset-password', req, false)
  await revokeSession(env, tokenFrom(answer, '/api/auth/reset-password'), req, context)
  const body: OkResponse = { ok: true }
  return json(body)
})

export const config: Config = { path: '/api/user/reset-password' }
