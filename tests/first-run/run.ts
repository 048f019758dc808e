/**
 * `npm run test:first-run`, and the first stage of `npm test`: the README's run command on a
 * pristine copy of the project (./first-run.ts). `--inside <copy> <log>` is the check itself, run
 * in the network namespace this starts it in.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../server/root'
import { PROJECT_NODE_MAJOR } from '../../scripts/node-runtime.mjs'
import { PACKAGE_DIRS } from '../../scripts/package-dirs.mjs'
import { CMS_DIR, cmsBuildIsCurrent } from '../../scripts/lib/stack'
import { bin } from '../../server/root'
import {
  BRING_UP_LOOPBACK,
  checkFirstRun,
  firstRunDirectory,
  ownNetworkAvailable,
  pristineCopy,
  processesIn,
  removeFirstRunDirectory,
  shareInstall,
} from './first-run'

export type FirstRun = {
  /** Settles when the copy's CMS build is the project's too, or the run ended without one. */
  cmsBuilt: Promise<void>
  /** What the run showed; rejects with what failed, the log's end included. */
  finished: Promise<string[]>
  log: string
}

/** Where the run's own output goes (npm start's included): the project's logs. */
const LOG = path.join(ROOT, '.logs', 'first-run.log')

/** Gives the project the copy's CMS build unless the project's own is current. */
function handOverCmsBuild(copy: string) {
  if (cmsBuildIsCurrent().current) return
  const staging = `${path.join(CMS_DIR, 'dist')}.first-run`
  rmSync(staging, { recursive: true, force: true })
  cpSync(path.join(copy, 'cms', 'dist'), staging, { recursive: true })
  rmSync(path.join(CMS_DIR, 'dist'), { recursive: true, force: true })
  renameSync(staging, path.join(CMS_DIR, 'dist'))
}

export function startFirstRun(): FirstRun {
  mkdirSync(path.dirname(LOG), { recursive: true })
  rmSync(LOG, { force: true })
  const dir = firstRunDirectory(ROOT)
  const copy = path.join(dir, path.basename(ROOT))
  pristineCopy(ROOT, copy)
  for (const dir of ['.', ...PACKAGE_DIRS])
    shareInstall(path.join(ROOT, dir, 'node_modules'), path.join(copy, dir, 'node_modules'))
  const ownNetwork = ownNetworkAvailable()
  const inside = [bin(ROOT, 'tsx'), __filename, '--inside', copy, LOG, ownNetwork ? 'own-network' : 'host-network']
  // Its own loopback, brought up, then the check; or, where no namespace is allowed, this machine's.
  const child = ownNetwork
    ? spawn('unshare', ['-rn', 'sh', '-c', `${BRING_UP_LOOPBACK} && exec "$0" "$@"`, ...inside], { stdio: 'pipe' })
    : spawn(inside[0], inside.slice(1), { stdio: 'pipe' })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const ended = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)))

  const stamp = path.join(copy, 'cms', 'dist', '.build-stamp')
  const cmsBuilt = new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (!existsSync(stamp)) return
      clearInterval(timer)
      try {
        handOverCmsBuild(copy)
      } finally {
        resolve()
      }
    }, 1000)
    void ended.then(() => {
      clearInterval(timer)
      resolve()
    })
  })

  // `npm test` stopping at a failing stage before the run ends: nothing of it may outlive it.
  const stopAll = () => {
    for (const { pid } of processesIn(copy))
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // gone meanwhile
      }
    removeFirstRunDirectory(dir)
  }
  process.once('exit', stopAll)

  const finished = ended.then((code) => {
    process.removeListener('exit', stopAll)
    removeFirstRunDirectory(dir)
    if (code === 0) return output.trim().split('\n')
    const tail = existsSync(LOG) ? readFileSync(LOG, 'utf8').split('\n').slice(-60).join('\n') : ''
    throw new Error(`${output.trim()}\n── the end of ${path.relative(ROOT, LOG)} ──\n${tail}`)
  })
  return { cmsBuilt, finished, log: LOG }
}

async function main() {
  const [mode, copy, log, network] = process.argv.slice(2)
  if (mode === '--inside') {
    try {
      for (const note of await checkFirstRun(copy, log, network === 'own-network', PROJECT_NODE_MAJOR))
        console.log(note)
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    }
    return
  }
  console.log(`▶ The README's run command on a pristine copy of the project (log: ${path.relative(ROOT, LOG)})`)
  const run = startFirstRun()
  try {
    for (const note of await run.finished) console.log(`✔ ${note}`)
  } catch (error) {
    console.error(`✖ first run failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

if (require.main === module) void main()
