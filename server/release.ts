/**
 * A release: one build of the site as the site server serves it, made once and never written to
 * again (docs/decisions/0025-own-site-server.md).
 *
 *   <releases>/<name>/site/           the build's static files (Gatsby's public/, with the
 *                                     `_headers` and `_redirects` Netlify's adapter wrote)
 *   <releases>/<name>/release.json    which functions it has, their routes, where their code is
 *   <releases>/<name>/netlify.toml    the project's, whose headers and redirects apply as well
 *   <releases>/functions/<hash>/      the functions' code, bundled by esbuild as Netlify bundles
 *                                     them (netlify.toml `node_bundler`), with the build's preview
 *                                     renderer inside; named by its content, so releases whose
 *                                     code is the same share one bundle and one loaded copy
 *
 * Routes are read from each function's `config` by Netlify's own parser (zip-it-and-ship-it's
 * `listFunctions`), without running the module, as a Netlify deploy reads them; once per functions
 * bundle (`routesOf`).
 */
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { z } from 'zod'

/** A route as zip-it-and-ship-it gives it: a literal path or a regular expression, both without the trailing slash. */
const routeSchema = z.object({
  pattern: z.string(),
  literal: z.string().optional(),
  expression: z.string().optional(),
  methods: z.array(z.string()).optional(),
  prefer_static: z.boolean().optional(),
})
export type FunctionRoute = z.infer<typeof routeSchema>

export const releaseManifestSchema = z.object({
  name: z.string(),
  madeAt: z.string(),
  /** Relative to the manifest's directory. */
  functionsDir: z.string(),
  functions: z.array(
    z.object({
      name: z.string(),
      file: z.string(),
      routes: z.array(routeSchema),
      excludedRoutes: z.array(routeSchema),
    }),
  ),
})
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>

export const MANIFEST = 'release.json'
export const SITE_DIR = 'site'
/** The project's netlify.toml as it was when the release was made: its headers and redirects apply too. */
export const NETLIFY_CONFIG = 'netlify.toml'
const FUNCTIONS_DIR = 'functions'

export type MakeReleaseOptions = {
  /** The build to serve (Gatsby's public/). */
  publicDir: string
  /** The functions' sources (netlify.toml `functions`). */
  functionsDir: string
  releasesDir: string
  name: string
  /** netlify.toml, copied into the release. */
  netlifyConfig?: string
  /**
   * A release made before (the one served): its files that the build left as they were are
   * linked into this one, not copied.
   */
  linkFrom?: string
  /**
   * Folders at the top of the build still being written (the search index, while the pages are
   * served first): taken whole from `linkFrom`'s site, not from the build.
   */
  heldBack?: string[]
}

/**
 * Copies the build in `from` to `to`, times kept; a file that `unchanged` (a release's site,
 * never written again) has with the same size and time is hard-linked from there instead
 * (rsync's `--link-dest`): a publish changes a few pages, and copying every other file of a
 * large site is most of what making its release costs. Returns how many files were linked.
 */
/** A copy's time is as exact as utimes sets it (a fraction of a second in floating point), its original's finer. */
const sameMillisecond = (a: number, b: number) => Math.abs(a - b) < 1

