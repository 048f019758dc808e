/**
 * The local stack's front door: what Netlify's edge does for the product in production, done in
 * front of `netlify dev` (which cannot do it itself, docs/decisions/0011-hostile-input-and-faults.md).
 *
 * - Every request is checked before anything reads it whole: an address that does not decode is
 *   400, an over-long one 414, a body over Netlify's request limit 413 (refused on its declared
 *   length, or as soon as it grows past the limit), a body that stalls or trickles 408. Only complete, bounded
 *   bodies reach netlify dev, which buffers every body and dies on the ones it cannot read.
 * - Function calls (`/api/*`) take one of a few slots, the rest wait in a bounded queue: netlify dev
 *   starts a new worker thread for every call, so letting a crowd in at once only multiplies the
 *   workers until memory runs out. Pages have their own, wider lane so they never wait behind
 *   functions. A full queue or a long wait answers 503 with Retry-After instead of piling up.
 * - While netlify dev is down (it crashed and the stack is restarting it) every request is answered
 *   at once with 503 and Retry-After, never left hanging.
 * - The client's address is the connection's, or, behind as many proxies as `trustedProxyHops`
 *   names (TRUSTED_PROXY_HOPS), the address the outermost of them saw in X-Forwarded-For; it goes
 *   on as the only X-Forwarded-For, which netlify dev turns into the functions' client address.
 *   What a client writes in that header itself is never believed (ADR 0024).
 * - `x-powered-by` (netlify dev's Express) and the `x-nf-*` headers of Netlify's function runtime
 *   (one names the addresses a function fetched from) are removed, as Netlify's edge does; nothing
 *   else about an answer is changed, so the headers seen here are the ones the site and functions
 *   send in production.
 *
 * Refusals are catalogued (src/account/errors.ts): JSON `{ error: { code, message } }` under /api/,
 * a short page in both languages elsewhere.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { ACCOUNT_ERRORS, type AccountErrorCode } from '../../src/account/errors'
import fa from '../../locales/fa/translation.json'

export type EdgeLimits = {
  /** Netlify's limit for a request body to a synchronous function. */
  maxBodyBytes: number
  maxUrlBytes: number
  /** Time allowed for the request line and headers. */
  headersTimeoutMs: number
  /** A body that sends nothing for this long is abandoned (408). */
  bodyIdleTimeoutMs: number
  /** Time allowed for a whole body, however steadily it trickles. */
  bodyTotalTimeoutMs: number
  /** After the first seconds, a body must keep arriving at least this fast on average (a trickle holds a connection for nothing). */
  minBodyBytesPerSecond: number
  /** Bytes of request bodies held at once, all requests together. */
  bufferBudgetBytes: number
  functionSlots: number
  functionQueue: number
  pageSlots: number
  pageQueue: number
  /** Longest wait for a slot; the answer is then 503 busy. */
  queueWaitMs: number
  /** netlify dev gives a function 30 s; this is that plus the proxy's own time. */
  upstreamTimeoutMs: number
  /** Idle time after which an open connection (a client reading or sending nothing) is closed. */
  socketIdleMs: number
  maxConnections: number
}

export const EDGE_LIMITS: EdgeLimits = {
  maxBodyBytes: 6_000_000,
  maxUrlBytes: 8192,
  headersTimeoutMs: 10_000,
  bodyIdleTimeoutMs: 10_000,
  bodyTotalTimeoutMs: 120_000,
  minBodyBytesPerSecond: 512,
  bufferBudgetBytes: 64 * 1024 * 1024,
  functionSlots: 4,
  functionQueue: 512,
  pageSlots: 32,
  pageQueue: 2048,
  queueWaitMs: 25_000,
  upstreamTimeoutMs: 35_000,
  socketIdleMs: 60_000,
  maxConnections: 4096,
}

export type Upstream = { host: string; port: number }

export type EdgeCounters = { refused: Partial<Record<RefusalCode, number>>; forwarded: number; queuedNow: { functions: number; pages: number } }

/** `gone`: the client left before an answer could be sent; nothing is answered. */
type RefusalCode = AccountErrorCode | 'gone'

/** Thrown while reading a request: answer `code` (with `close` when the rest of the body is unread). */
class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly close = false,
  ) {
    super(code)
  }
}

/** Slots with a bounded first-come queue. `acquire` resolves with the release function. */
export class Lane {
  private active = 0
  private readonly waiting: { grant: () => void; fail: (code: RefusalCode) => void }[] = []

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  get queued(): number {
    return this.waiting.length
  }

