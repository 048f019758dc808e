/**
 * A reverse proxy that compresses text answers (brotli, else gzip) the way Netlify's CDN does in
 * production. netlify dev serves everything uncompressed, which under Lighthouse's simulated slow
 * 4G would measure the local server, not the product.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0])
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return null
}

export async function startCompressingProxy(
  target: string,
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding') headers.set(name, value)
    try {
      const response = await fetch(new URL(incoming.url ?? '/', target), {
        method: incoming.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      })
      const body = Buffer.from(await response.arrayBuffer())
      const answer: Record<string, string | string[]> = {}
      response.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name))
          answer[name] = value
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) answer['set-cookie'] = cookies
      const encoding =
        COMPRESSIBLE.test(response.headers.get('content-type') ?? '') && body.byteLength > 1024
          ? pickEncoding(incoming.headers['accept-encoding'])
          : null
      const sent =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(body, { level: 9 })
            : body
      if (encoding) {
        answer['content-encoding'] = encoding
        answer.vary = 'Accept-Encoding'
      }
      answer['content-length'] = String(sent.byteLength)
      outgoing.writeHead(response.status, answer).end(sent)
    } catch (error) {
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${(error as Error).message}`)
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://localhost:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
