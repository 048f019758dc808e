import { cmsEnv, postgresConnection } from './env'

const secrets = {
  APP_KEYS: 'a'.repeat(16) + ',' + 'b'.repeat(16),
  API_TOKEN_SALT: 'c'.repeat(16),
  ADMIN_JWT_SECRET: 'd'.repeat(16),
  TRANSFER_TOKEN_SALT: 'e'.repeat(16),
  JWT_SECRET: 'f'.repeat(16),
  ENCRYPTION_KEY: 'g'.repeat(16),
}

describe('CMS environment', () => {
  it('defaults to SQLite and the local inbox', () => {
    const env = cmsEnv({ ...secrets })
    expect(env.DATABASE_CLIENT).toBe('sqlite')
    expect(env.DATABASE_FILENAME).toBe('.tmp/data.db')
    expect(env.SMTP_PORT).toBe(1025)
    expect(env.APP_KEYS).toHaveLength(2)
    // A production start without CMS_SEED seeds nothing.
    expect(env.CMS_SEED).toBe(false)
    expect(cmsEnv({ ...secrets, CMS_SEED: 'true' }).CMS_SEED).toBe(true)
  })

  it('requires a connection string or its parts for PostgreSQL', () => {
    expect(() => cmsEnv({ ...secrets, DATABASE_CLIENT: 'postgres' })).toThrow(
      /DATABASE_URL: DATABASE_URL \(or DATABASE_HOST, DATABASE_NAME and DATABASE_USERNAME\) is required when DATABASE_CLIENT=postgres/,
    )
    expect(() => cmsEnv({ ...secrets, DATABASE_CLIENT: 'postgres', DATABASE_URL: '' })).toThrow(
      /is required when DATABASE_CLIENT=postgres/,
    )
    const env = cmsEnv({ ...secrets, DATABASE_CLIENT: 'postgres', DATABASE_URL: 'postgres://u:p@db:5432/cms' })
    expect(postgresConnection(env)).toEqual({
      connectionString: 'postgres://u:p@db:5432/cms',
      ssl: false,
      schema: 'public',
    })
    const parts = cmsEnv({
      ...secrets,
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: 'db',
      DATABASE_NAME: 'cms',
      DATABASE_USERNAME: 'strapi',
      DATABASE_PASSWORD: 's3cret',
      DATABASE_SSL: 'true',
    })
    expect(postgresConnection(parts)).toEqual({
      host: 'db',
      port: 5432,
      database: 'cms',
      user: 'strapi',
      password: 's3cret',
      ssl: { rejectUnauthorized: false },
      schema: 'public',
    })
    expect(parts.DATABASE_POOL_MAX).toBe(10)
  })

  it('names what is wrong with a PostgreSQL setting', () => {
    const postgres = (env: Record<string, string>) => () => cmsEnv({ ...secrets, DATABASE_CLIENT: 'postgres', ...env })
    expect(postgres({ DATABASE_URL: 'db:5432/cms' })).toThrow(
      /DATABASE_URL: DATABASE_URL must start with postgres:\/\/ \(it starts with db:\/\/\)/,
    )
    expect(postgres({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL: DATABASE_URL is not a URL/)
    expect(postgres({ DATABASE_URL: 'mysql://u@db/cms' })).toThrow(/must start with postgres:\/\//)
    expect(postgres({ DATABASE_URL: 'postgres://u@db' })).toThrow(/must name a host and a database/)
    expect(postgres({ DATABASE_URL: 'postgres://u@db/cms', DATABASE_HOST: 'db' })).toThrow(
      /give either DATABASE_URL or DATABASE_HOST, not both/,
    )
    expect(postgres({ DATABASE_HOST: 'db' })).toThrow(
      /DATABASE_NAME: DATABASE_NAME is required with DATABASE_HOST[\s\S]*DATABASE_USERNAME: DATABASE_USERNAME is required/,
    )
    expect(postgres({ DATABASE_URL: 'postgres://u@db/cms', DATABASE_PORT: '70000' })).toThrow(/DATABASE_PORT/)
    expect(postgres({ DATABASE_URL: 'postgres://u@db/cms', DATABASE_SCHEMA: 'Public; drop' })).toThrow(
      /DATABASE_SCHEMA must be a plain lower-case name/,
    )
    expect(postgres({ DATABASE_URL: 'postgres://u@db/cms', DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/)
  })

  it('takes a Redis URL and nothing else there', () => {
    expect(cmsEnv({ ...secrets }).REDIS_URL).toBeUndefined()
    expect(cmsEnv({ ...secrets, REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    expect(cmsEnv({ ...secrets, REDIS_URL: 'redis://:pw@cache:6379/2' }).REDIS_URL).toBe('redis://:pw@cache:6379/2')
    expect(cmsEnv({ ...secrets, REDIS_URL: 'rediss://cache:6380' }).REDIS_URL).toBe('rediss://cache:6380')
    for (const wrong of ['cache:6379', 'http://cache:6379', 'not a url'])
      expect(() => cmsEnv({ ...secrets, REDIS_URL: wrong })).toThrow(
        /REDIS_URL: REDIS_URL must be redis:\/\/host:6379 \(or rediss:\/\/ for TLS\)/,
      )
  })

  it('refuses missing secrets and unknown database clients by name', () => {
    expect(() => cmsEnv({})).toThrow(/APP_KEYS[\s\S]*ENCRYPTION_KEY/)
    expect(() => cmsEnv({ ...secrets, DATABASE_CLIENT: 'mysql' })).toThrow(
      /DATABASE_CLIENT: DATABASE_CLIENT must be sqlite \(the default\) or postgres/,
    )
  })
})
