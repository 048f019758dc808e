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
    },
  }
}
