/**
 * `GET /newsletter/subscribers.csv` (admin panel users who may read every subscriber): every address
 * with its language, state and dates, for a mailing service or a spreadsheet. Fields that would
 * start a spreadsheet formula (=, +, -, @) are prefixed with an apostrophe: an address such as
 * `+cmd@example.com` is valid and must not run as a formula where it is opened.
 * The admin's "Download CSV" button (cms/src/admin/newsletter/DownloadSubscribers.tsx) fetches it.
 */
import type { Core } from '@strapi/strapi'
import { mayReadEvery, type AdminAbility } from '../admin-access'
import { SUBSCRIBER, SUBSCRIBERS_CSV_PATH } from '../rules/newsletter-paths'
import type { StoredSubscriber } from './subscriptions'
import { refuse } from '../answers'

const COLUMNS = ['email', 'language', 'state', 'requestedAt', 'confirmedAt', 'unsubscribedAt', 'bouncedAt'] as const
const PAGE = 1000

const cell = (value: unknown): string => {
  const text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The CSV of every subscriber, oldest first, with a header row (RFC 4180, CRLF line ends). */
export async function subscribersCsv(strapi: Core.Strapi): Promise<string> {
  const lines = [COLUMNS.join(',')]
  for (let offset = 0; ; offset += PAGE) {
    const rows = (await strapi.db
      .query(SUBSCRIBER)
      .findMany({ select: [...COLUMNS], orderBy: { id: 'asc' }, offset, limit: PAGE })) as Pick<
      StoredSubscriber,
      (typeof COLUMNS)[number]
    >[]
    for (const row of rows) lines.push(COLUMNS.map((column) => cell(row[column])).join(','))
    if (rows.length < PAGE) break
  }
  return `${lines.join('\r\n')}\r\n`
}

type Ctx = {
  state: { userAbility?: AdminAbility }
  status: number
  body: unknown
  set(name: string, value: string): void
}

export function registerNewsletterExport(strapi: Core.Strapi) {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: SUBSCRIBERS_CSV_PATH,
        info: { type: 'admin' },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx: Ctx) => {
          // Every subscriber, so only for a user who may read every subscriber's every column there.
          if (!mayReadEvery(ctx.state.userAbility, SUBSCRIBER, [...COLUMNS])) {
            refuse(ctx, 403, 'Reading newsletter subscribers is not among your permissions', { code: 'forbidden' })
            return
          }
          ctx.set('content-type', 'text/csv; charset=utf-8')
          ctx.set(
            'content-disposition',
            `attachment; filename="newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          ctx.set('cache-control', 'no-store')
          ctx.body = await subscribersCsv(strapi)
        },
      },
    ],
  })
}
