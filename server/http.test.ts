/**
 * The site server's HTTP handling in front of a stand-in release that records what reached it:
 * every refusal happens before the release sees the request, and it sees only complete, bounded
 * bodies.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { clientAddress, createSiteServer, isFunctionPath, Lane, type ServerCounters, type ServerLimits } from './http'
import type { Answer, LoadedSite, SiteRequest } from './site'

type Seen = { method: string; url: string; body: Buffer; headers: http.IncomingHttpHeaders; ip: string }

/** A release that records each request; `/slow` answers once the test calls `release()`; each answer carries runtime headers the server must drop. */
function recordingSite() {
  const seen: Seen[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const site = {
    answer: async (request: SiteRequest): Promise<Answer> => {
      seen.push({
        method: request.method,
        url: request.target,
        body: request.body,
        headers: request.headers,
        ip: request.ip,
      })
      if (request.target.includes('/slow')) await held
      const headers = new Headers({
        'content-type': 'application/octet-stream',
        'x-powered-by': 'Express',
        'x-nf-fetch-timing': '127.0.0.1:1337;dur=3',
        'x-nf-request-id': '01ABC',
      })
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/')
      return { kind: 'response', response: new Response(new Uint8Array(request.body), { headers }) }
    },
  }
  return { seen, site: site as unknown as LoadedSite, release: () => release() }
}

const LIMITS: Partial<ServerLimits> = {
  maxBodyBytes: 1000,
  bodyIdleTimeoutMs: 300,
  functionSlots: 1,
  functionQueue: 1,
  queueWaitMs: 2000,
}

let upstream: ReturnType<typeof recordingSite>
let current: LoadedSite | undefined
let server: http.Server
let counters: ServerCounters
let port: number
const lines: string[] = []

beforeEach(async () => {
  upstream = recordingSite()
  current = upstream.site
  ;({ server, counters } = createSiteServer({
    site: () => current,
    limits: LIMITS,
    log: (line: string) => lines.push(line),
  }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterEach(async () => {
  upstream.release()
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const url = (path: string) => `http://127.0.0.1:${port}${path}`

/** Resolves once `condition` holds: the lanes' state is waited for, not guessed with a sleep. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10))
}

/** Writes raw bytes on a socket and returns what came back when the server closed it (or after `waitMs`). */
function raw(request: string | Buffer, { end = true, waitMs = 3000 } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(answer)
    }, waitMs)
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(answer)
    })
    socket.write(request)
    if (end) socket.end()
  })
}

describe("the client's address", () => {
  const request = (remoteAddress: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    }) as never

  it("is the connection's, whatever the client writes in X-Forwarded-For", () => {
    expect(clientAddress(request('::ffff:203.0.113.7', '10.0.0.1'), 0)).toBe('203.0.113.7')
  })

  it("behind trusted proxies, is what the outermost of them saw, never the client's own entries", () => {
    // Client 198.51.100.4 claims 10.0.0.1; the one trusted proxy (127.0.0.1) appended what it saw.
    expect(clientAddress(request('127.0.0.1', '10.0.0.1, 198.51.100.4'), 1)).toBe('198.51.100.4')
    expect(clientAddress(request('127.0.0.1', '198.51.100.4, 192.0.2.9'), 2)).toBe('198.51.100.4')
    expect(clientAddress(request('127.0.0.1'), 1)).toBe('127.0.0.1')
  })
})

