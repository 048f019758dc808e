/**
 * One release loaded to be served: its static files, its `_headers` and `_redirects` read by
 * Netlify's own parsers and matcher, and its functions imported once. `answer` routes a request
 * in Netlify's order (@netlify/dev's request chain, as netlify dev answers): a function whose
 * route names the path, then the redirect rules, then the static files, then a function whose route
 * prefers static files, then the 404 page.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { RedirectsHandler } from '@netlify/redirects'
import { SYNCHRONOUS_FUNCTION_TIMEOUT } from '@netlify/functions'
import type { ErrorCode } from '../cms/src/rules/errors'
import { callFunction, FunctionTimeout, loadFunctions, matchFunction, type LoadedFunction } from './functions'
import { NETLIFY_CONFIG, readManifest, SITE_DIR } from './release'
import { STATIC_DEFAULT_HEADERS, StaticFiles, type StaticFile } from './static-files'
import { RateCounts } from './rate-limits'
import { HeaderRules } from './header-rules'

/** A request as the server has read it: the body whole and bounded, the client's address decided. */
export type SiteRequest = {
  method: string
  /** Path and query as sent. */
  target: string
  /** The path, percent-decoded. */
  pathname: string
  headers: IncomingHttpHeaders
  body: Buffer
  ip: string
}

export type Answer =
  | {
      kind: 'file'
      status: number
      headers: Record<string, string>
      file: StaticFile
      /** The file's bytes when it is small enough to be held in memory (StaticFiles.contents), else undefined: asked only when a body is sent. */
      contents: () => Promise<Buffer | undefined>
    }
  | { kind: 'response'; response: Response; function?: string }
  /** A catalogued refusal the server writes (a function that did not answer in time, a call over its rate limit). */
  | { kind: 'refusal'; code: ErrorCode; retryAfterSeconds?: number }

/** Request headers that say who the client is: only the server sets them (ADR 0024). */
const CLIENT_ADDRESS_HEADERS = new Set([
  'x-forwarded-for',
  'x-real-ip',
  'client-ip',
  'x-nf-client-connection-ip',
  'forwarded',
])
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'http2-settings',
])

export type SiteOptions = {
  siteUrl: string
  functionTimeoutMs?: number
  /** The functions' rate limits counted with the other serving processes; unless given, in this process alone. */
  rateCounts?: RateCounts
}

/**
 * The last `_headers` rules parsed, by the content they came from: a site's rules grow with its
 * pages (a policy per page), and a publish that leaves them as they were (an edit, the release of
 * a build's search index) is not parsed again.
 */
let lastHeaders: { key: string; rules: HeaderRules } | undefined

async function headerRules(headersFile: string, configPath: string, release: string): Promise<HeaderRules> {
  const hash = createHash('sha256')
  for (const file of [headersFile, configPath]) hash.update(existsSync(file) ? readFileSync(file) : '').update('\0')
  const key = hash.digest('hex')
  if (lastHeaders?.key === key) return lastHeaders.rules
  const parsed = await parseAllHeaders({
    headersFiles: [headersFile],
    netlifyConfigPath: configPath,
    configHeaders: [],
    minimal: false,
  })
  if (parsed.errors.length)
    throw new Error(`release ${release}: _headers: ${parsed.errors.map((error) => error.message).join('; ')}`)
  lastHeaders = { key, rules: new HeaderRules(parsed.headers as Header[]) }
  return lastHeaders.rules
}

export class LoadedSite {
  private constructor(
    readonly name: string,
    readonly dir: string,
    private readonly files: StaticFiles,
    private readonly headerRules: HeaderRules,
    private readonly redirects: RedirectsHandler,
    readonly functions: LoadedFunction[],
    private readonly options: Required<SiteOptions>,
  ) {}

  static async load(dir: string, options: SiteOptions): Promise<LoadedSite> {
    const manifest = readManifest(dir)
    const siteDir = path.join(dir, SITE_DIR)
    const configPath = path.join(dir, NETLIFY_CONFIG)
    const [functions, headers] = await Promise.all([
      loadFunctions(dir, manifest),
      headerRules(path.join(siteDir, '_headers'), configPath, manifest.name),
    ])
    const redirects = new RedirectsHandler({
      configPath,
      configRedirects: [],
      jwtRoleClaim: '',
      jwtSecret: '',
      projectDir: siteDir,
      publicDir: siteDir,
      siteURL: options.siteUrl,
    })
    const site = new LoadedSite(manifest.name, dir, new StaticFiles(siteDir), headers, redirects, functions, {
      functionTimeoutMs: SYNCHRONOUS_FUNCTION_TIMEOUT * 1000,
      rateCounts: new RateCounts(),
      ...options,
    })
    // The redirect rules are parsed on first use: once now, so that a bad file fails the load, not a reader.
    await redirects.match(new Request(new URL('/', options.siteUrl)))
    return site
  }

