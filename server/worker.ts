/**
 * The serving process of the site server (started by ./start.ts, which owns the port): it is
 * handed each client connection over its IPC channel and answers from the live release. A new
 * release is loaded beside the live one and takes every new request once it has loaded; requests
 * already started finish on the release they began on.
 */
import type { Socket } from 'node:net'
import { createSiteServer, type ServerLimits } from './http'
import { LoadedSite } from './site'
import { RateCounts, type RateOthers, type RateReport } from './rate-limits'

export type WorkerConfig = { siteUrl: string; trustedProxyHops: number; limits?: Partial<ServerLimits> }

/** What the site server tells this process. */
export type ToWorker =
  | { kind: 'configure'; config: WorkerConfig }
  | { kind: 'release'; dir: string; id: number }
  | { kind: 'connection' }
  /** What the other serving processes counted against the functions' rate limits. */
  | RateOthers
/** What this process tells the site server. */
export type FromWorker =
  | { kind: 'started' }
  | { kind: 'released'; id: number; dir: string; loadMs: number }
  | { kind: 'release-failed'; id: number; dir: string; reason: string }
  | { kind: 'retired'; dir: string }
  /** A connection handed over has reached this process: the listener closes its own copy. */
  | { kind: 'took' }
  /** This process's counts against the functions' rate limits that changed. */
  | RateReport

function main() {
  if (!process.send)
    throw new Error('server/worker.ts runs under the site server (server/start.ts), with an IPC channel')
  const send = (message: FromWorker) => process.send?.(message)
  let current: LoadedSite | undefined
  let config: WorkerConfig | undefined
  let site: ReturnType<typeof createSiteServer> | undefined
  // Releases load one at a time, in the order they were sent.
  let loading = Promise.resolve()
  // One count for every release: a publish does not let a client start over.
  const rateCounts = new RateCounts(send)

  process.on('message', (message: ToWorker, handle?: Socket) => {
    if (message.kind === 'connection') {
      send({ kind: 'took' })
      if (!handle) return
      if (!site) {
        handle.destroy()
        return
      }
      site.server.emit('connection', handle)
      handle.resume()
      return
    }
    if (message.kind === 'rate-others') {
      rateCounts.receive(message)
      return
    }
    if (message.kind === 'configure') {
      config = message.config
      site = createSiteServer({ site: () => current, limits: config.limits, trustedProxyHops: config.trustedProxyHops })
      // The server is handed connections instead of listening: Node starts checking them against
      // its header and request time-outs (a request trickling in byte by byte is answered 408)
      // when the server reports it listens.
      site.server.emit('listening')
      return
    }
    if (message.kind === 'release') {
      loading = loading.then(async () => {
        if (!config || !site) {
          send({ kind: 'release-failed', id: message.id, dir: message.dir, reason: 'not configured' })
          return
        }
        const started = performance.now()
        try {
          const next = await LoadedSite.load(message.dir, { siteUrl: config.siteUrl, rateCounts })
          const previous = current
          current = next
          send({ kind: 'released', id: message.id, dir: message.dir, loadMs: performance.now() - started })
          if (previous && previous.dir !== next.dir) {
            const server = site
            void server.drained(previous).then(() => send({ kind: 'retired', dir: previous.dir }))
          }
        } catch (error) {
          send({
            kind: 'release-failed',
            id: message.id,
            dir: message.dir,
            reason: error instanceof Error ? error.message : String(error),
          })
        }
      })
    }
  })
  // The site server going away takes this process with it.
  process.on('disconnect', () => process.exit(0))
  send({ kind: 'started' })
}

main()
