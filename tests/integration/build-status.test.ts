/**
 * The build status editors see in the admin (cms/src/publishing/), on the real CMS: a publish
 * through the admin's own API is noted as waiting for a build; signed deploy notifications (the
 * way Netlify sends them) move it to building, live or failed; anything unsigned, signed with
 * another secret, malformed or of a preview deploy changes nothing; only admin users can read it.
 * Changes the build hook refuses wait in the CMS's database, shown to editors, and all reach the
 * hook once it answers, a restart of the CMS between included, one stopped while the hook held
 * its call too (cms/src/publishing/outbox.ts).
 * Scheduled publishing (cms/src/publishing/schedule.ts): an editor's time publishes or unpublishes
 * the draft by itself, a restart between included; refused for the past, out of order, for a draft
 * that could not be published, for anything but the site's content, and for an author who may not
 * publish.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startTestCms, type TestCms } from '../support/cms-process'
import { adminOfRole } from '../support/cms-api'
import { EDITOR_REFUSALS } from '../../cms/src/rules/editor-refusals'
import { signDeployNotification } from '../../cms/src/rules/netlify-signature'
import type { PublishingStatus } from '../../cms/src/publishing/deploy-status'
import { NOTIFICATIONS_PATH, SCHEDULE_PATH, STATUS_PATH } from '../../cms/src/rules/publishing-paths'
import type { ScheduleView, UpcomingView } from '../../cms/src/publishing/schedule-view'
import { posts } from '../../cms/src/seed/content'

jest.setTimeout(180_000)

const SECRET = 'integration-deploy-notification-secret'
let cms: TestCms
let hookServer: http.Server
let adminToken: string
/** What the build hook answers (HANG: nothing, until the test ends), and the bodies it was sent. */
const HANG = 0
let hookAnswer = 200
const hanging: http.ServerResponse[] = []
const hookBodies: { changes: number; change: string; title?: string }[] = []

async function status(token = adminToken): Promise<{ code: number; data?: PublishingStatus }> {
  const response = await fetch(`${cms.url}${STATUS_PATH}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  const body = (await response.json()) as { data?: PublishingStatus }
  return { code: response.status, data: body.data }
}

async function notify(
  deploy: Record<string, unknown>,
  options: { secret?: string | null; event?: string; raw?: string } = {},
) {
  const body = options.raw ?? JSON.stringify(deploy, null, 2)
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-netlify-event': options.event ?? 'deploy_building',
  }
  if (options.secret !== null) headers['x-webhook-signature'] = signDeployNotification(body, options.secret ?? SECRET)
  const response = await fetch(`${cms.url}${NOTIFICATIONS_PATH}`, { method: 'POST', headers, body })
  const text = await response.text()
  return {
    code: response.status,
    body: text ? (JSON.parse(text) as { error: { message: string; details: { code?: string } } }) : null,
  }
}

async function publishAsEditor(title: string) {
  const auth = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }
  const base = `${cms.url}/content-manager/collection-types/api::post.post`
  const list = (await (
    await fetch(`${base}?locale=en&filters[slug][$eq]=${posts[1].slug}`, { headers: auth })
  ).json()) as { results: { documentId: string }[] }
  const id = list.results[0].documentId
  const saved = await fetch(`${base}/${id}?locale=en`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ title }),
  })
  expect(saved.status).toBe(200)
  const published = await fetch(`${base}/${id}/actions/publish?locale=en`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title }),
  })
  expect(published.status).toBe(200)
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms
  let value = await read()
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

beforeAll(async () => {
  hookServer = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      hookBodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      if (hookAnswer === HANG) return void hanging.push(res)
      res.statusCode = hookAnswer
      res.end()
    })
  })
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/build_hooks/test`
  cms = await startTestCms({
    env: { SITE_REBUILD_WEBHOOK_URL: hookUrl, DEPLOY_NOTIFICATION_SECRET: SECRET, SITE_REBUILD_RETRY_SECONDS: '1' },
  })
  await logIn()
})

async function logIn() {
  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cms.env.CMS_ADMIN_EMAIL, password: cms.env.CMS_ADMIN_PASSWORD }),
  })
  adminToken = ((await login.json()) as { data: { token: string } }).data.token
}

afterAll(async () => {
  await cms?.stop()
  for (const res of hanging) res.destroy()
  hookServer?.close()
})

