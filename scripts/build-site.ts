/**
 * `npm run build`: the production build of the site, the command Netlify runs on every deploy
 * (netlify.toml) and the one `npm start`, the end-to-end tests and the bench run too.
 *   1. the environment: CMS_URL and STRAPI_API_TOKEN (from the process, or .env on this machine)
 *   2. the CMS answers at CMS_URL and accepts the token
 *   3. `gatsby build` into public/, content sourced from that CMS
 *   4. the search index of the built pages into public/pagefind/ (src/search/site-index.ts), pages
 *      Gatsby did not write again taken from the last build's documents in .cache/
 * Exits 1 with one clear sentence when 1 or 2 fails, with Gatsby's exit code otherwise.
 * `--mirror`: the same in the site mirror (.site-mirror/, its own .cache and public/), where
 * `npm start`'s publishes build (server/publish/site-mirror.ts).
 * With SITE_BUILD_GATE=stdin (a publish's build started ahead of it, server/publish/builds.ts
 * SiteBuilds), Gatsby starts at once and waits before reading content; the line "go" on standard
 * input lets it go, after step 2 (src/server/build-gate.ts, ADR 0046).
 */
import { assertProjectNode, enableCompileCache } from './node-runtime.mjs'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { SEARCH_DOCUMENTS, writeSiteIndex } from '../src/search/site-index'
import { ROOT } from '../server/root'
import { loadEnv } from './lib/env-file'
import { BuildInputError, checkCms, productionBuildEnv } from '../server/publish/build-input'
import { BUILD_GATE_ENV, GO_LINE, PAGES_BUILT_LINE, waitForGo } from '../src/server/build-gate'
import { MIRROR_FLAG, mirrorSite } from '../server/publish/site-mirror'
import { bin } from '../server/root'
import { gatsbyWorkers, prepareGatsbyCache } from './lib/stack'

async function main() {
  assertProjectNode('The site build')
  enableCompileCache()
  const source = loadEnv()
  const gated = source[BUILD_GATE_ENV] === 'stdin'
  const fail = (error: unknown) => {
    if (!(error instanceof BuildInputError)) throw error
    console.error(`✖ npm run build: ${error.message}`)
    process.exit(1)
  }
  let env
  try {
    env = productionBuildEnv(source)
    if (!gated) await checkCms(env)
  } catch (error) {
    fail(error)
    return
  }
  const siteDir = process.argv.includes(MIRROR_FLAG) ? mirrorSite() : ROOT
  console.log(
    `▶ building the site from the CMS at ${env.CMS_URL} for ${env.SITE_URL}${siteDir === ROOT ? '' : ` in ${path.relative(ROOT, siteDir)}/`}`,
  )
  // Netlify restores .cache itself and has no local database to tell apart.
  if (source.NETLIFY !== 'true') prepareGatsbyCache(source, siteDir)
  const gatsby = spawn(bin(ROOT, 'gatsby'), ['build'], {
    cwd: siteDir,
    stdio: [gated ? 'pipe' : 'inherit', 'inherit', 'inherit'],
    env: {
      ...gatsbyWorkers(source),
      ...source,
      SITE_URL: env.SITE_URL,
      CMS_URL: env.CMS_URL,
      GATSBY_TELEMETRY_DISABLED: '1',
      // Node 22+ warns that `punycode` is deprecated when node-fetch 2's tr46, deep in Gatsby's
      // dependencies, loads it; Gatsby's reporter shows that line as " ERROR  UNKNOWN" in the
      // middle of a good build. Only that warning is silenced.
      NODE_OPTIONS: [source.NODE_OPTIONS, '--disable-warning=DEP0040'].filter(Boolean).join(' '),
    },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => gatsby.kill(signal))
  gatsby.on('exit', (code, signal) => {
    if (code !== 0 || signal) process.exit(code ?? 1)
    console.log(PAGES_BUILT_LINE)
    const started = performance.now()
    writeSiteIndex(path.join(siteDir, 'public'), {
      documentCache: path.join(siteDir, '.cache', SEARCH_DOCUMENTS),
    }).then(
      ({ pages, read, written }) => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        const languages = written.length ? `written for ${written.join(', ')}` : 'every language as it was'
        console.log(`✔ search index: ${pages} pages (${read} read from the build), ${languages}, in ${seconds} s`)
        process.exit(0)
      },
      (error: Error) => {
        console.error(`✖ npm run build: ${error.message}`)
        process.exit(1)
      },
    )
  })
  if (gated) {
    gatsby.stdin?.on('error', () => undefined)
    if (!(await waitForGo())) {
      gatsby.kill('SIGTERM')
      return
    }
    // The CMS as it is now, when the publish lets the build go, not when it started waiting.
    await checkCms(env).catch((error: unknown) => {
      gatsby.kill('SIGTERM')
      fail(error)
    })
    gatsby.stdin?.end(`${GO_LINE}\n`)
  }
}

void main()
