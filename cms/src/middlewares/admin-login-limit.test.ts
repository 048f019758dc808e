import adminLoginLimit from './admin-login-limit'
import { MemoryRateLimitStore, useRateLimitStore } from '../rate-limits/store'

// The limits are read from the environment once, at the first call.
Object.assign(process.env, {
  APP_KEYS: 'a'.repeat(16) + ',' + 'b'.repeat(16),
  API_TOKEN_SALT: 'c'.repeat(16),
  ADMIN_JWT_SECRET: 'd'.repeat(16),
  TRANSFER_TOKEN_SALT: 'e'.repeat(16),
  JWT_SECRET: 'f'.repeat(16),
  ENCRYPTION_KEY: 'g'.repeat(16),
  AUTH_RATE_LIMIT_MAX: '2',
})

/** One call of the admin panel's login through the middleware; Strapi's answer is `status`. */
async function adminLogin(email: string, address: string, status: 200 | 400, path = '/admin/login') {
  const headers: Record<string, string> = {}
  const ctx = {
    method: 'POST',
    path,
    status: 404,
    request: { ip: address, body: { email, password: 'x' } },
    set: (name: string, value: string) => void (headers[name] = value),
  }
  let reached = false
  try {
    await adminLoginLimit()(ctx, async () => {
      reached = true
      ctx.status = status
    })
    return { reached, status: ctx.status, headers }
  } catch (error) {
    // Strapi's error middleware answers a RateLimitError 429.
    const status = (error as Error).name === 'RateLimitError' ? 429 : 500
    return { reached, status, headers, message: (error as Error).message }
  }
}

beforeEach(() => useRateLimitStore(new MemoryRateLimitStore()))

describe("the admin panel's login limit", () => {
  it('lets an editor log in again and again: a right password counts for nothing', async () => {
    for (let index = 0; index < 10; index++)
      expect(await adminLogin('editor@example.test', 'office', 200)).toMatchObject({ reached: true, status: 200 })
  })

  it('refuses an account after its wrong passwords from one address, with Retry-After, and only there', async () => {
    for (let index = 0; index < 2; index++)
      expect((await adminLogin('Editor@example.test', 'office', 400)).status).toBe(400)
    const refused = await adminLogin('editor@example.test', 'office', 200)
    expect(refused).toMatchObject({
      reached: false,
      status: 429,
      message: 'Too many requests, please try again in 15 minutes',
    })
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0)
    expect((await adminLogin('colleague@example.test', 'office', 200)).status).toBe(200)
    expect((await adminLogin('editor@example.test', 'home', 200)).status).toBe(200)
  })

  it('leaves every other call alone', async () => {
    for (let index = 0; index < 3; index++) await adminLogin('editor@example.test', 'office', 400)
    expect(await adminLogin('editor@example.test', 'office', 200, '/admin/users/me')).toMatchObject({ reached: true })
  })
})
