/**
 * POST /api/consultation { name, email, company?, service, preferredDate, message, locale,
 * website? } → 201 { ok }. A visitor's consultation request (docs/decisions/0019-consultation-requests.md):
 * validated with the form's own schema, then stored by the CMS, which e-mails the company's inbox
 * (reply-to the visitor) and the visitor, retrying until SMTP takes them. `website` is the
 * honeypot; the CMS stores a filled one as spam and answers the same. Rate limited per client
 * address and per e-mail address by the CMS (429 too-many-requests with Retry-After).
 */
import type { Config } from '@netlify/functions'
import { consultationSchema, type ConsultationAnswer } from '../src/consultation/schema'
import { functionsEnv, validate } from './lib/account.mjs'
import { cmsCall, codedFailure } from './lib/cms.mjs'
import { handle, json, readJson } from './lib/http.mjs'

export default handle(['POST'], async (req, context) => {
  const env = functionsEnv()
  const data = validate(consultationSchema, await readJson(req))
  const answer = await cmsCall(env, '/api/consultations', { method: 'POST', json: { data }, req, context })
  if (answer.status !== 201) throw codedFailure(answer, '/api/consultations', req, false)
  const body: ConsultationAnswer = { ok: true }
  return json(body, { status: 201 })
})

export const config: Config = { path: '/api/consultation' }
