// The project's Node: the registry's `node` package (a dependency), which puts Node 24 first on the
// PATH of every npm script, whatever Node the machine has (docs/decisions/0045-node-24.md). The
// install runs on the machine's npm; what it builds from source must be built for this Node.
import { spawnSync } from 'node:child_process'
import module from 'node:module'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The major version every process of the project runs on: package.json's `node` dependency. */
export const PROJECT_NODE_MAJOR = Number(
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')).dependencies.node.split('.')[0],
)

/** Refuses to go on under another Node: a script run outside npm, or an install whose `node` package failed. */
export function assertProjectNode(what) {
  const major = Number(process.versions.node.split('.')[0])
  if (major === PROJECT_NODE_MAJOR) return
  console.error(
    `✖ ${what} runs on Node ${process.versions.node}, not the project's Node ${PROJECT_NODE_MAJOR}: ` +
      `run it through npm (npm install, npm start, npm test), which puts node_modules/.bin/node first; ` +
      `if that is missing, npm install did not finish.`,
  )
  process.exit(1)
}

/**
 * Node's module compile cache for this process and every process it starts (they inherit
 * NODE_COMPILE_CACHE): a build loads Gatsby, webpack and their plugins again each time, and V8's
 * compiled code from the last run saves most of their compilation (ADR 0045 has the figures).
 * The cache is kept per Node version under node_modules/.cache; one an operator set is kept.
 */
export function enableCompileCache() {
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return
  process.env.NODE_COMPILE_CACHE ??= join(import.meta.dirname, '..', 'node_modules', '.cache', 'node-compile-cache')
  module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE)
}

/**
 * The headers of the Node that runs this, for node-gyp: beside the binary in an official install,
 * else in the `node` package's platform package. Without them node-gyp would build against the
 * machine's Node (npm's `nodedir`) or download headers (none on a closed network).
 */
export function nodeHeadersDir() {
  const prefix = dirname(dirname(process.execPath))
  const platformPackage = `node-${process.platform}-${process.arch}`
  const candidates = [prefix, join(prefix, 'node_modules', platformPackage)]
  const found = () => candidates.find((dir) => existsSync(join(dir, 'include', 'node', 'node_version.h')))
  // The `node` package installs its platform package outside the lockfile (its preinstall), so the
  // next `npm install` prunes it, headers and all, and leaves the binary: installed again, from
  // npm's cache, as the preinstall does.
  if (!found() && existsSync(join(prefix, 'installArchSpecificPackage.js')))
    spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        `${platformPackage}@${process.versions.node}`,
      ],
      { cwd: prefix, stdio: ['ignore', 'ignore', 'inherit'] },
    )
  return found()
}

/** The environment for npm commands that may build addons: this Node first, its own headers. */
export function buildEnvironment(env = process.env) {
  const headers = nodeHeadersDir()
  return {
    ...env,
    PATH: `${dirname(process.execPath)}:${env.PATH ?? ''}`,
    ...(headers ? { npm_config_nodedir: headers } : {}),
  }
}

/** The packages under `dir`/node_modules whose addon built from source (build/Release) does not load on this Node. */
export function addonsBuiltForAnotherNode(dir) {
  const found = spawnSync(
    'find',
    [join(dir, 'node_modules'), '-maxdepth', '5', '-name', 'binding.gyp', '-not', '-path', '*/node-gyp/*'],
    { encoding: 'utf8' },
  )
  const stale = new Set()
  for (const gyp of found.stdout.split('\n').filter(Boolean)) {
    const packageDir = dirname(gyp).replace(/\/src$/, '')
    const release = join(packageDir, 'build', 'Release')
    if (!existsSync(release)) continue
    for (const addon of readdirSync(release).filter((name) => name.endsWith('.node'))) {
      const loaded = spawnSync(
        process.execPath,
        ['-e', 'process.dlopen({ exports: {} }, process.argv[1])', join(release, addon)],
        {
          encoding: 'utf8',
        },
      )
      if (/NODE_MODULE_VERSION|compiled against a different Node/.test(loaded.stderr)) stale.add(packageDir)
    }
  }
  return [...stale]
}

/** Rebuilds, for this Node, every addon under `dir` built for another; returns npm's exit code. */
export function rebuildAddonsForThisNode(dir) {
  const stale = addonsBuiltForAnotherNode(dir)
  if (!stale.length) return 0
  const names = stale.map((packageDir) =>
    packageDir.slice(packageDir.lastIndexOf('node_modules/') + 'node_modules/'.length),
  )
  console.log(`[install] rebuilding for Node ${process.versions.node}: ${names.join(', ')}`)
  return (
    spawnSync('npm', ['rebuild', ...new Set(names)], { cwd: dir, stdio: 'inherit', env: buildEnvironment() }).status ??
    1
  )
}
