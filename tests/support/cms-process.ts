/**
 * Runs the real CMS (compiled cms/dist, `strapi start`) on a new database for tests, with fresh
 * secrets made from .env.example exactly as a new machine's first `npm start` would. The database
 * is a temporary SQLite file, or, when TEST_POSTGRES_URL names a PostgreSQL cluster (`npm test`
 * starts a throwaway one for its second integration pass), a new database on that cluster.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'dotenv'
import { ROOT, materialise } from '../../scripts/lib/env-file'
import { createDatabase } from '../../scripts/lib/postgres'
import {
  CMS_DIR,
  cmsBuildIsCurrent,
  cmsEnvironment,
  freePort,
  stopProcess,
  waitForHttp,
  type Stack,
  type Supervised,
} from '../../scripts/lib/stack'

export type TestDatabase = { client: 'sqlite'; filename: string } | { client: 'postgres'; url: string }

/** The engine the integration tests run on (TEST_POSTGRES_URL, else SQLite). */
export const testDatabaseClient = (): TestDatabase['client'] => (process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite')

/** A new, empty database on the engine the tests run on. */
export async function newTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_POSTGRES_URL
  if (!adminUrl)
    return { client: 'sqlite', filename: path.join(mkdtempSync(path.join(os.tmpdir(), 'qa-cms-')), 'data.db') }
  return { client: 'postgres', url: await createDatabase(adminUrl, `qa_cms_${randomBytes(6).toString('hex')}`) }
}

export const databaseEnv = (database: TestDatabase): Record<string, string> =>
  database.client === 'sqlite'
    ? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database.filename }
    : { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url }

/** The subset of knex's query builder tests use to change rows behind the CMS's back. */
export type Knex = {
  (table: string): {
    where(conditions: Record<string, unknown>): {
      update(values: Record<string, unknown>): Promise<number>
      first(...columns: string[]): Promise<Record<string, unknown> | undefined>
    }
    whereIn(column: string, values: unknown[]): { update(values: Record<string, unknown>): Promise<number> }
    select(...columns: string[]): Promise<Record<string, unknown>[]>
  }
  destroy(): Promise<void>
}

/**
 * A connection to a test CMS's database with the CMS's own query builder (knex), which writes the
 * same statements for SQLite and PostgreSQL. JSON columns come back as text from SQLite and
 * parsed from PostgreSQL: read them through `jsonColumn`.
 */
export function openDatabase(database: TestDatabase): Knex {
  const knex = createRequire(path.join(CMS_DIR, 'package.json'))('knex') as (config: unknown) => Knex
  return database.client === 'sqlite'
    ? knex({ client: 'better-sqlite3', connection: { filename: database.filename }, useNullAsDefault: true })
    : knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } })
}

export const jsonColumn = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

export type TestCms = {
  url: string
  port: number
  env: Record<string, string>
  database: TestDatabase
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
  /** Set when the stack supervises it (restarted whenever it dies, as `npm start` does). */
  supervised?: Supervised
}

export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const generated = parse(materialise(readFileSync(path.join(ROOT, '.env.example'), 'utf8'), {}).text)
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  return { ...inherited, ...generated, ...overrides }
}

/**
 * Starts a CMS on `database` (a new one unless given: a restart passes the previous one's and its
 * port), on a free port unless given: test files run beside each other, one pass per engine.
 */
export async function startTestCms(options: {
  port?: number
  database?: TestDatabase
  env?: Record<string, string>
  supervise?: Stack
}): Promise<TestCms> {
  if (!cmsBuildIsCurrent().current)
    throw new Error('cms/dist is missing or stale: run `npm test` (it builds the CMS) or `npm start` once')
  const database = options.database ?? (await newTestDatabase())
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const env = cmsEnvironment({ ...testEnv(), ...options.env, CMS_URL: url, ...databaseEnv(database) })
  if (options.supervise) {
    const stack = options.supervise
    const ready = (child: ChildProcess) => waitForHttp(`${url}/_health`, child, 120_000)
    const kept = stack.keep('test-cms', path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['start'], {
      cwd: CMS_DIR,
      env,
      restart: { ready },
    })
    const output = () =>
      existsSync(path.join(stack.logDir, 'test-cms.log'))
        ? readFileSync(path.join(stack.logDir, 'test-cms.log'), 'utf8')
        : ''
    try {
      await ready(kept.child)
    } catch (error) {
      await kept.stop()
      throw new Error(`${(error as Error).message}\n--- CMS output ---\n${output().slice(-4000)}`)
    }
    return {
      url,
      port,
      env,
      database,
      get child() {
        return kept.child
      },
      output,
      stop: kept.stop,
      supervised: kept,
    }
  }
  const child = spawn(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: CMS_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = () => stopProcess(child)
  try {
    await waitForHttp(`${url}/_health`, child, 120_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n--- CMS output ---\n${output.slice(-4000)}`)
  }
  return { url, port, env, database, child, output: () => output, stop }
}
