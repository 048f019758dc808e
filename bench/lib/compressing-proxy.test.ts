import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { pickEncoding, startCompressingProxy } from './compressing-proxy'

describe('the compressing proxy', () => {
  it('prefers brotli, then gzip', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('gzip;q=1.0')).toBe('gzip')
    expect(pickEncoding(undefined)).toBeNull()
  })

  it('compresses text answers and passes status, cookies and other bodies through', async () => {
    const page = '<p>hello</p>'.repeat(500)
    const origin = http.createServer((req, res) => {
      if (req.url === '/page')
        res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': ['a=1', 'b=2'] }).end(page)
      else res.writeHead(404, { 'content-type': 'image/png' }).end(Buffer.alloc(2048))
    })
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
    const proxy = await startCompressingProxy(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`)
    try {
      const raw = (path: string, encoding: string) =>
        new Promise<http.IncomingMessage & { body: Buffer }>((resolve) =>
          http.get(`${proxy.url}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve(Object.assign(res, { body: Buffer.concat(chunks) })))
          }),
        )
      const br = await raw('/page', 'br, gzip')
      expect(br.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(br.body).toString()).toBe(page)
      expect(br.headers['set-cookie']).toEqual(['a=1', 'b=2'])
      const gz = await raw('/page', 'gzip')
      expect(gunzipSync(gz.body).toString()).toBe(page)
      const image = await raw('/image', 'br')
      expect(image.statusCode).toBe(404)
      expect(image.headers['content-encoding']).toBeUndefined()
      expect(image.body.byteLength).toBe(2048)
    } finally {
      await proxy.close()
      await new Promise((resolve) => origin.close(resolve))
    }
  })
})