describe('the site server', () => {
  it("gives the release the connection's address, never the one the client claimed", async () => {
    await fetch(url('/api/user/session'), {
      headers: {
        'x-forwarded-for': '10.9.9.9',
        'x-nf-client-connection-ip': '10.9.9.9',
        'client-ip': '10.9.9.9',
        'x-real-ip': '10.9.9.9',
      },
    })
    expect(upstream.seen[upstream.seen.length - 1].ip).toBe('127.0.0.1')
  })

  it('passes requests and answers through unchanged, bodies byte for byte, without x-powered-by or any x-nf-* header', async () => {
    const body = Buffer.from([0, 255, 1, 254, 0x80])
    const answer = await fetch(url('/api/user/me?x=1'), {
      method: 'PUT',
      body,
      headers: { 'content-type': 'application/octet-stream', cookie: 'c=1' },
    })
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(body)
    expect(answer.headers.get('x-powered-by')).toBeNull()
    // Netlify's runtime headers: one names the internal addresses a function fetched from.
    expect([...answer.headers.keys()].filter((name) => name.startsWith('x-nf-'))).toEqual([])
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(upstream.seen[0]).toMatchObject({ method: 'PUT', url: '/api/user/me?x=1' })
    expect(upstream.seen[0].headers.cookie).toBe('c=1')
    expect(upstream.seen[0].body).toEqual(body)
  })

  it('passes the address on as sent, dot segments and all', async () => {
    expect(
      await raw('GET /api/comments/%2e%2e/users?a=%2e HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', {
        end: false,
      }),
    ).toMatch(/^HTTP\/1\.1 200/)
    expect(upstream.seen[0].url).toBe('/api/comments/%2e%2e/users?a=%2e')
  })

  it('refuses an address that does not decode with 400: JSON for calls, a page in both languages elsewhere', async () => {
    const call = await fetch(url('/api/%E0%A4%A'))
    expect(call.status).toBe(400)
    expect(await call.json()).toEqual({ error: { code: 'bad-request', message: 'The request could not be read' } })
    const page = await fetch(url('/en/%'))
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(await page.text()).toContain('درخواست قابل خواندن نیست')
    expect(upstream.seen).toHaveLength(0)
  })

  it('refuses a body over the limit on its declared length without reading it', async () => {
    const answer = await raw(
      `POST /api/user/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 5000000000\r\n\r\n`,
      { end: false, waitMs: 2500 },
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
    expect(answer).toContain('"payload-too-large"')
    expect(upstream.seen).toHaveLength(0)
  })

  it('refuses a chunked body as soon as it grows past the limit', async () => {
    const chunk = 'x'.repeat(600)
    const request = `POST /api/user/login HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n${(600).toString(16)}\r\n${chunk}\r\n${(600).toString(16)}\r\n${chunk}\r\n`
    const answer = await raw(request, { end: false, waitMs: 2500 })
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
    expect(upstream.seen).toHaveLength(0)
  })

  it('answers 408 to a body that stalls, and a body cut short never reaches the release', async () => {
    const stalled = await raw(`POST /api/user/login HTTP/1.1\r\nhost: x\r\ncontent-length: 100\r\n\r\n{"a":`, {
      end: false,
      waitMs: 2500,
    })
    expect(stalled).toMatch(/^HTTP\/1\.1 408/)
    await raw(`POST /api/user/login HTTP/1.1\r\nhost: x\r\ncontent-length: 100\r\n\r\n{"a":`, {
      end: true,
      waitMs: 500,
    })
    expect(upstream.seen).toHaveLength(0)
    expect((await fetch(url('/en/'))).status).toBe(200)
  })

  it('answers a header block too large with 431 and a garbled request line with 400', async () => {
    expect(await raw(`GET / HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431/)
    expect(await raw(`GET / HTTP/9\r\n\r\n`)).toMatch(/^HTTP\/1\.1 400/)
  })

  it('lets one call at a time through a one-slot lane, queues one, and answers the next 503 busy with Retry-After', async () => {
    const first = fetch(url('/api/slow/1'))
    await until(() => upstream.seen.length === 1)
    const second = fetch(url('/api/slow/2'))
    await until(() => counters.queuedNow.functions === 1)
    const third = await fetch(url('/api/slow/3'))
    expect(third.status).toBe(503)
    expect(third.headers.get('retry-after')).toBe('2')
    expect((await third.json()).error.code).toBe('busy')
    upstream.release()
    expect((await first).status).toBe(200)
    expect((await second).status).toBe(200)
    expect(upstream.seen.map((seen) => seen.url)).toEqual(['/api/slow/1', '/api/slow/2'])
    // Pages have their own lane: they did not wait behind the calls.
    expect((await fetch(url('/en/'))).status).toBe(200)
  })

  it('forgets a queued call whose client left, without ever sending it on', async () => {
    const first = fetch(url('/api/slow/1'))
    await until(() => upstream.seen.length === 1)
    const leaving = new AbortController()
    const second = fetch(url('/api/slow/2'), { signal: leaving.signal }).catch(() => 'left')
    await until(() => counters.queuedNow.functions === 1)
    leaving.abort()
    expect(await second).toBe('left')
    await until(() => counters.queuedNow.functions === 0)
    upstream.release()
    await first
    // The slot and the queue place are free again.
    expect((await fetch(url('/api/fast'))).status).toBe(200)
    expect(upstream.seen.map((seen) => seen.url)).toEqual(['/api/slow/1', '/api/fast'])
  })

  it('answers 503 site-unavailable at once while no release is loaded, and serves once one is', async () => {
    current = undefined
    const started = Date.now()
    const down = await fetch(url('/api/user/session'))
    expect(Date.now() - started).toBeLessThan(1000)
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('5')
    expect((await down.json()).error.code).toBe('site-unavailable')
    current = upstream.site
    expect((await fetch(url('/api/user/session'))).status).toBe(200)
  })
})

describe('function calls and pages asked at the same instant', () => {
  it('answers the page in the turn after the first call, not behind every call that arrived before it', async () => {
    const order: string[] = []
    // Each call holds the event loop as a call that computes does (a beacon parsed and checked).
    const site = {
      answer: async (request: SiteRequest): Promise<Answer> => {
        order.push(request.target)
        if (isFunctionPath(request.pathname)) {
          const until = performance.now() + 15
          while (performance.now() < until);
        }
        return { kind: 'response', response: new Response('ok') }
      },
    } as unknown as LoadedSite
    const own = createSiteServer({ site: () => site, limits: { functionSlots: 16 }, log: () => {} }).server
    let connections = 0
    own.on('connection', () => (connections += 1))
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve))
    const ownPort = (own.address() as AddressInfo).port
    try {
      const requests = [
        ...Array.from(
          { length: 8 },
          (_, index) => `POST /api/call/${index} HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\n\r\n{}`,
        ),
        'GET /en/ HTTP/1.1\r\nhost: x\r\n\r\n',
      ]
      const sockets = await Promise.all(
        requests.map(
          () =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(ownPort, '127.0.0.1', () => resolve(socket))
            }),
        ),
      )
      await until(() => connections === requests.length)
      const answered = sockets.map((socket) => new Promise<void>((resolve) => socket.once('data', () => resolve())))
      // Written in one go: the server reads them all in one turn, the page last.
      sockets.forEach((socket, index) => socket.write(requests[index]))
      await Promise.all(answered)
      for (const socket of sockets) socket.destroy()
      expect(order).toHaveLength(9)
      expect(order.indexOf('/en/')).toBeLessThanOrEqual(1)
    } finally {
      own.closeAllConnections()
      await new Promise<void>((resolve) => own.close(() => resolve()))
    }
  })
})

describe('Lane', () => {
  const never = new AbortController().signal

  it('grants free slots at once and queued ones in order as slots are released', async () => {
    const lane = new Lane(2, 10, 1000)
    const a = await lane.acquire(never)
    await lane.acquire(never)
    const order: string[] = []
    const c = lane.acquire(never).then((release) => (order.push('c'), release))
    const d = lane.acquire(never).then((release) => (order.push('d'), release))
    expect(lane.queued).toBe(2)
    a()
    a() // a second release of the same slot is ignored
    await c
    expect(order).toEqual(['c'])
    expect(lane.busy).toBe(2)
    ;(await c)()
    await d
    expect(order).toEqual(['c', 'd'])
  })

  it('refuses when the queue is full and when a wait is too long', async () => {
    const lane = new Lane(1, 1, 100)
    await lane.acquire(never)
    const waiting = lane.acquire(never)
    await expect(lane.acquire(never)).rejects.toMatchObject({ code: 'busy' })
    await expect(waiting).rejects.toMatchObject({ code: 'busy' })
    expect(lane.queued).toBe(0)
  })
})

describe('a refused upload', () => {
  it('is answered so that the client reads why, however much it was still sending (an HTTP client, not a raw socket)', async () => {
    // Far over the limit, with a declared length and streamed without one: the client reads the 413, whatever it still had to send.
    for (const size of [20_000, 2_000_000, 8_000_000, 30_000_000]) {
      const answer = await fetch(url('/api/user/login'), {
        method: 'POST',
        body: Buffer.alloc(size, 'a'),
        headers: { 'content-type': 'application/json' },
      })
      expect({
        size,
        status: answer.status,
        code: ((await answer.json()) as { error: { code: string } }).error.code,
      }).toEqual({ size, status: 413, code: 'payload-too-large' })
    }
    const streamed = new ReadableStream({
      start(controller) {
        for (let index = 0; index < 50; index++) controller.enqueue(new Uint8Array(4000))
        controller.close()
      },
    })
    const chunked = await fetch(url('/api/user/login'), {
      method: 'POST',
      body: streamed,
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(upstream.seen.filter((seen) => seen.url === '/api/user/login')).toEqual([])
  })
})
