/**
 * POST /api/user/send-email-confirmation { email } → { ok }, the same for every address (known,
 * unknown, already confirmed), so the answer tells nothing about who has an account.
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
  const answer = await cmsCall(env, '/api/auth/send-email-confirmation', { method: 'POST', json: input, req, context })
  if (answer.status !== 200) throw cmsFailure(answer, '/api/auth/send-email-confirmation')
  const body: OkResponse = { ok: true }
  return json(body)
})

export const config: Config = { path: '/api/user/send-email-confirmation' }
