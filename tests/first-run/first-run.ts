/**
 * A stranger's first run: the README's run command on a pristine copy of the project, as a new
 * user runs it (requirements §1). The copy holds the project's files as a fresh clone does and
 * nothing any command made (no .env, .netlify, .cache, .site-mirror, CMS build or database); only
 * the install is shared, hard-linked from the project's. Then `npm start`, exactly as the README
 * says; when `/fa/`, `/en/` and `/api/user/session` answer 200, Ctrl-C (SIGINT to its process
 * group, as a terminal sends it); then every port must be closed, no process left in the copy, and
 * `git status` clean.
 *
 * It runs in a network namespace of its own where the machine allows one (`unshare -rn`: its own
 * loopback, so the README's fixed ports are free whatever else runs, and nothing it starts is
 * reachable from outside), beside the other test stages. The CMS it builds is handed to the
 * project as soon as it exists (the build depends on the CMS's sources only), so `npm test` builds
 * the CMS once.
 */
import { spawn, spawnSync } from 'node:child_process'
import {
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'dotenv'

/** What the README promises is served once `npm start` says the site is ready. */
export const FIRST_RUN_URLS = ['/fa/', '/en/', '/api/user/session'].map((route) => `http://localhost:8888${route}`)

/** How long a cold first start may take here (install excluded) before the check gives up. */
const SERVED_WITHIN_MS = 12 * 60_000
/** How long Ctrl-C may take to stop everything. */
const STOPPED_WITHIN_MS = 60_000

/**
 * The project's files as a fresh clone of the working tree has them (tracked and new, not ignored,
 * as they are on disk), in a git repository of their own with everything committed, so that
 * `git status` there tells what the run left.
 */
export function pristineCopy(root: string, into: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const source = path.join(root, file)
    const stats = lstatSync(source, { throwIfNoEntry: false })
    if (!stats) continue // deleted in the working tree
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true })
    if (stats.isSymbolicLink()) cpSync(source, path.join(into, file), { verbatimSymlinks: true })
    else copyFileSync(source, path.join(into, file))
  }
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, { cwd: into, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`)
  }
  git('init', '--quiet')
  git('add', '--all')
  git('-c', 'user.name=first run', '-c', 'user.email=first-run@localhost', 'commit', '--quiet', '-m', 'first run')
}

/**
 * The install, shared: each package of `from` hard-linked into `to` (one `cp -al`), but for
 * node_modules/.cache, which holds what later commands made (and other stages write beside this one).
 */
export function shareInstall(from: string, to: string): void {
  const entries = readdirSync(from)
    .filter((name) => name !== '.cache')
    .map((name) => path.join(from, name))
  mkdirSync(to, { recursive: true })
  const copied = spawnSync('cp', ['-al', '-t', to, ...entries], { encoding: 'utf8' })
  if (copied.status !== 0) throw new Error(`cp -al ${from} failed: ${copied.stderr}`)
}

/**
 * The environment a user's shell gives `npm start`: what `npm test` itself added (npm's own
 * variables, the test run's, its PATH entries for the project's binaries) taken out.
 */
export function userEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || /^(npm_|TEST_|JEST_)/i.test(name) || name === 'INIT_CWD' || name === 'NODE_OPTIONS')
      continue
    kept[name] = value
  }
  kept.PATH = (env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.includes(`${path.sep}node_modules${path.sep}.bin`))
    .join(path.delimiter)
  return kept
}

/** The TCP ports something listens on in this process's network namespace (Linux's /proc/net). */
export function listeningPorts(tables = ['/proc/net/tcp', '/proc/net/tcp6']): number[] {
  const ports = new Set<number>()
  for (const table of tables) {
    if (!existsSync(table)) continue
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/)
      // State 0A is LISTEN.
      if (state === '0A' && local) ports.add(parseInt(local.split(':')[1], 16))
    }
  }
  return [...ports].sort((a, b) => a - b)
}

/** The ports `npm start` listens on, as the configuration it wrote in `dir` names them. */
export function configuredPorts(dir: string): number[] {
  const env = parse(readFileSync(path.join(dir, '.env'), 'utf8'))
  const portOf = (url: string | undefined) => (url ? Number(new URL(url).port) : NaN)
  return [
    portOf(env.SITE_URL),
    portOf(env.CMS_URL),
    Number(env.INBOX_WEB_PORT),
    Number(env.SMTP_PORT),
    Number(env.BUILD_HOOK_PORT),
  ].filter((port) => Number.isInteger(port) && port > 0)
}

/** Processes whose working directory is inside `dir` (what a stopped run must not leave behind). */
export function processesIn(dir: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue
    try {
      const cwd = readlinkSync(`/proc/${name}/cwd`)
      if (cwd === dir || cwd.startsWith(dir + path.sep))
        found.push({ pid: Number(name), command: readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ') })
    } catch {
      // gone, or not ours to read
    }
  }
  return found
}

/**
 * The Node.js processes in `dir` that run another major version of Node than `major`, but for
 * `launcher` (the user's npm, on the machine's Node, which only starts the scripts).
 */
export function processesOnAnotherNode(
  dir: string,
  major: number,
  launcher?: number,
): { pid: number; command: string; version: string }[] {
  const versions = new Map<string, string>()
  const versionOf = (exe: string) => {
    if (!versions.has(exe))
      versions.set(exe, spawnSync(exe, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim())
    return versions.get(exe)!
  }
  const found: { pid: number; command: string; version: string }[] = []
  for (const { pid, command } of processesIn(dir)) {
    if (pid === launcher) continue
    let exe: string
    try {
      exe = readlinkSync(`/proc/${pid}/exe`)
    } catch {
      continue // gone
    }
    if (!/^node(js)?$/.test(path.basename(exe))) continue
    const version = versionOf(exe)
    if (Number(version.split('.')[0]) !== major) found.push({ pid, command, version })
  }
  return found
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function statusOf(url: string): Promise<number | undefined> {
  try {
    const answer = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) })
    await answer.arrayBuffer()
    return answer.status
  } catch {
    return undefined
  }
}

/**
 * The check itself, in the copy `dir`: `npm start`, served, Ctrl-C, nothing left. Runs in the
 * process's own network namespace if it has one (`ownNetwork`): then no port may be open before
 * or after; otherwise the ports open before it are the baseline.
 */
export async function checkFirstRun(
  dir: string,
  logFile: string,
  ownNetwork: boolean,
  nodeMajor: number,
): Promise<string[]> {
  const notes: string[] = []
  const before = listeningPorts()
  if (ownNetwork && before.length) throw new Error(`ports open before the run in its own network: ${before}`)
  const log = openSync(logFile, 'a')
  const started = Date.now()
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: userEnvironment(process.env),
    detached: true,
    stdio: ['ignore', log, log],
  })
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined
  child.once('exit', (code, signal) => (ended = { code, signal }))
  let failure: Error | undefined
  try {
    const waiting = new Set(FIRST_RUN_URLS)
    while (waiting.size) {
      if (ended) throw new Error(`npm start exited (${ended.code ?? ended.signal}) before serving ${[...waiting]}`)
      if (Date.now() - started > SERVED_WITHIN_MS) throw new Error(`${[...waiting]} not served within ${seconds()}`)
      for (const url of [...waiting]) if ((await statusOf(url)) === 200) waiting.delete(url)
      if (waiting.size) await sleep(1000)
    }
    notes.push(`served ${FIRST_RUN_URLS.map((url) => new URL(url).pathname).join(', ')} with 200 after ${seconds()}`)
    const elsewhere = processesOnAnotherNode(dir, nodeMajor, child.pid)
    if (elsewhere.length)
      throw new Error(
        `processes of npm start not on Node ${nodeMajor}: ${elsewhere.map((p) => `${p.pid} (Node ${p.version}) ${p.command}`).join('; ')}`,
      )
    notes.push(`every process on Node ${nodeMajor}`)
  } catch (error) {
    failure = error as Error
  }
  // Ctrl-C: the terminal's SIGINT to npm start's process group. npm may exit before what it started
  // has stopped: the run has stopped when no process is left in the copy.
  const stopping = Date.now()
  if (!ended) process.kill(-child.pid!, 'SIGINT')
  while (Date.now() - stopping < STOPPED_WITHIN_MS && (!ended || processesIn(dir).length)) await sleep(200)
  const stopSeconds = ((Date.now() - stopping) / 1000).toFixed(1)
  closeSync(log)
  // A moment for the kernel to close what the last of them held.
  await sleep(500)
  const left = processesIn(dir)
  if (!ended || left.length)
    failure ??= new Error(
      `npm start had not stopped ${stopSeconds} s after Ctrl-C; still running: ${left.map((p) => `${p.pid} ${p.command}`).join('; ')}`,
    )
  if (!ended) process.kill(-child.pid!, 'SIGKILL')
  // None may outlive the check (in a namespace of its own they would hold it open).
  for (const { pid } of left)
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone meanwhile
    }
  if (failure) throw failure
  notes.push(`Ctrl-C: everything stopped in ${stopSeconds} s`)
  if (!readFileSync(logFile, 'utf8').includes('✔ stopped')) throw new Error('npm start did not say it stopped')
  // In its own network every port is the run's; on this machine's, others' come and go meanwhile
  // (the test stages beside it), so only the ports the run's configuration names are looked at.
  const after = listeningPorts().filter(
    (port) => !before.includes(port) && (ownNetwork || configuredPorts(dir).includes(port)),
  )
  if (after.length) throw new Error(`ports still open after Ctrl-C: ${after.join(', ')}`)
  notes.push('every port closed, no process left')
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: dir, encoding: 'utf8' })
  if (status.status !== 0 || status.stdout.trim())
    throw new Error(`git status is not clean after the run:\n${status.stdout}${status.stderr}`)
  notes.push('git status clean')
  return notes
}

/** Brings up a new network namespace's loopback (`ip` lives in sbin, outside a user's PATH). */
export const BRING_UP_LOOPBACK = 'PATH="$PATH:/usr/sbin:/sbin" ip link set lo up'

/** Whether this machine gives an unprivileged process a network namespace of its own. */
export function ownNetworkAvailable(): boolean {
  return spawnSync('unshare', ['-rn', 'sh', '-c', BRING_UP_LOOPBACK]).status === 0
}

/**
 * A temporary directory for the copy, on the project's filesystem (hard links do not cross one):
 * the system's temporary directory, else beside the project.
 */
export function firstRunDirectory(root: string): string {
  const sameDevice = statSync(os.tmpdir()).dev === statSync(root).dev
  return mkdtempSync(path.join(sameDevice ? os.tmpdir() : path.dirname(root), '.qa-first-run-'))
}

export const removeFirstRunDirectory = (dir: string) => rmSync(dir, { recursive: true, force: true })
