/**
 * A publish's build: `npm run build` (scripts/build-site.ts) in a process of its own, its output in
 * .logs/site-build.log and its main steps in the terminal, the next one started ahead and waiting
 * for its go (src/server/build-gate.ts; docs/decisions/0046-publish-standby-build.md).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'
import { ROOT, bin } from '../root'
import { stopProcess, type Stack } from '../supervisor'
import { buildCommandArgs } from './site-mirror'
import { BUILD_GATE_ENV, GO_LINE, PAGES_BUILT_LINE, STANDBY_READY_LINE } from '../../src/server/build-gate'

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
  /** Resolves when it waits for its go, loaded (or it ended first); never rejects. */
  ready: Promise<void>
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

  /** Resolves once the process started ahead waits for its go (the bench times a publish's build from there). */
  async standbyReady() {
    this.standBy()
    await this.standby?.ready
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
    let onReady = () => undefined as void
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      file.write(text)
      output = (output + text).slice(-200_000)
      pending += text
      const lines = pending.split(/\r?\n/)
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const plain = line.replace(ANSI, '').trim()
        if (plain === STANDBY_READY_LINE) onReady()
        if (build === undefined) continue
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
    const ready = Promise.race([
      finished.catch(() => undefined),
      new Promise<void>((resolve) => {
        onReady = resolve
      }),
    ])
    return {
      child,
      finished,
      pagesBuilt,
      ready,
      saidPagesBuilt: () => saidPagesBuilt,
      go: (number) => {
        build = number
        file.write(`\n=== build #${number} at ${new Date().toISOString()} ===\n`)
        child.stdin.end(`${GO_LINE}\n`)
      },
    }
  }
}
