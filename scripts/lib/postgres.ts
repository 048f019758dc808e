/**
 * A throwaway PostgreSQL cluster from the machine's own PostgreSQL (Debian's `postgresql`): a new
 * data directory, its own port and socket directory, removed when stopped. The integration suite
 * runs on it, and so do the two-instance test and the bench. PostgreSQL refuses to run as root,
 * so under root the cluster belongs to the `postgres` user the Debian package creates.
 */
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../../server/root'
import { type Stack } from '../../server/supervisor'
import { CMS_DIR } from './stack'

export type Postgres = {
  /** The superuser's URL on the cluster's default database. */
  adminUrl: string
  port: number
  /** Creates an empty database and returns its URL. */
  createDatabase: (name: string) => Promise<string>
  stop: () => Promise<void>
}

type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> }
type PgModule = { Client: new (options: { connectionString: string }) => PgClient }

/** The CMS's own driver: the site does not depend on pg. */
export const pg = () => createRequire(path.join(CMS_DIR, 'package.json'))('pg') as PgModule

/** initdb, pg_ctl and postgres: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return path.join(root, versions[0], 'bin')
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  return found ? path.dirname(found) : undefined
}

/**
 * Creates a database on the cluster `adminUrl` points at, empty or a copy of `template` (which
 * nothing may be connected to); returns the new database's URL.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  for (const plain of [name, template ?? name])
    if (!/^[a-z_][a-z0-9_]*$/.test(plain)) throw new Error(`not a plain database name: ${plain}`)
  const client = new (pg().Client)({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const isRoot = () => process.getuid?.() === 0

function requireBinDir(): string {
  const binDir = postgresBinDir()
  if (!binDir)
    throw new Error(
      'PostgreSQL is not installed: `apt-get install postgresql` (Debian), or set PG_BIN to the folder holding initdb and pg_ctl',
    )
  return binDir
}

/** A PostgreSQL program and its arguments; as root, run as `postgres` (PostgreSQL refuses root). */
function asPostgres(binDir: string, command: string, args: string[]): [string, string[]] {
  return isRoot()
    ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args]]
    : [path.join(binDir, command), args]
}

function initCluster(binDir: string, dataDir: string, extra: string[] = []) {
  // UTF-8 for the Persian content; local connections trusted: the cluster listens on 127.0.0.1 only.
  execFileSync(
    ...asPostgres(binDir, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      ...extra,
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
}

export async function startPostgres(port: number): Promise<Postgres> {
  const binDir = requireBinDir()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qa-postgres-'))
  const dataDir = path.join(dir, 'data')
  const run = (command: string, args: string[]) =>
    execFileSync(...asPostgres(binDir, command, args), { stdio: ['ignore', 'pipe', 'pipe'] })
  // As root, every command runs as `postgres`, which must own the folder.
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir])
  try {
    // fsync off: the cluster lives as long as one test run.
    initCluster(binDir, dataDir, ['--no-sync'])
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? ''
    throw new Error(`could not start a PostgreSQL cluster on port ${port}: ${(error as Error).message}\n${stderr}`)
  }
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  let stopped = false
  const stopNow = () => {
    if (stopped) return
    stopped = true
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  // A test run that is interrupted still removes its cluster.
  process.once('exit', stopNow)
  return {
    adminUrl,
    port,
    createDatabase: (name) => createDatabase(adminUrl, name),
    async stop() {
      process.removeListener('exit', stopNow)
      stopNow()
    },
  }
}

/**
 * The kept cluster of `npm run start:scaled`: created on its first start, reused afterwards, like
 * the SQLite file of `npm start`. Under .data/postgres, or as root (whose folders the `postgres`
 * user may not enter) in the `postgres` user's home, one folder per checkout.
 */
export function keptClusterDir(): string {
  if (!isRoot()) return path.join(ROOT, '.data', 'postgres')
  const checkout = createHash('sha256').update(ROOT).digest('hex').slice(0, 12)
  return path.join('/var/lib/postgresql', `qa-site-${checkout}`)
}

/**
 * Runs the kept cluster in the foreground under the stack, which restarts it if it dies, and makes
 * sure `database` exists. Returns the database's URL.
 */
export async function keepPostgres(
  stack: Stack,
  options: { port: number; database: string; dataDir?: string },
): Promise<string> {
  const binDir = requireBinDir()
  const dir = options.dataDir ?? keptClusterDir()
  const dataDir = path.join(dir, 'data')
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true })
    if (isRoot()) execFileSync('chown', ['postgres:postgres', dir])
    initCluster(binDir, dataDir)
  }
  const args = ['-D', dataDir, '-p', String(options.port), '-k', dir, '-c', 'listen_addresses=127.0.0.1']
  const adminUrl = `postgres://postgres@127.0.0.1:${options.port}/postgres`
  const ready = (child: ChildProcess) => waitForPostgres(adminUrl, child)
  const kept = stack.keep('postgres', ...asPostgres(binDir, 'postgres', args), {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    restart: { ready },
  })
  await ready(kept.child)
  const client = new (pg().Client)({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = (await client.query(`SELECT 1 FROM pg_database WHERE datname = '${options.database}'`)) as {
      rowCount: number
    }
    if (!found.rowCount) await createDatabase(adminUrl, options.database)
  } finally {
    await client.end()
  }
  return `postgres://postgres@127.0.0.1:${options.port}/${options.database}`
}

async function waitForPostgres(adminUrl: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`PostgreSQL exited (${child.exitCode}) before it accepted connections: see .logs/postgres.log`)
    const client = new (pg().Client)({ connectionString: adminUrl })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections at ${adminUrl}: ${(error as Error).message}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}
