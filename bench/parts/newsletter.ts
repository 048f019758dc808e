/**
 * A newsletter edition to many subscribers through the local inbox while readers use the site
 * (issue [23], ADR 0051): every address gets exactly one e-mail, at the configured rate, and the
 * site's pages and session calls stay within BUDGETS.newsletter.p99VsIdle of their idle p99.
 */
import { posts } from '../../cms/src/seed/content'
import { EDITIONS_PATH } from '../../cms/src/rules/newsletter-paths'
import type { EditionsView } from '../../cms/src/newsletter/edition-view'
import { openDatabase, type TestCms } from '../../tests/support/cms-process'
import { adminToken } from '../../tests/support/cms-api'
import type { Inbox } from '../../tests/support/inbox'
import { insertSubscribers } from '../../tests/support/subscribers'
import { measure, type LatencyFigures } from '../lib/latency'
import { BENCH_SITE_URL, BUDGETS, type Failure } from '../config'
import { ms } from '../lib/units'
import { benchMember } from './latency'

export type NewsletterFigures = {
  subscribers: number
  /** NEWSLETTER_SEND_RATE, e-mails a second. */
  rate: number
  sendSeconds: number
  achievedRate: number
  /** Subscribers by how many e-mails of the edition reached them. */
  received: { once: number; never: number; more: number }
  idle: LatencyFigures[]
  during: LatencyFigures[]
}

/** Pages and the session call, as readers and members make them, for `seconds` each. */
async function readers(cookie: string, seconds: number): Promise<LatencyFigures[]> {
  const figures: LatencyFigures[] = []
  for (const target of [
    { name: 'page /en/posts/…', url: `${BENCH_SITE_URL}/en/posts/${posts[0].slug}/` },
    { name: 'session call', url: `${BENCH_SITE_URL}/api/user/session`, headers: { cookie } },
  ])
    figures.push(await measure({ ...target, connections: 4, durationSeconds: seconds }))
  return figures
}

export async function newsletterSend(cms: TestCms, inbox: Inbox, failures: Failure[]): Promise<NewsletterFigures> {
  const { subscribers, rate } = BUDGETS.newsletter
  const db = openDatabase(cms.database)
  const addresses = await insertSubscribers(db, {
    locale: 'en',
    state: 'subscribed',
    count: subscribers,
    tag: `bench-${Date.now().toString(36)}`,
  }).finally(() => db.destroy())
  const { cookie } = await benchMember(cms, BENCH_SITE_URL)
  const idle = await readers(cookie, 8)

  const headers = { authorization: `Bearer ${await adminToken(cms)}`, 'content-type': 'application/json' }
  const found = (await (
    await fetch(`${cms.url}/api/posts?locale=en&pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${cms.env.STRAPI_API_TOKEN}` },
    })
  ).json()) as { data: { documentId: string }[] }
  const documentId = found.data[0].documentId
  const queued = await fetch(`${cms.url}${EDITIONS_PATH}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ documentId, locale: 'en' }),
  })
  if (queued.status !== 201) throw new Error(`the edition was not queued: ${queued.status} ${await queued.text()}`)
  const during = await readers(cookie, 8)

  let view: EditionsView
  for (;;) {
    view = (
      (await (await fetch(`${cms.url}${EDITIONS_PATH}?documentId=${documentId}&locale=en`, { headers })).json()) as {
        data: EditionsView
      }
    ).data
    if (view.editions[0]?.state === 'sent') break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const [edition] = view.editions
  const sendSeconds = (Date.parse(edition.finishedAt!) - Date.parse(edition.requestedAt)) / 1000

  const counts = new Map<string, number>()
  for (const message of await inbox.all())
    for (const { address } of message.to) counts.set(address, (counts.get(address) ?? 0) + 1)
  const received = { once: 0, never: 0, more: 0 }
  for (const address of addresses) {
    const count = counts.get(address) ?? 0
    received[count === 0 ? 'never' : count === 1 ? 'once' : 'more'] += 1
  }
  const figures: NewsletterFigures = {
    subscribers,
    rate,
    sendSeconds,
    achievedRate: subscribers / sendSeconds,
    received,
    idle,
    during,
  }
  newsletterTable(figures, failures)
  return figures
}

export function newsletterTable(figures: NewsletterFigures, failures: Failure[]) {
  console.table({
    subscribers: figures.subscribers,
    'rate set (e-mails/s)': figures.rate,
    'send (s)': figures.sendSeconds.toFixed(1),
    'rate reached (e-mails/s)': figures.achievedRate.toFixed(1),
    'got one e-mail': figures.received.once,
    'got none': figures.received.never,
    'got more than one': figures.received.more,
  })
  console.table(
    figures.idle.map((idle, index) => ({
      request: idle.name,
      'idle p50': ms(idle.p50),
      'idle p99': ms(idle.p99),
      'sending p50': ms(figures.during[index].p50),
      'sending p99': ms(figures.during[index].p99),
      'errors while sending': figures.during[index].errors + figures.during[index].non2xx,
    })),
  )
  if (figures.received.once !== figures.subscribers)
    failures.push({
      figure: 'newsletter: subscribers with exactly one e-mail',
      value: `${figures.received.once} (none: ${figures.received.never}, more: ${figures.received.more})`,
      budget: `${figures.subscribers}`,
    })
  if (figures.achievedRate < figures.rate * BUDGETS.newsletter.rateShare)
    failures.push({
      figure: 'newsletter: e-mails a second',
      value: figures.achievedRate.toFixed(1),
      budget: `≥ ${(figures.rate * BUDGETS.newsletter.rateShare).toFixed(0)} (${BUDGETS.newsletter.rateShare} × the rate set)`,
    })
  figures.idle.forEach((idle, index) => {
    const during = figures.during[index]
    // A p99 under a few milliseconds doubles on noise alone: the floor keeps the budget meaningful.
    const budget = Math.max(idle.p99, BUDGETS.newsletter.p99FloorMs) * BUDGETS.newsletter.p99VsIdle
    if (during.p99 > budget || during.errors + during.non2xx > 0)
      failures.push({
        figure: `newsletter: ${idle.name} p99 while sending`,
        value: `${ms(during.p99)} (${during.errors + during.non2xx} errors)`,
        budget: `≤ ${ms(budget)}, no errors`,
      })
  })
}