  get busy(): number {
    return this.active
  }

  acquire(gone: AbortSignal): Promise<() => void> {
    let released = false
    const release = () => {
      if (released) return
      released = true
      this.active -= 1
      this.waiting.shift()?.grant()
    }
    if (this.active < this.slots) {
      this.active += 1
      return Promise.resolve(release)
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new Refusal('busy'))
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          cleanup()
          this.active += 1
          resolve(release)
        },
        fail: (code: RefusalCode) => {
          cleanup()
          reject(new Refusal(code))
        },
      }
      const timer = setTimeout(() => {
        this.remove(entry)
        entry.fail('busy')
      }, this.maxWaitMs)
      const onGone = () => {
        this.remove(entry)
        entry.fail('gone')
      }
      const cleanup = () => {
        clearTimeout(timer)
        gone.removeEventListener('abort', onGone)
      }
      gone.addEventListener('abort', onGone, { once: true })
      this.waiting.push(entry)
    })
  }

  private remove(entry: (typeof this.waiting)[number]) {
    const index = this.waiting.indexOf(entry)
    if (index >= 0) this.waiting.splice(index, 1)
  }
}

/**
 * The request body in one buffer, or a Refusal: too large (declared or actual), too slow, cut
 * short, or over the shared budget. A body's bytes count against the budget until the caller
 * gives them back after the request.
 */
function readBody(req: http.IncomingMessage, limits: EdgeLimits, budget: { held: number }): Promise<Buffer> {
  const declaredHeader = req.headers['content-length']
  const declared = declaredHeader === undefined ? undefined : Number(declaredHeader)
  if (declared !== undefined && (!Number.isSafeInteger(declared) || declared < 0)) return Promise.reject(new Refusal('bad-request', true))
  if (declared !== undefined && declared > limits.maxBodyBytes) return Promise.reject(new Refusal('payload-too-large', true))
  if (declared === 0 || (declared === undefined && req.headers['transfer-encoding'] === undefined)) return Promise.resolve(Buffer.alloc(0))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const finish = (error?: Refusal) => {
      if (settled) return
      settled = true
      clearTimeout(idle)
      clearTimeout(total)
      clearInterval(pace)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('aborted', onAborted)
      req.off('error', onAborted)
      if (error) {
        budget.held -= size
        reject(error)
      } else resolve(Buffer.concat(chunks, size))
    }
    let idle = setTimeout(() => finish(new Refusal('request-timeout', true)), limits.bodyIdleTimeoutMs)
    const total = setTimeout(() => finish(new Refusal('request-timeout', true)), limits.bodyTotalTimeoutMs)
    const startedAt = Date.now()
    const pace = setInterval(() => {
      const seconds = (Date.now() - startedAt) / 1000
      if (seconds >= BODY_GRACE_SECONDS && size / seconds < limits.minBodyBytesPerSecond) finish(new Refusal('request-timeout', true))
    }, 1000)
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      budget.held += chunk.byteLength
      if (size > limits.maxBodyBytes) return finish(new Refusal('payload-too-large', true))
      if (budget.held > limits.bufferBudgetBytes) return finish(new Refusal('busy', true))
      chunks.push(chunk)
      clearTimeout(idle)
      idle = setTimeout(() => finish(new Refusal('request-timeout', true)), limits.bodyIdleTimeoutMs)
    }
    const onEnd = () => {
      if (declared !== undefined && size !== declared) finish(new Refusal('bad-request', true))
      else finish()
    }
    // The client went away mid-body: nobody is left to answer.
    const onAborted = () => finish(new Refusal('gone', true))
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('aborted', onAborted)
    req.once('error', onAborted)
  })
}

/** Seconds a body may take before its pace is judged (a phone's first packets can be slow). */
const BODY_GRACE_SECONDS = 5

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'expect', 'http2-settings'])
const REMOVED_FROM_ANSWERS = new Set([...HOP_BY_HOP, 'x-powered-by'])
const isRemovedFromAnswers = (name: string) => REMOVED_FROM_ANSWERS.has(name) || name.startsWith('x-nf-')
/** What the functions' runtime takes a client's address from: set here only, from what the edge knows. */
const CLIENT_ADDRESS_HEADERS = new Set(['x-forwarded-for', 'x-real-ip', 'client-ip', 'x-nf-client-connection-ip', 'forwarded'])

