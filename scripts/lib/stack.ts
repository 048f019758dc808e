/**
 * Starts and stops the parts of the product as child processes: the inbox (MailDev), the CMS
 * (Strapi), the site build (Gatsby), and netlify dev where it is used (the site server is
 * server/start.ts). Used by `npm start`,
 * `npm run develop` and the end-to-end tests, so all three run the product the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { ROOT } from './env-file'
import { buildCommandArgs } from './site-mirror'
import { ensurePreviewRenderer } from '../../src/server/preview-renderer'

export const CMS_DIR = path.join(ROOT, 'cms')
export const bin = (dir: string, name: string) => path.join(dir, 'node_modules', '.bin', name)

const port = z.coerce.number().int().min(1).max(65535)
/** What the scripts need from the environment, on top of what the CMS and the site parse themselves. */
export const stackEnvSchema = z.object({
  CMS_URL: z.string().url(),
  SITE_URL: z.string().url(),
  SMTP_PORT: port.default(1025),
  INBOX_WEB_PORT: port.default(1080),
  /** The local build hook and build status (scripts/lib/local-deploy.ts), on 127.0.0.1. */
  BUILD_HOOK_PORT: port.default(8890),
  CMS_ADMIN_EMAIL: z.string().email().optional(),
  CMS_ADMIN_PASSWORD: z.string().optional(),
  /**
   * How many reverse proxies of your own stand in front of the site's port (0: clients connect to
   * it directly). The client's address is then what the outermost of them saw (server/http.ts).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** `npm run serve` (docs/self-hosting.md): where the site server listens, behind your reverse proxy. */
  SITE_PORT: port.default(8888),
  SITE_HOST: z.string().min(1).default('127.0.0.1'),
  /** `npm run serve`: the secret part of the build hook's path; unset, publishes are not rebuilt there. */
  BUILD_HOOK_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'BUILD_HOOK_ID must be 16-128 letters, digits, _ or -')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Signs the local builds' reports to the CMS (scripts/lib/deploy-notifier.ts); without it they are not sent. */
  DEPLOY_NOTIFICATION_SECRET: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
})
export type StackEnv = z.infer<typeof stackEnvSchema>

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

/** Names relative to the CMS, so that a copy of the project (the first-run check's) gets the same stamp. */
function hashTree(hash: ReturnType<typeof createHash>, target: string) {
  if (!existsSync(target)) return
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target).sort()) hashTree(hash, path.join(target, entry))
  } else {
    hash.update(path.relative(CMS_DIR, target)).update(readFileSync(target))
  }
}

/** The CMS's compiled code and admin panel are rebuilt only when its sources changed. */
export function cmsBuildIsCurrent(): { current: boolean; stamp: string } {
  const hash = createHash('sha256')
  for (const part of ['src', 'config', 'package-lock.json', 'tsconfig.json']) hashTree(hash, path.join(CMS_DIR, part))
  const stamp = hash.digest('hex')
  const stampFile = path.join(CMS_DIR, 'dist', '.build-stamp')
  const current =
    existsSync(stampFile) &&
    existsSync(path.join(CMS_DIR, 'dist', 'build', 'index.html')) &&
    readFileSync(stampFile, 'utf8') === stamp
  return { current, stamp }
}

/**
 * The CMS's environment on this machine (npm start, develop, the scaled layout, the tests); `port`
 * where it listens, CMS_URL's own unless it sits behind a balancer. The demo content is seeded
 * unless CMS_SEED says otherwise: a CMS started any other way (production) seeds only when asked.
 */
export function cmsEnvironment(env: Record<string, string>, port = portOf(env.CMS_URL)): Record<string, string> {
  return {
    CMS_SEED: 'true',
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
  }
}

export async function buildCms(stack: Stack, env: Record<string, string>) {
  const { current, stamp } = cmsBuildIsCurrent()
  if (current) {
    done('CMS build is current (cms/dist), reusing it')
    return
  }
  await stack.run('cms-build', bin(CMS_DIR, 'strapi'), ['build'], { cwd: CMS_DIR, env: cmsEnvironment(env) })
  writeFileSync(path.join(CMS_DIR, 'dist', '.build-stamp'), stamp)
}

export async function startInbox(stack: Stack, env: StackEnv, base: Record<string, string>) {
  await assertPortFree(env.SMTP_PORT, 'inbox SMTP')
  await assertPortFree(env.INBOX_WEB_PORT, 'inbox web UI')
  const child = stack.start(
    'inbox',
    bin(ROOT, 'maildev'),
    ['--smtp', String(env.SMTP_PORT), '--web', String(env.INBOX_WEB_PORT), '--ip', '127.0.0.1'],
    { env: base },
  )
  await waitForHttp(`http://127.0.0.1:${env.INBOX_WEB_PORT}/`, child, 60_000)
  return child
}

