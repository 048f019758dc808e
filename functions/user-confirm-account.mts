/**
 * GET /api/user/confirm-account?code=… → { ok }. Strapi confirms and answers with a redirect;
 * that redirect is the success. The code that confirmed an account, used again, is 409
 * already-confirmed; any other code is 400 invalid-token.
 */
import type { Config } from '@netlify/functions'
import { confirmAccountSchema } from '../src/account/schemas'
import type { OkResponse } from '../src/account/types'
import { functionsEnv, validate } from './lib/account.mjs'
import { cmsCall, cmsFailure } from './lib/cms.mjs'
import { handle, json } from './lib/http.mjs'

export default handle(['GET'], async (req, context) => {
  const env = functionsEnv()
  const { code } = validate(confirmAccountSchema, { code: new URL(req.url).searchParams.get('code') ?? undefined })
  const path = `/api/auth/email-confirmation?confirmation=${encodeURIComponent(code)}`
  const answer = await cmsCall(env, path, { req, context })
  if (answer.status < 300 || answer.status >= 400) throw cmsFailure(answer, '/api/auth/email-confirmation')
  const body: OkResponse = { ok: true }
  return json(body)
})

export const config: Config = { path: '/api/user/confirm-account' }
