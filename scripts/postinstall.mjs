// After the root install (npm's postinstall, on the project's Node 24: scripts/node-runtime.mjs):
// rebuilds the addons the machine's npm built for its own Node, then installs, on Node 24's terms,
// each folder with a manifest of its own (PACKAGE_DIRS), so one `npm install` sets up all of them.
// The CMS keeps its own lockfile: Strapi's and Gatsby's dependency trees (webpack, react-router,
// graphql) are large and disagree, and hoisting them into one tree is where installs break. The
// others hold what needs a newer Node than the machine's npm may run on: npm checks a package's
// `engines` against the Node that runs npm, so installed by the root's they warn EBADENGINE
// (docs/decisions/0050-installs-by-node.md).
// A stamp of each lockfile's hash skips the reinstall when nothing changed (the hash is taken
// before installing, so it must not change it: a test keeps each lockfile in sync with package.json).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { assertProjectNode, buildEnvironment, rebuildAddonsForThisNode } from './node-runtime.mjs'
import { PACKAGE_DIRS } from './package-dirs.mjs'

// Netlify builds only the site, which needs nothing of these: the CMS is deployed on its own host,
// Netlify serves the site itself, and the tests and the bench do not run there.
if (process.env.NETLIFY === 'true') {
  console.log(`[install] on Netlify: ${PACKAGE_DIRS.join('/, ')}/ not installed (docs/deploy.md)`)
  process.exit(0)
}

assertProjectNode("The install of the project's packages")
const rootDir = join(import.meta.dirname, '..')
if (rebuildAddonsForThisNode(rootDir) !== 0) process.exit(1)
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
for (const name of PACKAGE_DIRS) {
  const status = installPackage(name)
  if (status !== 0) process.exit(status)
}

/** Installs `name`/ unless its stamp says it is current; one install of a folder at a time. */
function installPackage(name) {
  const dir = join(rootDir, name)
  const lock = join(dir, 'package-lock.json')
  const stamp = join(dir, 'node_modules', '.install-stamp')
  const hash = existsSync(lock)
    ? createHash('sha256')
        .update(readFileSync(lock))
        .update(readFileSync(join(dir, 'package.json')))
        .digest('hex')
    : ''

  // Two `npm install`s at once (a terminal and an editor's) would otherwise write one
  // node_modules; the second waits for the first, then finds the stamp current.
  const busy = join(dir, 'node_modules', '.install-busy')
  const holderGone = () => {
    const pid = Number(existsSync(join(busy, 'pid')) ? readFileSync(join(busy, 'pid'), 'utf8') : 0)
    // No pid yet: the holder is between taking the lock and naming itself, or died there.
    if (!pid) return Date.now() - statSync(busy, { throwIfNoEntry: false })?.mtimeMs > 10_000
    try {
      process.kill(pid, 0)
      return false
    } catch {
      return true
    }
  }
  mkdirSync(join(dir, 'node_modules'), { recursive: true })
  for (let announced = false; ;) {
    try {
      mkdirSync(busy)
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    if (holderGone()) rmSync(busy, { recursive: true, force: true })
    else {
      if (!announced) console.log(`[install] ${name}/ is being installed by another process: waiting for it`)
      announced = true
      pause(500)
    }
  }
  writeFileSync(join(busy, 'pid'), String(process.pid))
  try {
    return install(name, dir, stamp, hash)
  } finally {
    rmSync(busy, { recursive: true, force: true })
  }
}

function install(name, dir, stamp, hash) {
  if (hash && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`[install] ${name}/ dependencies are up to date`)
    return rebuildAddonsForThisNode(dir) || applyPatches(name, dir)
  }
  console.log(`[install] npm install in ${name}/`)
  // `npm install`, not `npm ci`: the lockfiles lack other platforms' optional packages, which the
  // registry we install from does not describe, and `npm ci` refuses them as out of sync; `npm
  // install` installs the versions they pin and leaves them as they are (docs/decisions/0003-installs.md).
  // The lockfile pins every version, so a package already in npm's cache needs no second look at
  // the registry (`--prefer-offline`); an empty cache fetches as usual.
  const status = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
    // npm on this Node: no engine warnings, addons (better-sqlite3, unix-dgram) built for it.
    env: { ...buildEnvironment(), STRAPI_TELEMETRY_DISABLED: 'true', NETLIFY_TELEMETRY_DISABLED: '1' },
  }).status
  if (status !== 0) return status ?? 1
  // A node_modules installed before on another Node keeps its addons: npm install does not rebuild them.
  const rebuilt = rebuildAddonsForThisNode(dir)
  if (rebuilt !== 0) return rebuilt
  const patched = applyPatches(name, dir)
  if (patched !== 0) return patched
  if (hash) writeFileSync(stamp, hash)
  return 0
}

/**
 * A folder's mends of its packages (`name`/patches/, each written up in its ADR), applied by the
 * root's patch-package; run after every install, also when the dependencies were current, since a
 * new patch changes no lockfile. Applying one already applied changes nothing.
 */
function applyPatches(name, dir) {
  if (!existsSync(join(dir, 'patches'))) return 0
  console.log(`[install] patches in ${name}/`)
  return (
    spawnSync(process.execPath, [join(rootDir, 'node_modules', 'patch-package', 'index.js'), '--error-on-fail'], {
      cwd: dir,
      stdio: 'inherit',
    }).status ?? 1
  )
}
