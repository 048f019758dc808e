/**
 * The site server as `npm start` runs it (its serving process on plain Node, the real functions,
 * Netlify's own parsers and matcher) on a small build made here: Netlify's routing order, the
 * `_headers` rules, a release swapped while a reader keeps reading, and serving processes killed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { ROOT } from './root'
import { Stack, freePort } from './supervisor'
import { releaseOfBuild } from './publish/publishing'
import { makeRelease } from './bundle'
import { readManifest, type ReleaseManifest } from './release'
import { startSiteServer, type SiteServer } from './start'
import { REPORT_EVERY_MS } from './rate-limits'
import { config as collectConfig } from '../functions/collect.mjs'

jest.setTimeout(60_000)

// Under the repository so the release's functions resolve its node_modules; `.releases` is absent on a fresh clone.
mkdirSync(path.join(ROOT, '.releases'), { recursive: true })
const work = mkdtempSync(path.join(ROOT, '.releases', 'test-'))
const stack = new Stack(path.join(work, 'logs'))
let server: SiteServer
let url: string

/** A build: `files` by address, with the version's text in every page. */
function build(version: string): string {
  const dir = path.join(work, `public-${version}`)
  const files: Record<string, string> = {
    'new/index.html': `<p>new ${version}</p>`,
    'target/index.html': `<p>target ${version}</p>`,
    'shadowed/index.html': `<p>shadowed file ${version}</p>`,
    'fa/page/index.html': `<p>fa page ${version}</p>`,
    'both.html': `<p>both.html ${version}</p>`,
    'both/index.html': `<p>both/index.html ${version}</p>`,
    'static/app.js': `console.log(${JSON.stringify(version)})`,
    'fa/tags/تست-بار/index.html': `<p>tag ${version}</p>`,
    '404.html': `<p>not found ${version}</p>`,
    _redirects: [
      '/old  /new/  301!',
      '/rewritten  /target/  200!',
      '/confirm  code=:code  /target/  200!',
      '/confirm  /target/  404!',
      '/shadowed  /target/  200',
    ].join('\n'),
    _headers: [
      '/*',
      '  x-frame-options: DENY',
      `  x-build: ${version}`,
      '/static/*',
      '  cache-control: public, max-age=31536000, immutable',
      // A Persian page's rule as the build writes it (src/server/content-security-policy.ts).
      encodeURI('/fa/tags/تست-بار/'),
      "  content-security-policy: default-src 'self'",
    ].join('\n'),
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

beforeAll(async () => {
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  const secrets = {
    SESSION_SECRET: 'x'.repeat(40),
    CMS_PROXY_SECRET: 'y'.repeat(20),
    CMS_URL: 'http://127.0.0.1:9',
    STRAPI_API_TOKEN: 'z'.repeat(40),
  }
  const env = { PATH: process.env.PATH ?? '', ...secrets, SITE_URL: `http://localhost:${port}` }
  server = await startSiteServer(stack, { SITE_URL: env.SITE_URL, SITE_PROCESSES: 2 }, env, {
    release: await releaseOfBuild('1', work, build('one')),
    name: 'site',
    limits: { headersTimeoutMs: 1500 },
  })
})

let idle: net.Socket | undefined

afterAll(async () => {
  const stopping = Date.now()
  await stack.stopAll()
  expect(Date.now() - stopping).toBeLessThan(5000)
  idle?.destroy()
  rmSync(work, { recursive: true, force: true })
})

const get = (address: string, init?: RequestInit) => fetch(`${url}${address}`, { redirect: 'manual', ...init })

/** `address` read on a connection of its own, as a new reader's: a kept-alive one stays with the process it was handed to. */
const readAlone = (address: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    http
      .get(`${url}${address}`, { agent: false }, (answer) => {
        let text = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (text += chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }))
      })
      .on('error', reject)
  })

