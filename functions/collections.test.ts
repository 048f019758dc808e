import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import handler, { COLLECTIONS, config } from './collections.mjs'

const call = (method: string, pathname: string) => handler(new Request(`http://localhost:8888${pathname}`, { method }))

describe('/api/{collection} function', () => {
  it('owns every /api/ address except the exact paths of the account functions', () => {
    expect(config.path).toEqual(['/api', '/api/', '/api/*'])
    const accountPaths = readdirSync(__dirname)
      .filter((file) => /^user-.*\.mts$/.test(file))
      .map((file) => /path: '([^']+)'/.exec(readFileSync(path.join(__dirname, file), 'utf8'))?.[1])
    expect([...(config.excludedPath as string[])].sort()).toEqual(accountPaths.sort())
  })

  it('allows only the listed collections', () => {
    expect(Object.keys(COLLECTIONS)).toEqual(['comments'])
  })

  it.each([
    ['GET', '/api/users'],
    ['GET', '/api/users/1'],
    ['POST', '/api/posts'],
    ['GET', '/api/user/no-such-call'],
    ['GET', '/api/comments/abc/def'],
    ['GET', '/api/comments/..%2Fusers'],
    ['GET', '/api/constructor'],
    ['GET', '/api/__proto__'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/comments/%2e%2e'],
  ])('%s %s is a catalogued 404 without reaching the CMS', async (method, pathname) => {
    const response = await call(method, pathname)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ error: { code: 'not-found', message: 'Not found' } })
  })

  it.each([
    ['PUT', '/api/comments', 'GET, POST'],
    ['POST', '/api/comments/abc', 'GET, PUT'],
    ['DELETE', '/api/comments/abc', 'GET, POST, PUT'],
  ])('%s %s is 405 naming the allowed methods', async (method, pathname, allow) => {
    const response = await call(method, pathname)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method-not-allowed')
  })
})
