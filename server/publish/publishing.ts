/**
 * Publishing off Netlify, as Netlify does it: each publish (a call of the build hook, ./build-hook.ts)
 * queued (./queue.ts), built with `npm run build` on the warm cache (./builds.ts), made into a
 * release of its own (../release.ts) and served whole by the site server (../start.ts switchTo);
 * its pages first, their search index after. `npm start` and `npm run serve` publish this way.
 * Decisions: docs/decisions/0012-publish-to-live.md, 0025-own-site-server.md, 0046, 0047.
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { ROOT } from '../root'
import type { Stack } from '../supervisor'
import { makeRelease } from '../bundle'
import { pruneReleases, type MakeReleaseOptions } from '../release'
import type { SiteServer } from '../start'
import { SiteBuilds } from './builds'
import { Publisher, PUBLISH_TIMING, type PublisherOptions } from './queue'
import { publicDirOf } from './site-mirror'
import { SEARCH_INDEX_DIR } from '../../src/search/index-path'
import { ensurePreviewRenderer } from '../../src/server/preview-renderer'

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

/**
 * Rebuilds and switches the served site on every trigger once `attach` has been given the site
 * server serving build #1. Triggers that come before (during the first build) wait for it.
 */
export class Publishing {
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
