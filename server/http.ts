/**
 * The site server's HTTP handling, in the process that serves the site: what Netlify's edge does
 * for the product in production (docs/decisions/0011-hostile-input-and-faults.md), then the live
 * release's answer (./site.ts), written out.
 *
 * - Every request is checked before anything reads it whole: an address that does not decode is
 *   400, an over-long one 414, a body over Netlify's request limit 413 (refused on its declared
 *   length, or as soon as it grows past the limit), a body that stalls or trickles 408. Only
 *   complete, bounded bodies reach a function.
 * - Function calls and pages each take one of a bounded number of slots; the rest wait in a bounded
 *   queue, and a full queue or a long wait answers 503 with Retry-After instead of piling up.
 *   Calls then start one a turn of the event loop, so a page is not answered behind every call
 *   that arrived with it (`Turns`, docs/decisions/0076-calls-one-a-turn.md).
 * - Before a release is loaded every request is answered at once with 503 and Retry-After.
 * - The client's address is the connection's, or, behind as many proxies as `trustedProxyHops`
 *   names (TRUSTED_PROXY_HOPS), the address the outermost of them saw in X-Forwarded-For. What a
 *   client writes in that header itself is never believed (ADR 0024).
 * - A static file is sent from memory (a small one) or disk with its ETag (304 when the client has it); a function's
 *   answer is sent as it made it, without the `x-nf-*` headers of Netlify's runtime.
 *
 * Refusals are catalogued (cms/src/rules/errors.ts): JSON `{ error: { code, message } }` under /api/,
 * a short page in both languages elsewhere.
 */
import { createReadStream } from 'node:fs'
import http from 'node:http'
import { ERROR_CATALOGUE, type ErrorCode } from '../cms/src/rules/errors'
import fa from '../locales/fa/translation.json'
import type { Answer, LoadedSite } from './site'

export type ServerLimits = {
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
  /** Idle time after which an open connection (a client reading or sending nothing) is closed. */
  socketIdleMs: number
  maxConnections: number
}

export const SERVER_LIMITS: ServerLimits = {
  maxBodyBytes: 6_000_000,
  maxUrlBytes: 8192,
  headersTimeoutMs: 10_000,
  bodyIdleTimeoutMs: 10_000,
  bodyTotalTimeoutMs: 120_000,
  minBodyBytesPerSecond: 512,
  bufferBudgetBytes: 64 * 1024 * 1024,
  functionSlots: 16,
  functionQueue: 2048,
  pageSlots: 256,
  pageQueue: 4096,
  queueWaitMs: 25_000,
  socketIdleMs: 60_000,
  maxConnections: 4096,
}

export type ServerCounters = {
  refused: Partial<Record<RefusalCode, number>>
  answered: number
  queuedNow: { functions: number; pages: number }
}

/** `gone`: the client left before an answer could be sent; nothing is answered. */
type RefusalCode = ErrorCode | 'gone'

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
 * Function calls start one a turn of the event loop: a page asked for meanwhile is answered in the
 * turn between two calls instead of behind every call that arrived before it. Each turn is given
 * from `setImmediate`, after Node has read its connections again.
 */
export class Turns {
  private readonly waiting: (() => void)[] = []
  private scheduled = false

  next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve)
      this.schedule()
    })
  }

  private schedule() {
    if (this.scheduled || !this.waiting.length) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.waiting.shift()?.()
      this.schedule()
    })
  }
}

/**
 * The request body in one buffer, or a Refusal: too large (declared or actual), too slow, cut
 * short, or over the shared budget. A body's bytes count against the budget until the caller
 * gives them back after the request.
 */
