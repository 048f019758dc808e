import knex, { type Knex } from 'knex'
// The migration Strapi runs from cms/database/migrations before it syncs the tables.
import migration from '../../database/migrations/2026.12.01T00.00.00.consultation-handling'

describe("the migration of a consultation's status to handling", () => {
  let db: Knex
  beforeEach(() => {
    db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true })
  })
  afterEach(() => db.destroy())

  it('renames the column with its values, and leaves a renamed one alone', async () => {
    await db.schema.createTable('consultations', (table) => {
      table.increments('id')
      table.string('email')
      table.string('status')
    })
    await db('consultations').insert([
      { email: 'a@example.com', status: 'answered' },
      { email: 'b@example.com', status: 'spam' },
    ])
    await migration.up(db)
    expect(await db.schema.hasColumn('consultations', 'status')).toBe(false)
    expect(await db('consultations').select('email', 'handling').orderBy('id')).toEqual([
      { email: 'a@example.com', handling: 'answered' },
      { email: 'b@example.com', handling: 'spam' },
    ])
    await migration.up(db)
    expect(await db('consultations').count({ rows: 'id' })).toEqual([{ rows: 2 }])
  })

  it('does nothing to a database made after the change, or before any table', async () => {
    await migration.up(db)
    expect(await db.schema.hasTable('consultations')).toBe(false)
    await db.schema.createTable('consultations', (table) => {
      table.increments('id')
      table.string('handling')
    })
    await migration.up(db)
    expect(await db.schema.hasColumn('consultations', 'handling')).toBe(true)
  })
})