describe('the build status in the CMS', () => {
  it('is for admin panel users only', async () => {
    expect((await status('')).code).toBe(401)
    const asMember = await fetch(`${cms.url}${STATUS_PATH}`, {
      headers: { authorization: `Bearer ${cms.env.STRAPI_API_TOKEN}` },
    })
    expect(asMember.status).toBe(401)
    const { code, data } = await status()
    expect(code).toBe(200)
    expect(data?.reporting).toBe(false)
  })

  it("follows an editor's publish from queued through building to live", async () => {
    await publishAsEditor('Status in the admin, first edit')
    const queued = await until(status, (s) => s.data?.lastChange?.title === 'Status in the admin, first edit')
    expect(queued.data).toMatchObject({
      state: 'queued',
      lastChange: { event: 'entry.publish', model: 'api::post.post' },
    })

    // Delivered at once, outside the publish's transaction (a delivery inside it failed and waited for the timer).
    expect(cms.output()).not.toMatch(/delivering site changes failed|could not record/)

    expect((await notify({ id: 'build-1', state: 'building', context: 'production' })).code).toBe(204)
    expect((await status()).data).toMatchObject({ state: 'building', reporting: true })

    const ready = await notify(
      {
        id: 'build-1',
        state: 'ready',
        context: 'production',
        published_at: '2026-11-23T10:00:00.000Z',
        ssl_url: 'https://barsanj.example',
      },
      { event: 'deploy_created' },
    )
    expect(ready.code).toBe(204)
    expect((await status()).data).toMatchObject({
      state: 'live',
      live: { at: '2026-11-23T10:00:00.000Z', url: 'https://barsanj.example' },
      failure: null,
    })
  })

  it('refuses notifications that are unsigned, signed with another secret or malformed, and changes nothing', async () => {
    // The publish of the test before is delivered first: the delivery's state is part of the answer.
    const before = (await until(status, (s) => s.data?.delivery?.pending === 0)).data
    const unsigned = await notify({ id: 'forged', state: 'error', error_message: 'forged' }, { secret: null })
    expect(unsigned.code).toBe(401)
    expect(unsigned.body?.error.details.code).toBe('invalid-signature')
    expect((await notify({ id: 'forged', state: 'error' }, { secret: 'another-secret-of-some-length' })).code).toBe(401)
    const malformed = await notify({ state: 'error' })
    expect(malformed.code).toBe(400)
    expect(malformed.body?.error.details.code).toBe('invalid-notification')
    expect((await notify({}, { raw: '[1,2,3]' })).code).toBe(400)
    // A preview deploy is not the site readers get.
    expect(
      (await notify({ id: 'preview-7', state: 'error', context: 'deploy-preview', error_message: 'preview broke' }))
        .code,
    ).toBe(204)
    expect((await status()).data).toEqual(before)
  })

  it('says a build failed and why while the last good build stays live; the next good build clears it', async () => {
    await publishAsEditor('Status in the admin, second edit')
    await until(status, (s) => s.data?.state === 'queued')
    await notify({ id: 'build-2', state: 'building', context: 'production' })
    await notify(
      {
        id: 'build-2',
        state: 'error',
        context: 'production',
        error_message: 'the CMS at https://cms.example does not answer',
      },
      { event: 'deploy_failed' },
    )
    expect((await status()).data).toMatchObject({
      state: 'failed',
      failure: { reason: 'the CMS at https://cms.example does not answer' },
      live: { at: '2026-11-23T10:00:00.000Z' },
    })
    await publishAsEditor('Status in the admin, third edit')
    expect((await until(status, (s) => s.data?.state === 'queued')).data?.state).toBe('queued')
    await notify({ id: 'build-3', state: 'building', context: 'production' })
    await notify(
      { id: 'build-3', state: 'ready', context: 'production', published_at: '2026-11-23T10:05:00.000Z' },
      { event: 'deploy_created' },
    )
    expect((await status()).data).toMatchObject({
      state: 'live',
      failure: null,
      lastChange: { title: 'Status in the admin, third edit' },
    })
  })
})

