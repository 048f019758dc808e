/**
 * The build hook the CMS's webhook calls, on 127.0.0.1 (the same URL shape as Netlify's,
 * `/build_hooks/{id}`), and the publish status beside it.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { Publisher } from './queue'

export type BuildHook = { url: string; hookUrl: string; statusUrl: string; close: () => Promise<void> }

/** How much of a webhook's body is kept to name its event: Strapi writes the event and model before any entry. */
export const WEBHOOK_HEAD_CHARS = 4096

/**
 * "entry.publish (post)" from the start of a Strapi webhook body: the CMS's site.change event
 * (its `change`), or one of Strapi's own events, whose body may be cut off inside the entry;
 * "build hook" for a call without one (curl -X POST is a trigger all the same).
 */
export function webhookEvent(head: string): string {
  const field = (name: string) => new RegExp(`^\\{[^]*?"${name}"\\s*:\\s*"([\\w.:-]{1,100})"`).exec(head)?.[1]
  const event = field('change') ?? field('event')
  if (!event) return 'build hook'
  const model = field('model')
  return model ? `${event} (${model})` : event
}

/**
 * The build hook and the status, on 127.0.0.1 only: `POST /build_hooks/{id}` queues a build
 * (200, empty body, as Netlify answers; any other id 404), `GET /status` is the PublishStatus.
 */
export async function startBuildHook(options: {
  port: number
  id?: string
  publisher: () => Publisher | undefined
  onTrigger?: (what: string) => void
}): Promise<BuildHook> {
  const id = options.id ?? randomBytes(12).toString('hex')
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      res.end(body === undefined ? undefined : JSON.stringify(body))
    }
    if (req.method === 'GET' && url.pathname === '/status') {
      const publisher = options.publisher()
      return send(
        200,
        publisher
          ? publisher.status()
          : { state: 'building', since: null, queuedChanges: 0, live: null, failure: null, builds: 1 },
      )
    }
    if (url.pathname !== `/build_hooks/${id}`) return send(404, { error: 'not found' })
    if (req.method !== 'POST') return send(405, { error: 'method not allowed' })
    // Only the body's start is kept, the rest is read and dropped, and the call queues a build
    // whatever its size: a webhook on one of Strapi's own events carries the whole entry.
    let head = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      if (head.length < WEBHOOK_HEAD_CHARS) head += chunk.slice(0, WEBHOOK_HEAD_CHARS - head.length)
    })
    req.on('end', () => {
      const what = webhookEvent(head)
      options.onTrigger?.(what)
      send(200)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${options.port}`
  return {
    url,
    hookUrl: `${url}/build_hooks/${id}`,
    statusUrl: `${url}/status`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
