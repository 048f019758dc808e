/**
 * A round-robin HTTP balancer in front of several CMS instances, as a production load balancer
 * would stand between the site's functions and them: request n goes to backend n mod N, whole
 * (method, path, headers, body streamed both ways). It counts what each backend answered.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Balancer = { url: string; served: number[]; stop: () => Promise<void> }

export async function startBalancer(backends: string[]): Promise<Balancer> {
  const served = backends.map(() => 0)
  let next = 0
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length
    const target = new URL(req.url ?? '/', backends[index])
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      served[index]++
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end()
      else res.destroy()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
