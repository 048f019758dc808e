/**
 * The site server: one long-lived Node process (./worker.ts) serving a release's static files and
 * functions, behind a listener in the process that starts it (`npm start`, `npm run serve`, the
 * tests). The listener owns the port and hands every connection to the serving process; while
 * that process is down (it crashed and is being restarted) the listener itself answers 503
 * site-unavailable at once. `switchTo` loads a release beside the live one and returns once it
 * takes every new request: no process starts per release and no request fails during the swap.
 * Decisions: docs/decisions/0025-own-site-server.md.
 */
import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { bundleServerEntry } from './bundle'
import type { ServerLimits } from './http'
import { writeRefusal } from './http'
import type { FromWorker, ToWorker, WorkerConfig } from './worker'
import { ROOT } from './root'
import { assertPortFree, portOf, type Stack, type Supervised } from './supervisor'

export type SiteServer = {
  /** The serving process (a new one after each restart). */
  readonly site: Supervised
  readonly url: string
  /** The release served now. */
  readonly dir: string
  /** Serves release `dir` from now on; resolves once it takes every new request, with when the one it replaced has finished its last request. */
  switchTo: (dir: string) => Promise<{ retired: Promise<void> }>
  stop: () => Promise<void>
}

export type SiteServerOptions = {
  /** The release to serve first (./bundle.ts makeRelease). */
  release: string
  limits?: Partial<ServerLimits>
  /** Addresses to listen on; loopback by default (behind a reverse proxy on the same machine). */
  hosts?: string[]
  /** The port to listen on; SITE_URL's unless given (behind a proxy, the public address has another). */
  port?: number
  /** The serving process's log name in the stack (.logs/<name>.log). */
  name?: string
}

/** How long a replaced release may still finish requests before it is counted retired all the same. */
const RETIRE_AT_MOST_MS = 60_000

export async function startSiteServer(
  stack: Stack,
  env: { SITE_URL: string; TRUSTED_PROXY_HOPS?: number },
  base: Record<string, string>,
  options: SiteServerOptions,
): Promise<SiteServer> {
  const port = options.port ?? portOf(env.SITE_URL)
  await assertPortFree(port, 'site')
  const config: WorkerConfig = {
    siteUrl: env.SITE_URL,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? 0,
    limits: options.limits,
  }
  let dir = options.release
  let ready = false
  let nextId = 1
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  const retiring = new Map<string, () => void>()

  const listen = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      const onExit = () =>
        reject(new Error(`the site server exited before it served (log: .logs/${options.name ?? 'site'}.log)`))
      child.once('exit', onExit)
      child.on('message', (message: FromWorker) => {
        if (message.kind === 'started') {
          child.send({ kind: 'configure', config } satisfies ToWorker)
          const id = nextId++
          pending.set(id, {
            resolve: () => {
              child.off('exit', onExit)
              ready = true
              resolve()
            },
            reject,
          })
          child.send({ kind: 'release', dir, id } satisfies ToWorker)
        } else if (message.kind === 'released') {
          pending.get(message.id)?.resolve()
          pending.delete(message.id)
        } else if (message.kind === 'release-failed') {
          pending
            .get(message.id)
            ?.reject(new Error(`release ${path.relative(ROOT, message.dir)} did not load: ${message.reason}`))
          pending.delete(message.id)
        } else if (message.kind === 'retired') {
          retiring.get(message.dir)?.()
          retiring.delete(message.dir)
        }
      })
      child.once('exit', () => {
        ready = false
        for (const [id, waiter] of pending) {
          waiter.reject(new Error('the site server stopped while loading a release'))
          pending.delete(id)
        }
        // Whatever the dead process was still answering is gone with it.
        for (const [retired, done] of retiring) {
          done()
          retiring.delete(retired)
        }
      })
    })

  const site = stack.keep(options.name ?? 'site', process.execPath, [await bundleServerEntry('worker')], {
    env: { ...base, NETLIFY_TELEMETRY_DISABLED: '1', GATSBY_TELEMETRY_DISABLED: '1' },
    ipc: true,
    restart: { ready: listen },
  })
  await listen(site.child)

  // While the serving process is down, the listener answers each request itself.
  const fallback = http.createServer(
    { headersTimeout: 10_000, requestTimeout: 15_000, keepAliveTimeout: 1000 },
    (req, res) => writeRefusal(req, res, 'site-unavailable', (req.url ?? '/').split('?')[0], true),
  )
  // Handed connections rather than listening: Node checks them against the time-outs above once
  // the server reports it listens, so a client that connects and sends nothing is not held forever.
  fallback.emit('listening')
  const handOver = (socket: net.Socket) => {
    socket.on('error', () => socket.destroy())
    const child = site.child
    if (!ready || !child.connected) {
      fallback.emit('connection', socket)
      socket.resume()
      return
    }
    child.send({ kind: 'connection' } satisfies ToWorker, socket, { keepOpen: false }, (error) => {
      if (!error) return
      fallback.emit('connection', socket)
      socket.resume()
    })
  }
  const listeners: net.Server[] = []
  // "localhost" is ::1 for some clients and 127.0.0.1 for others: one listener on each, loopback by default.
  for (const host of options.hosts ?? ['127.0.0.1', '::1']) {
    const listener = net.createServer({ pauseOnConnect: true, noDelay: true }, handOver)
    const listening = await new Promise<boolean>((resolve, reject) => {
      listener.once('error', (error: NodeJS.ErrnoException) =>
        host === '::1' && ['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(error.code ?? '') ? resolve(false) : reject(error),
      )
      listener.listen(port, host, () => resolve(true))
    })
    if (listening) listeners.push(listener)
  }
  // The port is released at once; the close callback is not awaited: it waits until the serving
  // process reports every connection it was handed closed, which a process being stopped (or one
  // that died and was replaced) may never do.
  const closeListeners = async () => {
    for (const listener of listeners) listener.close()
    fallback.closeAllConnections()
  }
  stack.onStop(closeListeners)

  return {
    site,
    url: `http://localhost:${port}`,
    get dir() {
      return dir
    },
    async switchTo(next: string) {
      const previous = dir
      const id = nextId++
      const child = site.child
      // Registered before the release is sent: the serving process may report the old one retired at once.
      const retired =
        previous === next
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, RETIRE_AT_MOST_MS)
              timer.unref()
              retiring.set(previous, () => {
                clearTimeout(timer)
                resolve()
              })
            })
      try {
        await new Promise<void>((resolve, reject) => {
          pending.set(id, { resolve, reject })
          child.send({ kind: 'release', dir: next, id } satisfies ToWorker)
        })
      } catch (error) {
        retiring.delete(previous)
        throw error
      }
      dir = next
      return { retired }
    },
    async stop() {
      await closeListeners()
      await site.stop()
    },
  }
}
