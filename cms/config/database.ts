import path from 'node:path'
import { cmsEnv, postgresConnection } from '../src/env'

export default () => {
  const env = cmsEnv()
  if (env.DATABASE_CLIENT === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: postgresConnection(env),
        pool: { min: 0, max: env.DATABASE_POOL_MAX },
      },
    }
  }
  // Compiled config lives in dist/config, so resolve relative to the app root (cms/), not __dirname.
  const filename = path.isAbsolute(env.DATABASE_FILENAME)
    ? env.DATABASE_FILENAME
    : path.join(__dirname, '..', '..', env.DATABASE_FILENAME)
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      pool: { afterCreate: writeAheadLog },
    },
  }
}

type SqliteConnection = { pragma(source: string): unknown }

/**
 * SQLite's write-ahead log (ADR 0060): SQLite's default journal creates, syncs and deletes a file
 * on every commit, and better-sqlite3 waits for each on the CMS's only thread, so every write
 * stalled every request. With the log, a commit appends to it and readers never wait for a
 * writer; `synchronous = NORMAL` syncs the log at checkpoints, not at each commit: a crash of the
 * CMS loses nothing, a crash of the machine may lose the last commits but never corrupts the file.
 */
function writeAheadLog(
  connection: SqliteConnection,
  done: (error: Error | null, connection: SqliteConnection) => void,
) {
  try {
    connection.pragma('journal_mode = WAL')
    connection.pragma('synchronous = NORMAL')
    done(null, connection)
  } catch (error) {
    done(error as Error, connection)
  }
}
