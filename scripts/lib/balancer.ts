/**
 * A round-robin HTTP balancer in front of several CMS instances, as a production load balancer
 * stands between the site's functions and them: request n goes to the next backend in turn, whole
 * (method, path, headers, body streamed both ways). A backend that refuses a connection (it is
 * restarting) is left out for a few seconds, as a load balancer's health check would, and a GET it
 * refused goes to the next one. It counts
 * what each backend answered. Used by the two-instance test and `npm run start:scaled`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Balancer = { url: string; served: number[]; stop: () => Promise<void> }

/** How long a backend that refused a connection is skipped. */
const RESTING_MS = 3_000

const bodiless = (req: http.IncomingMessage) => req.method === 'GET' || req.method === 'HEAD'

export async function startBalancer(backends: string[], port = 0): Promise<Balancer> {
  const served = backends.map(() => 0)
  const restingUntil = backends.map(() => 0)
  let next = 0
  const pick = () => {
    for (let tried = 0; tried < backends.length; tried++) {
      const index = next++ % backends.length
      if (restingUntil[index] <= Date.now()) return index
    }
    return next++ % backends.length
  }
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, tries: number) => {
    const index = pick()
    const target = new URL(req.url ?? '/', backends[index])
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        served[index]++
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        restingUntil[index] = Date.now() + RESTING_MS
        // A request without a body never reached the backend: another one can take it whole.
        if (bodiless(req) && tries + 1 < backends.length) return forward(req, res, tries + 1)
      }
      if (!res.headersSent) res.writeHead(502).end()
      else res.destroy()
    })
    if (bodiless(req)) upstream.end()
    else req.pipe(upstream)
  }
  const server = http.createServer((req, res) => forward(req, res, 0))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
