/**
 * Serves a built site's files as a CDN would (no functions, no redirects): the bench audits the
 * bare Gatsby page with it, beside the product served by netlify dev.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
}

/** The file an address names inside `root` (a folder's index.html), or null outside it. */
export function fileFor(root: string, urlPath: string): string | null {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(urlPath, 'http://static').pathname)
  } catch {
    return null
  }
  const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : null
}

/** `headers`: added to every answer, as a site's header rules would add them. */
export async function startStaticServer(
  dir: string,
  headers: Record<string, string> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(dir)
  const server = http.createServer(async (request, response) => {
    let file = fileFor(root, request.url ?? '/')
    if (file && (await stat(file).catch(() => null))?.isDirectory()) file = path.join(file, 'index.html')
    const body = file ? await readFile(file).catch(() => null) : null
    if (!file || !body) {
      response.writeHead(404).end()
      return
    }
    response
      .writeHead(200, { ...headers, 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' })
      .end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
