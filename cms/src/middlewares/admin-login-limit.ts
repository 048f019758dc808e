/**
 * The admin panel's login (and its first-admin registration, which takes a password the same way),
 * limited per account first (../rate-limits/accounts.ts, ADR 0040): a wrong password counts
 * against the account from this client and against the client, a right one counts for nothing, and
 * a refusal says in Retry-After when to try again. Strapi's own limit on these routes is off
 * (cms/config/admin.ts): it counted right passwords too, so editors who logged in from one office
 * were refused for minutes, without being told how long.
 */
import { limitPasswordCheck } from '../rate-limits/accounts'

type Ctx = {
  method: string
  path: string
  status: number
  request: { ip: string; body?: unknown }
  set(name: string, value: string): void
}

/** Where the admin panel sends a password (Strapi's admin routes, under /admin). */
const ADMIN_PASSWORD_PATHS = new Set(['/admin/login', '/admin/register-admin'])

export const isAdminPasswordCall = (ctx: Pick<Ctx, 'method' | 'path'>) =>
  ctx.method === 'POST' && ADMIN_PASSWORD_PATHS.has(ctx.path.toLowerCase().replace(/\/+$/, ''))

const accountOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (!isAdminPasswordCall(ctx)) return next()
  await limitPasswordCheck(
    ctx,
    { panel: 'admin', account: `admin:${accountOf(ctx.request.body)}`, address: ctx.request.ip },
    next,
    () => ctx.status < 400,
  )
}
