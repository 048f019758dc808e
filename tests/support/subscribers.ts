/**
 * Newsletter subscribers written straight into the CMS's table, as the CMS stores them: for tests
 * that need many confirmed addresses without a confirmation e-mail each.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from './cms-process'

export type SubscriberState = 'pending' | 'subscribed' | 'unsubscribed'

/** `count` subscribers of `locale` in `state`, at `<tag>-<n>@example.test`; returns their addresses. */
export async function insertSubscribers(
  db: Knex,
  { locale, state, count, tag }: { locale: 'fa' | 'en'; state: SubscriberState; count: number; tag: string },
): Promise<string[]> {
  const now = new Date()
  const rows = Array.from({ length: count }, (_, index) => ({
    document_id: randomUUID().replace(/-/g, '').slice(0, 24),
    email: `${tag}-${index}@example.test`,
    language: locale,
    state,
    requested_at: now,
    confirmed_at: state === 'pending' ? null : now,
    unsubscribed_at: state === 'unsubscribed' ? now : null,
    mail_attempts: 0,
    created_at: now,
    updated_at: now,
    published_at: now,
  }))
  for (let start = 0; start < rows.length; start += 200)
    await db('newsletter_subscribers').insert(rows.slice(start, start + 200))
  return rows.map((row) => row.email)
}
