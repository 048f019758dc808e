/** One autocannon run on loopback, reduced to the figures the bench reports. */
import autocannon from 'autocannon'

export type LatencyFigures = {
  name: string
  requests: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  rps: number
}

export type LatencyTarget = {
  name: string
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  connections?: number
  durationSeconds?: number
}

export async function measure(target: LatencyTarget): Promise<LatencyFigures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: target.connections ?? 4,
    duration: target.durationSeconds ?? 8,
  })
  return {
    name: target.name,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rps: result.requests.average,
  }
}