/** One CMS process, supervised; `instance` names one of several behind a balancer (its own port and log). */
export async function startCms(
  stack: Stack,
  env: StackEnv,
  base: Record<string, string>,
  mode: 'start' | 'develop' = 'start',
  instance: { name: string; port: number } = { name: 'cms', port: portOf(env.CMS_URL) },
): Promise<Supervised> {
  await assertPortFree(instance.port, instance.name)
  const args = mode === 'develop' ? ['develop', '--no-watch-admin'] : ['start']
  const health = `http://127.0.0.1:${instance.port}/_health`
  const cms = stack.keep(instance.name, bin(CMS_DIR, 'strapi'), args, {
    cwd: CMS_DIR,
    env: cmsEnvironment(base, instance.port),
    echo: mode === 'develop',
    restart: { ready: (child) => waitForHttp(health, child, 300_000) },
  })
  await waitForHttp(health, cms.child, 300_000)
  return cms
}

/**
 * Gatsby's cache (.cache, public) remembers CMS media by the CMS's own ids, which another CMS
 * database reuses for other files: a build after switching databases (`npm test` then `npm start`,
 * or the reverse) lost every post cover. The cache is therefore stamped with the CMS it was filled
 * from and cleared when the next build or `gatsby develop` reads from another one.
 */
export function prepareGatsbyCache(base: Record<string, string>, root = ROOT) {
  const identity = [
    base.CMS_URL,
    base.DATABASE_CLIENT ?? 'sqlite',
    base.DATABASE_URL ?? base.DATABASE_FILENAME ?? '',
  ].join('|')
  const cacheDir = path.join(root, '.cache')
  // Beside .cache, not in it: Gatsby empties .cache when it finds no state of its own.
  const stampFile = path.join(root, '.gatsby-cms-identity')
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : undefined
  if (previous !== identity && existsSync(cacheDir)) {
    done(
      previous
        ? 'site cache was filled from another CMS database: clearing it'
        : 'site cache has no CMS stamp: clearing it',
    )
    rmSync(cacheDir, { recursive: true, force: true })
    rmSync(path.join(root, 'public'), { recursive: true, force: true })
  }
  writeFileSync(stampFile, identity)
}

/**
 * Gatsby renders pages and runs queries in (physical cores − 1) workers, the build process
 * itself waiting meanwhile: on a two-core machine one core sat idle through the longest step
 * (HTML for 2,400 pages: 55 s on one worker). One worker per logical core, unless set.
 */
export const gatsbyWorkers = (env: Record<string, string | undefined>) => ({
  GATSBY_CPU_COUNT: env.GATSBY_CPU_COUNT ?? String(os.cpus().length + 1),
})

/**
 * The production build command itself (`npm run build`, scripts/build-site.ts), so every local run
 * tests it; with `mirror`, in the site mirror, as `npm start` builds (./site-mirror.ts).
 */
export function buildSite(stack: Stack, base: Record<string, string>, options: { mirror?: boolean } = {}) {
  return stack.run('site-build', bin(ROOT, 'tsx'), buildCommandArgs(options.mirror), {
    env: { ...base, GATSBY_TELEMETRY_DISABLED: '1' },
  })
}

/**
 * netlify dev serving the functions (and the static files of `dir`, public/ unless given) on
 * `port`: Netlify's own emulator, kept where it adds fidelity (`npm run develop`, the parity test
 * beside the site server). One instance, supervised; it reads `dir` and `_headers` only at start.
 */
export async function startNetlifyDev(
  stack: Stack,
  base: Record<string, string>,
  options: { port: number; dir?: string; name?: string },
): Promise<Supervised> {
  await assertPortFree(options.port, 'netlify dev')
  if (ensurePreviewRenderer(ROOT)) done("no site build yet: the editors' preview answers that it needs one")
  const args = [
    'dev',
    '--offline',
    '--internal-disable-edge-functions',
    '--port',
    String(options.port),
    '--dir',
    options.dir ?? path.join(ROOT, 'public'),
  ]
  const readyUrl = `http://127.0.0.1:${options.port}/api/user/session`
  const site = stack.keep(options.name ?? 'netlify-dev', bin(ROOT, 'netlify'), args, {
    env: { ...base, NETLIFY_TELEMETRY_DISABLED: '1', GATSBY_TELEMETRY_DISABLED: '1', BROWSER: 'none' },
    restart: { ready: (child) => waitForHttp(readyUrl, child, 300_000) },
  })
  await waitForHttp(readyUrl, site.child, 300_000)
  return site
}

/** A port nothing listens on right now (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
