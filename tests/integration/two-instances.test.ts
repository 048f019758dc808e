/**
 * The scaled layout (docs/deploy.md): two CMS processes on one PostgreSQL, one Redis and one
 * S3-compatible server, started at the same moment, with the site's functions calling them through
 * a round-robin balancer. Shown here: the boot's work is done once; the login limit is one limit
 * whichever instance answers; a logout or a password change made through one is honoured by the
 * other at once; an avatar uploaded through one is stored in S3 and served to the other; a publish
 * calls the rebuild webhook once; a scheduled publish is carried out once; a newsletter edition
 * reaches each recipient once, both instances sending; readers' figures sent to both are folded
 * once.
 *
 * It starts its own engines (PostgreSQL's throwaway cluster, redis-server, s3rver), so it runs the
 * same in either pass of `npm test`; the PostgreSQL pass skips it (it would only run it again).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AccountUser } from '../../src/account/types'
import type { Balancer } from '../../scripts/lib/balancer'
import type { TestS3 } from '../../scripts/lib/s3'
import { webhookEvent } from '../../server/publish/build-hook'
import { freePort } from '../../server/supervisor'
import { AccountClient, type Answer, pointFunctionsAt } from '../support/account-client'
import { openDatabase, type TestCms, type TestDatabase } from '../support/cms-process'
import { linkIn, startTestInbox, type Inbox } from '../support/inbox'
import { startScaledCms, type ScaledCms } from '../support/scaled-cms'
import { adminToken, writerToken } from '../support/cms-api'
import type { ErrorBody } from '../../cms/src/rules/errors'
import { SCHEDULE_PATH } from '../../cms/src/rules/publishing-paths'
import { EDITIONS_PATH } from '../../cms/src/rules/newsletter-paths'
import { ANALYTICS_EVENTS_PATH } from '../../cms/src/rules/analytics'
import type { EditionsView } from '../../cms/src/newsletter/edition-view'
import { insertSubscribers } from '../support/subscribers'
import { posts } from '../../cms/src/seed/content'

jest.setTimeout(180_000)

const SITE = 'http://localhost:8888'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4w8CAFWEXHbQSACD0MwE+VY84AAAAAElFTkSuQmCC',
  'base64',
)

let scaled: ScaledCms
let s3: TestS3
let inbox: Inbox
let stopInbox: () => Promise<void>
let database: TestDatabase
let instances: TestCms[] = []
let balancer: Balancer
let hookServer: http.Server
const hookCalls: string[] = []
let nextIp = 10

type UserBody = { user: AccountUser }
const client = () => new AccountClient(`198.51.100.${nextIp++}`, { language: 'en' })
const code = (answer: Answer<unknown>) => ({ status: answer.status, code: (answer.body as ErrorBody).error?.code })

/** The same call straight to each instance, bypassing the balancer. */
async function onEach<T>(pathname: string): Promise<{ status: number; body: T }[]> {
  return Promise.all(
    instances.map(async (cms) => {
      const response = await fetch(`${cms.url}${pathname}`, {
        headers: { authorization: `Bearer ${await writerToken(cms)}` },
      })
      return { status: response.status, body: (await response.json()) as T }
    }),
  )
}

async function member() {
  const id = `${Date.now().toString(36)}${nextIp}`
  const account = { email: `scaled${id}@example.test`, username: `scaled${id}`.slice(0, 30), password: 'first-pass1' }
  const reader = client()
  expect((await reader.call('POST', '/api/user/register', { json: account })).status).toBe(201)
  const confirmation = linkIn(await inbox.waitFor(account.email), 'confirm-account').searchParams.get('code')
  expect((await reader.call('GET', `/api/user/confirm-account?code=${confirmation}`)).status).toBe(200)
  expect(
    (await reader.call('POST', '/api/user/login', { json: { identifier: account.email, password: account.password } }))
      .status,
  ).toBe(200)
  return { reader, account }
}

/**
 * `/api/user/me` with the cookies `holder` has now, repeated until both instances have answered it
 * (a fresh copy each time: the functions clear a cookie the CMS refused). Their statuses.
 */
