import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import handler, { COLLECTIONS, config } from '../collections.mjs'

const FUNCTIONS_DIR = path.join(__dirname, '..')

// Netlify deploys every file at the top of functions/ as a function (and netlify dev loads it):
// tests and helpers live in folders without an entry file (tests/, lib/).
it('functions/ holds only functions at its top level', () => {
  const files = readdirSync(FUNCTIONS_DIR, { withFileTypes: true }).filter((entry) => entry.isFile())
  for (const file of files) {
    expect(file.name).toMatch(/^[a-z-]+\.mts$/)
    expect(readFileSync(path.join(FUNCTIONS_DIR, file.name), 'utf8')).toMatch(
      /export const config: Config = \{[\s\S]*path:/,
    )
  }
})

const call = (method: string, pathname: string) => handler(new Request(`http://localhost:8888${pathname}`, { method }))

describe('/api/{collection} function', () => {
  it('owns every /api/ address except the exact paths of the other /api functions', () => {
    expect(config.path).toEqual(['/api', '/api/', '/api/*'])
    const ownPaths = readdirSync(FUNCTIONS_DIR)
      .filter((file) => file.endsWith('.mts') && file !== 'collections.mts')
      // `path: '/api/x'` or `path: ['/api/x', '/api/x/y']`
      .flatMap((file) =>
        [
          ...(/path: (\[[^\]]*\]|'[^']+')/
            .exec(readFileSync(path.join(FUNCTIONS_DIR, file), 'utf8'))?.[1]
            .matchAll(/'([^']+)'/g) ?? []),
        ].map((match) => match[1]),
      )
      .filter((own) => own.startsWith('/api/'))
    expect(ownPaths).toContain('/api/consultation')
    expect([...(config.excludedPath as string[])].sort()).toEqual(ownPaths.sort())
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
