/**
 * Readers' figures on the real system (docs/decisions/0057-analytics.md): the real Strapi
 * (compiled cms/, temporary database) and the /api/collect function in-process. A page's beacon is
 * taken and folded into its day's views and histograms; forged, oversized and out-of-range beacons
 * are refused or clamped; a reader who asked not to be tracked and a robot leave nothing (a client
 * over its rate is refused by the host before the function: server/site-server.test.ts); only the
 * site may write figures to the CMS; beacons taken while the
 * CMS restarts reach it afterwards; editors read them back per day, page, referrer and kind of
 * page, and per entry.
 */
import collect from '../../functions/collect.mjs'
import { pointFunctionsAt } from '../support/account-client'
import { jsonColumn, openDatabase, startTestCms, type Knex, type TestCms } from '../support/cms-process'
import { ANALYTICS_EVENTS_PATH, addToHistogram, quantileOf, type Histogram } from '../../cms/src/rules/analytics'
import { ANALYTICS_PATH, type AnalyticsView, type EntryAnalyticsView } from '../../cms/src/analytics/view'
import { adminOfRole, adminToken } from '../support/cms-api'

const POSTS = '/content-manager/collection-types/api::post.post'

jest.setTimeout(180_000)

let cms: TestCms
let db: Knex
let nextClient = 0

const view = (path: string, extra: Record<string, unknown> = {}) => ({
  path,
  locale: path.split('/')[1] || 'fa',
  device: 'phone',
  ...extra,
})

async function send(
  body: unknown,
  options: { ip?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<{ status: number; code?: string }> {
  nextClient += 1
  const response = await collect(
    new Request('http://localhost:8888/api/collect', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (Linux; Android 14)',
        ...options.headers,
      },
      body: options.raw ?? JSON.stringify(body),
    }),
    { ip: options.ip ?? `203.0.113.${nextClient % 250}` },
  )
  const text = await response.text()
  return {
    status: response.status,
    code: text ? (JSON.parse(text) as { error?: { code: string } }).error?.code : undefined,
  }
}

type DayRow = { day: string; path: string; locale: string; device: string; views: number; lcp: unknown; cls: unknown }
const dayRows = async (path: string) =>
  ((await db('analytics_days').select('*')) as DayRow[])
    .filter((row) => row.path === path)
    .map((row) => ({
      ...row,
      lcp: jsonColumn(row.lcp) as Histogram,
      cls: jsonColumn(row.cls) as Histogram,
    }))
const viewsOf = async (path: string) => (await dayRows(path)).reduce((sum, row) => sum + row.views, 0)

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

beforeAll(async () => {
  cms = await startTestCms({ env: { EDITOR_TIME_ZONE: 'Asia/Tehran' } })
  pointFunctionsAt(cms.url, cms.env)
  db = openDatabase(cms.database)
})

afterAll(async () => {
  await db?.destroy()
  await cms?.stop()
})

test("a page's beacon becomes its day's views and metrics, and the views themselves are let go", async () => {
  const path = '/fa/posts/taming-flaky-tests/'
  expect(
    await send({
      views: [
        view(path, { referrer: 'T.me', lcp: 1800, inp: 120, cls: 0.02, ttfb: 300 }),
        view('/fa/posts/', { referrer: 't.me' }),
      ],
    }),
  ).toEqual({ status: 202 })
  expect(await send({ views: [view(path, { lcp: 3100, cls: 0.3 })] })).toEqual({ status: 202 })
  const rows = await until(
    () => dayRows(path),
    (found) => found.reduce((sum, row) => sum + row.views, 0) === 2,
  )
  expect(rows).toHaveLength(1)
  const tehranDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date())
  expect(rows[0]).toMatchObject({ day: tehranDay, locale: 'fa', device: 'phone', views: 2 })
  const p75 = quantileOf('lcp', rows[0].lcp)!
  expect(p75).toBeGreaterThanOrEqual(3100)
  expect(p75).toBeLessThanOrEqual(3410)
  expect(await viewsOf('/fa/posts/')).toBe(1)
  expect(await db('analytics_referrers').select('domain', 'locale', 'views')).toEqual([
    { domain: 't.me', locale: 'fa', views: 2 },
  ])
  const waiting = async () => (await db('analytics_events').select('id')).length
  await until(waiting, (left) => left === 0)
  expect(await waiting()).toBe(0)
  // Nothing in the figures can tell one reader from another.
  const columns = Object.keys((await db('analytics_days').select('*'))[0] as object)
  expect(columns.filter((column) => /ip|agent|user|session|cookie|referrer/i.test(column))).toEqual([])
})

test('views of addresses the site does not have are taken but never counted', async () => {
  const real = '/en/posts/taming-flaky-tests/'
  const made = [
    '/fa/posts/buy-cheap-followers/',
    '/en/pages/nowhere/',
    '/fa/wp-admin/setup/',
    '/en/case-studies/no-client/',
  ]
  expect(await send({ views: [...made.map((path) => view(path)), view(real)] })).toEqual({ status: 202 })
  // The beacon's views reach the CMS in one batch and are folded in one run.
  expect(
    await until(
      () => viewsOf(real),
      (views) => views >= 1,
    ),
  ).toBeGreaterThanOrEqual(1)
  const waiting = async () => (await db('analytics_events').select('id')).length
  expect(await until(waiting, (left) => left === 0)).toBe(0)
  for (const path of made) expect({ path, views: await viewsOf(path) }).toEqual({ path, views: 0 })
})