async function meOnBoth(holder: AccountClient): Promise<number[]> {
  const before = [...balancer.served]
  const statuses: number[] = []
  while (balancer.served.some((count, index) => count === before[index])) {
    if (statuses.length === 6) throw new Error(`the balancer did not reach both instances: ${statuses.join(', ')}`)
    statuses.push((await holder.copy().call('GET', '/api/user/me')).status)
  }
  return statuses
}

/** An English draft of a new post, written through `cms`'s Content Manager as the administrator. */
async function newDraft(cms: TestCms, title: string, slug: string) {
  const headers = { authorization: `Bearer ${await adminToken(cms)}`, 'content-type': 'application/json' }
  const posts = `${cms.url}/content-manager/collection-types/api::post.post`
  const made = await fetch(`${posts}?locale=en`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title, slug: `${slug}-${Date.now()}`, publishDate: '2026-12-07' }),
  })
  const { documentId } = ((await made.json()) as { data: { documentId: string } }).data
  return { headers, posts, documentId }
}

beforeAll(async () => {
  const smtpPort = await freePort()
  ;({ inbox, stop: stopInbox } = await startTestInbox(smtpPort, await freePort()))
  hookServer = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      hookCalls.push(webhookEvent(body))
      res.writeHead(200).end('{}')
    })
  })
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
  scaled = await startScaledCms({
    env: {
      SMTP_PORT: String(smtpPort),
      SITE_URL: SITE,
      AUTH_RATE_LIMIT_MAX: '10',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      NEWSLETTER_SEND_RATE: '40',
      SITE_REBUILD_WEBHOOK_URL: `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`,
    },
  })
  ;({ instances, balancer, database, s3 } = scaled)
  pointFunctionsAt(balancer.url, scaled.env, 5000)
})

afterAll(async () => {
  await scaled?.stop()
  await stopInbox?.()
  await new Promise((resolve) => hookServer?.close(resolve))
})

