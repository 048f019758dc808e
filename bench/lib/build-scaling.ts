/**
 * Part 3 of the bench: how the build grows with the blog. For each N, the CMS is filled with N
 * synthetic posts per locale (bench/fill-cms.ts), the site is built cold (no .cache, no public),
 * one post is edited through the CMS's API and the site is built again on the warm cache as a
 * publish builds it (the build's process started ahead and waiting for its go, server/publish/
 * builds.ts); the pages that build wrote are compared with the pages that show the edited post.
 * A second edit is then built by a whole `npm run build` process, as Netlify builds each deploy.
 * A bare Gatsby site (bench/baseline) is built cold with the same number of pages after each cold
 * build.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { ROOT } from '../../server/root'
import { Stack, done, step } from '../../server/supervisor'
import { SiteBuilds } from '../../server/publish/builds'
import { CMS_DIR, buildSite, gatsbyWorkers } from '../../scripts/lib/stack'
import { bin } from '../../server/root'
import { postPath } from '../../src/lib/i18n'
import { writeSiteIndex } from '../../src/search/site-index'
import { startTestCms, type TestCms } from '../../tests/support/cms-process'
import { syntheticDocumentId, syntheticSlug } from './synthetic-posts'
import { writerToken } from '../../tests/support/cms-api'

export type ScalingRow = {
  postsPerLocale: number
  /** HTML pages the site build wrote. */
  pages: number
  coldSeconds: number
  /** Of the cold build: writing the search index of its pages (src/search/site-index.ts), timed again on the same pages. */
  indexSeconds: number
  /** Pages in the search index. */
  indexedPages: number
  /** A publish's build after one post's title changed: from its go to its pages written. */
  warmSeconds: number
  /** The same build until its search index is written too. */
  warmIndexedSeconds: number
  /** A whole `npm run build` process after a second change of the title, on the warm cache. */
  wholeProcessSeconds: number
  /** Pages the publish's build wrote again after one post's title changed. */
  rerendered: string[]
  /** The edited post's own page and the pages that link to it (its neighbours, the list page holding it). */
  showingPost: string[]
  bareSeconds: number
  /** coldSeconds / bareSeconds: of the pair with the worse ratio where several were built. */
  bareRatio: number
  /** Every pair's ratio, in the order built. */
  ratios: number[]
}

/** Cold site and bare builds at each size: two pairs at the largest, one below it. */
export function roundsAt(postsPerLocale: number, sizes: number[]): number {
  return postsPerLocale === Math.max(...sizes) ? 2 : 1
}

/** The pair whose site build took the most bare builds' worth of time. */
export function worsePair(pairs: { coldSeconds: number; bareSeconds: number }[]): {
  coldSeconds: number
  bareSeconds: number
  bareRatio: number
} {
  if (pairs.length === 0) throw new Error('no builds to compare')
  const rated = pairs.map((pair) => ({ ...pair, bareRatio: pair.coldSeconds / pair.bareSeconds }))
  return rated.reduce((worst, pair) => (pair.bareRatio > worst.bareRatio ? pair : worst))
}

/** Every .html file under dir, by its path from dir, with when it was last written. */
export function htmlFiles(dir: string): Map<string, number> {
  const files = new Map<string, number>()
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html')) files.set(path.relative(dir, full), statSync(full).mtimeMs)
    }
  }
  walk(dir)
  return files
}

/** Files new in `after` or written since `before`. */
export function writtenSince(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([file, mtime]) => before.get(file) !== mtime)
    .map(([file]) => file)
    .sort()
}

/** The HTML files under dir whose markup links to href. */
export function pagesLinkingTo(dir: string, files: Iterable<string>, href: string): string[] {
  const needle = `href="${href}"`
  return [...files].filter((file) => readFileSync(path.join(dir, file), 'utf8').includes(needle)).sort()
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now()
  await run()
  return (performance.now() - started) / 1000
}

/** A cold build: no Gatsby cache, no previous output. */
function clean(dir: string) {
  rmSync(path.join(dir, '.cache'), { recursive: true, force: true })
  rmSync(path.join(dir, 'public'), { recursive: true, force: true })
}

/** Cold build of the bare Gatsby site in dir with extraPages generated pages; its seconds. */
export function buildBareSite(stack: Stack, dir: string, extraPages = 0): Promise<number> {
  clean(dir)
  const env = {
    ...gatsbyWorkers(process.env),
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: '1',
    BASELINE_PAGES: String(extraPages),
  } as Record<string, string>
  return timed(() => stack.run('baseline-build', bin(ROOT, 'gatsby'), ['build'], { cwd: dir, env }))
}

type Options = {
  stack: Stack
  /** The running bench CMS; it is stopped and restarted on the same database around each fill. */
  cms: TestCms
  cmsOptions: { port: number; env: Record<string, string> }
  siteEnv: (cms: TestCms) => Record<string, string>
  baselineDir: string
  /** HTML pages of the bare site with no generated pages, if a run already built it. */
  bareOwnPages?: number
  sizes: number[]
}

