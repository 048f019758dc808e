import { limitAccountRoute, limitPasswordCheck } from './accounts'
import { MemoryRateLimitStore, useRateLimitStore } from './store'

// The limits are read from the environment once, at the first call.
Object.assign(process.env, {
  APP_KEYS: 'a'.repeat(16) + ',' + 'b'.repeat(16),
  API_TOKEN_SALT: 'c'.repeat(16),
  ADMIN_JWT_SECRET: 'd'.repeat(16),
  TRANSFER_TOKEN_SALT: 'e'.repeat(16),
  JWT_SECRET: 'f'.repeat(16),
  ENCRYPTION_KEY: 'g'.repeat(16),
  AUTH_RATE_LIMIT_MAX: '3',
  AUTH_RATE_LIMIT_ACCOUNT_MAX: '8',
  LOGIN_IP_RATE_LIMIT_MAX: '5',
  ACCOUNT_EMAIL_RATE_LIMIT_MAX: '2',
  ACCOUNT_IP_RATE_LIMIT_MAX: '4',
})

const ctx = () => {
  const headers: Record<string, string> = {}
  return { headers, set: (name: string, value: string) => void (headers[name] = value) }
}

const wrong = () => Promise.reject(new Error('Invalid identifier or password'))
const right = () => Promise.resolve('welcome')

/** What a password check from `address` to `account` comes to: its result, or the refusal's status and wait. */
async function attempt(account: string, address: string, check: () => Promise<string>) {
  const target = ctx()
  try {
    return await limitPasswordCheck(target, { panel: 'site', account, address }, check)
  } catch (error) {
    const status = (error as { name?: string }).name === 'RateLimitError' ? 429 : 401
    return status === 429
      ? { status, retryAfter: target.headers['Retry-After'], message: (error as Error).message }
      : status
  }
}

beforeEach(() => useRateLimitStore(new MemoryRateLimitStore()))

describe('password checks', () => {
  it('count a right password for nothing', async () => {
    for (let index = 0; index < 10; index++) expect(await attempt('member:1', 'office', right)).toBe('welcome')
  })

  it('refuse the account from the guessing client, saying when, and not from another client', async () => {
    for (let index = 0; index < 3; index++) expect(await attempt('member:1', 'guesser', wrong)).toBe(401)
    expect(await attempt('member:1', 'guesser', right)).toEqual({
      status: 429,
      retryAfter: '900',
      message: 'Too many requests, please try again in 15 minutes',
    })
    expect(await attempt('member:1', 'owner', right)).toBe('welcome')
  })

  it('refuse one account guessed from many addresses once its own allowance is spent, the owner too while it lasts', async () => {
    for (let index = 0; index < 8; index++) expect(await attempt('member:1', `203.0.113.${index}`, wrong)).toBe(401)
    expect(await attempt('member:1', '203.0.113.99', wrong)).toMatchObject({ status: 429, retryAfter: '900' })
    expect(await attempt('member:1', 'owner', right)).toMatchObject({ status: 429 })
    expect(await attempt('member:2', '203.0.113.99', right)).toBe('welcome')
  })

  it('count an IPv6 client by its /64 network: a new address in it is the same client', async () => {
    for (let index = 1; index <= 3; index++)
      expect(await attempt('member:1', `2001:db8:1:2::${index}`, wrong)).toBe(401)
    expect(await attempt('member:1', '2001:db8:1:2:ffff::9', right)).toMatchObject({ status: 429 })
    expect(await attempt('member:1', '2001:db8:1:3::1', right)).toBe('welcome')
  })

  it("take from the client's allowance over every account, and keep admins' apart", async () => {
    for (let index = 0; index < 5; index++) expect(await attempt(`member:${index}`, 'stuffer', wrong)).toBe(401)
    expect(await attempt('member:9', 'stuffer', right)).toMatchObject({ status: 429 })
    expect(
      await limitPasswordCheck(
        ctx(),
        { panel: 'admin', account: 'admin:editor@example.test', address: 'stuffer' },
        right,
      ),
    ).toBe('welcome')
  })
})

describe('account e-mails', () => {
  it('count per mailbox, the routes together and aliases as one, then per client address', async () => {
    const send = (route: 'register' | 'forgot-password' | 'send-email-confirmation', email: string, address: string) =>
      limitAccountRoute(ctx(), route, { email, address }).then(
        () => 'sent',
        () => 'refused',
      )
    expect(await send('register', 'reader@example.test', 'a')).toBe('sent')
    expect(await send('forgot-password', 'Reader+x@example.test', 'b')).toBe('sent')
    expect(await send('send-email-confirmation', 'reader@example.test', 'c')).toBe('refused')
    for (let index = 0; index < 4; index++)
      expect(await send('register', `new${index}@example.test`, 'office')).toBe('sent')
    expect(await send('register', 'one-more@example.test', 'office')).toBe('refused')
    expect(await send('forgot-password', 'one-more@example.test', 'office')).toBe('sent')
  })
})
