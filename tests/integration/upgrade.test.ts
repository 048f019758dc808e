/**
 * Today's CMS started on a database as the release before the renames left it (ADR 0073: a
 * request's `status` → `handling`; ADR 0074: the stored `locale` → `language`). Strapi runs
 * cms/database/migrations before it brings the tables in line with the schemas; this checks that
 * the two together keep every value, on the engine of the pass (SQLite, then PostgreSQL in
 * `npm test`'s PostgreSQL pass).
 */
import { openDatabase, startTestCms, type TestCms } from '../support/cms-process'

jest.setTimeout(180_000)

const MIGRATIONS = ['2026.12.01T00.00.00.consultation-handling.js', '2026.12.01T05.00.00.stored-language.js']
const RENAMED_LANGUAGE = ['consultations', 'newsletter_subscribers', 'newsletter_editions']

let cms: TestCms | undefined
afterAll(() => cms?.stop())

it('keeps each request’s status and language, each subscriber’s and edition’s language, and an edition’s uniqueness', async () => {
  // The tables as today's code makes them, then put back the way the release before left them.
  const first = await startTestCms({})
  await first.stop()
  const db = openDatabase(first.database)
  try {
    const at = new Date('2026-11-30T10:00:00Z')
    await db('consultations').insert([
      {
        document_id: 'upgrade-request',
        name: 'Sara',
        email: 'sara@example.com',
        service: 'performance',
        preferred_date: '2026-12-20',
        message: 'Our checkout slows down at month end.',
        language: 'fa',
        handling: 'answered',
        company_mailed_at: at,
        confirmation_mailed_at: at,
      },
    ])
    await db('newsletter_subscribers').insert([
      {
        document_id: 'upgrade-subscriber',
        email: 'reader@example.com',
        language: 'fa',
        state: 'subscribed',
        requested_at: at,
      },
    ])
    await db('newsletter_editions').insert([
      {
        document_id: 'upgrade-edition',
        subject: 'A post',
        post_document_id: 'upgrade-post',
        language: 'fa',
        number: 1,
        state: 'sent',
        recipients: 1,
        content: '{}',
        requested_at: at,
      },
    ])
    for (const table of RENAMED_LANGUAGE) {
      // Strapi's own `locale` column did not exist beside ours: ours had its name.
      await db.schema.alterTable(table, (columns) => columns.dropColumn('locale'))
      await db.schema.alterTable(table, (columns) => columns.renameColumn('language', 'locale'))
    }
    await db.schema.alterTable('consultations', (columns) => columns.renameColumn('handling', 'status'))
    await db('strapi_migrations').whereIn('name', MIGRATIONS).del()
  } finally {
    await db.destroy()
  }

  cms = await startTestCms({ database: first.database, env: first.env })
  const after = openDatabase(first.database)
  try {
    expect(await after('consultations').select('email', 'language', 'handling')).toEqual([
      { email: 'sara@example.com', language: 'fa', handling: 'answered' },
    ])
    expect(await after('newsletter_subscribers').select('email', 'language')).toEqual([
      { email: 'reader@example.com', language: 'fa' },
    ])
    expect(await after('newsletter_editions').select('post_document_id', 'language', 'number')).toEqual([
      { post_document_id: 'upgrade-post', language: 'fa', number: 1 },
    ])
    // Strapi's `locale` is back as its own, empty for these types that are not localized.
    for (const table of RENAMED_LANGUAGE) expect(await after(table).select('locale')).toEqual([{ locale: null }])
    expect(await after.schema.hasColumn('consultations', 'status')).toBe(false)
    // The unique index moved with the column: the same edition again is refused, the other language is not.
    const edition = (language: string) => ({
      document_id: `upgrade-edition-${language}`,
      subject: 'A post',
      post_document_id: 'upgrade-post',
      language,
      number: 1,
      state: 'sent',
      recipients: 1,
      content: '{}',
      requested_at: new Date(),
    })
    await expect(after('newsletter_editions').insert([edition('fa')])).rejects.toThrow(/unique/i)
    await after('newsletter_editions').insert([edition('en')])
    const recorded = (await after('strapi_migrations').select('name')) as { name: string }[]
    expect(recorded.map((row) => row.name)).toEqual(expect.arrayContaining(MIGRATIONS))
  } finally {
    await after.destroy()
  }
})