function readBody(req: http.IncomingMessage, limits: ServerLimits, budget: { held: number }): Promise<Buffer> {
  const declaredHeader = req.headers['content-length']
  const declared = declaredHeader === undefined ? undefined : Number(declaredHeader)
  if (declared !== undefined && (!Number.isSafeInteger(declared) || declared < 0))
    return Promise.reject(new Refusal('bad-request', true))
  if (declared !== undefined && declared > limits.maxBodyBytes)
    return Promise.reject(new Refusal('payload-too-large', true))
  if (declared === 0 || (declared === undefined && req.headers['transfer-encoding'] === undefined))
    return Promise.resolve(Buffer.alloc(0))
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
      if (seconds >= BODY_GRACE_SECONDS && size / seconds < limits.minBodyBytesPerSecond)
        finish(new Refusal('request-timeout', true))
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

/** Headers of Netlify's function runtime (one names the addresses a function fetched from): never sent to a client, as on Netlify. */
const isRuntimeHeader = (name: string) => name.startsWith('x-nf-') || name === 'x-powered-by'
const HOP_BY_HOP_ANSWER = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'trailer'])

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
export function refusalBody(code: ErrorCode, pathname: string): { type: string; body: string } {
  const { message } = ERROR_CATALOGUE[code]
  if (isFunctionPath(pathname))
    return { type: 'application/json; charset=utf-8', body: JSON.stringify({ error: { code, message } }) }
  const persian = (fa as Record<string, string>)[message] ?? message
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${ERROR_CATALOGUE[code].status} · ${escapeHtml(message)}</title></head><body><main><p lang="fa" dir="rtl">${escapeHtml(persian)}</p><p>${escapeHtml(message)}</p></main></body></html>`
  return { type: 'text/html; charset=utf-8', body }
}

/** An answer slower than this is a line in the log (a function waiting on something). */
const SLOW_ANSWER_MS = 5000

/** How long a client should wait before trying again after a 503 of this server. */
const RETRY_AFTER_SECONDS = { busy: 2, 'site-unavailable': 5 } as const

/** A catalogued refusal, written on a response nothing has been written to (`close`: the connection ends after it). */
export function writeRefusal(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  code: ErrorCode,
  pathname: string,
  close = false,
  retryAfterSeconds?: number,
) {
  const { type, body } = refusalBody(code, pathname)
  const headers: http.OutgoingHttpHeaders = {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  }
  if (code === 'busy' || code === 'site-unavailable') headers['retry-after'] = String(RETRY_AFTER_SECONDS[code])
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds)
  if (code === 'method-not-allowed') headers.allow = [...METHODS].join(', ')
  if (close) headers.connection = 'close'
  res.writeHead(ERROR_CATALOGUE[code].status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** How long, and how many bytes of an unread body, a refused upload is still read for, so the client can finish sending and read why. */
const LINGER = { ms: 5000, bytes: 64 * 1024 * 1024 }

/**
 * Reads and drops the rest of a refused request's body, then closes: a client still uploading when
 * the answer comes (Node's fetch, browsers) reads the answer instead of failing on a reset
 * connection. Bounded in time and bytes, as mature servers linger.
 */
function lingerAndClose(req: http.IncomingMessage) {
  let drained = 0
  const close = () => {
    clearTimeout(timer)
    req.socket.destroy()
  }
  const timer = setTimeout(close, LINGER.ms)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    drained += chunk.byteLength
    if (drained > LINGER.bytes) close()
  })
  req.once('end', () => setTimeout(close, 200).unref())
  req.resume()
}

export type SiteServer = {
  server: http.Server
  counters: ServerCounters
  lanes: { functions: Lane; pages: Lane }
  /** Resolves when no request that started on `site` is still being answered. */
  drained: (site: LoadedSite) => Promise<void>
}

export type SiteServerOptions = {
  /** The release serving now; undefined until one has loaded. Read once per request: a swap never splits one. */
  site: () => LoadedSite | undefined
  limits?: Partial<ServerLimits>
  trustedProxyHops?: number
  log?: (line: string) => void
}

/** The site server's http.Server, not listening: a test listens on it, the site server's process is handed connections. */
export function createSiteServer(options: SiteServerOptions): SiteServer {
  const limits = { ...SERVER_LIMITS, ...options.limits }
  const log = options.log ?? ((line: string) => console.error(line))
  const lanes = {
    functions: new Lane(limits.functionSlots, limits.functionQueue, limits.queueWaitMs),
    pages: new Lane(limits.pageSlots, limits.pageQueue, limits.queueWaitMs),
  }
  const budget = { held: 0 }
  const turns = new Turns()
  const counters: ServerCounters = {
    refused: {},
    answered: 0,
    get queuedNow() {
      return { functions: lanes.functions.queued, pages: lanes.pages.queued }
    },
  }
  const active = new Map<LoadedSite, { count: number; waiting: (() => void)[] }>()

  // One line per kind of refusal per second at most: a flood of bad requests must not flood the log.
  const lastLogged = new Map<RefusalCode, { at: number; unlogged: number }>()
  const logRefusal = (code: ErrorCode, line: string) => {
    const now = Date.now()
    const last = lastLogged.get(code)
    if (last && now - last.at < 1000) {
      last.unlogged += 1
      return
    }
    log(`[site] ${line}${last?.unlogged ? ` (and ${last.unlogged} more like it)` : ''}`)
    lastLogged.set(code, { at: now, unlogged: 0 })
  }

  const refuse = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    code: RefusalCode,
    pathname: string,
    close = false,
    retryAfterSeconds?: number,
  ) => {
    counters.refused[code] = (counters.refused[code] ?? 0) + 1
    if (code === 'gone' || res.headersSent || res.destroyed) {
      res.destroy()
      return
    }
    logRefusal(code, `${ERROR_CATALOGUE[code].status} ${code}: ${req.method} ${pathname.slice(0, 200)}`)
    writeRefusal(req, res, code, pathname, close, retryAfterSeconds)
    if (close) lingerAndClose(req)
  }

  const write = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    answer: Exclude<Answer, { kind: 'refusal' }>,
    gone: AbortSignal,
  ) => {
    if (answer.kind === 'file') {
      const { file } = answer
      const headers: http.OutgoingHttpHeaders = { ...answer.headers, etag: file.etag }
      const cached =
        answer.status === 200 &&
        String(req.headers['if-none-match'] ?? '')
          .split(',')
          .some((tag) => tag.trim().replace(/^W\//, '') === file.etag)
      if (cached) {
        delete headers['content-type']
        res.writeHead(304, headers)
        res.end()
        return
      }
      headers['content-length'] = file.size
      res.writeHead(answer.status, headers)
      if (req.method === 'HEAD') {
        res.end()
        return
      }
      const contents = await answer.contents()
      if (contents) {
        res.end(contents)
        return
      }
      await new Promise<void>((resolve) => {
        const stream = createReadStream(file.file)
        stream.once('error', () => {
          res.destroy()
          resolve()
        })
        res.once('close', () => {
          stream.destroy()
          resolve()
        })
        stream.pipe(res)
      })
      return
    }
    const { response } = answer
    const headers: http.OutgoingHttpHeaders = {}
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && !isRuntimeHeader(name) && !HOP_BY_HOP_ANSWER.has(name)) headers[name] = value
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length) headers['set-cookie'] = cookies
    const withoutBody = req.method === 'HEAD' || response.status === 204 || response.status === 304
    const body = response.body && !withoutBody ? Buffer.from(await response.arrayBuffer()) : undefined
    if (gone.aborted) return
    if (body) headers['content-length'] = body.byteLength
    else if (!withoutBody) headers['content-length'] = 0
    res.writeHead(response.status, headers)
    res.end(body)
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const raw = req.url ?? '/'
    let pathname = '/'
    let target = '/'
    if (Buffer.byteLength(raw) > limits.maxUrlBytes) return refuse(req, res, 'uri-too-long', raw.slice(0, 64), true)
    try {
      // Routed as sent (an absolute-form target reduced to its path): WHATWG parsing would resolve
      // dot segments, and what is answered must be what the client asked for.
      target = raw.startsWith('/') ? raw : ((url) => url.pathname + url.search)(new URL(raw))
      pathname = decodeURIComponent(target.split('?')[0])
    } catch {
      return refuse(req, res, 'bad-request', target.split('?')[0], true)
    }
    if (!METHODS.has(req.method ?? '')) return refuse(req, res, 'method-not-allowed', pathname, true)

    const gone = new AbortController()
    // Only a client that left before the answer ended aborts: an abort builds an exception, which
    // every answered request would otherwise pay for.
    res.once('close', () => {
      if (!res.writableFinished) gone.abort()
    })
    let body: Buffer
    try {
      body = await readBody(req, limits, budget)
    } catch (error) {
      return refuse(req, res, error instanceof Refusal ? error.code : 'bad-request', pathname, true)
    }

    const site = options.site()
    if (!site) {
      budget.held -= body.byteLength
      return refuse(req, res, 'site-unavailable', pathname)
    }
    const isCall = isFunctionPath(pathname)
    const lane = isCall ? lanes.functions : lanes.pages
    let release: () => void
    try {
      release = await lane.acquire(gone.signal)
      if (isCall) await turns.next()
    } catch (error) {
      budget.held -= body.byteLength
      return refuse(req, res, error instanceof Refusal ? error.code : 'busy', pathname)
    }
    const entry = active.get(site) ?? { count: 0, waiting: [] }
    active.set(site, entry)
    entry.count += 1
    try {
      const started = performance.now()
      const answer = await site.answer({
        method: req.method ?? 'GET',
        target,
        pathname,
        headers: req.headers,
        body,
        ip: clientAddress(req, options.trustedProxyHops ?? 0),
      })
      const took = performance.now() - started
      if (took > SLOW_ANSWER_MS)
        log(
          `[site] slow answer: ${req.method} ${pathname.slice(0, 200)} took ${Math.round(took)} ms${answer.kind === 'response' && answer.function ? ` (function ${answer.function})` : ''}`,
        )
      if (gone.signal.aborted) return
      if (answer.kind === 'refusal') return refuse(req, res, answer.code, pathname, false, answer.retryAfterSeconds)
      await write(req, res, answer, gone.signal)
      counters.answered += 1
    } catch (error) {
      log(`[site] ${req.method} ${pathname.slice(0, 200)} failed: ${(error as Error).stack ?? String(error)}`)
      refuse(req, res, 'internal-error', pathname)
    } finally {
      release()
      budget.held -= body.byteLength
      entry.count -= 1
      if (entry.count === 0) {
        active.delete(site)
        for (const wake of entry.waiting.splice(0)) wake()
      }
    }
  }

  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.bodyTotalTimeoutMs + 60_000,
      connectionsCheckingInterval: 1000,
      keepAliveTimeout: 5000,
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        log(`[site] ${req.method} ${(req.url ?? '').slice(0, 200)} failed: ${(error as Error).stack ?? String(error)}`)
        if (!res.headersSent) refuse(req, res, 'internal-error', '/', true)
        else res.destroy()
      })
    },
  )
  server.maxConnections = limits.maxConnections
  server.setTimeout(limits.socketIdleMs, (socket) => socket.destroy())
  // A request line or header block Node cannot parse: a bare status and close (Node's default is to hang up silently).
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request'
    if (socket.writable && !socket.destroyed)
      socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`)
    else socket.destroy()
  })
  return {
    server,
    counters,
    lanes,
    drained: (site) => {
      const entry = active.get(site)
      return entry ? new Promise<void>((resolve) => entry.waiting.push(resolve)) : Promise.resolve()
    },
  }
}
