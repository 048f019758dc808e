// After the root install (npm's postinstall, on the project's Node 24: scripts/node-runtime.mjs):
// rebuilds the addons the machine's npm built for its own Node, then installs the CMS workspace
// (cms/) on Node 24's terms, so one `npm install` sets up both.
// The CMS keeps its own lockfile: Strapi's and Gatsby's dependency trees (webpack, react-router,
// graphql) are large and disagree, and hoisting them into one tree is where installs break.
// A stamp of the CMS lockfile's hash skips the reinstall when nothing changed (the hash is taken
// before installing, so it must not change it: a test keeps the lockfile in sync with package.json).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { assertProjectNode, buildEnvironment, rebuildAddonsForThisNode } from './node-runtime.mjs'

// Netlify builds only the site, which needs nothing of Strapi's: its install would cost minutes a deploy.
if (process.env.NETLIFY === 'true') {
  console.log('[install] on Netlify: the CMS is deployed on its own host (docs/deploy.md); cms/ not installed')
  process.exit(0)
}

assertProjectNode('The install of cms/')
const rootDir = join(import.meta.dirname, '..')
if (rebuildAddonsForThisNode(rootDir) !== 0) process.exit(1)

const cmsDir = join(rootDir, 'cms')
const lock = join(cmsDir, 'package-lock.json')
const stamp = join(cmsDir, 'node_modules', '.install-stamp')
const hash = existsSync(lock)
  ? createHash('sha256')
      .update(readFileSync(lock))
      .update(readFileSync(join(cmsDir, 'package.json')))
      .digest('hex')
  : ''

// One install of cms/ at a time: two `npm install`s at once (a terminal and an editor's) would
// otherwise write one node_modules; the second waits for the first, then finds the stamp current.
const busy = join(cmsDir, 'node_modules', '.install-busy')
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
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
mkdirSync(join(cmsDir, 'node_modules'), { recursive: true })
for (let announced = false; ;) {
  try {
    mkdirSync(busy)
    break
  } catch (error) {
    if (error.code !== 'EEXIST') throw error
  }
  if (holderGone()) rmSync(busy, { recursive: true, force: true })
  else {
    if (!announced) console.log('[install] cms/ is being installed by another process: waiting for it')
    announced = true
    pause(500)
  }
}
writeFileSync(join(busy, 'pid'), String(process.pid))
process.exitCode = install()
rmSync(busy, { recursive: true, force: true })

function install() {
  if (hash && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log('[install] cms/ dependencies are up to date')
    return rebuildAddonsForThisNode(cmsDir)
  }
  console.log('[install] npm install in cms/ (Strapi 5)')
  // `npm install`, not `npm ci`: the lockfiles lack other platforms' optional packages, which the
  // registry we install from does not describe, and `npm ci` refuses them as out of sync; `npm
  // install` installs the versions they pin and leaves them as they are (docs/decisions/0003-installs.md).
  // The lockfile pins every version, so a package already in npm's cache needs no second look at
  // the registry (`--prefer-offline`); an empty cache fetches as usual.
  const status = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: cmsDir,
    stdio: 'inherit',
    // npm on this Node: no engine warnings for Strapi's dependencies, better-sqlite3 built for it.
    env: { ...buildEnvironment(), STRAPI_TELEMETRY_DISABLED: 'true' },
  }).status
  if (status !== 0) return status ?? 1
  // A node_modules installed before on another Node keeps its addons: npm install does not rebuild them.
  const rebuilt = rebuildAddonsForThisNode(cmsDir)
  if (rebuilt !== 0) return rebuilt
  if (hash) writeFileSync(stamp, hash)
  return 0
}
