/**
 * An open-loop load at a steady rate: requests leave evenly spaced (a few each millisecond), the
 * way many independent readers' requests arrive, over up to `connections` kept-alive
 * connections. autocannon's `overallRate` lets each connection send its second's share at once,
 * so a page measured beside it waits behind bursts no reader makes.
 */
import http from 'node:http'

export type SteadyFigures = { sent: number; answered: Record<number, number>; errors: number; p50: number; p99: number }

export async function steadyLoad(options: {
  url: string
  rate: number
  seconds: number
  connections: number
  request: () => { method: string; headers: Record<string, string>; body?: string }
}): Promise<SteadyFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const target = new URL(options.url)
  const latencies: number[] = []
  const answered: Record<number, number> = {}
  let errors = 0
  let sent = 0
  const pending = new Set<Promise<void>>()
  const send = () => {
    const { method, headers, body } = options.request()
    const started = performance.now()
    const done = new Promise<void>((resolve) => {
      const request = http.request(
        { agent, host: target.hostname, port: target.port, path: target.pathname, method, headers },
        (response) => {
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - started)
            answered[response.statusCode ?? 0] = (answered[response.statusCode ?? 0] ?? 0) + 1
            resolve()
          })
        },
      )
      request.on('error', () => {
        errors += 1
        resolve()
      })
      request.end(body)
    })
    pending.add(done)
    void done.then(() => pending.delete(done))
    sent += 1
  }
  const startedAt = performance.now()
  const total = Math.round(options.rate * options.seconds)
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) / 1000) * options.rate))
      while (sent < due) send()
      if (sent >= total) resolve()
      else setTimeout(tick, 1)
    }
    tick()
  })
  await Promise.all(pending)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0
  return { sent, answered, errors, p50: at(0.5), p99: at(0.99) }
}