test('forged, oversized and out-of-range beacons are refused or clamped; none is stored', async () => {
  const path = '/en/pages/about-us/'
  expect(await send({ views: [view(path, { visitorId: 'abc' })] })).toEqual({ status: 400, code: 'validation-failed' })
  expect(await send({ views: [view('/wp-login.php')] })).toEqual({ status: 400, code: 'validation-failed' })
  expect(await send({ views: [view(path, { inp: -5 })] })).toEqual({ status: 400, code: 'validation-failed' })
  expect(await send({ views: [view(path, { device: 'toaster' })] })).toEqual({ status: 400, code: 'validation-failed' })
  expect(await send({ views: [view(path, { locale: 'fa' })] })).toEqual({ status: 400, code: 'validation-failed' })
  expect(await send(null, { raw: '{"views": [' })).toEqual({ status: 400, code: 'invalid-json' })
  expect(await send(null, { raw: `{"views":[],"pad":"${'x'.repeat(4000)}"}` })).toEqual({
    status: 413,
    code: 'payload-too-large',
  })
  expect(await send({ views: [view(path, { lcp: 1e12, cls: 1e6 })] })).toEqual({ status: 202 })
  const rows = await until(
    () => dayRows(path),
    (found) => found.length > 0,
  )
  expect(rows.map((row) => row.views)).toEqual([1])
  expect(quantileOf('lcp', rows[0].lcp)).toBe(60_000)
  expect(quantileOf('cls', rows[0].cls)).toBe(10)
})

test('a reader who asked not to be tracked, and a robot, leave nothing', async () => {
  const path = '/en/case-studies/'
  expect(await send({ views: [view(path)] }, { headers: { 'sec-gpc': '1' } })).toEqual({ status: 204 })
  expect(await send({ views: [view(path)] }, { headers: { dnt: '1' } })).toEqual({ status: 204 })
  expect(
    await send({ views: [view(path)] }, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } }),
  ).toEqual({ status: 204 })
  expect(await send({ views: [view('/en/')] })).toEqual({ status: 202 })
  await until(
    () => viewsOf('/en/'),
    (views) => views > 0,
  )
  expect(await viewsOf(path)).toBe(0)
})

test('only the site may write figures to the CMS', async () => {
  const events = { events: [{ ...view('/en/'), at: Date.now() }] }
  for (const secret of [undefined, 'not-the-secret-at-all'])
    expect(
      (
        await fetch(new URL(ANALYTICS_EVENTS_PATH, cms.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(secret ? { 'x-cms-proxy-secret': secret } : {}) },
          body: JSON.stringify(events),
        })
      ).status,
    ).toBe(401)
})

test("the site's tallies: a minute of many readers is one row the CMS counts whole; a malformed tally is refused", async () => {
  const path = '/en/posts/taming-flaky-tests/'
  const store = (body: unknown) =>
    fetch(new URL(ANALYTICS_EVENTS_PATH, cms.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cms-proxy-secret': cms.env.CMS_PROXY_SECRET },
      body: JSON.stringify(body),
    })
  const lcp = [900, 1500, 2100, 4800].reduce<Histogram>(
    (histogram, value) => addToHistogram(histogram, 'lcp', value),
    {},
  )
  const minute = Math.floor(Date.now() / 60_000) * 60_000
  const tally = {
    ...view(path),
    device: 'desktop',
    referrer: 'news.ycombinator.com',
    at: minute,
    views: 500,
    histograms: { lcp },
  }
  const before = await viewsOf(path)
  for (const forged of [
    { ...tally, views: 3 },
    { ...tally, histograms: { cls: { 999: 1 } } },
    { ...tally, visitorId: 'abc' },
    { ...tally, locale: tally.locale === 'fa' ? 'en' : 'fa' },
  ]) {
    const refused = await store({ tallies: [forged] })
    expect(refused.status).toBe(400)
  }
  const stored = await store({ tallies: [tally] })
  expect(stored.status).toBe(202)
  expect(await stored.json()).toEqual({ data: { stored: 500 } })
  const rows = await until(
    () => dayRows(path),
    (found) => found.some((row) => row.device === 'desktop'),
  )
  const desktop = rows.find((row) => row.device === 'desktop')!
  expect(desktop.views).toBe(500)
  expect(await viewsOf(path)).toBe(before + 500)
  // p75 of the four measured: 2100 ms, to the top of its bucket.
  expect(quantileOf('lcp', desktop.lcp)).toBeGreaterThanOrEqual(2100)
  expect(quantileOf('lcp', desktop.lcp)).toBeLessThanOrEqual(2310)
  expect(await db('analytics_referrers').where({ domain: 'news.ycombinator.com' }).first('views')).toEqual({
    views: 500,
  })
})

