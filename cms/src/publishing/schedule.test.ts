import { errors } from '@strapi/utils'
import { describeFailure, runDueActions, scheduleActions } from './schedule'

describe('a failed scheduled publish in words', () => {
  it('names the fields Strapi’s validation refused', () => {
    const refusal = new errors.ValidationError('2 errors occurred', {
      errors: [
        { path: ['publishDate'], message: 'publishDate must be defined.', name: 'ValidationError' },
        { path: ['tags', 0, 'name'], message: 'name must be at most 40 characters', name: 'ValidationError' },
      ],
    })
    expect(describeFailure(refusal)).toBe(
      '2 errors occurred (publishDate: publishDate must be defined.; tags.0.name: name must be at most 40 characters)',
    )
  })

  it('says a single field’s refusal once', () => {
    const refusal = new errors.ValidationError('publishDate must be defined.', {
      errors: [{ path: ['publishDate'], message: 'publishDate must be defined.', name: 'ValidationError' }],
    })
    expect(describeFailure(refusal)).toBe('publishDate must be defined.')
  })

  it('gives any other error’s message, cut to what the row holds', () => {
    expect(describeFailure(new Error('database is locked'))).toBe('database is locked')
    expect(describeFailure(new Error('x'.repeat(900)))).toHaveLength(500)
  })
})

describe('the time of a scheduled action', () => {
  afterEach(() => jest.useRealTimers())

  it('is kept: one falling due before the next look runs at that time, by a timer', async () => {
    const start = new Date('2026-12-07T05:30:00.000Z')
    const due = new Date('2026-12-07T05:30:00.400Z')
    jest.useFakeTimers({ now: start })
    const looks: { at: number; ahead: boolean }[] = []
    const findMany = jest.fn(async ({ where }: { where: { nextAttemptAt: { $gt?: Date } } }) => {
      const ahead = where.nextAttemptAt.$gt !== undefined
      looks.push({ at: Date.now(), ahead })
      return ahead ? [{ nextAttemptAt: due.toISOString() }] : []
    })
    const jobs: Record<string, { task: () => Promise<void> }> = {}
    const strapi = {
      cron: { add: (added: typeof jobs) => Object.assign(jobs, added) },
      db: { query: () => ({ findMany, deleteMany: async () => ({ count: 0 }) }) },
      log: { error: jest.fn() },
    }
    scheduleActions(strapi as never)

    await jobs['scheduled-actions'].task()
    expect(looks).toEqual([
      { at: start.getTime(), ahead: false },
      { at: start.getTime(), ahead: true },
    ])
    // A second look before the time arms no second timer.
    await jobs['scheduled-actions'].task()
    await jest.advanceTimersByTimeAsync(399)
    expect(looks.filter((look) => !look.ahead)).toHaveLength(2)
    await jest.advanceTimersByTimeAsync(1)
    expect(looks.filter((look) => !look.ahead).map((look) => look.at)).toEqual([
      start.getTime(),
      start.getTime(),
      due.getTime(),
    ])
    await jest.advanceTimersByTimeAsync(2000)
    expect(looks.filter((look) => !look.ahead)).toHaveLength(3)
    expect(strapi.log.error).not.toHaveBeenCalled()
  })
})

describe('a scheduled action on several instances', () => {
  /**
   * The database at the edge: one table of scheduled actions with the where-clause semantics the
   * claim relies on (equality, `$null`), and a barrier that holds every instance's look for due
   * actions until all have looked, so that all of them saw the same row before any claims it.
   */
  function sharedDatabase(instances: number) {
    const table = [
      {
        id: 1,
        action: 'publish',
        model: 'api::post.post',
        entryDocumentId: 'doc1',
        entryLocale: 'en',
        runAt: new Date(Date.now() - 1000).toISOString(),
        scheduledBy: null,
        attempts: 0,
        nextAttemptAt: new Date(Date.now() - 1000).toISOString(),
        doneAt: null as Date | null,
        lastError: null,
      },
    ]
    type Row = (typeof table)[number]
    const matches = (row: Row, where: Record<string, unknown>) =>
      Object.entries(where).every(([key, wanted]) => {
        const value = row[key as keyof Row]
        if (wanted && typeof wanted === 'object' && '$null' in wanted) return (value === null) === wanted.$null
        return value === wanted
      })
    let looked = 0
    let allLooked: () => void
    const barrier = new Promise<void>((resolve) => (allLooked = resolve))
    const published: string[] = []
    const strapi = {
      db: {
        query: () => ({
          findMany: async () => {
            const due = table.filter((row) => row.doneAt === null).map((row) => ({ ...row }))
            if (++looked === instances) allLooked()
            await barrier
            return due
          },
          updateMany: async ({ where, data }: { where: Record<string, unknown>; data: Partial<Row> }) => {
            const claimed = table.filter((row) => matches(row, where))
            for (const row of claimed) Object.assign(row, data)
            return { count: claimed.length }
          },
          update: async ({ where, data }: { where: { id: number }; data: Partial<Row> }) =>
            Object.assign(
              table.find((row) => row.id === where.id)!,
              data,
            ),
        }),
      },
      documents: () => ({
        findOne: async () => ({ documentId: 'doc1' }),
        publish: async ({ documentId }: { documentId: string }) => void published.push(documentId),
      }),
      log: { info: jest.fn(), warn: jest.fn() },
    }
    return { strapi, table, published }
  }

  it('is carried out once when every instance finds it due at the same moment (the claim is a compare-and-set)', async () => {
    const { strapi, table, published } = sharedDatabase(3)
    const done = await Promise.all([1, 2, 3].map(() => runDueActions(strapi as never)))
    expect(published).toEqual(['doc1'])
    expect(done.sort()).toEqual([0, 0, 1])
    expect(table[0]).toMatchObject({ attempts: 1, lastError: null })
    expect(table[0].doneAt).toBeInstanceOf(Date)
  })
})
