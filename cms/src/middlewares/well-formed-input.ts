/**
 * Every request's parsed body and query must be real text: a lone UTF-16 surrogate anywhere (a
 * JSON `"\ud800"`) is refused with 400 before any route sees it. Strapi's bcrypt never returns on
 * such a password and takes the whole process down with it, and this address is reachable
 * directly, not only through the site's functions (which refuse it first).
 */
import { errors } from '@strapi/utils'
import { isWellFormedDeep } from '../input/unicode'

type Ctx = { request: { body?: unknown }; query?: unknown }

export const MALFORMED_TEXT_MESSAGE = 'The request contains text that is not valid Unicode'

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (!isWellFormedDeep(ctx.request.body) || !isWellFormedDeep(ctx.query)) {
    throw new errors.ValidationError(MALFORMED_TEXT_MESSAGE, { code: 'malformed-text' })
  }
  await next()
}
