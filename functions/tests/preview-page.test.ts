/**
 * The preview function reads the page's shell from the site's configured address, never from the
 * host a request names (src/server/env.ts siteOrigin): on Netlify the request's URL carries the
 * Host its sender chose. The site server rebuilds that URL from SITE_URL, so only a call of the
 * function itself, as Netlify makes it, shows where it fetches from.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { previewShellPath, PREVIEW_SLOT_ID } from '../../src/preview/paths'
import { previewQuery } from '../../cms/src/rules/preview-link'
import handler from '../preview-page.mjs'

// (jest hoists this above the imports.) The build's server renderer is a bundle of its source (src/server/preview-renderer.ts); a
// checkout that never built has no bundle, so the test renders with the source, as the bundle's
// CommonJS exports (no __esModule: the function imports it as a default).
jest.mock(
  '../../.netlify/preview-render/index.cjs',
  () => ({ ...jest.requireActual<object>('../../src/preview/render.server') }),
  { virtual: true },
)

/** A site on a free port that answers the English preview shell, marked `who`, and records what it was asked. */
async function shellServer(who: string) {
  const asked: string[] = []
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '')
    if (req.url !== previewShellPath('en')) return void res.writeHead(404).end()
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'; frame-ancestors http://127.0.0.1:1337",
      })
      .end(`<!doctype html><html lang="en"><body data-shell="${who}"><div id="${PREVIEW_SLOT_ID}"></div></body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const SECRET = 'p'.repeat(40)
const saved = { ...process.env }
let site: Awaited<ReturnType<typeof shellServer>>
let host: Awaited<ReturnType<typeof shellServer>>

beforeEach(async () => {
  site = await shellServer('the site')
  host = await shellServer('the request host')
  Object.assign(process.env, {
    // Nothing may reach the CMS: the links below are refused before any read.
    CMS_URL: 'http://127.0.0.1:9',
    SESSION_SECRET: 's'.repeat(40),
    CMS_PROXY_SECRET: 'x'.repeat(20),
    PREVIEW_API_TOKEN: 't'.repeat(40),
    PREVIEW_SECRET: SECRET,
  })
})
afterEach(async () => {
  process.env = { ...saved }
  await Promise.all([site.close(), host.close()])
})

/** An expired link to an English draft, at the request host's address. */
const expiredLinkAtHost = () =>
  `${host.origin}/en/preview/?${previewQuery(SECRET, { kind: 'post', documentId: 'abc123', locale: 'en', status: 'draft' }, Math.floor(Date.now() / 1000) - 60)}`

describe('the preview function', () => {
  it('reads the shell from SITE_URL, not from the host the request names', async () => {
    process.env.SITE_URL = site.origin
    const answer = await handler(new Request(expiredLinkAtHost(), { headers: { host: new URL(host.origin).host } }))
    const html = await answer.text()
    expect(answer.status).toBe(403)
    expect(html).toContain('data-shell="the site"')
    expect(html).toContain('This preview link has expired')
    expect(site.asked).toEqual([previewShellPath('en')])
    expect(host.asked).toEqual([])
  })

  it("without SITE_URL, reads it from the site's address as Netlify configures it", async () => {
    delete process.env.SITE_URL
    const answer = await handler(new Request(expiredLinkAtHost()), { site: { url: site.origin } })
    expect(await answer.text()).toContain('data-shell="the site"')
    expect(host.asked).toEqual([])
  })
})