describe('two instances started together', () => {
  it('do the boot’s work once: one seed, one API token, no duplicate content, no webhook (the outbox calls the build hook)', async () => {
    const outputs = instances.map((cms) => cms.output())
    expect(outputs.filter((output) => output.includes('[seed] seeding bilingual demo content'))).toHaveLength(1)
    expect(
      outputs.filter((output) => output.includes('another CMS instance is starting on this database')),
    ).toHaveLength(1)
    for (const output of outputs) expect(output).toContain('[rate-limits] counted in Redis')
    const db = openDatabase(database)
    try {
      // Strapi's two default tokens and ours, each once (a second boot doing the work would add more); the tests' own writer aside.
      const tokens = (await db('strapi_api_tokens').select('name'))
        .map((token) => token.name as string)
        .filter((name) => !name.startsWith('tests-writer-'))
      expect(tokens.sort()).toEqual(['Full Access', 'Read Only', 'site-build', 'site-preview'])
      expect(await db('strapi_webhooks').select('name')).toEqual([])
      const posts = await db('posts').select('slug', 'locale', 'published_at')
      const published = posts.filter((post) => post.published_at).map((post) => `${post.locale}/${post.slug}`)
      expect(new Set(published).size).toBe(published.length)
    } finally {
      await db.destroy()
    }
    const [a, b] = await onEach<{ meta: { pagination: { total: number } } }>('/api/posts?locale=fa')
    expect(a.body.meta.pagination.total).toBeGreaterThan(0)
    expect(b.body.meta.pagination.total).toBe(a.body.meta.pagination.total)
  })

  it('keep the seeded covers in S3, where either instance’s URLs lead', async () => {
    const answers = await onEach<{ url: string }[]>('/api/upload/files')
    expect(answers[0].body.length).toBeGreaterThan(0)
    expect(answers[1].body.map((file) => file.url)).toEqual(answers[0].body.map((file) => file.url))
    for (const file of answers[0].body) expect(file.url.startsWith(`${s3.publicUrl}/`)).toBe(true)
    const cover = await fetch(answers[0].body[0].url)
    expect(cover.status).toBe(200)
    expect(cover.headers.get('content-type')).toMatch(/^image\//)
  })
})

describe('the functions spreading calls over both', () => {
  it('share one login limit: the 11th attempt is refused whichever instance answers', async () => {
    const { account } = await member()
    const attacker = client()
    const before = [...balancer.served]
    const answers = []
    for (let attempt = 0; attempt < 12; attempt++)
      answers.push(
        code(
          await attacker.call('POST', '/api/user/login', {
            json: { identifier: account.email, password: `wrong-${attempt}` },
          }),
        ),
      )
    expect(answers.slice(0, 10)).toEqual(Array(10).fill({ status: 401, code: 'invalid-credentials' }))
    expect(answers.slice(10)).toEqual(Array(2).fill({ status: 429, code: 'too-many-requests' }))
    // Both instances took part.
    expect(balancer.served.map((count, index) => count - before[index])).toEqual([6, 6])
  })

  it('end a session on both at once when it is logged out through one', async () => {
    const { reader } = await member()
    expect((await meOnBoth(reader)).every((status) => status === 200)).toBe(true)
    const copied = reader.copy()
    expect((await reader.call('POST', '/api/user/logout')).status).toBe(200)
    // The cookie copied before the logout is dead on either instance.
    expect((await meOnBoth(copied)).every((status) => status === 401)).toBe(true)
  })

  it('end the other sessions on both when the password is changed through one', async () => {
    const { reader, account } = await member()
    const other = client()
    expect(
      (await other.call('POST', '/api/user/login', { json: { identifier: account.email, password: account.password } }))
        .status,
    ).toBe(200)
    const changed = await reader.call('POST', '/api/user/change-password', {
      json: { currentPassword: account.password, newPassword: 'second-pass2', newPasswordConfirmation: 'second-pass2' },
    })
    expect(changed.status).toBe(200)
    expect((await meOnBoth(other)).every((status) => status === 401)).toBe(true)
    expect((await meOnBoth(reader)).every((status) => status === 200)).toBe(true)
  })

  it('store an avatar uploaded through one in S3, and serve it through the other', async () => {
    const { reader, account } = await member()
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png')
    const uploaded = await reader.call<UserBody>('PUT', '/api/user/me/avatar', { body: form })
    expect(uploaded.status).toBe(200)
    const url = uploaded.body.user.avatar?.url as string
    expect(url.startsWith(`${s3.publicUrl}/`)).toBe(true)
    // Each instance, asked directly, names the same file; the file comes from S3.
    const users = await onEach<{ avatar: { url: string } | null }[]>(
      `/api/users?filters[email][$eq]=${encodeURIComponent(account.email)}&populate=avatar`,
    )
    for (const answer of users)
      expect(
        answer.body[0].avatar?.url && url.endsWith(answer.body[0].avatar.url.split('/').pop() as string),
      ).toBeTruthy()
    const image = await fetch(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
    // Replaced through the balancer again: the old file is gone from S3.
    const again = new FormData()
    again.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'again.png')
    const replaced = await reader.call<UserBody>('PUT', '/api/user/me/avatar', { body: again })
    expect(replaced.status).toBe(200)
    expect(replaced.body.user.avatar?.url).not.toBe(url)
    expect((await fetch(url)).status).toBe(404)
    expect((await fetch(replaced.body.user.avatar?.url as string)).status).toBe(200)
  })

  it('call the rebuild webhook once for a publish made on either', async () => {
    hookCalls.length = 0
    const [first] = instances
    const headers = { authorization: `Bearer ${await writerToken(first)}`, 'content-type': 'application/json' }
    const found = (await (
      await fetch(`${balancer.url}/api/posts?locale=en&pagination[pageSize]=1`, { headers })
    ).json()) as { data: { documentId: string }[] }
    const updated = await fetch(`${balancer.url}/api/posts/${found.data[0].documentId}?locale=en`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ data: { excerpt: 'Edited on one of two instances.' } }),
    })
    expect(updated.status).toBe(200)
    const deadline = Date.now() + 15_000
    while (!hookCalls.includes('entry.publish (post)') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(hookCalls.filter((what) => what === 'entry.publish (post)')).toHaveLength(1)
  })

  it('carry out a scheduled publish once, both looking for due times each second', async () => {
    const [first] = instances
    const { headers, posts, documentId } = await newDraft(first, 'Scheduled on two instances', 'scheduled-twice')
    const scheduled = await fetch(`${first.url}${SCHEDULE_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: 'api::post.post',
        documentId,
        locale: 'en',
        action: 'publish',
        runAt: new Date(Date.now() + 2500).toISOString(),
      }),
    })
    expect(scheduled.status).toBe(201)
    const published = async () =>
      ((await (await fetch(`${posts}/${documentId}?locale=en`, { headers })).json()) as { data: { status: string } })
        .data.status
    const deadline = Date.now() + 15_000
    while ((await published()) !== 'published' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await published()).toBe('published')
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const carriedOut = instances.flatMap(
      (cms) => cms.output().match(new RegExp(`\\[schedule\\] publish of api::post.post ${documentId}`, 'g')) ?? [],
    )
    expect(carriedOut).toHaveLength(1)
    const knex = openDatabase(database)
    try {
      expect(await knex('scheduled_actions').where({ entry_document_id: documentId }).first('attempts')).toEqual({
        attempts: 1,
      })
    } finally {
      await knex.destroy()
    }
  })

  it('send a newsletter edition to each recipient once, both taking send windows', async () => {
    const [first, second] = instances
    const { headers, posts, documentId } = await newDraft(first, 'Sent from two instances', 'sent-twice')
    expect((await fetch(`${posts}/${documentId}/actions/publish?locale=en`, { method: 'POST', headers })).status).toBe(
      200,
    )
    const knex = openDatabase(database)
    const readers = await insertSubscribers(knex, {
      locale: 'en',
      state: 'subscribed',
      count: 120,
      tag: 'two-instances',
    }).finally(() => knex.destroy())
    const queued = await fetch(`${first.url}${EDITIONS_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ documentId, locale: 'en' }),
    })
    expect(queued.status).toBe(201)
    // Read from the other instance: both send, one window a second between them.
    const secondHeaders = { authorization: `Bearer ${await adminToken(second)}` }
    const deadline = Date.now() + 30_000
    let view: EditionsView
    for (;;) {
      view = (
        (await (
          await fetch(`${second.url}${EDITIONS_PATH}?documentId=${documentId}&locale=en`, { headers: secondHeaders })
        ).json()) as { data: EditionsView }
      ).data
      if (view.editions[0]?.state === 'sent' || Date.now() > deadline) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(view.editions[0]).toMatchObject({ state: 'sent', recipients: 120, progress: { sent: 120 } })
    const messages = await inbox.all()
    for (const address of readers) {
      const received = messages.filter((message) => message.to.some((to) => to.address === address)).length
      expect({ address, received }).toEqual({ address, received: 1 })
    }
  })
  it('fold readers’ figures sent to both into one count, each view once', async () => {
    // A post the site has: views of addresses it does not have are let go uncounted. Sent each
    // view on its own, as a site before tallies did (still taken): 3,000 rows for the two to share.
    const path = `/en/posts/${posts[0].slug}/`
    const batch = (count: number) => ({
      events: Array.from({ length: count }, () => ({ path, locale: 'en', device: 'phone', lcp: 1500, at: Date.now() })),
    })
    // Batches alternating between the instances while both fold every few seconds.
    for (let round = 0; round < 10; round++)
      for (const cms of instances) {
        const answer = await fetch(`${cms.url}${ANALYTICS_EVENTS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-cms-proxy-secret': cms.env.CMS_PROXY_SECRET },
          body: JSON.stringify(batch(150)),
        })
        expect(answer.status).toBe(202)
      }
    const knex = openDatabase(database)
    try {
      const deadline = Date.now() + 40_000
      let views = 0
      let waiting = 1
      while (Date.now() < deadline) {
        const rows = (await knex('analytics_days').select('path', 'views')) as { path: string; views: number }[]
        views = rows.filter((row) => row.path === path).reduce((sum, row) => sum + row.views, 0)
        waiting = (await knex('analytics_events').select('id')).length
        if (waiting === 0 && views >= 3000) break
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect({ views, waiting }).toEqual({ views: 3000, waiting: 0 })
    } finally {
      await knex.destroy()
    }
  })
})