describe('changes the build hook did not take', () => {
  it('wait in the database with the reason shown, and all reach the hook once it answers, across a restart', async () => {
    // Whatever the seed and earlier tests published is delivered first.
    await until(status, (s) => s.data?.delivery?.pending === 0)
    hookAnswer = 503
    hookBodies.length = 0
    for (const title of ['Refused once', 'Refused twice', 'Refused three times']) await publishAsEditor(title)
    const refused = await until(status, (s) => s.data?.delivery?.pending === 3 && hookBodies.length >= 4)
    expect(refused.data?.delivery).toMatchObject({
      pending: 3,
      retrying: { lastError: 'the build hook answered 503 Service Unavailable', nextAttemptAt: expect.any(String) },
    })
    expect(refused.data?.state).toBe('queued')

    // The CMS stops while the hook holds a retry unanswered: it gives the changes back rather than
    // leaving them leased to an instance that is gone.
    hookAnswer = HANG
    const calls = hookBodies.length
    await until(
      async () => hookBodies.length,
      (count) => count > calls,
      20_000,
    )
    expect(hookBodies.length).toBeGreaterThan(calls)
    await cms.stop()
    // Back, the CMS delivers the changes it kept (the hook sees all three) at once.
    hookAnswer = 200
    cms = await startTestCms({ port: cms.port, database: cms.database, env: { ...cms.env } })
    await logIn()
    const delivered = await until(status, (s) => s.data?.delivery?.pending === 0)
    expect(delivered.data?.delivery).toMatchObject({ pending: 0, retrying: null, deliveredAt: expect.any(String) })
    const accepted = hookBodies.at(-1)
    expect(accepted).toMatchObject({ change: 'entry.publish', changes: 3, title: 'Refused three times' })
  })
})

