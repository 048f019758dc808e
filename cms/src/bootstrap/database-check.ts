/**
 * The database is tried once before Strapi builds its schema, so a wrong address, password or
 * database name stops the boot with one sentence naming the setting to fix, instead of a driver's
 * stack trace halfway through Strapi's start.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'

/** Where the CMS connects, without the password: `postgres://user@host:port/database`. */
export function databaseTarget(env: CmsEnv): string {
  if (env.DATABASE_CLIENT === 'sqlite') return `SQLite file ${env.DATABASE_FILENAME}`
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL)
    url.password = ''
    return url.toString()
  }
  return `postgres://${env.DATABASE_USERNAME}@${env.DATABASE_HOST}:${env.DATABASE_PORT}/${env.DATABASE_NAME}`
}

type DriverError = Error & { code?: string }

/** What went wrong in words an operator acts on, from the driver's error code. */
export function databaseProblem(error: DriverError, env: CmsEnv): string {
  const target = databaseTarget(env)
  const settings = env.DATABASE_URL ? 'DATABASE_URL' : 'DATABASE_HOST and DATABASE_PORT'
  switch (error.code) {
    case 'ECONNREFUSED':
      return `nothing accepts connections at ${target}: is PostgreSQL running there? (${settings})`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the database host of ${target} is not known: check ${settings}`
    case 'ETIMEDOUT':
      return `${target} did not answer in time: check ${settings} and the network between the CMS and the database`
    case '28P01':
      return `PostgreSQL refused the password for ${target}: check ${env.DATABASE_URL ? 'DATABASE_URL' : 'DATABASE_USERNAME and DATABASE_PASSWORD'}`
    case '28000':
      return `PostgreSQL does not let this user connect to ${target} (no such role, or pg_hba.conf refuses it): ${error.message}`
    case '3D000':
      return `the database of ${target} does not exist: create it (createdb) or fix ${env.DATABASE_URL ? 'DATABASE_URL' : 'DATABASE_NAME'}`
    default:
      return `cannot use the database ${target}: ${error.message}`
  }
}

export async function checkDatabase(strapi: Core.Strapi, env: CmsEnv): Promise<void> {
  try {
    await strapi.db.connection.raw('select 1')
  } catch (error) {
    throw new Error(`Database unavailable: ${databaseProblem(error as DriverError, env)}`)
  }
}
