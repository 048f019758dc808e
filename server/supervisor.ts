/**
 * The supervisor of the product's processes: each long-running part started in a process group
 * of its own with its output in .logs/<name>.log, kept running (`keep`: restarted with backoff
 * when it dies on its own), and stopped together on Ctrl-C. The site server runs under it
 * (./start.ts), in production (`npm run serve`) as on a developer's machine (`npm start`), and so
 * do the tools that start the rest (scripts/lib/stack.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { ROOT } from './root'

export const portOf = (url: string) => Number(new URL(url).port || (url.startsWith('https') ? 443 : 80))

const colours = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m']
const reset = '\x1b[0m'
const useColour = process.stdout.isTTY && !process.env.NO_COLOR

export function step(text: string) {
  console.log(`\n${useColour ? '\x1b[1m' : ''}▶ ${text}${useColour ? reset : ''}`)
}
export function done(text: string) {
  console.log(`${useColour ? '\x1b[32m' : ''}✔ ${text}${useColour ? reset : ''}`)
}

type StartOptions = {
  cwd?: string
  env: Record<string, string>
  /** Print the output live (otherwise it goes to .logs/<name>.log). */
  echo?: boolean
  /** An IPC channel to the process (child.send), for a Node process. */
  ipc?: boolean
}

/**
 * How a supervised process comes back after it dies on its own: waits of `firstDelayMs`, doubling
 * up to `maxDelayMs`, back to the first after it has stayed up for `stableAfterMs`. `ready` tells
 * when a restarted process serves again (its health check).
 */
export type RestartPolicy = {
  ready: (child: ChildProcess) => Promise<void>
  firstDelayMs?: number
  maxDelayMs?: number
  stableAfterMs?: number
}

/** A long-running process of the stack; `child` is the current one (a new one after each restart). */
export type Supervised = {
  name: string
  child: ChildProcess
  restarts: number
  onRestarted?: (child: ChildProcess) => void
  /** Stops it for good (no restart). */ stop: () => Promise<void>
}

export class Stack {
  private children: { name: string; child: ChildProcess }[] = []
  private closers: (() => Promise<void>)[] = []
  private stopping = false
  private colourIndex = 0

  constructor(readonly logDir = path.join(ROOT, '.logs')) {}

  /** Starts a long-running process in its own process group, so stopping it stops its children too. */
  start(name: string, command: string, args: string[], options: StartOptions): ChildProcess {
    return this.spawnLogged(name, command, args, options, 'w', this.prefixFor(name)).child
  }

  /**
   * Starts a process that the stack restarts whenever it exits without being asked to: one bad
   * request that kills a server costs seconds, not an outage. Each restart is a line in the
   * terminal with its count; the log file keeps every run's output.
   */
  keep(name: string, command: string, args: string[], options: StartOptions & { restart: RestartPolicy }): Supervised {
    const prefix = this.prefixFor(name)
    const { firstDelayMs = 1000, maxDelayMs = 30_000, stableAfterMs = 60_000 } = options.restart
    let stopped = false
    const entry: Supervised = {
      name,
      child: undefined as unknown as ChildProcess,
      restarts: 0,
      stop: async () => {
        stopped = true
        await stopProcess(entry.child)
      },
    }
    let delay = firstDelayMs
    const run = (flags: 'w' | 'a') => {
      const startedAt = Date.now()
      const { child } = this.spawnLogged(name, command, args, options, flags, prefix, (code, signal) => {
        // What the dead process started (netlify dev's servers, Strapi's workers) goes with it.
        killGroup(child, 'SIGKILL')
        if (this.stopping || stopped) return
        if (Date.now() - startedAt >= stableAfterMs) delay = firstDelayMs
        entry.restarts += 1
        const crashedAt = Date.now()
        console.error(
          `${prefix}exited (${signal ?? code}); restart #${entry.restarts} in ${(delay / 1000).toFixed(delay < 10_000 ? 1 : 0)} s (log: ${path.relative(ROOT, path.join(this.logDir, `${name}.log`))})`,
        )
        const wait = delay
        delay = Math.min(delay * 2, maxDelayMs)
        setTimeout(() => {
          if (this.stopping || stopped) return
          const next = run('a')
          options.restart.ready(next).then(
            () => {
              console.error(
                `${prefix}back up after restart #${entry.restarts} (${((Date.now() - crashedAt) / 1000).toFixed(1)} s after it stopped)`,
              )
              entry.onRestarted?.(next)
            },
            (error: unknown) =>
              console.error(`${prefix}restart #${entry.restarts} did not come up: ${(error as Error).message}`),
          )
        }, wait).unref()
      })
      entry.child = child
      return child
    }
    run('w')
    return entry
  }