  /** The `_headers` values for a path (./header-rules.ts). */
  headersFor(pathname: string): Record<string, string> {
    return this.headerRules.valuesFor(pathname)
  }

  private fileAnswer(file: StaticFile, headersPath: string, status = 200): Answer {
    return {
      kind: 'file',
      status,
      file,
      contents: () => this.files.contents(file),
      headers: { ...STATIC_DEFAULT_HEADERS, 'content-type': file.contentType, ...this.headersFor(headersPath) },
    }
  }

  /** The 404 page, with its own headers: a missing asset's rules (a year's immutable cache) must never cover a 404. */
  private notFound(): Answer {
    const page = this.files.get('/404.html')
    if (page) return this.fileAnswer(page, '/404.html', 404)
    return {
      kind: 'response',
      response: new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    }
  }

  /** The request as a function receives it: the site's own origin, never the Host a client claims. */
  private webRequest(request: SiteRequest): Request {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || CLIENT_ADDRESS_HEADERS.has(name)) continue
      if (Array.isArray(value)) for (const item of value) headers.append(name, item)
      else headers.set(name, value)
    }
    headers.set('x-forwarded-for', request.ip)
    headers.set('x-nf-client-connection-ip', request.ip)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    if (hasBody) headers.set('content-length', String(request.body.byteLength))
    return new Request(new URL(request.target, this.options.siteUrl), {
      method: request.method,
      headers,
      body: hasBody ? new Uint8Array(request.body) : undefined,
    })
  }

  private async call(fnMatch: NonNullable<ReturnType<typeof matchFunction>>, request: SiteRequest): Promise<Answer> {
    const limit = fnMatch.fn.rateLimit
    if (limit) {
      // Netlify's "domain" is the site's: one site is served here.
      const client = limit.aggregateBy.map((by) => (by === 'ip' ? request.ip : this.options.siteUrl)).join(' ')
      if (this.options.rateCounts.over(fnMatch.fn.name, limit, client))
        return { kind: 'refusal', code: 'too-many-requests', retryAfterSeconds: Math.ceil(limit.windowMs / 1000) }
    }
    try {
      const response = await callFunction(fnMatch, this.webRequest(request), {
        ip: request.ip,
        siteUrl: this.options.siteUrl,
        deployId: this.name,
        timeoutMs: this.options.functionTimeoutMs,
      })
      return { kind: 'response', response, function: fnMatch.fn.name }
    } catch (error) {
      if (error instanceof FunctionTimeout) return { kind: 'refusal', code: 'upstream-timeout' }
      throw error
    }
  }

  async answer(request: SiteRequest): Promise<Answer> {
    const { pathname, method } = request
    const fnMatch = matchFunction(this.functions, pathname, method)
    // A route that prefers static files yields to the redirect rules and the files, as netlify dev routes it.
    if (fnMatch && !fnMatch.route.prefer_static) return this.call(fnMatch, request)

    const rule = await this.redirects.match(this.webRequest(request)).catch(() => undefined)
    if (rule) {
      const sourceFile = rule.force ? undefined : this.files.find(pathname)
      if (sourceFile) return this.fileAnswer(sourceFile, pathname)
      if (rule.statusCode === 404 && !rule.targetRelative) return this.notFound()
      if (rule.redirect) {
        // As the rule wrote it (netlify dev sends it so; a URL's own form would add a slash to a bare host).
        const location = rule.targetRelative
        return {
          kind: 'response',
          response: new Response(null, {
            status: rule.statusCode,
            headers: { ...STATIC_DEFAULT_HEADERS, ...this.headersFor(pathname), location },
          }),
        }
      }
      if (rule.external) {
        const proxied = await fetch(rule.target, {
          method,
          headers: { ...rule.headers },
          redirect: 'manual',
          signal: AbortSignal.timeout(this.options.functionTimeoutMs),
        })
        return {
          kind: 'response',
          response: new Response(proxied.body, {
            status: rule.statusCode === 200 ? proxied.status : rule.statusCode,
            headers: proxied.headers,
          }),
        }
      }
      const targetPath = decodeURIComponent(rule.target.pathname)
      const targetFunction = matchFunction(this.functions, targetPath, method)
      if (targetFunction && !targetFunction.route.prefer_static) return this.call(targetFunction, request)
      const targetFile = this.files.find(targetPath)
      if (targetFile) return this.fileAnswer(targetFile, targetPath, rule.statusCode)
    }

    const file = this.files.find(pathname)
    if (file) return this.fileAnswer(file, pathname)
    if (fnMatch) return this.call(fnMatch, request)
    return this.notFound()
  }
}
