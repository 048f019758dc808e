/**
 * A throwaway PostgreSQL cluster from the machine's own PostgreSQL (Debian's `postgresql`): a new
 * data directory, its own port and socket directory, removed when stopped. The integration suite
 * runs on it, and so do the two-instance test and the bench. PostgreSQL refuses to run as root,
 * so under root the cluster belongs to the `postgres` user the Debian package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
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
    const versions = readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return path.join(root, versions[0], 'bin')
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  return found ? path.dirname(found) : undefined
}

/** Creates an empty database on the cluster `adminUrl` points at; returns the new database's URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`)
  const client = new (pg().Client)({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const isRoot = () => process.getuid?.() === 0

export async function startPostgres(port: number): Promise<Postgres> {
  const binDir = postgresBinDir()
  if (!binDir) throw new Error('PostgreSQL is not installed: `apt-get install postgresql` (Debian), or set PG_BIN to the folder holding initdb and pg_ctl')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qa-postgres-'))
  const dataDir = path.join(dir, 'data')
  // As root, every command runs as `postgres`, which must own the folder.
  const run = (command: string, args: string[]) => {
    const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args]] : [path.join(binDir, command), args]
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] })
  }
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir])
  try {
    // UTF-8 for the Persian content; fsync off: the cluster lives as long as one test run.
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
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
