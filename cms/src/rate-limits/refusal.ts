/**
 * How a CMS route refuses a call over one of its limits: 429 `too-many-requests` with
 * `Retry-After` in whole seconds. The site's functions pass the header on, and the site says when
 * to try again from it (src/account/api.ts), so no refusal may leave it out. The message says it
 * too, for the admin panel, which shows the CMS's message as it is.
 */
import { errors } from '@strapi/utils'
import { ERROR_CATALOGUE } from '../rules/errors'
import { formatWait } from '../rules/waits'
import { rateLimits, type LimitedKey } from './store'

/** The part of a Koa context a refusal writes to. */
export type RefusalTarget = { set(name: string, value: string): void }

export function refuse(ctx: RefusalTarget, waitMs: number): never {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  ctx.set('Retry-After', String(seconds))
  const message = ERROR_CATALOGUE['too-many-requests'].waitMessage.replace('{{wait}}', formatWait(seconds, 'en'))
  throw new errors.RateLimitError(message, { code: 'too-many-requests' })
}

/** Counts one call against every key, or refuses it, counting nothing, when any of them is used up. */
export async function takeOrRefuse(ctx: RefusalTarget, keys: LimitedKey[]): Promise<void> {
  const wait = await rateLimits().take(keys)
  if (wait > 0) refuse(ctx, wait)
}
