import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import handler, { config, requestedPath } from '../not-found.mjs'
import { LOCALES } from '../../src/lib/i18n'
import { previewPath } from '../../src/preview/paths'

/** A stand-in for the site's files on a free port: answers `files`, 404 otherwise, and records what it was asked. */
async function fakeSite(files: Record<string, { type: string; body: string }> = {}) {
  const asked: string[] = []
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '')
    const file = files[req.url ?? '']
    if (file) res.writeHead(200, { 'content-type': file.type }).end(file.body)
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const savedSiteUrl = process.env.SITE_URL
afterEach(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = savedSiteUrl
})

describe('404 function', () => {
  it('runs for every locale path, the account area included, only after existing files, but the preview', () => {
    expect(config.path).toEqual(['/fa/*', '/en/*'])
    expect(config.preferStatic).toBe(true)
    // The preview function's own paths, as its config spells them (it imports the build's renderer, so it is read as text).
    const previewPaths = LOCALES.map((locale) => previewPath(locale).replace(/\/$/, ''))
    expect(config.excludedPath).toEqual(previewPaths)
    const previewConfig = readFileSync(path.join(__dirname, '..', 'preview-page.mts'), 'utf8').match(
      /export const config: Config = \{ path: (\[.*\]) \}/,
    )
    expect(JSON.parse(previewConfig![1].replace(/'/g, '"'))).toEqual(previewPaths)
  })

  it('recovers the requested path from netlify dev retries', () => {
    expect(requestedPath('/en/x/index.htm')).toBe('/en/x')
    expect(requestedPath('/en/x')).toBe('/en/x')
  })

  it('answers 404 with the message and the path even when the prebuilt page cannot be fetched', async () => {
    // 127.0.0.1:9 (discard) refuses connections, so the fetch of /en/404/ fails.
    process.env.SITE_URL = 'http://127.0.0.1:9'
    const response = await handler(new Request('http://127.0.0.1:9/en/%3Cb%3Ex'))
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain(
      'Page not found<span data-missing-path="">: <bdi dir="ltr"><span>/</span><span>en/</span><span>&lt;b&gt;x</span></bdi></span>',
    )
  })

  it('answers a missing 404 page itself with the fallback, without asking the site for it again', async () => {
    const asked: string[] = []
    const site = http.createServer((req, res) => {
      asked.push(req.url ?? '')
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    process.env.SITE_URL = origin
    try {
      for (const path of ['/en/404/', '/fa/404', '/en/404.html']) {
        const response = await handler(new Request(`${origin}${path}`))
        expect(response.status).toBe(404)
        expect(await response.text()).toContain('Page not found')
      }
      expect(asked.filter((url) => url.includes('404'))).toEqual([])
    } finally {
      site.close()
    }
  })

  it('answers a CMS redirect rule from the build manifest before the 404', async () => {
    const rules = [
      { fromPath: '/en/about', toPath: '/en/pages/about-us/', permanent: true, external: false },
      { fromPath: '/fa/lab', toPath: 'https://lab.example/', permanent: false, external: true },
    ]
    const site = http.createServer((req, res) => {
      if (req.url === '/route-rules.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rules }))
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    process.env.SITE_URL = origin
    try {
      const permanent = await handler(new Request(`${origin}/en/about/`))
      expect(permanent.status).toBe(301)
      // Relative: the reader stays on the address they came by.
      expect(permanent.headers.get('location')).toBe('/en/pages/about-us/')
      const external = await handler(new Request(`${origin}/fa/lab`))
      expect(external.status).toBe(302)
      expect(external.headers.get('location')).toBe('https://lab.example/')
      expect((await handler(new Request(`${origin}/en/nothing-here`))).status).toBe(404)
    } finally {
      site.close()
    }
  })

  it("reads the site's files from its configured address, never from the host the request names", async () => {
    const page = {
      type: 'text/html',
      body: '<html><body><h1>Page not found<span data-missing-path=""></span></h1></body></html>',
    }
    const site = await fakeSite({ '/en/404/': page })
    const named = await fakeSite({ '/en/404/': { type: 'text/html', body: 'FROM THE NAMED HOST' } })
    try {
      // SITE_URL, else the address Netlify configures for the site (context.site.url).
      for (const [configured, context] of [
        [site.origin, {}],
        ['', { site: { url: site.origin } }],
      ] as const) {
        process.env.SITE_URL = configured
        const answer = await handler(
          new Request(`${named.origin}/en/missing`, { headers: { 'x-forwarded-host': named.origin.slice(7) } }),
          context,
        )
        expect(answer.status).toBe(404)
        expect(await answer.text()).toContain('Page not found')
      }
      expect(named.asked).toEqual([])
      expect(site.asked).toEqual(['/route-rules.json', '/en/404/', '/route-rules.json', '/en/404/'])
    } finally {
      await site.close()
      await named.close()
    }
  })
})
