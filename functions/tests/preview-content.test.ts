/**
 * The preview's reading at its edge (the real CMS behind it: tests/integration/preview.test.ts; the
 * rendered page: e2e/preview.spec.ts): a link that does not hold is refused before anything is
 * read. The CMS address points nowhere: reaching it would fail the test with a 503.
 */
import { previewUrl } from '../../cms/src/rules/preview-link'
import { readPreviewEnv } from '../../src/server/env'
import { readPreviewContent } from '../lib/preview-content.mjs'
import { HttpFailure } from '../lib/http.mjs'
import type { Locale } from '../../src/lib/i18n'

const SECRET = 'p'.repeat(40)
const DOCUMENT = 'f0n3w8bq2k1xj7d9lhz4c5ty'
const env = readPreviewEnv({
  CMS_URL: 'http://127.0.0.1:9',
  SESSION_SECRET: 's'.repeat(40),
  CMS_PROXY_SECRET: 'x'.repeat(20),
  PREVIEW_API_TOKEN: 't'.repeat(40),
  PREVIEW_SECRET: SECRET,
  CMS_TIMEOUT_MS: '200',
})

const link = (secret: string, now = Date.now()) =>
  new URL(
    previewUrl(
      'http://localhost:8888',
      secret,
      'api::post.post',
      { documentId: DOCUMENT, locale: 'en', status: 'draft' },
      now,
    )!,
  ).search

/** The catalogued code `readPreviewContent` fails with for `query` at `locale`'s preview. */
async function failure(query: string, locale: Locale = 'en') {
  const read = readPreviewContent(env, new Request(`http://localhost:8888/${locale}/preview/${query}`), {}, locale)
  const error = await read.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(HttpFailure)
  return (error as HttpFailure).code
}

it.each([
  ['no query', '', 'preview-link-invalid'],
  ['another secret', link('q'.repeat(40)), 'preview-link-invalid'],
  ['an expired link', link(SECRET, Date.now() - 2 * 3600_000), 'preview-link-expired'],
])('refuses %s without calling the CMS', async (_name, query, code) => {
  expect(await failure(query)).toBe(code)
})

it("refuses a good link opened at the other language's preview", async () => {
  expect(await failure(link(SECRET), 'fa')).toBe('preview-link-invalid')
})

it('reads the CMS only for a good link (here unreachable: the catalogued failure)', async () => {
  expect(await failure(link(SECRET))).toBe('cms-unavailable')
})