describe("Netlify's routing", () => {
  it('calls a function whose route names the path, with the answer as it made it', async () => {
    const answer = await get('/api/user/session')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({})
    expect([...answer.headers.keys()].filter((name) => name.startsWith('x-nf-'))).toEqual([])
  })

  it('follows the redirect rules: a forced 301 with a relative Location, a rewrite, one on a query parameter, a 404 rewrite', async () => {
    const moved = await get('/old')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/new/')
    expect(await (await get('/rewritten')).text()).toBe('<p>target one</p>')
    const withCode = await get('/confirm?code=abc')
    expect([withCode.status, await withCode.text()]).toEqual([200, '<p>target one</p>'])
    const withoutCode = await get('/confirm')
    expect([withoutCode.status, await withoutCode.text()]).toEqual([404, '<p>target one</p>'])
  })

  it('answers 404 for the files Netlify does not publish, its _headers and _redirects among them', async () => {
    for (const address of ['/_headers', '/_redirects'])
      expect({ address, status: (await get(address)).status }).toEqual({ address, status: 404 })
  })

  it('serves a file the path names before a rule that is not forced', async () => {
    expect(await (await get('/shadowed/')).text()).toBe('<p>shadowed file one</p>')
  })

  it("serves a directory's index for an address ending in a slash, the page beside it for one without", async () => {
    expect(await (await get('/both/')).text()).toBe('<p>both/index.html one</p>')
    expect(await (await get('/both')).text()).toBe('<p>both.html one</p>')
  })

  it('leaves what no file answers under /fa/ to the not-found function (its route prefers files), and answers other addresses with /404.html', async () => {
    expect(await (await get('/fa/page/')).text()).toBe('<p>fa page one</p>')
    expect((await get('/fa/no-such-page/')).status).toBe(404)
    const missing = await get('/static/missing.js')
    expect([missing.status, await missing.text()]).toEqual([404, '<p>not found one</p>'])
    // The 404 page has its own headers: a missing asset's year-long cache never covers it.
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('applies the rules of a Persian address, written percent-encoded, to the page it names', async () => {
    const page = await get(`/fa/tags/${encodeURIComponent('تست-بار')}/`)
    expect([page.status, await page.text()]).toEqual([200, '<p>tag one</p>'])
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'")
  })

  it('applies the _headers rules of the path, sends an ETag and answers 304 to a client that has the file', async () => {
    const script = await get('/static/app.js')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(script.headers.get('x-frame-options')).toBe('DENY')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const etag = script.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"/)
    const again = await get('/static/app.js', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const head = await get('/new/', { method: 'HEAD' })
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String('<p>new one</p>'.length)])
  })
})

describe("a function's rate limit (config.rateLimit)", () => {
  /** A beacon posted on a connection of its own, from `host`'s loopback address: new readers' connections go to the processes in turn. */
  const postAlone = (host: '127.0.0.1' | '::1') =>
    new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
      const request = http.request(
        { host, port: new URL(url).port, path: '/api/collect', method: 'POST', agent: false },
        (answer) => {
          answer.resume()
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, retryAfter: answer.headers['retry-after'] }))
        },
      )
      request.on('error', reject)
      request.end('not a beacon')
    })

  it('is counted across the serving processes: a client spread over both is refused at the limit, another client is not', async () => {
    const limit = (collectConfig.rateLimit as { windowLimit: number; windowSize: number }).windowLimit
    const answers = []
    for (let sent = 0; sent < limit; sent++) answers.push((await postAlone('127.0.0.1')).status)
    // The function ran for each: it refuses what is not a beacon.
    expect(answers.filter((status) => status !== 400)).toEqual([])
    // The processes tell each other their counts within a moment: a few report periods, with room
    // for a machine whose cores are taken by other work (CI's first run beside this stage). Were the
    // counts not shared, each process would have seen about half the limit and let both through.
    await new Promise((resolve) => setTimeout(resolve, 40 * REPORT_EVERY_MS))
    const over = await Promise.all([postAlone('127.0.0.1'), postAlone('127.0.0.1')])
    expect(over).toEqual(Array(2).fill({ status: 429, retryAfter: '60' }))
    expect((await postAlone('::1')).status).toBe(400)
  })
})

describe('time-outs on the connections it is handed', () => {
  it('answers 408 to a request whose header block trickles in byte by byte', async () => {
    const { port } = new URL(url)
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1')
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('error', () => undefined)
      const giveUp = setTimeout(() => socket.destroy(), 8000)
      socket.on('close', () => {
        clearTimeout(giveUp)
        resolve(text)
      })
      const request = 'GET /new/ HTTP/1.1\r\nhost: localhost\r\nx-slow: ' + 'a'.repeat(200)
      let index = 0
      const drip = setInterval(
        () => (socket.destroyed || index >= request.length ? clearInterval(drip) : socket.write(request[index++])),
        50,
      )
    })
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })
})

