/**
 * A publish's build, started before its publish (server/publish/builds.ts, SiteBuilds): Gatsby
 * loads, compiles the site's gatsby files, loads its plugins and its cache, then waits here, in
 * onPreBootstrap, before anything reads the CMS, until the line "go" comes on its standard input.
 * What it has done by then depends on the code and the previous build only, never on content,
 * so a build let go later sources the CMS as it is at that moment. End of input without "go" (the
 * stack stopping) dismisses it. Decision: docs/decisions/0046-publish-standby-build.md.
 *
 * Once Gatsby has written the pages, the build says so (`PAGES_BUILT_LINE`) before it writes their
 * search index: a publish serves the pages then, and the index when it is written.
 */
import { createInterface } from 'node:readline'

/** Set to "stdin" in the environment of a build that waits for its go (unset: builds at once). */
export const BUILD_GATE_ENV = 'SITE_BUILD_GATE'

export const GO_LINE = 'go'

/** What a build started ahead prints once it waits for its go: loaded, ready to read the CMS. */
export const STANDBY_READY_LINE = '… build ready; waiting for the publish that lets it go'

/** What `npm run build` prints when Gatsby has written every page, before the search index. */
export const PAGES_BUILT_LINE = '✔ pages built; writing their search index'

/** True once "go" is read, false if the input ends first. Reads nothing more after it. */
export function waitForGo(input: NodeJS.ReadableStream = process.stdin): Promise<boolean> {
  return new Promise((resolve) => {
    const lines = createInterface({ input, crlfDelay: Infinity })
    let settled = false
    const finish = (go: boolean) => {
      if (settled) return
      settled = true
      lines.close()
      // A closed readline leaves the stream open: without this, standard input would keep the
      // build's process alive after its last page is written.
      if ('destroy' in input && typeof input.destroy === 'function') input.destroy()
      resolve(go)
    }
    lines.on('line', (line) => {
      if (line.trim() === GO_LINE) finish(true)
    })
    lines.on('close', () => finish(false))
  })
}
