import handler, { config } from './user-session.mjs'

describe('GET /api/user/session', () => {
  it('is served at the SPEC path', () => {
    expect(config.path).toBe('/api/user/session')
  })

  it('answers an empty session as uncached JSON', async () => {
    const response = await handler(new Request('http://localhost/api/user/session'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({})
  })

  it('refuses other methods with a catalogued JSON error', async () => {
    const response = await handler(new Request('http://localhost/api/user/session', { method: 'POST' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(await response.json()).toEqual({ error: { code: 'method-not-allowed', message: 'Method not allowed' } })
  })
})
