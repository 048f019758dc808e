/**
 * Serves the site's Netlify functions over real HTTP on loopback, each module routed by its own
 * `config.path` and `excludedPath` as Netlify routes them, without netlify dev's proxy in front
 * (which adds hundreds of milliseconds per call locally that production does not have). What is
 * measured through it is the functions' own cost plus their calls to the CMS.
 */
import { readdirSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Readable } from 'node:stream'
import { ROOT } from '../../scripts/lib/env-file'
import { ensurePreviewRenderer } from '../../src/server/preview-renderer'

type Handler = (req: Request, context?: { ip?: string }) => Promise<Response>
type FunctionModule = { default: Handler; config?: { path?: string | string[]; excludedPath?: string | string[] } }
export type Route = { name: string; paths: string[]; excluded: string[]; handler: Handler }

const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/** Netlify's path patterns: exact paths and a trailing `*` for everything below. */
export function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1))
  return pathname === pattern || pathname === `${pattern}/`
}

export async function loadRoutes(dir = path.join(ROOT, 'functions')): Promise<Route[]> {
  // The preview function imports the site build's renderer; without a build, the one that says so.
  ensurePreviewRenderer(ROOT)
  const routes: Route[] = []
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.mts') && !name.endsWith('.test.mts'))) {
    const module = (await import(path.join(dir, file))) as FunctionModule
    routes.push({ name: file, paths: list(module.config?.path), excluded: list(module.config?.excludedPath), handler: module.default })
  }
  return routes
}

export function routeFor(routes: Route[], pathname: string): Route | undefined {
  return routes.find((route) => route.paths.some((pattern) => matches(pattern, pathname)) && !route.excluded.some((pattern) => matches(pattern, pathname)))
}

export async function startFunctionServer(routes: Route[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? '127.0.0.1'}`)
    const route = routeFor(routes, url.pathname)
    if (!route) {
      outgoing.writeHead(404).end()
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value)
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
    const request = new Request(url, {
      method: incoming.method,
      headers,
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit)
    const response = await route.handler(request, { ip: incoming.socket.remoteAddress?.replace(/^::ffff:/, '') })
    const answer: Record<string, string | string[]> = {}
    response.headers.forEach((value, name) => (answer[name] = value))
    const cookies = response.headers.getSetCookie()
    if (cookies.length) answer['set-cookie'] = cookies
    outgoing.writeHead(response.status, answer).end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
