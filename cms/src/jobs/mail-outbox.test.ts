import type { Core } from '@strapi/strapi'
import { deliver, stopOutboxes, type Outbox, type OutboxRow } from './mail-outbox'

/** The CMS's database at the edge: one outbox row, and every update made to it. */
function database(row: OutboxRow) {
  const updates: { where: Record<string, unknown>; data: Record<string, unknown> }[] = []
  const query = {
    findOne: async () => ({ ...row }),
    updateMany: async (change: (typeof updates)[number]) => {
      updates.push(change)
      return { count: 1 }
    },
    update: async (change: (typeof updates)[number]) => void updates.push(change),
  }
  const strapi = { db: { query: () => query }, log: { error: () => undefined } } as unknown as Core.Strapi
  return { strapi, updates }
}

it('gives back, due at once, a row still sending when the CMS stops, and sends nothing after', async () => {
  const row = { id: 7, documentId: 'consultation-7', mailAttempts: 0, nextMailAt: new Date(0).toISOString() }
  const { strapi, updates } = database(row)
  // An SMTP server that never answers.
  const outbox: Outbox<OutboxRow> = { uid: 'api::x.x', name: 'x', retrySeconds: 30, send: () => new Promise(() => {}) }
  void deliver(strapi, outbox, row.id)
  await new Promise((resolve) => setTimeout(resolve, 10))
  const taken = updates.at(-1)!
  expect(taken.where).toEqual({ id: 7, mailAttempts: 0 })
  expect(Date.parse(String(taken.data.nextMailAt))).toBeGreaterThan(Date.now() + 60_000)

  const before = Date.now()
  await stopOutboxes(strapi, 20)
  const givenBack = updates.at(-1)!
  expect(givenBack.where).toEqual({ id: 7, mailAttempts: 1 })
  expect((givenBack.data.nextMailAt as Date).getTime()).toBeGreaterThanOrEqual(before)
  expect((givenBack.data.nextMailAt as Date).getTime()).toBeLessThanOrEqual(Date.now())

  const count = updates.length
  expect(await deliver(strapi, outbox, row.id)).toBe('skipped')
  expect(updates).toHaveLength(count)
})
