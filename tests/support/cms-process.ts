/**
 * Runs the real CMS (compiled cms/dist, started by cms/server.js) on a new database for tests, with fresh
 * secrets made from .env.example exactly as a new machine's first `npm start` would. The database
 * is a temporary SQLite file, or, when TEST_POSTGRES_URL names a PostgreSQL cluster (`npm test`
 * starts a throwaway one for its second integration pass), a new database on that cluster.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'dotenv'
import { ROOT } from '../../server/root'
import { materialise } from '../../scripts/lib/env-file'
import { createDatabase } from '../../scripts/lib/postgres'
import { freePort, stopProcess, waitForHttp, type Stack, type Supervised } from '../../server/supervisor'
import { CMS_DIR, cmsBuildIsCurrent, cmsEnvironment } from '../../scripts/lib/stack'

export type TestDatabase = { client: 'sqlite'; filename: string } | { client: 'postgres'; url: string }

/** The engine the integration tests run on (TEST_POSTGRES_URL, else SQLite). */
export const testDatabaseClient = (): TestDatabase['client'] => (process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite')

/** A new database on the engine the tests run on: empty, or on PostgreSQL a copy of `template`. */
export async function newTestDatabase(template?: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_POSTGRES_URL
  if (!adminUrl)
    return { client: 'sqlite', filename: path.join(mkdtempSync(path.join(os.tmpdir(), 'qa-cms-')), 'data.db') }
  return {
    client: 'postgres',
    url: await createDatabase(adminUrl, `qa_cms_${randomBytes(6).toString('hex')}`, template),
  }
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
    whereIn(
      column: string,
      values: unknown[],
    ): { update(values: Record<string, unknown>): Promise<number>; del(): Promise<number> }
    select(...columns: string[]): Promise<Record<string, unknown>[]>
    insert(rows: Record<string, unknown>[]): Promise<unknown>
  }
  /** For a database laid out as an earlier release left it (tests/integration/upgrade.test.ts). */
  schema: {
    alterTable(
      table: string,
      change: (columns: { dropColumn(name: string): unknown; renameColumn(from: string, to: string): unknown }) => void,
    ): Promise<void>
    hasColumn(table: string, column: string): Promise<boolean>
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

/** A new machine's configuration: .env.example with its secrets generated afresh. */
const generatedEnv = (): Record<string, string> =>
  parse(materialise(readFileSync(path.join(ROOT, '.env.example'), 'utf8'), {}).text)

const inheritedEnv = (): Record<string, string> =>
  Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined))

export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return { ...inheritedEnv(), ...generatedEnv(), ...overrides }
}

/**
 * A database a CMS has done its first boot on (tables made, first admin, tokens, the demo content
 * seeded) and was stopped, with the configuration it booted with. Copied for each test CMS that
 * asks for no database of its own, it spares every test file the seeding boot: the same state, in
 * a fraction of the time and the CPU. `npm test` makes one on SQLite for all its stages, and
 * tests/integration/global-setup.ts one for a run without it (PostgreSQL's pass, a file run
 * alone); it is named in TEST_CMS_TEMPLATE.
 */
export type CmsTemplate = { database: TestDatabase; generated: Record<string, string> }

export const CMS_TEMPLATE_VARIABLE = 'TEST_CMS_TEMPLATE'

/**
 * What a first boot writes into the database for good: a test setting one of these gets a new
 * database, as the template was made without it.
 */
const FIRST_BOOT_VARIABLES = /^(CMS_SEED|CMS_ADMIN_EMAIL|CMS_ADMIN_PASSWORD|UPLOAD_PROVIDER|S3_\w+|DATABASE_\w+)$/

export async function makeCmsTemplate(): Promise<CmsTemplate> {
  const generated = generatedEnv()
  const cms = await startTestCms({ database: await newTestDatabase(), env: generated })
  await cms.stop()
  return { database: cms.database, generated }
}

/** The run's template for the engine the tests run on, if one is named. */
export const cmsTemplate = (): CmsTemplate | undefined => templateFor(undefined)

