import { errors } from '@strapi/utils'
import { describeFailure, scheduleActions } from './schedule'

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
