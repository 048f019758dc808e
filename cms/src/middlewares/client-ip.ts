/**
 * Every account call reaches the CMS from the site's functions, so Strapi would see one address
 * for all members and its rate limit would lock everyone out at once. The functions send the real
 * client address in `x-client-ip` together with the shared CMS_PROXY_SECRET; only then does this
 * middleware make it the request's IP (which the users-permissions rate limit keys on). Anyone
 * else's `x-client-ip` is ignored, so it cannot be used to dodge the limit.
 */
import { timingSafeEqual } from 'node:crypto'
import net from 'node:net'
import { cmsEnv } from '../env'

type Ctx = { get(name: string): string; request: { ip: string } }

const same = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Whether a call carries the CMS_PROXY_SECRET the site's functions share with the CMS. */
export function isFromSite(ctx: Pick<Ctx, 'get'>, secret = cmsEnv().CMS_PROXY_SECRET): boolean {
  const given = ctx.get('x-cms-proxy-secret')
  return Boolean(secret && given && same(given, secret))
}

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const clientIp = ctx.get('x-client-ip').trim()
  if (isFromSite(ctx) && net.isIP(clientIp)) ctx.request.ip = clientIp
  await next()
}
