import { cmsEnv } from './env'

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
    expect(env.CMS_SEED).toBe(true)
  })

  it('requires a connection string for PostgreSQL', () => {
    expect(() => cmsEnv({ ...secrets, DATABASE_CLIENT: 'postgres' })).toThrow(/DATABASE_URL: DATABASE_URL is required when DATABASE_CLIENT=postgres/)
    expect(cmsEnv({ ...secrets, DATABASE_CLIENT: 'postgres', DATABASE_URL: 'postgres://u:p@db:5432/cms' }).DATABASE_URL).toBe('postgres://u:p@db:5432/cms')
  })

  it('refuses missing secrets and unknown database clients by name', () => {
    expect(() => cmsEnv({})).toThrow(/APP_KEYS[\s\S]*ENCRYPTION_KEY/)
    expect(() => cmsEnv({ ...secrets, DATABASE_CLIENT: 'mysql' })).toThrow(/DATABASE_CLIENT/)
  })
})
