/**
 * The site server: long-lived Node processes (./worker.ts, SITE_PROCESSES of them) serving a
 * release's static files and functions, behind a listener in the process that starts them (`npm
 * start`, `npm run serve`, the tests). The listener owns the port and hands the connections to the
 * serving processes in turn, skipping one that is down (it crashed and is being restarted); while
 * none is up, the listener itself answers 503 site-unavailable at once. `switchTo` has each load a
 * release beside the live one and returns once they take every new request from it: no process
 * starts per release and no request fails during the swap.
 * Decisions: docs/decisions/0025-own-site-server.md.
 */
import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { bundleServerEntry } from './bundle'
import type { ServerLimits } from './http'
import { writeRefusal } from './http'
import type { FromWorker, ToWorker, WorkerConfig } from './worker'
import { ROOT } from './root'
import { assertPortFree, portOf, type Stack, type Supervised } from './supervisor'
import { RateTally, type RateReport } from './rate-limits'

export type SiteServer = {
  /** The serving processes (each a new one after its restarts). */
  readonly sites: Supervised[]
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
  /** The serving processes' log name in the stack (.logs/<name>.log, then <name>-2.log, …). */
  name?: string
}

/** How long a replaced release may still finish requests before it is counted retired all the same. */
const RETIRE_AT_MOST_MS = 60_000

/**
 * How many serving processes when SITE_PROCESSES does not say: one a core, as a page or a function
 * call is answered on one thread; at most four, as the CMS beside them answers the functions' calls
 * and each process holds its own copy of the release's small files.
 */
export const defaultSiteProcesses = () => Math.min(os.availableParallelism(), 4)

/** One serving process, and the releases it was asked to load and to let go. */
type ServingProcess = {
  readonly supervised: Supervised
  /** Started and serving a release: it takes connections. */
  readonly ready: boolean
  /** Loads `dir`; resolves once it answers every new request from it. */
  load: (dir: string) => Promise<void>
  /** Resolves once `dir` has finished its last request here, or this process is gone. */
  retired: (dir: string) => Promise<void>
}

function startServingProcess(
  stack: Stack,
  name: string,
  entry: string,
  env: Record<string, string>,
  config: WorkerConfig,
  /** The release a process (re)started now serves first. */
  current: () => string,
): { process: ServingProcess; started: Promise<void> } {
  let ready = false
  let nextId = 1
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  const retiring = new Map<string, (() => void)[]>()

  const listen = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      const onExit = () => reject(new Error(`the site server exited before it served (log: .logs/${name}.log)`))
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
          child.send({ kind: 'release', dir: current(), id } satisfies ToWorker)
        } else if (message.kind === 'released') {
          pending.get(message.id)?.resolve()
          pending.delete(message.id)
        } else if (message.kind === 'release-failed') {
          pending
            .get(message.id)
            ?.reject(new Error(`release ${path.relative(ROOT, message.dir)} did not load: ${message.reason}`))
          pending.delete(message.id)
        } else if (message.kind === 'retired') {
          for (const done of retiring.get(message.dir) ?? []) done()
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
          for (const each of done) each()
          retiring.delete(retired)
        }
      })
    })

  const supervised = stack.keep(name, process.execPath, [entry], {
    env: { ...env, NETLIFY_TELEMETRY_DISABLED: '1', GATSBY_TELEMETRY_DISABLED: '1' },
    ipc: true,
    restart: { ready: listen },
  })
  const serving: ServingProcess = {
    supervised,
    get ready() {
      return ready && supervised.child.connected
    },
    load: (dir) =>
      new Promise<void>((resolve, reject) => {
        const id = nextId++
        pending.set(id, { resolve, reject })
        supervised.child.send({ kind: 'release', dir, id } satisfies ToWorker)
      }),
    retired: (dir) =>
      ready
        ? new Promise<void>((resolve) => retiring.set(dir, [...(retiring.get(dir) ?? []), resolve]))
        : Promise.resolve(),
  }
  return { process: serving, started: listen(supervised.child) }
}

