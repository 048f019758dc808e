/**
 * The limits of the account routes and of the admin panel's login (ADR 0040): per account or
 * mailbox first, so that nobody waits because colleagues or strangers share their office's or
 * mobile carrier's address, and a generous one per client address, against one client going
 * through account after account or mailbox after mailbox. Strapi's own limiters (users-permissions'
 * and the admin's) are off (cms/config): they counted per client address alone, counted right
 * passwords, and refused without saying for how long. The address is the real client's
 * (middlewares/client-ip.ts).
 *
 * - A password check (a login, a change of password, an account's deletion) counts only when the
 *   password is wrong: a right one is given back. Per account *and* client address, so a guesser
 *   holds back only themselves; per account whatever the address, a larger allowance, so that many
 *   addresses guessing one account are refused too (the owner waits with them while it lasts,
 *   at most the window after it stops: ADR 0044); and per client address, over every account it
 *   tries. Every route that checks a password takes from the same allowances (ADR 0024). The
 *   admin panel's logins count the same way, apart from members'.
 * - A client address counts by its /64 network when it is IPv6 (./address-key.ts).
 * - Registrations and the two code e-mails (a new confirmation, a reset link) count per mailbox
 *   (./mailbox.ts), the three together: what one inbox can be sent; and per client address, each
 *   route on its own.
 * - A reset counts per client address: its e-mailed code is the secret, no account is named.
 */
import { cmsEnv } from '../env'
import { addressKey } from './address-key'
import { mailboxKey } from './mailbox'
import { rateLimits, type Limit, type LimitedKey } from './store'
import { takeOrRefuse, type RefusalTarget } from './refusal'

export type MailRoute = 'register' | 'forgot-password' | 'send-email-confirmation'
type AddressRoute = MailRoute | 'reset-password'

/** Who a password check is for: the account (a stable key for it) and the client's address. */
export type PasswordCheck = { panel: 'site' | 'admin'; account: string; address: string }

type Limits = {
  password: Record<PasswordCheck['panel'], { perAccountAndAddress: Limit; perAccount: Limit; perAddress: Limit }>
  mailPerMailbox: Limit
  perAddress: Record<AddressRoute, Limit>
}

let limits: Limits | undefined

function limitsFromEnv(): Limits {
  const env = cmsEnv()
  const windowMs = env.ACCOUNT_RATE_LIMIT_WINDOW_SECONDS * 1000
  const passwordLimits = (prefix: string) => ({
    perAccountAndAddress: {
      name: `${prefix}password`,
      max: env.AUTH_RATE_LIMIT_MAX,
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    perAccount: {
      name: `${prefix}password-account`,
      max: env.AUTH_RATE_LIMIT_ACCOUNT_MAX,
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    perAddress: { name: `address-${prefix}login`, max: env.LOGIN_IP_RATE_LIMIT_MAX, windowMs },
  })
  const perAddress = (route: AddressRoute): Limit => ({
    name: `address-${route}`,
    max: env.ACCOUNT_IP_RATE_LIMIT_MAX,
    windowMs,
  })
  return {
    password: { site: passwordLimits(''), admin: passwordLimits('admin-') },
    mailPerMailbox: { name: 'mailbox-account-mail', max: env.ACCOUNT_EMAIL_RATE_LIMIT_MAX, windowMs },
    perAddress: {
      register: perAddress('register'),
      'forgot-password': perAddress('forgot-password'),
      'send-email-confirmation': perAddress('send-email-confirmation'),
      'reset-password': perAddress('reset-password'),
    },
  }
}

const current = () => (limits ??= limitsFromEnv())

/** The key of a member's account, whichever identifier named it. */
export const memberAccount = (id: number | string) => `member:${id}`

function passwordKeys({ panel, account, address }: PasswordCheck): LimitedKey[] {
  const { perAccountAndAddress, perAccount, perAddress } = current().password[panel]
  const client = addressKey(address)
  return [
    [perAccountAndAddress, `${account}|${client}`],
    [perAccount, account],
    [perAddress, client],
  ]
}

/**
 * Runs a password check within its limits: refused with Retry-After, before the password is
 * looked at, once `who` has used up an allowance. The check counts when it throws, or when `isRight`
 * says its result was a refusal; a right password is given back.
 */
export async function limitPasswordCheck<T>(
  ctx: RefusalTarget,
  who: PasswordCheck,
  check: () => Promise<T>,
  isRight: (result: T) => boolean = () => true,
): Promise<T> {
  const keys = passwordKeys(who)
  await takeOrRefuse(ctx, keys)
  const result = await check()
  if (isRight(result)) await rateLimits().giveBack(keys)
  return result
}

/**
 * Counts a call of an account route that sends an e-mail or uses an e-mailed code, or refuses it
 * with Retry-After: per mailbox (when the call names one) and per client address.
 */
export function limitAccountRoute(
  ctx: RefusalTarget,
  route: AddressRoute,
  who: { address: string; email?: string },
): Promise<void> {
  const keys: LimitedKey[] = [[current().perAddress[route], addressKey(who.address)]]
  if (who.email && route !== 'reset-password') keys.unshift([current().mailPerMailbox, mailboxKey(who.email)])
  return takeOrRefuse(ctx, keys)
}
