/**
 * POST /api/user/forgot-password { email } → { ok }, the same for every address; a known one gets
 * a reset link (valid one hour, once) in the language of the request.
 */
import type { Config } from '@netlify/functions'
import { emailOnlySchema } from '../src/account/schemas'
import type { OkResponse } from '../src/account/types'
import { functionsEnv, validate } from './lib/account.mjs'
import { cmsCall, cmsFailure } from './lib/cms.mjs'
import { handle, json, readJson } from './lib/http.mjs'

export default handle(['POST'], async (req, context) => {
  const env = functionsEnv()
  const input = validate(emailOnlySchema, await readJson(req))
  const answer = await cmsCall(env, '/api/auth/forgot-password', { method: 'POST', json: input, req, context })
  if (answer.status !== 200) throw cmsFailure(answer, '/api/auth/forgot-password')
  const body: OkResponse = { ok: true }
  return json(body)
})

export const config: Config = { path: '/api/user/forgot-password' }
