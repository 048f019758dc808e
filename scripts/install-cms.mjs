// Installs the CMS workspace (cms/) after the root install, so one `npm ci` sets up both.
// The CMS keeps its own lockfile: Strapi's and Gatsby's dependency trees (webpack, react-router,
// graphql) are large and disagree, and hoisting them into one tree is where installs break.
// A stamp of the CMS lockfile's hash skips the reinstall when nothing changed.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const cmsDir = join(import.meta.dirname, '..', 'cms')
const lock = join(cmsDir, 'package-lock.json')
const stamp = join(cmsDir, 'node_modules', '.install-stamp')
const hash = existsSync(lock)
  ? createHash('sha256').update(readFileSync(lock)).update(readFileSync(join(cmsDir, 'package.json'))).digest('hex')
  : ''

if (hash && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
  console.log('[install] cms/ dependencies are up to date')
  process.exit(0)
}
const npm = (command) => {
  console.log(`[install] npm ${command} in cms/ (Strapi 5)`)
  return spawnSync('npm', [command, '--no-audit', '--no-fund'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
  }).status
}
// `npm ci` refuses lockfiles without other platforms' optional packages, which this registry does
// not describe; `npm install` then installs the same locked versions (docs/decisions/0003-installs.md).
let status = existsSync(lock) ? npm('ci') : 1
if (status !== 0) status = npm('install')
if (status !== 0) process.exit(status ?? 1)
if (hash) writeFileSync(stamp, hash)
