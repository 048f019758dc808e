/**
 * An open-loop load at a steady rate: requests leave evenly spaced (a few each millisecond), the
 * way many independent readers' requests arrive, over up to `connections` kept-alive
 * connections. autocannon's `overallRate` lets each connection send its second's share at once,
 * so a page measured beside it waits behind bursts no reader makes.
 *
 * The load runs in a process of its own (./steady-process.ts): sending thousands of requests a
 * second keeps an event loop busy, and a page measured from that same loop would count the load
 * generator's own delays as the site's (readers' browsers do not share one loop).
 */
import { fork } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

export type SteadyFigures = { sent: number; answered: Record<number, number>; errors: number; p50: number; p99: number }

export type SteadyOptions = {
  url: string
  rate: number
  seconds: number
  connections: number
  request: {
    method: string
    headers: Record<string, string>
    body?: string
    /** Each request from a reader of its own: X-Forwarded-For counts up 10.x.y.z (the served site trusts one proxy hop). */
    distinctReaders?: boolean
  }
}

/** Runs the load in a child process and resolves to its figures. */
export function steadyLoad(options: SteadyOptions): Promise<SteadyFigures> {
  return new Promise((resolve, reject) => {
    // fork() passes on this process's execArgv, so the child runs TypeScript the way this one does.
    const child = fork(path.join(__dirname, 'steady-process.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let figures: SteadyFigures | undefined
    child.on('message', (message: SteadyFigures) => (figures = message))
    child.on('error', reject)
    child.on('exit', (code) =>
      figures ? resolve(figures) : reject(new Error(`the steady load's process ended (${code}) without its figures`)),
    )
    child.send(options)
  })
}

/** The load itself, in the calling process. */
export async function runSteadyLoad(options: SteadyOptions): Promise<SteadyFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const target = new URL(options.url)
  const latencies: number[] = []
  const answered: Record<number, number> = {}
  let errors = 0
  let sent = 0
  let reader = 0
  const pending = new Set<Promise<void>>()
  const send = () => {
    const { method, body, distinctReaders } = options.request
    const headers = { ...options.request.headers }
    if (distinctReaders) {
      reader += 1
      headers['x-forwarded-for'] = `10.${(reader >> 16) & 255}.${(reader >> 8) & 255}.${reader & 255}`
    }
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
