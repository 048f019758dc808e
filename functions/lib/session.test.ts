import {
  COOKIE_NAME,
  clearSessionCookie,
  cookieNameFor,
  readCookie,
  seal,
  sessionCookie,
  sessionFrom,
  unseal,
  usesSecureCookie,
} from './session.mjs'

const KEY = 'k'.repeat(32)
const payload = { token: 'header.payload.signature', expiresAt: Date.now() + 60_000 }

describe('sealing', () => {
  it('opens what it sealed, and the token is not readable in the sealed value', () => {
    const sealed = seal(payload, KEY, COOKIE_NAME.local)
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain('payload')
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('header.payload')
    expect(unseal(sealed, [KEY], COOKIE_NAME.local)).toEqual(payload)
  })

  it('refuses a tampered, renamed, foreign-key, expired or malformed value', () => {
    const sealed = seal(payload, KEY, COOKIE_NAME.local)
    const raw = Buffer.from(sealed.slice(3), 'base64url')
    raw[20] ^= 1
    expect(unseal(`v1.${raw.toString('base64url')}`, [KEY], COOKIE_NAME.local)).toBeNull()
    expect(unseal(sealed, [KEY], COOKIE_NAME.secure)).toBeNull()
    expect(unseal(sealed, ['x'.repeat(32)], COOKIE_NAME.local)).toBeNull()
    expect(
      unseal(seal({ ...payload, expiresAt: Date.now() - 1 }, KEY, COOKIE_NAME.local), [KEY], COOKIE_NAME.local),
    ).toBeNull()
    for (const junk of ['', 'v1.', 'v2.abc', 'v1.abc', 'v1.%%%', 'plain'])
      expect(unseal(junk, [KEY], COOKIE_NAME.local)).toBeNull()
  })

  it('opens values sealed with an older key during rotation', () => {
    const old = 'o'.repeat(32)
    expect(unseal(seal(payload, old, COOKIE_NAME.local), [KEY, old], COOKIE_NAME.local)).toEqual(payload)
  })
})

describe('the cookie', () => {
  const local = new Request('http://localhost:8888/api/user/login')
  const site = new Request('https://qa.example/api/user/login')

  it('is Secure with the __Host- prefix everywhere but plain-http localhost', () => {
    expect(usesSecureCookie(local)).toBe(false)
    expect(usesSecureCookie(new Request('http://127.0.0.1:8888/'))).toBe(false)
    expect(usesSecureCookie(site)).toBe(true)
    expect(usesSecureCookie(new Request('http://qa.example/'))).toBe(true)
    expect(usesSecureCookie(new Request('http://localhost:8888/', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(
      true,
    )
    expect(cookieNameFor(site)).toBe('__Host-qa_session')
    expect(cookieNameFor(local)).toBe('qa_session')
  })

  it('is HttpOnly, SameSite=Lax, Path=/ and lasts as long as the session', () => {
    expect(sessionCookie(site, payload, KEY)).toMatch(
      /^__Host-qa_session=v1\.[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=(59|60); Secure$/,
    )
    expect(clearSessionCookie(local)).toBe('qa_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0')
  })

  it('is read back from a Cookie header among others', () => {
    const value = seal(payload, KEY, COOKIE_NAME.local)
    const req = new Request('http://localhost:8888/api/user/session', {
      headers: { cookie: `a=1; qa_session=${value}; b=2` },
    })
    expect(readCookie(req, 'b')).toBe('2')
    expect(sessionFrom(req, [KEY])).toEqual(payload)
  })
})
