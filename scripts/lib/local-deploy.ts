/**
 * What Netlify does in production, done on this machine for `npm start`: a build hook the CMS's
 * webhook calls (the same URL shape as Netlify's, `/build_hooks/{id}`), a build status readable
 * over HTTP, builds with `npm run build` on the warm cache, and each good build made into a
 * release of its own (server/release.ts) and served whole by the site server (server/start.ts
 * switchTo). Decisions: docs/decisions/0012-publish-to-live.md, 0025-own-site-server.md.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { ROOT } from '../../server/root'
import { Publisher, PUBLISH_TIMING, type PublisherOptions } from './publisher'
import { buildCommandArgs, publicDirOf } from './site-mirror'
import { stopProcess, type Stack } from '../../server/supervisor'
import { bin } from './stack'
import { makeRelease } from '../../server/bundle'
import { pruneReleases, type MakeReleaseOptions } from '../../server/release'
import { SEARCH_INDEX_DIR } from '../../src/search/site-index'
import { ensurePreviewRenderer } from '../../src/server/preview-renderer'
import { BUILD_GATE_ENV, GO_LINE, PAGES_BUILT_LINE } from '../../src/server/build-gate'
import type { SiteServer } from '../../server/start'

/** Where each way of running the product keeps its releases (the site server's own code beside them, in `server/`). */
export const releasesDir = (owner: 'start' | 'serve' | 'e2e' | 'live' | 'bench') => path.join(ROOT, '.releases', owner)

/** Release `name` of the build in `publicDir` (Gatsby's public/) with the project's functions (server/release.ts). */
export function releaseOfBuild(
  name: string,
  dir: string,
  publicDir = publicDirOf(false),
  from: Pick<MakeReleaseOptions, 'linkFrom' | 'heldBack'> = {},
): Promise<string> {
  ensurePreviewRenderer(ROOT)
  return makeRelease({
    publicDir,
    functionsDir: path.join(ROOT, 'functions'),
    releasesDir: dir,
    name,
    netlifyConfig: path.join(ROOT, 'netlify.toml'),
    ...from,
  })
}

// eslint-disable-next-line no-control-regex -- the escape character is what starts a terminal colour code
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g
/** Gatsby's steps worth a line in the terminal while a rebuild runs. */
const PROGRESS =
  /^success (source and transform nodes|Building production JavaScript and CSS bundles|Building static HTML for pages|onPostBuild)\b.*?- ([\d.]+)s(?: - (\d+\/\d+))?/

/** The one sentence that says why a build failed, from its output. */
export function failureReason(output: string, exitCode: number | null): string {
  const lines = output
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const ours = lines.find((line) => line.startsWith('✖ npm run build: '))
  if (ours) return ours.slice('✖ npm run build: '.length)
  const error = lines.findIndex((line) => /^ERROR\b/.test(line))
  if (error >= 0) {
    const detail = lines.slice(error + 1).find((line) => !/^(ERROR|not finished|failed)\b/.test(line))
    return `${lines[error]}${detail ? `: ${detail}` : ''}`.slice(0, 400)
  }
  return `the build exited with code ${exitCode}${lines.length ? ` (${lines[lines.length - 1].slice(0, 200)})` : ''}`
}

/** A build's process (`npm run build`, scripts/build-site.ts), started and perhaps not yet let go. */
type BuildProcess = {
  child: ChildProcess
  /** Resolves when the process ends, rejects with the sentence that says why it failed. */
  finished: Promise<void>
  /** Resolves when it says its pages are built (or it ended well without saying so); rejects as `finished`. */
  pagesBuilt: Promise<void>
  /** Whether it said its pages are built: what follows is their search index. */
  saidPagesBuilt: () => boolean
  /** Gives it its number and lets it build (it waits in Gatsby's onPreBootstrap until then). */
  go: (build: number) => void
}

/**
 * Runs `npm run build` (scripts/build-site.ts) with its output in .logs/site-build.log and its main
 * steps in the terminal. A publish's build is incremental (a few pages on a warm cache): starting
 * Gatsby's worker processes costs more than they save there, so it runs one unless told otherwise
 * (docs/decisions/0012-publish-to-live.md).
 *
 * The next build's process is started once the last one is served (`standBy`): Node and Gatsby
 * load, the gatsby files compile, the plugins and the cache load, and the process waits, before
 * anything reads the CMS (src/server/build-gate.ts), for the publish that lets it go. A publish
 * then pays only for what depends on content (docs/decisions/0046-publish-standby-build.md).
 */
export class SiteBuilds {
  private standby: BuildProcess | undefined
  private closed = false