/**
 * The client's address: the connection's, or behind `trustedHops` proxies of our own, the one the
 * outermost of them appended to X-Forwarded-For (entries further left are the client's own words).
 */
export function clientAddress(req: Pick<http.IncomingMessage, 'headers' | 'socket'>, trustedHops: number): string {
  const direct = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  if (trustedHops <= 0) return direct
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, direct]
  return (chain[Math.max(0, chain.length - 1 - trustedHops)] ?? direct).replace(/^::ffff:/, '')
}
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export const isFunctionPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A catalogued refusal in the shape the address expects: JSON for calls, a page in both languages otherwise. */
export function refusalBody(code: AccountErrorCode, pathname: string): { type: string; body: string } {
  const { message } = ACCOUNT_ERRORS[code]
  if (isFunctionPath(pathname)) return { type: 'application/json; charset=utf-8', body: JSON.stringify({ error: { code, message } }) }
  const persian = (fa as Record<string, string>)[message] ?? message
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${ACCOUNT_ERRORS[code].status} · ${escapeHtml(message)}</title></head><body><main><p lang="fa" dir="rtl">${escapeHtml(persian)}</p><p>${escapeHtml(message)}</p></main></body></html>`
  return { type: 'text/html; charset=utf-8', body }
}

/** How long a client should wait before trying again after a 503 of this edge. */
const RETRY_AFTER_SECONDS = { busy: 2, 'site-unavailable': 5 } as const

export type Edge = { url: string; counters: EdgeCounters; lanes: { functions: Lane; pages: Lane }; close: () => Promise<void> }

export async function startEdge(options: { port: number; upstream: () => Upstream; limits?: Partial<EdgeLimits>; trustedProxyHops?: number; log?: (line: string) => void }): Promise<Edge> {
  const limits = { ...EDGE_LIMITS, ...options.limits }
  const log = options.log ?? ((line: string) => console.error(line))
  const lanes = { functions: new Lane(limits.functionSlots, limits.functionQueue, limits.queueWaitMs), pages: new Lane(limits.pageSlots, limits.pageQueue, limits.queueWaitMs) }
  const agent = new http.Agent({ keepAlive: true, maxSockets: limits.functionSlots + limits.pageSlots, keepAliveMsecs: 1000 })
  const budget = { held: 0 }
  const counters: EdgeCounters = {
    refused: {},
    forwarded: 0,
    get queuedNow() {
      return { functions: lanes.functions.queued, pages: lanes.pages.queued }
    },
  }

  // One line per kind of refusal per second at most: a flood of bad requests must not flood the terminal.
  const lastLogged = new Map<RefusalCode, { at: number; unlogged: number }>()
  const logRefusal = (code: AccountErrorCode, line: string) => {
    const now = Date.now()
    const last = lastLogged.get(code)
    if (last && now - last.at < 1000) {
      last.unlogged += 1
      return
    }
    log(`[edge] ${line}${last?.unlogged ? ` (and ${last.unlogged} more like it)` : ''}`)
    lastLogged.set(code, { at: now, unlogged: 0 })
  }

  const refuse = (req: http.IncomingMessage, res: http.ServerResponse, code: RefusalCode, pathname: string, close = false) => {
    counters.refused[code] = (counters.refused[code] ?? 0) + 1
    if (code === 'gone' || res.headersSent || res.destroyed) {
      res.destroy()
      return
    }
    logRefusal(code, `${ACCOUNT_ERRORS[code].status} ${code}: ${req.method} ${pathname.slice(0, 200)}`)
    const { type, body } = refusalBody(code, pathname)
    const headers: http.OutgoingHttpHeaders = {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }
    if (code === 'busy' || code === 'site-unavailable') headers['retry-after'] = String(RETRY_AFTER_SECONDS[code])
    if (code === 'method-not-allowed') headers.allow = [...METHODS].join(', ')
    if (close) headers.connection = 'close'
    res.writeHead(ACCOUNT_ERRORS[code].status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    if (close) {
      // The rest of the body is not read: give the client a moment to see the answer, then hang up.
      req.resume()
      setTimeout(() => req.socket.destroy(), 1000).unref()
    }
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const raw = req.url ?? '/'
    let pathname = '/'
    let target = '/'
    if (Buffer.byteLength(raw) > limits.maxUrlBytes) return refuse(req, res, 'uri-too-long', raw.slice(0, 64), true)
    try {
      // Passed on as sent (an absolute-form target reduced to its path): WHATWG parsing would
      // resolve dot segments, and what the upstream routes must be what the client asked for.
      target = raw.startsWith('/') ? raw : ((url) => url.pathname + url.search)(new URL(raw))
      pathname = target.split('?')[0]
      decodeURIComponent(pathname)
    } catch {
      return refuse(req, res, 'bad-request', pathname, true)
    }
    if (!METHODS.has(req.method ?? '')) return refuse(req, res, 'method-not-allowed', pathname, true)

    const gone = new AbortController()
    res.once('close', () => gone.abort())
    let body: Buffer
    try {
      body = await readBody(req, limits, budget)
    } catch (error) {
      return refuse(req, res, error instanceof Refusal ? error.code : 'bad-request', pathname, true)
    }

    const lane = isFunctionPath(pathname) ? lanes.functions : lanes.pages
    let release: () => void
    try {
      release = await lane.acquire(gone.signal)
    } catch (error) {
      budget.held -= body.byteLength
      return refuse(req, res, error instanceof Refusal ? error.code : 'busy', pathname)
    }
    try {
      await forward(req, res, target, pathname, body, gone.signal)
    } finally {
      release()
      budget.held -= body.byteLength
    }
  }

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, target: string, pathname: string, body: Buffer, gone: AbortSignal) =>
    new Promise<void>((resolve) => {
      if (gone.aborted) return resolve()
      const headers: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && !CLIENT_ADDRESS_HEADERS.has(name) && value !== undefined) headers[name] = value
      headers['x-forwarded-for'] = clientAddress(req, options.trustedProxyHops ?? 0)
      if (body.byteLength || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) headers['content-length'] = body.byteLength
      const { host, port } = options.upstream()
      const upstream = http.request({ host, port, method: req.method, path: target, headers, agent, timeout: limits.upstreamTimeoutMs })
      const done = () => {
        gone.removeEventListener('abort', onGone)
        resolve()
      }
      const onGone = () => {
        upstream.destroy()
        done()
      }
      gone.addEventListener('abort', onGone, { once: true })
      upstream.on('response', (answer) => {
        counters.forwarded += 1
        const answerHeaders: http.OutgoingHttpHeaders = {}
        for (const [name, value] of Object.entries(answer.headers)) if (!isRemovedFromAnswers(name) && value !== undefined) answerHeaders[name] = value
        res.writeHead(answer.statusCode ?? 502, answerHeaders)
        answer.pipe(res)
        answer.once('error', () => res.destroy())
        answer.once('end', done)
        answer.once('close', done)
      })
      upstream.on('timeout', () => {
        upstream.destroy()
        refuse(req, res, 'upstream-timeout', pathname)
        done()
      })
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (!res.headersSent) refuse(req, res, ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(error.code ?? '') ? 'site-unavailable' : 'upstream-timeout', pathname)
        else res.destroy()
        done()
      })
      upstream.end(body)
    })

  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      log(`[edge] ${req.method} ${(req.url ?? '').slice(0, 200)} failed: ${(error as Error).stack ?? String(error)}`)
      if (!res.headersSent) refuse(req, res, 'internal-error', '/', true)
      else res.destroy()
    })
  }
  // "localhost" is ::1 for some clients and 127.0.0.1 for others: one server on each, loopback only.
  const servers: http.Server[] = []
  for (const host of ['127.0.0.1', '::1']) {
    const server = http.createServer(
      { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.bodyTotalTimeoutMs + limits.upstreamTimeoutMs, connectionsCheckingInterval: 1000, keepAliveTimeout: 5000 },
      onRequest,
    )
    server.maxConnections = limits.maxConnections
    server.setTimeout(limits.socketIdleMs, (socket) => socket.destroy())
    // A request line or header block Node cannot parse: a bare status and close (Node's default is to hang up silently).
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request'
      if (socket.writable && !socket.destroyed) socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`)
      else socket.destroy()
    })
    const port = servers.length ? (servers[0].address() as AddressInfo).port : options.port
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => (host === '::1' && ['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(error.code ?? '') ? resolve(false) : reject(error)))
      server.listen(port, host, () => resolve(true))
    })
    if (listening) servers.push(server)
  }
  const { port } = servers[0].address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    counters,
    lanes,
    close: async () => {
      agent.destroy()
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve())
              server.closeAllConnections()
            }),
        ),
      )
    },
  }
}
