/**
 * Limits per client address on the account routes that cost something: a login (a password hash),
 * a registration, and the three that send or use an e-mailed code. Strapi's own limit
 * (AUTH_RATE_LIMIT_*, per minute) counts registrations and the code e-mails per address *and*
 * e-mail, so it stops one address being hammered but not one client going through a list of
 * addresses; these stop that, over a longer window (logins and resets Strapi already counts per
 * address: here they get an hourly ceiling as well). Each route is counted on its own. The address
 * is the real client's (middlewares/client-ip.ts). Every check of a password counts as a login: a
 * login, a change of password and an account's deletion take from the same allowance, so a stolen
 * session cannot guess the password through one route after another (ADR 0024).
 */
import { cmsEnv } from '../env'
import { rateLimits, type Limit } from './store'

export const ADDRESS_LIMITED_ROUTES = [
  'login',
  'register',
  'forgot-password',
  'send-email-confirmation',
  'reset-password',
] as const
export type AddressLimitedRoute = (typeof ADDRESS_LIMITED_ROUTES)[number]

let limits: Record<AddressLimitedRoute, Limit> | undefined

function limitsFromEnv(): Record<AddressLimitedRoute, Limit> {
  const env = cmsEnv()
  const windowMs = env.ACCOUNT_IP_RATE_LIMIT_WINDOW_SECONDS * 1000
  const limit = (route: AddressLimitedRoute, max: number): Limit => ({ name: `address-${route}`, max, windowMs })
  return {
    login: limit('login', env.LOGIN_IP_RATE_LIMIT_MAX),
    register: limit('register', env.ACCOUNT_IP_RATE_LIMIT_MAX),
    'forgot-password': limit('forgot-password', env.ACCOUNT_IP_RATE_LIMIT_MAX),
    'send-email-confirmation': limit('send-email-confirmation', env.ACCOUNT_IP_RATE_LIMIT_MAX),
    'reset-password': limit('reset-password', env.ACCOUNT_IP_RATE_LIMIT_MAX),
  }
}

/** The limit per client address of `route`. */
export function addressLimit(route: AddressLimitedRoute): Limit {
  limits ??= limitsFromEnv()
  return limits[route]
}

/** Counts one call of `route` from `address`: 0 when allowed, else the milliseconds to wait. */
export function takeAddressLimit(route: AddressLimitedRoute, address: string): Promise<number> {
  return rateLimits().take([[addressLimit(route), address]])
}