  private prefixFor(name: string) {
    const colour = useColour ? colours[this.colourIndex++ % colours.length] : ''
    return `${colour}[${name}]${useColour ? reset : ''} `
  }

  private spawnLogged(
    name: string,
    command: string,
    args: string[],
    options: StartOptions,
    flags: 'w' | 'a',
    prefix: string,
    onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void,
  ): { child: ChildProcess } {
    mkdirSync(this.logDir, { recursive: true })
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env,
      detached: true,
      stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    })
    const log = createWriteStream(path.join(this.logDir, `${name}.log`), { flags })
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        log.write(chunk)
        if (options.echo) process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix))
      })
    }
    child.on('exit', (code, signal) => {
      log.end()
      this.children = this.children.filter((entry) => entry.child !== child)
      if (this.stopping) return
      if (onUnexpectedExit) onUnexpectedExit(code, signal)
      else
        console.error(
          `${prefix}exited (${signal ?? code}); its log: ${path.relative(ROOT, path.join(this.logDir, `${name}.log`))}`,
        )
    })
    this.children.push({ name, child })
    return { child }
  }

  /** Runs a command to completion with its output shown; rejects on a non-zero exit. */
  run(name: string, command: string, args: string[], options: Omit<StartOptions, 'echo'>): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env, stdio: 'inherit' })
      this.children.push({ name, child })
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed with exit code ${code}`))))
      child.on('error', reject)
    })
  }

  /** A process started elsewhere that stops with the stack. */
  track(name: string, child: ChildProcess) {
    this.children.push({ name, child })
    child.once('exit', () => (this.children = this.children.filter((entry) => entry.child !== child)))
  }

  /** Something besides a process to close when the stack stops (a server of this process). */
  onStop(closer: () => Promise<void>) {
    this.closers.push(closer)
  }

  async stopAll() {
    this.stopping = true
    await Promise.all([
      ...this.closers.map((close) => close().catch(() => undefined)),
      ...this.children.map(({ child }) => stopProcess(child)),
    ])
  }

  /** Stops everything on Ctrl-C or termination. */
  stopOnSignals() {
    let stopping = false
    const handler = async (signal: NodeJS.Signals) => {
      // One Ctrl-C, or a service manager stopping the unit, signals every process of the group,
      // and tsx passes it on once more: a repeat while stopping is the same request, and left to
      // Node's default it would end the process halfway (exit 143).
      if (stopping) return
      stopping = true
      console.log(`\n${signal}: stopping…`)
      await this.stopAll()
      done('stopped')
      process.exit(0)
    }
    process.on('SIGINT', handler)
    process.on('SIGTERM', handler)
  }
}

/** Stops a process and its group: SIGTERM, then SIGKILL if it is still there after 8 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  killGroup(child, 'SIGTERM')
  if (!(await waitForExit(child, 8000))) killGroup(child, 'SIGKILL')
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    child.kill(signal)
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

export function assertPortFree(portNumber: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', () =>
      reject(
        new Error(
          `Port ${portNumber} (${what}) is already in use. Is the product already running? Stop it, or free the port.`,
        ),
      ),
    )
    server.listen(portNumber, '127.0.0.1', () => server.close(() => resolve()))
  })
}

/** Polls a URL until it answers below 500, failing early if the process behind it exits. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(3000) })
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}

/**
 * Ports handed out are drawn below Linux's ephemeral range (32768 and up), which the OS's own
 * choice (`listen(0)`) and every outgoing connection draw from: a port chosen there can be taken by
 * a client socket in the seconds before the process it is meant for binds it (a CMS boots for
 * seconds first). Drawn at random, so processes choosing at once rarely meet.
 */
const HANDED_OUT_PORTS = { from: 20_000, to: 32_767 }
const handedOut = new Set<number>()

/** A port nothing listens on right now, not handed out before by this process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = HANDED_OUT_PORTS.from + Math.floor(Math.random() * (HANDED_OUT_PORTS.to - HANDED_OUT_PORTS.from + 1))
    if (handedOut.has(port)) continue
    // Taken before the check, which waits: two callers at once must not both get one port.
    handedOut.add(port)
    if (await canListen(port)) return port
    handedOut.delete(port)
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}
