/**
 * POST /api/user/register { email, username, password } → 201 { ok, email }. The CMS creates the
 * unconfirmed account and e-mails the confirmation link in the language of the request
 * (Accept-Language), which also becomes the account's language.
 */
import type { Config } from '@netlify/functions'
import { registerSchema } from '../src/account/schemas'
import { functionsEnv, validate } from './lib/account.mjs'
import { cmsCall, codedFailure } from './lib/cms.mjs'
import { handle, json, readJson } from './lib/http.mjs'

export type RegisterResponse = { ok: true; email: string }

export default handle(['POST'], async (req, context) => {
  const env = functionsEnv()
  const input = validate(registerSchema, await readJson(req))
  // Registration hashes a password and sends an e-mail before answering: allow it twice a plain
  // call (8 s by default, inside Netlify's 10 s limit for a synchronous function).
  const answer = await cmsCall(env, '/api/auth/local/register', {
    method: 'POST',
    json: input,
    req,
    context,
    timeoutMs: env.CMS_TIMEOUT_MS * 2,
  })
  if (answer.status !== 200) throw codedFailure(answer, '/api/auth/local/register', req, false)
  const body: RegisterResponse = { ok: true, email: input.email }
  return json(body, { status: 201 })
})

export const config: Config = { path: '/api/user/register' }
