/**
 * The CMS on a database it cannot use: the boot stops with one sentence naming the setting to fix
 * (cms/src/env.ts, cms/src/bootstrap/database-check.ts). The cases that need a running PostgreSQL
 * run in `npm test`'s PostgreSQL pass, where TEST_POSTGRES_URL names its cluster. And on SQLite,
 * the write-ahead log (cms/config/database.ts).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { freePort } from '../../server/supervisor'
import { CMS_DIR } from '../../scripts/lib/stack'
import { startTestCms, testDatabaseClient } from '../support/cms-process'

jest.setTimeout(120_000)

async function bootFailure(
  env: Record<string, string>,
  database?: Parameters<typeof startTestCms>[0]['database'],
): Promise<string> {
  try {
    const cms = await startTestCms({ env, database })
    await cms.stop()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the CMS started')
}

it('refuses a database URL that is not PostgreSQL’s, before connecting', async () => {
  const output = await bootFailure({}, { client: 'postgres', url: 'mysql://strapi@127.0.0.1/cms' })
  expect(output).toMatch(
    /Invalid CMS environment:\s+- DATABASE_URL: DATABASE_URL must start with postgres:\/\/ \(it starts with mysql:\/\/\)/,
  )
})

it('names the address when nothing answers there', async () => {
  const port = await freePort()
  const output = await bootFailure(
    {},
    { client: 'postgres', url: `postgres://strapi:secret-password@127.0.0.1:${port}/cms` },
  )
  expect(output).toContain(
    `Database unavailable: nothing accepts connections at postgres://strapi@127.0.0.1:${port}/cms: is PostgreSQL running there? (DATABASE_URL)`,
  )
  expect(output).not.toContain('secret-password')
})

const onPostgres = testDatabaseClient() === 'postgres' ? describe : describe.skip
onPostgres('on a running PostgreSQL', () => {
  const cluster = () => new URL(process.env.TEST_POSTGRES_URL as string)

  it('names a database that does not exist', async () => {
    const url = cluster()
    url.pathname = '/no_such_database'
    const output = await bootFailure({}, { client: 'postgres', url: url.toString() })
    expect(output).toMatch(
      /Database unavailable: the database of postgres:\/\/.*\/no_such_database does not exist: create it \(createdb\) or fix DATABASE_URL/,
    )
  })

  it('names a user the server does not know', async () => {
    const url = cluster()
    url.username = 'no_such_user'
    const output = await bootFailure({}, { client: 'postgres', url: url.toString() })
    expect(output).toMatch(
      /Database unavailable: PostgreSQL does not let this user connect to postgres:\/\/no_such_user@.*role "no_such_user" does not exist/,
    )
  })
})

type SqliteFile = { pragma(source: string, options: { simple: true }): unknown; close(): void }
const Sqlite = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3') as new (file: string) => SqliteFile

const onSqlite = testDatabaseClient() === 'sqlite' ? describe : describe.skip
onSqlite('on SQLite', () => {
  it('keeps a write-ahead log, also in a database made with the default journal', async () => {
    const cms = await startTestCms({})
    await cms.stop()
    if (cms.database.client !== 'sqlite') throw new Error('not SQLite')
    const file = new Sqlite(cms.database.filename)
    expect(file.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(file.pragma('journal_mode = delete', { simple: true })).toBe('delete')
    file.close()
    const again = await startTestCms({ database: cms.database, env: cms.env })
    const reopened = new Sqlite(cms.database.filename)
    try {
      expect(reopened.pragma('journal_mode', { simple: true })).toBe('wal')
    } finally {
      reopened.close()
      await again.stop()
    }
  })
})
