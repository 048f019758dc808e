/**
 * The site's functions, called in this process with Netlify's v2 signature `(Request, Context)`:
 * the context carries what Netlify's runtime gives a function (client address, site, deploy,
 * cookies read from the request and written to the answer, request id), and `Netlify.env` and
 * `Netlify.context` are installed by Netlify's own runtime package (@netlify/runtime).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseCookie, stringifySetCookie } from 'cookie'
import type { Context } from '@netlify/functions'
// The types of @netlify/functions' Context, which it does not re-export.
import type { Cookie } from '@netlify/types'

import { startRuntime } from '@netlify/runtime'
import type { FunctionRoute, ReleaseManifest } from './release'
import { rateLimitOf, type RateLimit } from './rate-limits'

type Handler = (request: Request, context: Context) => Response | Promise<Response>
export type LoadedFunction = {
  name: string
  routes: FunctionRoute[]
  excludedRoutes: FunctionRoute[]
  handler: Handler
  /** `config.rateLimit`, which Netlify applies before the function runs (./rate-limits.ts). */
  rateLimit?: RateLimit
}
export type FunctionMatch = { fn: LoadedFunction; route: FunctionRoute; params: Record<string, string> }

const contexts = new AsyncLocalStorage<Context>()
let runtimeStarted = false

