import handler, { config } from '../user-session.mjs'
import { COOKIE_NAME, seal } from '../lib/session.mjs'

const SECRET = 'unit-test-session-secret-0123456789abcdef'

beforeEach(() => {
  // Nothing listens on port 9: a call that reached the CMS would fail with 503, not answer {}.
  Object.assign(process.env, {
    CMS_URL: 'http://127.0.0.1:9',
    SESSION_SECRET: SECRET,
    CMS_PROXY_SECRET: 'unit-test-proxy-secret',
  })
})

describe('GET /api/user/session', () => {
  it('is served at the required path', () => {
    expect(config.path).toBe('/api/user/session')
  })

  it('answers an empty session as uncached JSON without asking the CMS when there is no cookie', async () => {
    const response = await handler(new Request('http://localhost/api/user/session'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.json()).toEqual({})
  })

  it('answers {} and clears a cookie that does not open, without asking the CMS', async () => {
    const forged = seal(
      { token: 'a.b.c', expiresAt: Date.now() + 60_000 },
      'some-other-secret-0123456789abcdefgh',
      COOKIE_NAME.local,
    )
    const response = await handler(
      new Request('http://localhost/api/user/session', { headers: { cookie: `${COOKIE_NAME.local}=${forged}` } }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
    expect(response.headers.get('set-cookie')).toBe(`${COOKIE_NAME.local}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
  })

  it('keeps a valid cookie and answers 503 when the CMS cannot confirm it', async () => {
    const valid = seal({ token: 'a.b.c', expiresAt: Date.now() + 60_000 }, SECRET, COOKIE_NAME.local)
    const response = await handler(
      new Request('http://localhost/api/user/session', { headers: { cookie: `${COOKIE_NAME.local}=${valid}` } }),
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.json()).toEqual({
      error: { code: 'cms-unavailable', message: 'The account service is unavailable, please try again shortly' },
    })
  })

  it('refuses other methods with a catalogued JSON error', async () => {
    const response = await handler(new Request('http://localhost/api/user/session', { method: 'POST' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(await response.json()).toEqual({ error: { code: 'method-not-allowed', message: 'Method not allowed' } })
  })

  it('answers 500 internal-error, not a crash, when its environment is missing', async () => {
    delete process.env.SESSION_SECRET
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await handler(new Request('http://localhost/api/user/session'))
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ error: { code: 'internal-error' } })
    expect(String(spy.mock.calls[0]?.[1])).toMatch(/SESSION_SECRET is required/)
    spy.mockRestore()
  })
})