export function copyBuild(from: string, to: string, unchanged?: string, heldBack: string[] = []): number {
  let linked = 0
  const walk = (relative: string) => {
    mkdirSync(path.join(to, relative), { recursive: true })
    for (const entry of readdirSync(path.join(from, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name)
      if (relative === '' && heldBack.includes(entry.name)) continue
      const source = path.join(from, name)
      const target = path.join(to, name)
      if (entry.isDirectory()) walk(name)
      else if (!entry.isFile()) cpSync(source, target, { preserveTimestamps: true })
      else {
        const file = statSync(source)
        if (unchanged) {
          const before = statSync(path.join(unchanged, name), { throwIfNoEntry: false })
          if (before?.isFile() && before.size === file.size && sameMillisecond(before.mtimeMs, file.mtimeMs)) {
            try {
              linkSync(path.join(unchanged, name), target)
              linked++
              continue
            } catch {
              // Another file system or no links: copied below.
            }
          }
        }
        copyFileSync(source, target)
        utimesSync(target, file.atime, file.mtime)
      }
    }
  }
  walk('')
  for (const name of heldBack) {
    if (!unchanged || !existsSync(path.join(unchanged, name))) continue
    linked += copyBuild(path.join(unchanged, name), path.join(to, name), path.join(unchanged, name))
  }
  return linked
}

/**
 * Bundles every function of `functionsDir` into one content-addressed directory under
 * `<releasesDir>/functions/`: ES modules for Node, packages left to node_modules (found upward from
 * the releases directory, which lies inside the project), shared code in shared chunks.
 */
export async function bundleFunctions(
  functionsDir: string,
  releasesDir: string,
): Promise<{ dir: string; files: Map<string, string> }> {
  const entries = readdirSync(functionsDir).filter(
    (file) => /\.m?[jt]s$/.test(file) && !/\.test\./.test(file) && !file.endsWith('.d.ts'),
  )
  const result = await build({
    entryPoints: Object.fromEntries(
      entries.map((file) => [file.replace(/\.m?[jt]s$/, ''), path.join(functionsDir, file)]),
    ),
    outdir: 'out',
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    // The preview renderer is CommonJS and requires React by name: ES output has no `require` of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'silent',
  })
  const outputs = result.outputFiles
    .map((file) => ({ relative: path.relative(path.resolve('out'), file.path), contents: file.contents }))
    .sort((a, b) => a.relative.localeCompare(b.relative))
  const hash = createHash('sha256')
  for (const output of outputs) hash.update(output.relative).update('\0').update(output.contents)
  const dir = path.join(releasesDir, FUNCTIONS_DIR, hash.digest('hex').slice(0, 16))
  if (!existsSync(dir)) {
    // Written aside and renamed: a server loading this bundle never sees half of it.
    const partial = `${dir}.${process.pid}.partial`
    rmSync(partial, { recursive: true, force: true })
    for (const output of outputs) {
      mkdirSync(path.dirname(path.join(partial, output.relative)), { recursive: true })
      writeFileSync(path.join(partial, output.relative), output.contents)
    }
    renameSync(partial, dir)
  }
  const files = new Map(
    entries.map((file) => [file.replace(/\.m?[jt]s$/, ''), path.join(dir, `${file.replace(/\.m?[jt]s$/, '')}.mjs`)]),
  )
  return { dir, files }
}

/** Beside a functions bundle: what `listFunctions` read of each function. */
const ROUTES_FILE = 'routes.json'
const listedFunctionsSchema = z.array(
  z.object({ name: z.string(), routes: z.array(routeSchema), excludedRoutes: z.array(routeSchema) }),
)

/**
 * Each function's name and routes, read by Netlify's parser once per functions bundle and kept in
 * it: the bundle is named by its content, which holds every function's name and `config`, and
 * loading the parser is most of what making a release costs.
 */
async function routesOf(functionsDir: string, bundleDir: string): Promise<z.infer<typeof listedFunctionsSchema>> {
  const file = path.join(bundleDir, ROUTES_FILE)
  if (existsSync(file)) return listedFunctionsSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  const { listFunctions } = await import('@netlify/zip-it-and-ship-it')
  const listed = await listFunctions([functionsDir], { parseISC: true, config: { '*': { nodeBundler: 'esbuild' } } })
  const functions = listedFunctionsSchema.parse(
    listed.map(({ name, routes, excludedRoutes }) => ({
      name,
      routes: routes ?? [],
      excludedRoutes: excludedRoutes ?? [],
    })),
  )
  // Written aside and renamed: another release made at once may read it.
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, JSON.stringify(functions))
  renameSync(partial, file)
  return functions
}

/**
 * Makes release `name` from a build and the functions' sources; returns its directory. Needs a
 * runtime that imports ES-module packages (plain Node or tsx, not jest's or Playwright's loaders):
 * it runs in a process of its own (./make-release.ts, started by `makeRelease` in ./bundle.ts).
 */
export async function makeReleaseHere(options: MakeReleaseOptions): Promise<string> {
  const dir = path.join(options.releasesDir, options.name)
  const partial = `${dir}.${process.pid}.partial`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  const bundle = await bundleFunctions(options.functionsDir, options.releasesDir)
  const listed = await routesOf(options.functionsDir, bundle.dir)
  copyBuild(
    options.publicDir,
    path.join(partial, SITE_DIR),
    options.linkFrom && path.join(options.linkFrom, SITE_DIR),
    options.heldBack,
  )
  if (options.netlifyConfig && existsSync(options.netlifyConfig))
    cpSync(options.netlifyConfig, path.join(partial, NETLIFY_CONFIG))
  const functions = listed.map((listedFunction) => {
    const file = bundle.files.get(listedFunction.name)
    if (!file) throw new Error(`function ${listedFunction.name}: not bundled (${options.functionsDir})`)
    const { name, routes, excludedRoutes } = listedFunction
    return { name, file: path.relative(dir, file), routes, excludedRoutes }
  })
  const manifest: ReleaseManifest = {
    name: options.name,
    madeAt: new Date().toISOString(),
    functionsDir: path.relative(dir, bundle.dir),
    functions,
  }
  writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  rmSync(dir, { recursive: true, force: true })
  renameSync(partial, dir)
  return dir
}

export function readManifest(dir: string): ReleaseManifest {
  return releaseManifestSchema.parse(JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')))
}

/**
 * Deletes every release but the ones named, and every functions bundle none of the kept ones uses.
 * What the server serves or still finishes requests on is always among the kept.
 */
export function pruneReleases(releasesDir: string, keep: string[]) {
  if (!existsSync(releasesDir)) return
  const kept = new Set(keep.map((dir) => path.resolve(dir)))
  const bundles = new Set<string>()
  for (const entry of readdirSync(releasesDir)) {
    const dir = path.join(releasesDir, entry)
    if (entry === FUNCTIONS_DIR) continue
    if (!kept.has(path.resolve(dir))) {
      rmSync(dir, { recursive: true, force: true })
      continue
    }
    try {
      bundles.add(path.resolve(dir, readManifest(dir).functionsDir))
    } catch {
      // A release without a readable manifest keeps nothing alive.
    }
  }
  const functionsRoot = path.join(releasesDir, FUNCTIONS_DIR)
  if (!existsSync(functionsRoot)) return
  for (const entry of readdirSync(functionsRoot)) {
    const dir = path.join(functionsRoot, entry)
    if (!bundles.has(path.resolve(dir))) rmSync(dir, { recursive: true, force: true })
  }
}
