import path from 'node:path'
import { cmsEnv } from '../src/env'

export default () => {
  const env = cmsEnv()
  if (env.DATABASE_CLIENT === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env.DATABASE_URL,
          ssl: env.DATABASE_SSL ? { rejectUnauthorized: false } : false,
        },
        pool: { min: 0, max: 10 },
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
    },
  }
}
