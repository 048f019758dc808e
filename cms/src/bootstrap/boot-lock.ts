/**
 * Several CMS instances on one PostgreSQL start one at a time: Strapi's schema sync and this
 * product's setup (seed, API token, webhook, permissions) are each written for one process, and
 * two running them together could create a table, a token or the demo content twice. The lock is
 * a PostgreSQL advisory lock held on a connection of its own from the start of `register` to the
 * end of `bootstrap`; an instance that dies meanwhile drops its connection and with it the lock.
 * SQLite is one process's file: no lock.
 */
import { Client } from 'pg'
import type { CmsEnv } from '../env'
import { postgresConnection } from '../env'

/** Any fixed 64-bit number; this product's own, so it never meets another application's locks. */
const BOOT_LOCK_KEY = '7424930241870211338'
const WAIT_LIMIT = '5min'

export type BootLock = { release: () => Promise<void> }

export async function acquireBootLock(env: CmsEnv, log: { info(message: string): void }): Promise<BootLock> {
  if (env.DATABASE_CLIENT !== 'postgres') return { release: async () => undefined }
  const { schema: _schema, ...connection } = postgresConnection(env)
  const client = new Client(connection)
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      BOOT_LOCK_KEY,
    ])
    if (!rows[0].locked) {
      log.info('[boot] another CMS instance is starting on this database: waiting for it to finish')
      await client.query(`set lock_timeout = '${WAIT_LIMIT}'`)
      await client.query('select pg_advisory_lock($1)', [BOOT_LOCK_KEY])
    }
  } catch (error) {
    await client.end().catch(() => undefined)
    throw new Error(
      `could not take the boot lock on the database (another instance has been starting for over ${WAIT_LIMIT}?): ${(error as Error).message}`,
    )
  }
  let released = false
  return {
    async release() {
      if (released) return
      released = true
      await client.query('select pg_advisory_unlock($1)', [BOOT_LOCK_KEY]).catch(() => undefined)
      await client.end().catch(() => undefined)
    },
  }
}
