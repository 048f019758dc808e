/**
 * Publishing, as Netlify does it in production and `npm start` does it on this machine: the CMS's
 * webhook calls a build hook on every publish, unpublish, delete or media change; builds are
 * queued and coalesced; a good build goes live as a whole (an atomic deploy), and a failed one
 * leaves the last good site serving and says why. Decisions: docs/decisions/0012-publish-to-live.md.
 *
 * This module is the queue and its status; what a build and going live are is given to it
 * (./publishing.ts off Netlify).
 */

export type PublishState = 'queued' | 'building' | 'live' | 'failed'

export type PublishStatus = {
  /** queued: a change waits for its build; building; live: the last build is served; failed: it was not. */
  state: PublishState
  /** When the state began (ISO 8601). */
  since: string
  /** Changes that arrived during the current build and wait for the next one. */
  queuedChanges: number
  /** What readers are served: which build, live since when. */
  live: { build: number; at: string } | null
  /** The last build that failed, until a later one goes live. */
  failure: { build: number; at: string; reason: string } | null
  /** Builds started since this process began (the first site build counts as 1). */
  builds: number
}

export type PublishSteps = {
  /** Builds the site; rejects with an Error whose message says why, in a sentence. */
  build: (build: number) => Promise<void>
  /** Serves what `build` made; resolves once readers get it. */
  goLive: (build: number) => Promise<void>
  /**
   * What completes a build once it is live without holding it back (its search index); the next
   * build waits for it. Its failure is said, and the build stays live.
   */
  complete?: (build: number) => Promise<void>
}

/** A build's step, as it happens (what a Netlify deploy notification says). */
export type BuildReport = { build: number; state: 'building' | 'live' | 'failed'; at: Date; reason?: string }

export type PublisherOptions = {
  /** A build starts once no change has come for this long… */
  quietMs: number
  /** …or this long after the first change it waits for, whichever is sooner. */
  maxWaitMs: number
  log: (line: string) => void
  /** Told when a build starts, goes live or fails; never waited for. */
  report?: (report: BuildReport) => unknown
  /** The build already serving when the publisher starts, if any. */
  live?: { build: number; at: Date }
}

/** A burst from one action (a bulk publish) arrives within milliseconds; an editor's next click is slower than this. */
export const PUBLISH_TIMING = { quietMs: 250, maxWaitMs: 10_000 }

export class Publisher {
  private state: PublishState
  private since = new Date()
  private live: PublishStatus['live']
  private failure: PublishStatus['failure'] = null
  private builds: number
  private waiting = 0
  private firstWaitingAt = 0
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private closed = false

  constructor(
    private readonly steps: PublishSteps,
    private readonly options: PublisherOptions,
  ) {
    this.live = options.live ? { build: options.live.build, at: options.live.at.toISOString() } : null
    this.builds = options.live?.build ?? 0
    this.state = options.live ? 'live' : 'queued'
  }

  /** A change in the CMS (the build hook was called). */
  trigger(what: string) {
    if (this.closed) return
    this.waiting += 1
    if (this.waiting === 1) this.firstWaitingAt = Date.now()
    // One line per build, not per change: a burst (or the seed's first boot) is many changes.
    if (this.running) {
      if (this.waiting === 1) this.options.log(`${what}: queued for the build after #${this.builds}`)
      return
    }
    if (this.state !== 'queued') this.setState('queued')
    if (this.waiting === 1) this.options.log(`${what}: build #${this.builds + 1} queued`)
    this.schedule()
  }

  status(): PublishStatus {
    return {
      state: this.state,
      since: this.since.toISOString(),
      queuedChanges: this.running ? this.waiting : 0,
      live: this.live,
      failure: this.failure,
      builds: this.builds,
    }
  }

  /** Resolves when no build is running or waiting (for tests and a clean stop). */
  async settled(): Promise<void> {
    while (this.running || this.timer) {
      if (this.running) await this.running
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Starts nothing more; a running build finishes. */
  close() {
    this.closed = true
    clearTimeout(this.timer)
    this.timer = undefined
  }

  private setState(state: PublishState) {
    this.state = state
    this.since = new Date()
  }

  private report(report: BuildReport) {
    try {
      void Promise.resolve(this.options.report?.(report)).catch(() => undefined)
    } catch {
      // A status report never stops a build.
    }
  }

  private schedule() {
    clearTimeout(this.timer)
    const wait = Math.max(0, Math.min(this.options.quietMs, this.firstWaitingAt + this.options.maxWaitMs - Date.now()))
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.running = this.run().finally(() => {
        this.running = undefined
        if (this.waiting > 0 && !this.closed) {
          this.setState('queued')
          this.schedule()
        }
      })
    }, wait)
  }

  private async run() {
    const build = ++this.builds
    const changes = this.waiting
    this.waiting = 0
    this.setState('building')
    this.report({ build, state: 'building', at: this.since })
    const started = Date.now()
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
    this.options.log(`#${build} building (${changes} change${changes === 1 ? '' : 's'})`)
    try {
      await this.steps.build(build)
      await this.steps.goLive(build)
      this.live = { build, at: new Date().toISOString() }
      this.failure = null
      this.setState('live')
      this.report({ build, state: 'live', at: this.since })
      this.options.log(`#${build} live, ${seconds()} after it started`)
    } catch (error) {
      // Stopping ends the build's process: that is no failure for the admin to show.
      if (this.closed)
        this.options.log(
          `#${build} stopped with the site server${this.live ? `; build #${this.live.build} was live` : ''}`,
        )
      else this.failed(build, seconds(), error)
      return
    }
    try {
      await this.steps.complete?.(build)
    } catch (error) {
      this.options.log(
        `#${build} not completed: ${error instanceof Error ? error.message : String(error)}; it stays live`,
      )
    }
  }

  private failed(build: number, seconds: string, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error)
    this.failure = { build, at: new Date().toISOString(), reason }
    this.setState('failed')
    this.report({ build, state: 'failed', at: this.since, reason })
    this.options.log(
      `#${build} failed after ${seconds}: ${reason}; ${this.live ? `build #${this.live.build} stays live` : 'nothing is served yet'}`,
    )
  }
}
