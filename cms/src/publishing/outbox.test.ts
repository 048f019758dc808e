import { deliveryBody, MAX_RETRY_MS, retryDelayMs, type SiteChangeRow } from './outbox'

const row = (id: number, change: Partial<SiteChangeRow> = {}): SiteChangeRow => ({
  id,
  change: 'entry.publish',
  model: 'post',
  entryDocumentId: `doc${id}`,
  entryLocale: 'fa',
  title: `Post ${id}`,
  createdAt: '2026-11-27T10:00:00.000Z',
  deliveredAt: null,
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  ...change,
})

describe('the site changes owed to the build hook', () => {
  it('are told in one call, as a webhook event of the newest, with how many it stands for', () => {
    const body = deliveryBody([row(1), row(2, { change: 'entry.unpublish', model: 'page', title: null })], new Date(0))
    expect(body).toEqual({
      event: 'site.change',
      createdAt: '1970-01-01T00:00:00.000Z',
      change: 'entry.unpublish',
      model: 'page',
      documentId: 'doc2',
      locale: 'fa',
      title: undefined,
      changes: 2,
    })
    // The build hook's log names the change from the start of the body (server/publish/build-hook.ts).
    expect(JSON.stringify(body)).toMatch(
      /^\{"event":"site\.change","createdAt":"[^"]+","change":"entry\.unpublish","model":"page"/,
    )
  })

  it('are offered again after a wait that doubles, up to a ceiling', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(10, attempt))).toEqual([10_000, 20_000, 40_000, 80_000])
    expect(retryDelayMs(10, 30)).toBe(MAX_RETRY_MS)
  })
})