export async function buildScaling(options: Options): Promise<{ rows: ScalingRow[]; cms: TestCms }> {
  const { stack, baselineDir } = options
  let cms = options.cms
  const publicDir = path.join(ROOT, 'public')
  const baselineHtml = async (extraPages: number) => {
    const seconds = await buildBareSite(stack, baselineDir, extraPages)
    return { seconds, pages: htmlFiles(path.join(baselineDir, 'public')).size }
  }
  // The bare site's own pages (home, 404s) besides the generated ones.
  const bareOwnPages = options.bareOwnPages ?? (await baselineHtml(0)).pages

  const rows: ScalingRow[] = []
  for (const postsPerLocale of options.sizes) {
    step(`bench: build scaling, ${postsPerLocale} synthetic posts per locale`)
    const database = cms.database
    await cms.stop()
    await stack.run('fill-cms', bin(ROOT, 'tsx'), [path.join(ROOT, 'bench', 'fill-cms.ts'), String(postsPerLocale)], {
      cwd: CMS_DIR,
      env: cms.env,
    })
    // The same secrets as before: the database's administrator and tokens were made with them.
    cms = await startTestCms({ ...options.cmsOptions, env: cms.env, database })
    const env = options.siteEnv(cms)

    // Site and bare builds alternate, so a stretch of slow machine weighs on both; at the largest
    // size twice each, and the worse of the two ratios is the figure.
    const pairs: { coldSeconds: number; bareSeconds: number }[] = []
    let before = new Map<string, number>()
    for (let round = 1; round <= roundsAt(postsPerLocale, options.sizes); round++) {
      clean(ROOT)
      const coldSeconds = await timed(() => buildSite(stack, env))
      before = htmlFiles(publicDir)
      done(`cold build${round > 1 ? ` (round ${round})` : ''}: ${before.size} pages in ${coldSeconds.toFixed(1)} s`)
      const bare = await baselineHtml(before.size - bareOwnPages)
      done(`bare Gatsby build: ${bare.pages} pages in ${bare.seconds.toFixed(1)} s`)
      pairs.push({ coldSeconds, bareSeconds: bare.seconds })
    }
    const worse = worsePair(pairs)
    // `npm run build` prints its indexing time; the bench cannot read another process's output,
    // so it writes the same index of the same pages again, timed.
    const indexStarted = performance.now()
    const { pages: indexedPages } = await writeSiteIndex(publicDir)
    const indexSeconds = (performance.now() - indexStarted) / 1000
    done(`search index: ${indexedPages} pages in ${indexSeconds.toFixed(1)} s`)

    // A post in the middle of the blog: not on the home page, with neighbours on both sides.
    const index = Math.floor(postsPerLocale / 2)
    const href = postPath('en', syntheticSlug(index))
    const ownFile = path.join(href.slice(1), 'index.html')
    const showingPost = [...new Set([ownFile, ...pagesLinkingTo(publicDir, before.keys(), href)])].sort()
    const editTitle = async () => {
      const title = `Edited for the bench at ${new Date().toISOString()}`
      const edit = await fetch(`${cms.url}/api/posts/${syntheticDocumentId(index)}?locale=en`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${await writerToken(cms)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { title } }),
      })
      if (edit.status !== 200) throw new Error(`editing ${href} in the CMS: ${edit.status} ${await edit.text()}`)
      return title
    }
    const wrote = (title: string) => {
      const written = writtenSince(before, htmlFiles(publicDir))
      if (!written.includes(ownFile) || !readFileSync(path.join(publicDir, ownFile), 'utf8').includes(title))
        throw new Error(`the warm build did not write ${href} with its new title`)
      return written
    }

    // As a publish on `npm start` or `npm run serve`: the process waits, loaded, before the edit.
    const builds = new SiteBuilds(stack, env, () => undefined)
    await builds.standbyReady()
    const title = await editTitle()
    const started = performance.now()
    const { searchIndex } = await builds.run(1)
    const warmSeconds = (performance.now() - started) / 1000
    await searchIndex
    const warmIndexedSeconds = (performance.now() - started) / 1000
    builds.close()
    const rerendered = wrote(title)
    done(
      `a publish's build after editing ${href}: ${rerendered.length} pages written in ${warmSeconds.toFixed(1)} s, search index ${warmIndexedSeconds.toFixed(1)} s`,
    )
    before = htmlFiles(publicDir)
    const secondTitle = await editTitle()
    const wholeProcessSeconds = await timed(() => buildSite(stack, env))
    done(
      `a whole npm run build after editing it again: ${wrote(secondTitle).length} pages written in ${wholeProcessSeconds.toFixed(1)} s`,
    )

    rows.push({
      postsPerLocale,
      pages: before.size,
      ...worse,
      indexSeconds,
      indexedPages,
      warmSeconds,
      warmIndexedSeconds,
      wholeProcessSeconds,
      rerendered,
      showingPost,
      ratios: pairs.map((pair) => pair.coldSeconds / pair.bareSeconds),
    })
  }
  return { rows, cms }
}
