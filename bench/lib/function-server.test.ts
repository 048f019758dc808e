import { loadRoutes, matches, routeFor, startFunctionServer } from './function-server'

describe('the bench function server', () => {
  it("routes like Netlify: exact paths, trailing stars and each function's exclusions", async () => {
    expect(matches('/api/*', '/api/comments/x')).toBe(true)
    expect(matches('/api/user/me', '/api/user/me/avatar')).toBe(false)
    const routes = await loadRoutes()
    expect(routeFor(routes, '/api/user/session')?.name).toBe('user-session.mts')
    expect(routeFor(routes, '/api/user/me/avatar')?.name).toBe('user-me-avatar.mts')
    expect(routeFor(routes, '/api/comments')?.name).toBe('collections.mts')
    expect(routeFor(routes, '/api/user/nothing')?.name).toBe('collections.mts')
    expect(routeFor(routes, '/en/no-such-page')?.name).toBe('not-found.mts')
  })

  it('answers over HTTP with the function’s status, headers and body', async () => {
    const server = await startFunctionServer(await loadRoutes())
    try {
      const response = await fetch(`${server.url}/api/users`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ error: { code: 'not-found', message: 'Not found' } })
    } finally {
      await server.close()
    }
  })
})
