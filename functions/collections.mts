/**
 * The generic collection calls of requirements §7: GET/POST /api/{collection} and
 * GET/PUT /api/{collection}/{id}, forwarded to the CMS's content API with the caller's credential
 * (the member's token from the sealed session cookie, or none for a visitor). The query string is
 * passed on byte for byte (bracket notation included); the CMS decides what a query may ask for.
 *
 * Only the collections in COLLECTIONS exist here; any other name (including unknown /api/user/*
 * paths, which reach this function because the account functions own only their exact paths) is a
 * catalogued 404. Writes need a session and are checked with the shared schemas first, so a bad
 * comment is refused with the same message the form shows. The CMS's answers are checked against
 * their declared shapes before they reach the browser (a field the CMS starts sending fails closed).
 */
import type { Config } from '@netlify/functions'
import type { z } from 'zod'
import { commentAnswerSchema, commentEditSchema, commentPageSchema, newCommentSchema } from '../src/comments/schemas'
import { functionsEnv, validate } from './lib/account.mjs'
import { cmsCall, codedFailure, type CmsAnswer } from './lib/cms.mjs'
import { HttpFailure, handle, json, methodNotAllowed, readJson } from './lib/http.mjs'
import { clearSessionCookie, sessionFrom } from './lib/session.mjs'

type CollectionRules = {
  /** Path of the collection in the CMS's content API. */
  cmsPath: string
  list: z.ZodTypeAny
  one: z.ZodTypeAny
  /** `data` of a POST; the CMS sets everything else (author, moderation). */
  create: z.ZodTypeAny
  /** `data` of a PUT. */
  update: z.ZodTypeAny
}

/** The allowlist: the collections the site's browser code may call, and how their payloads look. */
export const COLLECTIONS: Record<string, CollectionRules> = {
  comments: {
    cmsPath: '/api/comments',
    list: commentPageSchema,
    one: commentAnswerSchema,
    create: newCommentSchema,
    update: commentEditSchema,
  },
}

/** Longest query string passed on; a list query of this API is far shorter. */
const MAX_QUERY_LENGTH = 2048

type Target = { rules: CollectionRules; id?: string }

function targetOf(url: URL): Target {
  const segments = url.pathname
    .replace(/^\/api\//, '')
    .replace(/\/$/, '')
    .split('/')
  const rules = Object.hasOwn(COLLECTIONS, segments[0]) ? COLLECTIONS[segments[0]] : undefined
  if (!rules || segments.length > 2 || (segments.length === 2 && !/^[a-z0-9]{1,64}$/.test(segments[1])))
    throw new HttpFailure('not-found')
  return { rules, id: segments[1] }
}

function checked(schema: z.ZodTypeAny, answer: CmsAnswer, path: string): unknown {
  const parsed = schema.safeParse(answer.body)
  if (parsed.success) return parsed.data
  console.error(`[collections] ${path} answered an unexpected shape: ${parsed.error.message.slice(0, 300)}`)
  throw new HttpFailure('internal-error')
}

export default handle(['GET', 'POST', 'PUT'], async (req, context) => {
  const url = new URL(req.url)
  const { rules, id } = targetOf(url)
  const allowed = id ? ['GET', 'PUT'] : ['GET', 'POST']
  if (!allowed.includes(req.method)) return methodNotAllowed(allowed)
  const env = functionsEnv()
  const session = sessionFrom(req, env.SESSION_SECRET)
  const path = id ? `${rules.cmsPath}/${id}` : rules.cmsPath

  if (req.method === 'GET') {
    if (url.search.length > MAX_QUERY_LENGTH) throw new HttpFailure('invalid-query')
    const target = path + url.search
    let answer = await cmsCall(env, target, { token: session?.token, req, context })
    let headers: HeadersInit = {}
    if (answer.status === 401 && session) {
      // A session that ended still reads like a visitor, and its cookie goes.
      answer = await cmsCall(env, target, { req, context })
      headers = { 'set-cookie': clearSessionCookie(req) }
    }
    if (answer.status !== 200) throw codedFailure(answer, path, req, false)
    return json(checked(id ? rules.one : rules.list, answer, path), { headers })
  }

  if (!session) throw new HttpFailure('not-logged-in', { headers: { 'set-cookie': clearSessionCookie(req) } })
  const body = await readJson(req)
  if (
    typeof body.data !== 'object' ||
    body.data === null ||
    Array.isArray(body.data) ||
    Object.keys(body).length !== 1
  ) {
    throw new HttpFailure('validation-failed', { message: 'Send the fields as { "data": { ... } }' })
  }
  const data = validate(req.method === 'POST' ? rules.create : rules.update, body.data)
  const answer = await cmsCall(env, path, {
    method: req.method as 'POST' | 'PUT',
    json: { data },
    token: session.token,
    req,
    context,
  })
  if (answer.status !== 200 && answer.status !== 201) throw codedFailure(answer, path, req, true)
  return json(checked(rules.one, answer, path), { status: req.method === 'POST' ? 201 : 200 })
})

export const config: Config = {
  // `/api` and `/api/` too, so that every address under /api/ answers JSON.
  path: ['/api', '/api/', '/api/*'],
  // The account functions own these exact paths; every other /api/ address comes here.
  excludedPath: [
    '/api/collect',
    '/api/consultation',
    '/api/newsletter',
    '/api/newsletter/confirm',
    '/api/newsletter/unsubscribe',
    '/api/user/change-password',
    '/api/user/confirm-account',
    '/api/user/delete-account',
    '/api/user/forgot-password',
    '/api/user/login',
    '/api/user/logout',
    '/api/user/me/avatar',
    '/api/user/me/export',
    '/api/user/me',
    '/api/user/register',
    '/api/user/reset-password',
    '/api/user/send-email-confirmation',
    '/api/user/session',
  ],
}