describe('scheduled publishing', () => {
  const POSTS = '/content-manager/collection-types/api::post.post'
  const admin = (token = adminToken) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' })
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

  async function draft(fields: Record<string, unknown>) {
    const slug = `scheduled-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const made = await fetch(`${cms.url}${POSTS}?locale=en`, {
      method: 'POST',
      headers: admin(),
      body: JSON.stringify({ title: 'Scheduled for Monday', slug, publishDate: '2026-12-07', ...fields }),
    })
    expect(made.status).toBe(201)
    return ((await made.json()) as { data: { documentId: string } }).data.documentId
  }

  async function schedule(documentId: string, action: string, runAt: string, token = adminToken) {
    const answer = await fetch(`${cms.url}${SCHEDULE_PATH}`, {
      method: 'POST',
      headers: admin(token),
      body: JSON.stringify({ model: 'api::post.post', documentId, locale: 'en', action, runAt }),
    })
    const body = (await answer.json()) as {
      data?: ScheduleView
      error?: { message: string; details?: { code?: string } }
    }
    return { status: answer.status, view: body.data, code: body.error?.details?.code, message: body.error?.message }
  }

  async function view(documentId: string, token = adminToken) {
    const answer = await fetch(`${cms.url}${SCHEDULE_PATH}?model=api::post.post&documentId=${documentId}&locale=en`, {
      headers: admin(token),
    })
    return { status: answer.status, view: ((await answer.json()) as { data?: ScheduleView }).data }
  }

  const state = async (documentId: string) =>
    (
      (await (await fetch(`${cms.url}${POSTS}/${documentId}?locale=en`, { headers: admin() })).json()) as {
        data: { status: string }
      }
    ).data.status

  it('publishes and unpublishes a draft at the times set, by itself, and says so', async () => {
    const id = await draft({})
    expect((await view(id)).view).toMatchObject({
      timeZone: 'Asia/Tehran',
      pending: [],
      done: null,
      may: { publish: true, unpublish: true },
    })
    expect((await schedule(id, 'publish', inSeconds(-60))).code).toBe('time-passed')
    expect((await schedule(id, 'publish', '2026-12-07 09:00')).code).toBe('validation-failed')
    const set = await schedule(id, 'publish', inSeconds(3))
    expect(set.status).toBe(201)
    expect(set.view?.pending).toEqual([expect.objectContaining({ action: 'publish', scheduledBy: expect.any(String) })])
    expect((await schedule(id, 'unpublish', inSeconds(5))).status).toBe(201)
    expect((await view(id)).view?.pending.map((action) => action.action)).toEqual(['publish', 'unpublish'])
    const upcoming = (await (await fetch(`${cms.url}${SCHEDULE_PATH}/upcoming`, { headers: admin() })).json()) as {
      data: UpcomingView
    }
    expect(upcoming.data.upcoming.filter((action) => action.documentId === id)).toEqual([
      expect.objectContaining({
        action: 'publish',
        title: 'Scheduled for Monday',
        locale: 'en',
        kind: 'collectionType',
      }),
      expect.objectContaining({ action: 'unpublish', title: 'Scheduled for Monday', locale: 'en' }),
    ])

    expect(
      await until(
        () => state(id),
        (value) => value === 'published',
        10_000,
      ),
    ).toBe('published')
    expect(
      await until(
        () => state(id),
        (value) => value === 'draft',
        10_000,
      ),
    ).toBe('draft')
    const after = (await view(id)).view
    expect(after?.pending).toEqual([])
    expect(after?.done).toMatchObject({ action: 'unpublish', doneAt: expect.any(String), lastError: null })
    expect(cms.output().match(new RegExp(`\\[schedule\\] publish of api::post.post ${id}`, 'g'))).toHaveLength(1)
  })

  it('is refused for a draft that could not be published, for other content, and to an author who may not publish', async () => {
    const incomplete = await draft({ publishDate: null })
    const refused = await schedule(incomplete, 'publish', inSeconds(60))
    expect(refused).toMatchObject({ status: 400, code: 'not-publishable' })
    const other = await fetch(`${cms.url}${SCHEDULE_PATH}`, {
      method: 'POST',
      headers: admin(),
      body: JSON.stringify({
        model: 'api::comment.comment',
        documentId: incomplete,
        action: 'publish',
        runAt: inSeconds(60),
      }),
    })
    expect(other.status).toBe(400)
    expect((await schedule('no-such-document', 'publish', inSeconds(60))).status).toBe(404)
    // Times far ahead, so that a slow answer cannot turn the order check into a passed time.
    const ordered = await draft({})
    expect((await schedule(ordered, 'publish', inSeconds(120))).status).toBe(201)
    expect((await schedule(ordered, 'unpublish', inSeconds(60))).code).toBe('times-out-of-order')

    const author = await adminOfRole(cms, 'strapi-author')
    const id = await draft({})
    // Someone else's draft: an Author reads only their own (tests/integration/admin-routes.test.ts).
    expect((await view(id, author)).status).toBe(403)
    expect(await schedule(id, 'publish', inSeconds(60), author)).toMatchObject({ status: 403, code: 'forbidden' })
    const set = await schedule(id, 'publish', inSeconds(60))
    const removal = await fetch(`${cms.url}${SCHEDULE_PATH}/${set.view?.pending[0].id}`, {
      method: 'DELETE',
      headers: admin(author),
    })
    expect(removal.status).toBe(403)
    const removed = await fetch(`${cms.url}${SCHEDULE_PATH}/${set.view?.pending[0].id}`, {
      method: 'DELETE',
      headers: admin(),
    })
    expect(removed.status).toBe(204)
    expect((await view(id)).view?.pending).toEqual([])
    expect((await fetch(`${cms.url}${SCHEDULE_PATH}?model=api::post.post&documentId=${id}&locale=en`)).status).toBe(401)
  })

  it("refuses an editor in the interface language they picked, in the panels and in the Content Manager's own saves", async () => {
    const editor = await adminOfRole(cms, 'strapi-editor')
    const picked = await fetch(`${cms.url}/admin/users/me`, {
      method: 'PUT',
      headers: admin(editor),
      body: JSON.stringify({ preferedLanguage: 'fa' }),
    })
    expect(picked.status).toBe(200)
    const id = await draft({})
    const refusalOf = async (answer: Response) =>
      ((await answer.json()) as { error: { message: string; details: { errors?: { message: string }[] } } }).error
    expect((await schedule(id, 'publish', inSeconds(-60), editor)).message).toBe(EDITOR_REFUSALS.fa['time-passed'])

    // A save the Content Manager makes itself: the notice and the field's line are both Persian.
    const page = (title: string) =>
      fetch(`${cms.url}/content-manager/collection-types/api::page.page?locale=fa`, {
        method: 'POST',
        headers: admin(editor),
        body: JSON.stringify({ title, path: `jobs-${id.slice(0, 6)}` }),
      })
    expect((await page('فرصت‌ها')).status).toBe(201)
    const clash = await page('باز هم')
    expect(clash.status).toBe(400)
    const refused = await refusalOf(clash)
    expect(refused.message).toBe(`صفحهٔ دیگری به فارسی همین مسیر «jobs-${id.slice(0, 6)}» را دارد`)
    expect(refused.details.errors?.[0].message).toBe(EDITOR_REFUSALS.fa['path-taken.field'])

    // Someone who never picked a language is answered in English, as before.
    expect((await schedule(id, 'publish', inSeconds(-60))).message).toBe(EDITOR_REFUSALS.en['time-passed'])
  })

  it('carries out a time that passed while the CMS was stopped as soon as it is back', async () => {
    const id = await draft({})
    expect((await schedule(id, 'publish', inSeconds(3))).status).toBe(201)
    await cms.stop()
    await new Promise((resolve) => setTimeout(resolve, 3500))
    cms = await startTestCms({ port: cms.port, database: cms.database, env: { ...cms.env } })
    await logIn()
    expect(
      await until(
        () => state(id),
        (value) => value === 'published',
        10_000,
      ),
    ).toBe('published')
  })
})