export async function startSiteServer(
  stack: Stack,
  env: { SITE_URL: string; TRUSTED_PROXY_HOPS?: number; SITE_PROCESSES?: number },
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
  const entry = await bundleServerEntry('worker')
  const name = options.name ?? 'site'
  const count = env.SITE_PROCESSES ?? defaultSiteProcesses()
  const started = Array.from({ length: count }, (_, index) =>
    startServingProcess(stack, index === 0 ? name : `${name}-${index + 1}`, entry, base, config, () => dir),
  )
  const processes = started.map((each) => each.process)
  await Promise.all(started.map((each) => each.started))

  // While no serving process is up (each crashed and is being restarted), the listener answers each request itself.
  const fallback = http.createServer(
    { headersTimeout: 10_000, requestTimeout: 15_000, keepAliveTimeout: 1000 },
    (req, res) => writeRefusal(req, res, 'site-unavailable', (req.url ?? '/').split('?')[0], true),
  )
  // Handed connections rather than listening: Node checks them against the time-outs above once
  // the server reports it listens, so a client that connects and sends nothing is not held forever.
  fallback.emit('listening')
  const toFallback = (socket: net.Socket) => {
    fallback.emit('connection', socket)
    socket.resume()
  }
  // Connections go to the serving processes in turn, skipping one that is down.
  let turn = 0
  const nextReady = (): ServingProcess | undefined => {
    for (let tried = 0; tried < processes.length; tried++) {
      const candidate = processes[turn++ % processes.length]
      if (candidate.ready) return candidate
    }
    return undefined
  }
  // The functions' rate limits are counted across the serving processes (./rate-limits.ts): each
  // reports its own counts, and is sent what the others counted.
  const tally = new RateTally()
  const shareCounts = (from: ChildProcess, report: RateReport) => {
    if (from.pid === undefined) return
    const others = processes.filter((each) => each.ready).map((each) => each.supervised.child)
    const answers = tally.take(
      from.pid,
      report,
      others.flatMap((each) => (each.pid === undefined ? [] : [each.pid])),
    )
    for (const each of others) {
      const answer = each.pid === undefined ? undefined : answers.get(each.pid)
      if (answer?.counts.length) each.send(answer satisfies ToWorker)
    }
  }
  // Node hands a process one connection at a time, each once the process acknowledged the last;
  // if the process dies first, it neither sends nor closes the rest, and their readers wait for an
  // answer until they give up. So the listener keeps its own copy of each connection until the
  // process says it took it, and hands what a dead process never took to another (or answers it).
  // Each serving process is listened to once, from the first connection it is handed.
  const untaken = new Map<ChildProcess, net.Socket[]>()
  const untakenBy = (child: ChildProcess) => {
    const known = untaken.get(child)
    if (known) return known
    const sockets: net.Socket[] = []
    untaken.set(child, sockets)
    child.on('message', (message: FromWorker) => {
      if (message.kind === 'took') sockets.shift()?.destroy()
      else if (message.kind === 'rate-counts') shareCounts(child, message)
    })
    // 'close', not 'exit': it comes after every message the process sent before it died.
    child.once('close', () => {
      untaken.delete(child)
      for (const socket of sockets.splice(0)) handOver(socket)
    })
    return sockets
  }
  const handOver = (socket: net.Socket) => {
    const serving = nextReady()
    if (!serving) return toFallback(socket)
    const child = serving.supervised.child
    const sockets = untakenBy(child)
    sockets.push(socket)
    child.send({ kind: 'connection' } satisfies ToWorker, socket, { keepOpen: true }, (error) => {
      if (!error || !sockets.includes(socket)) return
      sockets.splice(sockets.indexOf(socket), 1)
      toFallback(socket)
    })
  }
  const accept = (socket: net.Socket) => {
    socket.on('error', () => socket.destroy())
    handOver(socket)
  }
  const listeners: net.Server[] = []
  // "localhost" is ::1 for some clients and 127.0.0.1 for others: one listener on each, loopback by default.
  for (const host of options.hosts ?? ['127.0.0.1', '::1']) {
    const listener = net.createServer({ pauseOnConnect: true, noDelay: true }, accept)
    const listening = await new Promise<boolean>((resolve, reject) => {
      listener.once('error', (error: NodeJS.ErrnoException) =>
        host === '::1' && ['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(error.code ?? '') ? resolve(false) : reject(error),
      )
      listener.listen(port, host, () => resolve(true))
    })
    if (listening) listeners.push(listener)
  }
  // The port is released at once; the close callback is not awaited: it waits until the serving
  // processes report every connection they were handed closed, which a process being stopped (or
  // one that died and was replaced) may never do.
  const closeListeners = async () => {
    for (const listener of listeners) listener.close()
    fallback.closeAllConnections()
  }
  stack.onStop(closeListeners)

  return {
    sites: processes.map((each) => each.supervised),
    url: `http://localhost:${port}`,
    get dir() {
      return dir
    },
    async switchTo(next: string) {
      const previous = dir
      // Registered before the release is sent: a serving process may report the old one retired at once.
      const retiredEverywhere =
        previous === next
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, RETIRE_AT_MOST_MS)
              timer.unref()
              void Promise.all(processes.map((each) => each.retired(previous))).then(() => {
                clearTimeout(timer)
                resolve()
              })
            })
      // Each loads it beside the one it serves, at the same time; one that is down loads `dir` as it
      // comes back, so `dir` names the new release as soon as it is asked for.
      dir = next
      const up = processes.filter((each) => each.ready)
      const loads = await Promise.allSettled(up.map((each) => each.load(next)))
      const failed = loads.find((load): load is PromiseRejectedResult => load.status === 'rejected')
      if (failed) {
        // Every process back on the release that was served, then the failure said.
        dir = previous
        await Promise.allSettled(
          up.filter((_, index) => loads[index].status === 'fulfilled').map((each) => each.load(previous)),
        )
        throw failed.reason
      }
      return { retired: retiredEverywhere }
    },
    async stop() {
      await closeListeners()
      await Promise.all(processes.map((each) => each.supervised.stop()))
    },
  }
}