/** Removes a template's database: a SQLite file's folder (a PostgreSQL one goes with its cluster). */
export function removeCmsTemplate(template: CmsTemplate) {
  if (template.database.client === 'sqlite')
    rmSync(path.dirname(template.database.filename), { recursive: true, force: true })
}

function templateFor(env: Record<string, string> | undefined): CmsTemplate | undefined {
  const named = process.env[CMS_TEMPLATE_VARIABLE]
  if (!named || Object.keys(env ?? {}).some((name) => FIRST_BOOT_VARIABLES.test(name))) return undefined
  const template = JSON.parse(named) as CmsTemplate
  return template.database.client === testDatabaseClient() ? template : undefined
}

async function copyOf(database: TestDatabase): Promise<TestDatabase> {
  const copy = await newTestDatabase(
    database.client === 'postgres' ? new URL(database.url).pathname.slice(1) : undefined,
  )
  if (database.client === 'sqlite' && copy.client === 'sqlite') {
    // The stopped CMS closed its database, so the file is whole; its journal files, if any, go with it.
    const name = path.basename(database.filename)
    for (const file of readdirSync(path.dirname(database.filename)).filter((file) => file.startsWith(name)))
      copyFileSync(path.join(path.dirname(database.filename), file), path.join(path.dirname(copy.filename), file))
  }
  return copy
}

const running = new Set<ChildProcess>()
let killsOnExit = false

/**
 * A CMS runs in its own process group (detached), so it would outlive a test process that exits
 * early (`npm test` stops at a failing stage while the first boot runs beside it): killed then.
 */
function stopOnExit(child: ChildProcess) {
  if (!killsOnExit) {
    killsOnExit = true
    process.once('exit', () => {
      for (const survivor of running)
        try {
          process.kill(-survivor.pid!, 'SIGKILL')
        } catch {
          // already gone
        }
    })
  }
  running.add(child)
  child.once('exit', () => running.delete(child))
}

/**
 * Starts a CMS on `database` (unless given, a copy of the run's template or, without one, a new
 * database: a restart passes the previous one's and its port), on a free port unless given: test
 * files run beside each other, one pass per engine.
 */
export async function startTestCms(options: {
  port?: number
  database?: TestDatabase
  env?: Record<string, string>
  supervise?: Stack
}): Promise<TestCms> {
  if (!cmsBuildIsCurrent().current)
    throw new Error('cms/dist is missing or stale: run `npm test` (it builds the CMS) or `npm start` once')
  const template = options.database ? undefined : templateFor(options.env)
  const database = options.database ?? (template ? await copyOf(template.database) : await newTestDatabase())
  if (options.port) return startOn(options.port, database, template, options)
  // A port found free can be taken before Strapi binds it (by another pass's CMS or by any
  // outgoing connection, which draws from the same range), so a chosen port is chosen again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), database, template, options)
    } catch (error) {
      if (attempt === PORT_ATTEMPTS || !PORT_TAKEN.test((error as Error).message)) throw error
    }
  }
}

const PORT_ATTEMPTS = 3
const PORT_TAKEN = /port \d+ is already used/

async function startOn(
  port: number,
  database: TestDatabase,
  template: CmsTemplate | undefined,
  options: { env?: Record<string, string>; supervise?: Stack },
): Promise<TestCms> {
  const url = `http://127.0.0.1:${port}`
  const env = cmsEnvironment({
    ...inheritedEnv(),
    ...(template?.generated ?? generatedEnv()),
    ...options.env,
    CMS_URL: url,
    ...databaseEnv(database),
  })
  if (options.supervise) {
    const stack = options.supervise
    const ready = (child: ChildProcess) => waitForHttp(`${url}/_health`, child, 120_000)
    const kept = stack.keep('test-cms', process.execPath, ['server.js'], {
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
  const child = spawn(process.execPath, ['server.js'], {
    cwd: CMS_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  stopOnExit(child)
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
