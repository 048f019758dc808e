/**
 * The newsletter (docs/decisions/0022-newsletter.md), three calls on the CMS's subscribers:
 * - POST /api/newsletter { email, locale, website? } → 202 { ok }: the footer form. Double opt-in:
 *   the CMS stores the address as pending and e-mails a confirmation link in the page's language;
 *   the answer is the same whether the address is new, pending or already subscribed, and for a
 *   bot's filled honeypot (nothing stored). Limited per client and per address (429).
 * - POST /api/newsletter/confirm { token } → 200 { state: 'subscribed' }: the confirmation page.
 * - POST /api/newsletter/unsubscribe: the unsubscribe page ({ token }), or a mail program's
 *   one-click unsubscribe (RFC 8058: `?token=` in the address of the List-Unsubscribe header and
 *   the form body `List-Unsubscribe=One-Click`) → 200 { state: 'unsubscribed' }.
 * A link's bad or old token: 400 newsletter-link-invalid or 410 newsletter-link-expired.
 */
import type { Config } from '@netlify/functions'
import { linkTokenSchema, subscribeSchema, type LinkAnswer, type SubscribeAnswer } from '../src/newsletter/schema'
import { CONFIRM_PATH, ONE_CLICK_UNSUBSCRIBE_PATH } from '../cms/src/rules/newsletter-paths'
import { functionsEnv, validate } from './lib/account.mjs'
import { cmsCall, codedFailure } from './lib/cms.mjs'
import { handle, HttpFailure, json, readBody, readJson, type FunctionContext } from './lib/http.mjs'

/** A link's token; anything else is a link that does not work. */
function tokenOf(value: unknown): string {
  const parsed = linkTokenSchema.safeParse(value)
  if (!parsed.success) throw new HttpFailure('newsletter-link-invalid')
  return parsed.data.token
}

/** The token of an unsubscribe: the page's JSON, or a mail program's one-click form post. */
async function unsubscribeToken(req: Request): Promise<string> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
    return tokenOf(await readJson(req))
  // RFC 8058: either form encoding, with List-Unsubscribe=One-Click in the body.
  const form = await new Response(await readBody(req, 1024), { headers: { 'content-type': type } })
    .formData()
    .catch(() => null)
  if (form?.get('List-Unsubscribe') !== 'One-Click')
    throw new HttpFailure('validation-failed', { message: 'Send List-Unsubscribe=One-Click' })
  return tokenOf({ token: new URL(req.url).searchParams.get('token') ?? '' })
}

async function linkCall(req: Request, context: FunctionContext, cmsPath: string, token: string): Promise<Response> {
  const answer = await cmsCall(functionsEnv(), cmsPath, { method: 'POST', json: { data: { token } }, req, context })
  if (answer.status !== 200) throw codedFailure(answer, cmsPath, req, false)
  const state = (answer.body as { state?: unknown } | null)?.state
  if (state !== 'subscribed' && state !== 'unsubscribed') throw new HttpFailure('internal-error')
  const body: LinkAnswer = { state }
  return json(body)
}

export default handle(['POST'], async (req, context) => {
  const path = new URL(req.url).pathname.replace(/\/$/, '')
  if (path === CONFIRM_PATH)
    return linkCall(req, context, '/api/newsletter/confirmations', tokenOf(await readJson(req)))
  if (path === ONE_CLICK_UNSUBSCRIBE_PATH)
    return linkCall(req, context, '/api/newsletter/unsubscriptions', await unsubscribeToken(req))
  const data = validate(subscribeSchema, await readJson(req))
  const answer = await cmsCall(functionsEnv(), '/api/newsletter/subscriptions', {
    method: 'POST',
    json: { data },
    req,
    context,
  })
  if (answer.status !== 202) throw codedFailure(answer, '/api/newsletter/subscriptions', req, false)
  const body: SubscribeAnswer = { ok: true }
  return json(body, { status: 202 })
})

// Literals: Netlify reads this config without running the module (../cms/src/rules/newsletter-paths.ts).
export const config: Config = { path: ['/api/newsletter', '/api/newsletter/confirm', '/api/newsletter/unsubscribe'] }
