import { cmsEnv } from '../env'
import { databaseProblem, databaseTarget } from './database-check'

const secrets = {
  APP_KEYS: 'a'.repeat(16),
  API_TOKEN_SALT: 'c'.repeat(16),
  ADMIN_JWT_SECRET: 'd'.repeat(16),
  TRANSFER_TOKEN_SALT: 'e'.repeat(16),
  JWT_SECRET: 'f'.repeat(16),
  ENCRYPTION_KEY: 'g'.repeat(16),
}
const byUrl = cmsEnv({
  ...secrets,
  DATABASE_CLIENT: 'postgres',
  DATABASE_URL: 'postgres://strapi:s3cret@db.internal:5433/cms',
})
const byParts = cmsEnv({
  ...secrets,
  DATABASE_CLIENT: 'postgres',
  DATABASE_HOST: 'db.internal',
  DATABASE_NAME: 'cms',
  DATABASE_USERNAME: 'strapi',
  DATABASE_PASSWORD: 's3cret',
})
const failure = (code: string, message = 'driver message') => Object.assign(new Error(message), { code })

describe('database check at boot', () => {
  it('names the database without its password', () => {
    expect(databaseTarget(byUrl)).toBe('postgres://strapi@db.internal:5433/cms')
    expect(databaseTarget(byParts)).toBe('postgres://strapi@db.internal:5432/cms')
    expect(databaseTarget(cmsEnv({ ...secrets }))).toBe('SQLite file .tmp/data.db')
  })

  it('tells which setting to fix for each way a connection fails', () => {
    expect(databaseProblem(failure('ECONNREFUSED'), byUrl)).toBe(
      'nothing accepts connections at postgres://strapi@db.internal:5433/cms: is PostgreSQL running there? (DATABASE_URL)',
    )
    expect(databaseProblem(failure('ENOTFOUND'), byParts)).toMatch(
      /host of .* is not known: check DATABASE_HOST and DATABASE_PORT/,
    )
    expect(databaseProblem(failure('28P01'), byParts)).toMatch(
      /refused the password .*: check DATABASE_USERNAME and DATABASE_PASSWORD$/,
    )
    expect(databaseProblem(failure('3D000'), byUrl)).toMatch(
      /database of postgres:\/\/strapi@db.internal:5433\/cms does not exist: create it \(createdb\) or fix DATABASE_URL/,
    )
    expect(databaseProblem(failure('28000', 'role "x" does not exist'), byUrl)).toMatch(/role "x" does not exist$/)
    expect(databaseProblem(failure('XX000', 'something else'), byUrl)).toBe(
      'cannot use the database postgres://strapi@db.internal:5433/cms: something else',
    )
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', '28P01', '3D000', 'XX000'])
      expect(databaseProblem(failure(code), byUrl)).not.toContain('s3cret')
  })
})
