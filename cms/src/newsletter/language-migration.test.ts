import knex, { type Knex } from 'knex'
// The migration Strapi runs from cms/database/migrations before it syncs the tables.
import migration from '../../database/migrations/2026.12.01T05.00.00.stored-language'

describe('the migration of the stored language from `locale` to `language`', () => {
  let db: Knex
  beforeEach(() => {
    db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true })
  })
  afterEach(() => db.destroy())

  it('renames each column with its values, keeps the unique index working, and leaves a renamed one alone', async () => {
    for (const table of ['consultations', 'newsletter_subscribers']) {
      await db.schema.createTable(table, (columns) => {
        columns.increments('id')
        columns.string('email')
        columns.string('locale')
      })
      await db(table).insert([
        { email: 'a@example.com', locale: 'fa' },
        { email: 'b@example.com', locale: 'en' },
      ])
    }
    await db.schema.createTable('newsletter_editions', (columns) => {
      columns.increments('id')
      columns.string('post_document_id')
      columns.string('locale')
      columns.integer('number')
      columns.unique(['post_document_id', 'locale', 'number'], {
        indexName: 'newsletter_editions_post_locale_number_unique',
      })
    })
    await db('newsletter_editions').insert({ post_document_id: 'p', locale: 'fa', number: 1 })

    await migration.up(db)
    for (const table of ['consultations', 'newsletter_subscribers']) {
      expect(await db.schema.hasColumn(table, 'locale')).toBe(false)
      expect(await db(table).select('email', 'language').orderBy('id')).toEqual([
        { email: 'a@example.com', language: 'fa' },
        { email: 'b@example.com', language: 'en' },
      ])
    }
    // The index now holds the renamed column: the same edition again is refused, the other language is not.
    await expect(
      db('newsletter_editions').insert({ post_document_id: 'p', language: 'fa', number: 1 }),
    ).rejects.toThrow(/UNIQUE/)
    await db('newsletter_editions').insert({ post_document_id: 'p', language: 'en', number: 1 })

    await migration.up(db)
    expect(await db('newsletter_subscribers').count({ rows: 'id' })).toEqual([{ rows: 2 }])
  })

  it('does nothing to a database made after the change, or before any table', async () => {
    await migration.up(db)
    expect(await db.schema.hasTable('newsletter_subscribers')).toBe(false)
    await db.schema.createTable('newsletter_subscribers', (columns) => {
      columns.increments('id')
      columns.string('language')
    })
    await migration.up(db)
    expect(await db.schema.hasColumn('newsletter_subscribers', 'language')).toBe(true)
  })
})