  constructor(
    private readonly stack: Stack,
    private readonly env: Record<string, string>,
    private readonly log: (line: string) => void,
    private readonly options: {
      mirror?: boolean
      /** What a build runs (`npm run build`'s script unless given; a unit test gives its own). */
      command?: { file: string; args: string[] }
    } = {},
  ) {}

  /** Starts the next build's process, if none waits yet. */
  standBy() {
    if (this.closed || this.standby) return
    this.standby = this.start()
  }

  /**
   * Build `build`: the waiting process if it is still there, else a new one. Resolves when its
   * pages are built, with the search index still being written if it is (`searchIndex`, which
   * rejects with the sentence that says why it was not).
   */
  async run(build: number): Promise<{ searchIndex?: Promise<void> }> {
    let next = this.standby
    this.standby = undefined
    if (!next || next.child.exitCode !== null || next.child.signalCode !== null) next = this.start()
    next.go(build)
    await next.pagesBuilt
    return next.saidPagesBuilt() ? { searchIndex: next.finished } : {}
  }

  /** Stops the waiting process; a running build finishes. */
  close() {
    this.closed = true
    if (this.standby) void stopProcess(this.standby.child)
    this.standby = undefined
  }

  private start(): BuildProcess {
    const { stack, log } = this
    mkdirSync(stack.logDir, { recursive: true })
    const file = createWriteStream(path.join(stack.logDir, 'site-build.log'), { flags: 'a' })
    file.write(`\n=== next build, started at ${new Date().toISOString()} ===\n`)
    const command = this.options.command ?? { file: bin(ROOT, 'tsx'), args: buildCommandArgs(this.options.mirror) }
    const child = spawn(command.file, command.args, {
      cwd: ROOT,
      env: {
        ...this.env,
        GATSBY_CPU_COUNT: this.env.GATSBY_CPU_COUNT ?? '1',
        GATSBY_TELEMETRY_DISABLED: '1',
        [BUILD_GATE_ENV]: 'stdin',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    })
    stack.track('site-build', child)
    // Writing the go to a process that ended while it waited fails; `run` replaces such a process.
    child.stdin.on('error', () => undefined)
    let build: number | undefined
    let output = ''
    let pending = ''
    let saidPagesBuilt = false
    let onPagesBuilt = () => undefined as void
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      file.write(text)
      output = (output + text).slice(-200_000)
      pending += text
      const lines = pending.split(/\r?\n/)
      pending = lines.pop() ?? ''
      if (build === undefined) return
      for (const line of lines) {
        const plain = line.replace(ANSI, '').trim()
        const step = PROGRESS.exec(plain)
        if (step) log(`#${build} ${step[1]}: ${Number(step[2]).toFixed(1)} s${step[3] ? ` (${step[3]} pages)` : ''}`)
        if (plain === PAGES_BUILT_LINE) {
          saidPagesBuilt = true
          onPagesBuilt()
        }
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    const finished = new Promise<void>((resolve, reject) => {
      child.on('error', (error) => {
        file.end()
        reject(error)
      })
      child.on('exit', (code) => {
        file.end()
        if (code === 0) resolve()
        else
          reject(
            new Error(
              `${failureReason(output, code)} (log: ${path.relative(ROOT, path.join(stack.logDir, 'site-build.log'))})`,
            ),
          )
      })
    })
    // A dismissed standby's end is nobody's failure.
    finished.catch(() => undefined)
    const pagesBuilt = Promise.race([
      finished,
      new Promise<void>((resolve) => {
        onPagesBuilt = resolve
      }),
    ])
    pagesBuilt.catch(() => undefined)
    return {
      child,
      finished,
      pagesBuilt,
      saidPagesBuilt: () => saidPagesBuilt,
      go: (number) => {
        build = number
        file.write(`\n=== build #${number} at ${new Date().toISOString()} ===\n`)
        child.stdin.end(`${GO_LINE}\n`)
      },
    }
  }
}

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

/**
 * Rebuilds and switches the served site on every trigger once `attach` has been given the site
 * server serving build #1. Triggers that come before (during the first build) wait for it.
 */
export class LocalDeploys {
  private publisher: Publisher | undefined
  private builds: SiteBuilds | undefined
  private early: string[] = []
  private readonly releasesDir: string
  /** Releases that are served, being started or still finishing requests: never pruned. */
  private readonly inUse = new Set<string>()

  constructor(
    private readonly stack: Stack,
    private readonly log: (line: string) => void,
    private readonly options: Pick<PublisherOptions, 'quietMs' | 'maxWaitMs' | 'report'> & {
      releasesDir?: string
      /** Builds run in the site mirror (./site-mirror.ts), as npm start's do, instead of the project root. */
      mirror?: boolean
      /** Where builds land (Gatsby's public/ of the mirror or the project root, unless given). */
      publicDir?: string
      /** How a build is made (`npm run build`, `SiteBuilds.run`); a unit test gives its own. */
      build?: (build: number) => Promise<void | { searchIndex?: Promise<void> }>
      /**
       * The next build's process starts when `attach` is called, not only after a build: for
       * `npm start`, whose first build was made moments before with the same settings. (A build
       * made with other settings, such as another SITE_URL, makes Gatsby clear its cache and
       * public/ as it starts.)
       */
      standByAtStart?: boolean
    } = PUBLISH_TIMING,
  ) {
    this.releasesDir = options.releasesDir ?? releasesDir('start')
  }

  get current(): Publisher | undefined {
    return this.publisher
  }

  trigger(what: string) {
    if (this.publisher) this.publisher.trigger(what)
    else this.early.push(what)
  }

  /**
   * Makes release `name` from `public/`, the files left as they were linked from `served` (the
   * release served now); the first of a run clears the last run's.
   */
  async release(name: number | string, served?: string, heldBack?: string[]): Promise<string> {
    if (name === 1) pruneReleases(this.releasesDir, [])
    const publicDir = this.options.publicDir ?? publicDirOf(this.options.mirror ?? false)
    const dir = await releaseOfBuild(String(name), this.releasesDir, publicDir, { linkFrom: served, heldBack })
    this.inUse.add(dir)
    return dir
  }

  /**
   * Makes release `name` and has `server` serve it; the release it replaces is pruned once its
   * last request is answered. Resolves when readers get the new one.
   */
  private async serve(
    server: Pick<SiteServer, 'dir' | 'switchTo'>,
    build: number,
    name: number | string,
    heldBack?: string[],
  ): Promise<string> {
    const previous = server.dir
    const started = performance.now()
    const dir = await this.release(name, previous, heldBack)
    const made = performance.now()
    let retired: Promise<void>
    try {
      ;({ retired } = await server.switchTo(dir))
    } catch (error) {
      this.inUse.delete(dir)
      pruneReleases(this.releasesDir, [...this.inUse])
      throw error
    }
    const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`
    this.log(
      `#${build} ${heldBack ? 'pages ' : ''}served from ${path.relative(ROOT, dir)} (release made in ${seconds(started, made)}, switched to in ${seconds(made, performance.now())})`,
    )
    void retired.then(() => {
      this.inUse.delete(previous)
      pruneReleases(this.releasesDir, [...this.inUse])
    })
    return dir
  }

  /**
   * From now on triggers rebuild with `env` (the first build's) and `server` serves each good
   * build; after each build (and from now on, with `standByAtStart`) the next build's process
   * waits ready. A build's pages are served as soon as they are built, with the search index
   * served before; its own search index follows in a release of its own when written
   * (docs/decisions/0047-pages-before-search-index.md).
   */
  attach(server: Pick<SiteServer, 'dir' | 'switchTo'>, env: Record<string, string>, live: { build: number; at: Date }) {
    const builds = this.options.build
      ? undefined
      : new SiteBuilds(this.stack, env, this.log, { mirror: this.options.mirror })
    this.builds = builds
    let searchIndex: Promise<void> | undefined
    this.publisher = new Publisher(
      {
        build: async (build) => {
          searchIndex = undefined
          if (!builds) {
            searchIndex = (await this.options.build?.(build))?.searchIndex
            return
          }
          try {
            ;({ searchIndex } = await builds.run(build))
          } catch (error) {
            builds.standBy()
            throw error
          }
        },
        goLive: async (build) => {
          try {
            await this.serve(server, build, searchIndex ? `${build}-pages` : build, searchIndex && [SEARCH_INDEX_DIR])
          } catch (error) {
            // The index still being written is public/'s until the build's process ends.
            await searchIndex?.catch(() => undefined)
            builds?.standBy()
            throw error
          }
        },
        complete: async (build) => {
          try {
            if (!searchIndex) return
            try {
              await searchIndex
            } catch (error) {
              this.log(
                `#${build} search index not written: ${error instanceof Error ? error.message : String(error)}; searches use the last one`,
              )
              return
            }
            await this.serve(server, build, build)
          } finally {
            // Only now: the next build's Gatsby loads the cache this one wrote, and public/ has
            // been made into its release.
            builds?.standBy()
          }
        },
      },
      {
        quietMs: this.options.quietMs,
        maxWaitMs: this.options.maxWaitMs,
        log: this.log,
        live,
        report: this.options.report,
      },
    )
    if (this.options.standByAtStart) builds?.standBy()
    for (const what of this.early.splice(0)) this.publisher.trigger(what)
  }

  close() {
    this.publisher?.close()
    this.builds?.close()
  }
}