describe('releases', () => {
  it('swaps to a new release while a reader keeps reading: every read answered whole, from one release or the other', async () => {
    const reads: string[] = []
    let reading = true
    const reader = (async () => {
      while (reading)
        reads.push(await (await get('/target/')).text().catch((error: Error) => `failed: ${error.message}`))
    })()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await get('/target/')).headers.get('x-build')).toBe('one')
    const { retired } = await server.switchTo(await releaseOfBuild('2', work, build('two')))
    const answer = await get('/target/')
    // The rules of the release served, not of the one parsed before it.
    expect([await answer.text(), answer.headers.get('x-build')]).toEqual(['<p>target two</p>', 'two'])
    await retired
    await new Promise((resolve) => setTimeout(resolve, 200))
    reading = false
    await reader
    expect(reads.length).toBeGreaterThan(10)
    expect(reads.filter((text) => text !== '<p>target one</p>' && text !== '<p>target two</p>')).toEqual([])
    expect(reads.at(-1)).toBe('<p>target two</p>')
  })

  it('answers every new reader from the other serving process while one is down, and takes it back on the release served', async () => {
    const [first] = server.sites
    const before = first.child.pid
    const back = new Promise<void>((resolve) => (first.onRestarted = () => resolve()))
    process.kill(before ?? 0, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const meanwhile = await Promise.all(Array.from({ length: 12 }, () => readAlone('/target/')))
    expect(meanwhile).toEqual(Array.from({ length: 12 }, () => ({ status: 200, text: '<p>target two</p>' })))
    await back
    first.onRestarted = undefined
    expect(first.child.pid).not.toBe(before)
    // Back and taking its turn, on the release swapped to before it died.
    const after = await Promise.all(Array.from({ length: 12 }, () => readAlone('/target/')))
    expect(after).toEqual(Array.from({ length: 12 }, () => ({ status: 200, text: '<p>target two</p>' })))
  })

  it('answers the readers it handed to a serving process that died before taking them', async () => {
    const [first] = server.sites
    const before = first.child.pid ?? 0
    const back = new Promise<void>((resolve) => (first.onRestarted = () => resolve()))
    // Stopped, it takes none of the connections handed to it meanwhile (every other one).
    process.kill(before, 'SIGSTOP')
    const reads = Promise.all(Array.from({ length: 6 }, () => readAlone('/target/')))
    await new Promise((resolve) => setTimeout(resolve, 300))
    process.kill(before, 'SIGKILL')
    const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000))
    expect(await Promise.race([reads, waited])).toEqual(
      Array.from({ length: 6 }, () => ({ status: 200, text: '<p>target two</p>' })),
    )
    await back
    first.onRestarted = undefined
  })

  it('answers 503 at once while its serving processes are all down, and comes back by itself on the same release', async () => {
    const before = server.sites.map((serving) => serving.child.pid)
    const back = Promise.all(
      server.sites.map((serving) => new Promise<void>((resolve) => (serving.onRestarted = () => resolve()))),
    )
    for (const pid of before) process.kill(pid ?? 0, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const down = await get('/api/user/session')
    expect(Date.now() - started).toBeLessThan(1000)
    expect(down.status).toBe(503)
    expect((await down.json()).error.code).toBe('site-unavailable')
    // A client that connects while it is down and sends nothing is not held (the stop below would wait for it).
    idle = net.connect(Number(new URL(url).port), '127.0.0.1')
    idle.on('error', () => undefined)
    await back
    expect(server.sites.map((serving) => serving.child.pid).filter((pid) => before.includes(pid))).toEqual([])
    const after = await Promise.all(Array.from({ length: 4 }, () => readAlone('/target/')))
    expect(after).toEqual(Array.from({ length: 4 }, () => ({ status: 200, text: '<p>target two</p>' })))
  })

  it("reads each function's routes with Netlify's parser once per functions bundle", async () => {
    const functionsDir = path.join(work, 'functions-source')
    const releasesDir = path.join(work, 'routes')
    mkdirSync(functionsDir)
    const writeFunction = (route: string) =>
      writeFileSync(
        path.join(functionsDir, 'hello.mts'),
        `export default () => new Response('hi')\nexport const config = { path: '${route}' }\n`,
      )
    const release = async (name: string) =>
      readManifest(await makeRelease({ publicDir: build(name), functionsDir, releasesDir, name }))
    const literals = (manifest: ReleaseManifest) =>
      manifest.functions.map((listed) => [listed.name, listed.routes.map((route) => route.literal)])

    writeFunction('/hello')
    const first = await release('first')
    expect(literals(first)).toEqual([['hello', ['/hello']]])
    // The same code again: the listing kept beside its bundle is read, as a changed one shows.
    const listing = path.join(releasesDir, 'first', first.functionsDir, 'routes.json')
    writeFileSync(
      listing,
      JSON.stringify([{ name: 'hello', routes: [{ pattern: '/kept', literal: '/kept' }], excludedRoutes: [] }]),
    )
    expect(literals(await release('second'))).toEqual([['hello', ['/kept']]])
    // Changed code is another bundle, listed anew.
    writeFunction('/hello-again')
    expect(literals(await release('third'))).toEqual([['hello', ['/hello-again']]])
  })
})
