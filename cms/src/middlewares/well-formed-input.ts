/**
 * What every route may take for granted about its input, checked once right after the body is
 * parsed (this address is reachable directly, not only through the site's functions, which check
 * the same first):
 * - the parsed body and query are real text: a lone UTF-16 surrogate anywhere (a JSON
 *   `"\ud800"`) is refused with 400 before any route sees it; Strapi's bcrypt never returns on
 *   such a password and takes the whole process down with it;
 * - a write to the content API has an object for a body: none at all counts as `{}`, anything
 *   else (an array, a string, a number) is refused with 400 instead of reaching routes that
 *   assume an object and fail with 500.
 */
import { errors } from '@strapi/utils'
import { isWellFormedDeep } from '../rules/unicode'

type Ctx = { method: string; path: string; request: { body?: unknown }; query?: unknown }

export const MALFORMED_TEXT_MESSAGE = 'The request contains text that is not valid Unicode'
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object'

const WRITES = new Set(['POST', 'PUT', 'PATCH'])

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (!isWellFormedDeep(ctx.request.body) || !isWellFormedDeep(ctx.query)) {
    throw new errors.ValidationError(MALFORMED_TEXT_MESSAGE, { code: 'malformed-text' })
  }
  if (WRITES.has(ctx.method) && ctx.path.startsWith('/api/')) {
    const body = ctx.request.body
    if (body === undefined || body === null) ctx.request.body = {}
    else if (typeof body !== 'object' || Array.isArray(body))
      throw new errors.ValidationError(NOT_AN_OBJECT_MESSAGE, { code: 'invalid-json' })
  }
  await next()
}