/** `Netlify.env` over this process's environment and `Netlify.context` for the call in progress, as on Netlify. */
export function ensureNetlifyRuntime() {
  if (runtimeStarted) return
  runtimeStarted = true
  startRuntime({
    deployID: 'local',
    siteID: 'local',
    cache: { getCacheAPIContext: () => null },
    getRequestContext: () => contexts.getStore() ?? null,
    env: {
      get: (name: string) => process.env[name],
      has: (name: string) => name in process.env,
      set: (name: string, value: string) => void (process.env[name] = value),
      delete: (name: string) => void delete process.env[name],
      toObject: () =>
        Object.fromEntries(
          Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
    },
  })
}

/** Imports a release's functions (a bundle already imported by an earlier release is the same module). */
export async function loadFunctions(releaseDir: string, manifest: ReleaseManifest): Promise<LoadedFunction[]> {
  ensureNetlifyRuntime()
  return Promise.all(
    manifest.functions.map(async (entry) => {
      const module = (await import(pathToFileURL(path.resolve(releaseDir, entry.file)).href)) as {
        default?: unknown
        config?: unknown
      }
      if (typeof module.default !== 'function')
        throw new Error(`function ${entry.name} (${entry.file}) has no default export to call`)
      return {
        name: entry.name,
        routes: entry.routes,
        excludedRoutes: entry.excludedRoutes,
        handler: module.default as Handler,
        rateLimit: rateLimitOf(entry.name, module.config),
      }
    }),
  )
}

const expressions = new Map<string, RegExp>()
const compiled = (expression: string) =>
  expressions.get(expression) ?? expressions.set(expression, new RegExp(expression)).get(expression)!

/** The route's captures when it names the path (none for a literal), else undefined. */
const routeMatch = (
  route: FunctionRoute,
  pathname: string,
): { captures: (string | undefined)[]; groups: Record<string, string> } | undefined => {
  if (route.literal !== undefined) return pathname === route.literal ? { captures: [], groups: {} } : undefined
  if (route.expression === undefined) return undefined
  const found = compiled(route.expression).exec(pathname)
  return found ? { captures: found.slice(1), groups: { ...found.groups } } : undefined
}

/**
 * The function a path is routed to, as Netlify's local runtime routes it (@netlify/functions-dev
 * matchURLPath): the path without its trailing slash and lower-cased, the first function with a
 * route for it and the method, unless one of its excluded routes names it.
 */
export function matchFunction(functions: LoadedFunction[], rawPath: string, method: string): FunctionMatch | undefined {
  const pathname = (rawPath !== '/' && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath).toLowerCase()
  for (const fn of functions) {
    for (const route of fn.routes) {
      if (route.methods?.length && !route.methods.includes(method)) continue
      const found = routeMatch(route, pathname)
      if (!found) continue
      if (fn.excludedRoutes.some((excluded) => routeMatch(excluded, pathname))) break
      const params: Record<string, string> = { ...found.groups }
      found.captures.forEach((value, index) => {
        if (value !== undefined) params[String(index)] = value
      })
      return { fn, route, params }
    }
  }
  return undefined
}

export type CallOptions = { ip: string; siteUrl: string; deployId: string; timeoutMs: number }

/** Thrown when a function has not answered within the synchronous functions' limit. */
export class FunctionTimeout extends Error {}

/** Promises given to `context.waitUntil` and watched already: calls that share one add nothing. */
const watched = new WeakSet<Promise<unknown>>()

/**
 * `context.waitUntil` of a call of function `name`. What is registered on a promise is kept until
 * it settles, and a promise many calls share (the beacons' batch, sent once a second, or not while
 * the CMS is down) would keep all of it: so it is watched once, by a handler made outside the
 * call's scope and registered outside its `Netlify.context` (its async context), which would keep
 * the call's request.
 */
const waitUntilOf =
  (name: string) =>
  (promise: Promise<unknown>): void => {
    if (watched.has(promise)) return
    watched.add(promise)
    contexts.exit(() => void promise.catch((error: unknown) => console.error(`[${name}] waitUntil:`, error)))
  }

/** Calls a matched function; cookies it set through the context are added to its answer. */
export async function callFunction(match: FunctionMatch, request: Request, options: CallOptions): Promise<Response> {
  const requestCookies = parseCookie(request.headers.get('cookie') ?? '')
  const setCookies: string[] = []
  const url = new URL(request.url)
  const context: Context = {
    account: { id: '' },
    cookies: {
      get: (name) => requestCookies[name] ?? '',
      set: ((input: string | Cookie, value?: string) => {
        if (typeof input === 'string') setCookies.push(stringifySetCookie({ name: input, value: value ?? '' }))
        else {
          const {
            name,
            value: cookieValue,
            expires,
            maxAge,
            domain,
            path: cookiePath,
            secure,
            httpOnly,
            sameSite,
          } = input
          const lowerSameSite = sameSite ? (sameSite.toLowerCase() as 'strict' | 'lax' | 'none') : undefined
          setCookies.push(
            stringifySetCookie({
              name,
              value: cookieValue,
              expires: typeof expires === 'number' ? new Date(expires) : expires,
              maxAge,
              domain,
              path: cookiePath,
              secure,
              httpOnly,
              sameSite: lowerSameSite,
            }),
          )
        }
      }) as Context['cookies']['set'],
      delete: (input) => {
        const {
          name,
          domain,
          path: cookiePath,
        } = typeof input === 'string' ? { name: input, domain: undefined, path: undefined } : input
        setCookies.push(stringifySetCookie({ name, value: '', expires: new Date(0), domain, path: cookiePath }))
      },
    },
    deploy: { context: 'production', id: options.deployId, published: true },
    geo: {},
    ip: options.ip,
    json: (input) => Response.json(input),
    log: (...data: unknown[]) => console.log(...data),
    next: () => Promise.reject(new Error('context.next() is for edge functions')),
    params: match.params,
    rewrite: (target) => fetch(new URL(target, url)),
    requestId: randomUUID(),
    server: { region: 'local' },
    site: { id: 'local', name: 'local', url: options.siteUrl },
    url,
    waitUntil: waitUntilOf(match.fn.name),
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FunctionTimeout(`${match.fn.name} did not answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    )
  })
  try {
    const response = await Promise.race([contexts.run(context, () => match.fn.handler(request, context)), timeout])
    if (!(response instanceof Response))
      throw new Error(`${match.fn.name} answered with something other than a Response`)
    if (!setCookies.length) return response
    const headers = new Headers(response.headers)
    for (const cookie of setCookies) headers.append('set-cookie', cookie)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  } finally {
    clearTimeout(timer)
  }
}
