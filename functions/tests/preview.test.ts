/**
 * /api/preview at its edge (the real CMS behind it: tests/integration/preview.test.ts): a link
 * that does not hold is refused before anything is read, and every answer is uncacheable and
 * unindexable. The CMS address points nowhere: reaching it would fail the test with a 503.
 */
import { previewUrl } from '../../cms/src/preview/link'
import { PREVIEW_API_PATH } from '../../src/preview/paths'
import preview, { config } from '../preview.mjs'

const SECRET = 'p'.repeat(40)
const DOCUMENT = 'f0n3w8bq2k1xj7d9lhz4c5ty'

beforeAll(() => {
  Object.assign(process.env, { CMS_URL: 'http://127.0.0.1:9', SESSION_SECRET: 's'.repeat(40), CMS_PROXY_SECRET: 'x'.repeat(20), STRAPI_API_TOKEN: 't'.repeat(40), PREVIEW_SECRET: SECRET, CMS_TIMEOUT_MS: '200' })
})

const call = (query: string, method = 'GET') => preview(new Request(`http://localhost:8888${PREVIEW_API_PATH}${query}`, { method }))
const link = (secret: string, now = Date.now()) => new URL(previewUrl('http://localhost:8888', secret, 'api::post.post', { documentId: DOCUMENT, locale: 'en', status: 'draft' }, now)!).search

it('answers at the preview path', () => {
  expect(config.path).toBe(PREVIEW_API_PATH)
})

it.each([
  ['no query', '', 'preview-link-invalid'],
  ['another secret', link('q'.repeat(40)), 'preview-link-invalid'],
  ['an expired link', link(SECRET, Date.now() - 2 * 3600_000), 'preview-link-expired'],
])('refuses %s with 403, uncached and unindexed, without calling the CMS', async (_name, query, code) => {
  const answer = await call(query)
  expect(answer.status).toBe(403)
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe(code)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow')
})

it('reads the CMS only for a good link (here unreachable: the catalogued 503)', async () => {
  const answer = await call(link(SECRET))
  expect(answer.status).toBe(503)
})

it('answers only GET', async () => {
  expect((await call(link(SECRET), 'POST')).status).toBe(405)
})