test('beacons taken while the CMS restarts reach it once it is back', async () => {
  const path = '/fa/pages/contact-us/'
  const { port, database, env } = cms
  await cms.stop()
  expect(await send({ views: [view(path)] })).toEqual({ status: 202 })
  expect(await send({ views: [view(path)] })).toEqual({ status: 202 })
  cms = await startTestCms({ port, database, env: { ...env } })
  expect(
    await until(
      () => viewsOf(path),
      (views) => views === 2,
      60_000,
    ),
  ).toBe(2)
})

test("editors read the figures: each day's views per language, the most read pages by title, referrers, p75 per kind of page; a post's own", async () => {
  const token = await adminToken(cms)
  const admin = async (path: string, init: RequestInit = {}, bearer = token) => {
    const answer = await fetch(new URL(path, cms.url), {
      ...init,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    })
    return { status: answer.status, body: (await answer.json()) as { data: unknown; error?: { details?: unknown } } }
  }
  const slug = `figures-${Date.now().toString(36)}`
  const title = 'آزمون بار پیش از جمعهٔ سیاه'
  const made = await admin(`${POSTS}?locale=fa`, {
    method: 'POST',
    body: JSON.stringify({ title, slug, excerpt: 'چرا سامانه را زیر بار می‌بریم.', publishDate: '2026-11-29' }),
  })
  expect(made.status).toBe(201)
  const documentId = (made.body.data as { documentId: string }).documentId
  expect((await admin(`${POSTS}/${documentId}/actions/publish?locale=fa`, { method: 'POST' })).status).toBe(200)

  const path = `/fa/posts/${slug}/`
  for (const lcp of [1200, 1900, 2600, 5200])
    expect(
      await send({
        views: [view(path, { device: 'tablet', referrer: 'linkedin.com', lcp, inp: 80, cls: 0.01, ttfb: 200 })],
      }),
    ).toEqual({ status: 202 })
  await until(
    () => viewsOf(path),
    (views) => views === 4,
  )

  const site = await admin(`${ANALYTICS_PATH}?days=7`)
  expect(site.status).toBe(200)
  const figures = site.body.data as AnalyticsView
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date())
  expect(figures).toMatchObject({ timeZone: 'Asia/Tehran', days: 7, to: today })
  expect(figures.daily.map((entry) => entry.day)).toHaveLength(7)
  expect(figures.daily.at(-1)?.day).toBe(today)
  expect(figures.totals.fa).toBe(figures.daily.reduce((sum, entry) => sum + entry.views.fa, 0))
  expect(figures.totals.fa).toBeGreaterThanOrEqual(4)
  expect(figures.top.fa).toContainEqual({ path, views: 4, title, entry: { model: 'api::post.post', documentId } })
  expect(figures.top.en.every((page) => page.path.startsWith('/en/'))).toBe(true)
  expect(figures.referrers).toContainEqual({ domain: 'linkedin.com', views: 4 })
  // The other tests' readers are on phones: these four are the Persian posts' only tablet readers.
  const posts = figures.vitals.find(
    (group) => group.template === 'post' && group.locale === 'fa' && group.device === 'tablet',
  )
  // p75 of 1200, 1900, 2600 and 5200 ms is 2600 (to the top of its bucket, within a tenth).
  expect(posts?.metrics.lcp.p75).toBeGreaterThanOrEqual(2600)
  expect(posts?.metrics.lcp.p75).toBeLessThanOrEqual(2860)
  expect(posts?.metrics.lcp.rating).toBe('needs-improvement')
  expect(posts?.metrics.inp).toMatchObject({ rating: 'good' })

  const entry = await admin(`${ANALYTICS_PATH}/entry?model=api::post.post&documentId=${documentId}&locale=fa&days=28`)
  expect(entry.status).toBe(200)
  const own = entry.body.data as EntryAnalyticsView
  expect(own).toMatchObject({ path, total: 4, days: 28, to: today })
  expect(own.daily).toHaveLength(28)
  expect(own.metrics.lcp.samples).toBe(4)
  const english = await admin(`${ANALYTICS_PATH}/entry?model=api::post.post&documentId=${documentId}&locale=en`)
  expect(english.status).toBe(404)

  const wrongSpan = await admin(`${ANALYTICS_PATH}?days=5`)
  expect(wrongSpan.status).toBe(400)
  expect(JSON.stringify(wrongSpan.body.error?.details)).toContain('validation-failed')
  expect((await fetch(new URL(ANALYTICS_PATH, cms.url))).status).toBe(401)
  // An Author reads the site's figures, but not those of an entry they may not read.
  const author = await adminOfRole(cms, 'strapi-author')
  expect((await admin(`${ANALYTICS_PATH}?days=28`, {}, author)).status).toBe(200)
  expect(
    (await admin(`${ANALYTICS_PATH}/entry?model=api::post.post&documentId=${documentId}&locale=fa`, {}, author)).status,
  ).toBe(403)
})
