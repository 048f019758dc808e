/**
 * Publishing as `npm start` wires it (scripts/start.ts): the real CMS's webhook calls the local
 * build hook, the site is rebuilt with `npm run build` and served whole by the site server, which
 * loads the new release beside the live one (server/start.ts). A reader polling the site's pages and calling its functions the whole time
 * never gets an error or a mix; a burst of edits is coalesced; a build that fails leaves the last
 * good site serving and says why. Each build reports to the CMS, and the admin panel (in
 * Chromium) tells the editor their edit is live. A reader who had the site open gets a full page
 * load on their next click once a new build is live (requirements §4).
 */
import { chromium } from '@playwright/test'
import { deployNotifier } from '../../server/publish/deploy-notifier'
import { Publishing, releasesDir } from '../../server/publish/publishing'
import { startBuildHook, type BuildHook } from '../../server/publish/build-hook'
import { PUBLISH_TIMING, type PublishStatus } from '../../server/publish/queue'
import { Stack, freePort } from '../../server/supervisor'
import { buildSite } from '../../scripts/lib/stack'
import { startSiteServer, type SiteServer } from '../../server/start'
import { posts } from '../../cms/src/seed/content'
import type { PublishingStatus } from '../../cms/src/publishing/deploy-status'
import { NOTIFICATIONS_PATH, STATUS_PATH } from '../../cms/src/rules/publishing-paths'
import { startTestCms, type TestCms } from '../support/cms-process'
import { addImageToPost, uploadImage, writerToken } from '../support/cms-api'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_LAUNCH } from '../support/chromium'

jest.setTimeout(900_000)

const SITE_URL = 'http://localhost:8896'
const CMS_PORT = 1346
const DEPLOY_NOTIFICATION_SECRET = 'live-test-deploy-notification-secret'
const stack = new Stack(path.join(mkdtempSync(path.join(os.tmpdir(), 'publish-logs-')), 'logs'))
const lines: string[] = []
let cms: TestCms
let hook: BuildHook
let deploys: Publishing
let server: SiteServer

/** Every answer a reader got while the test ran, from a loop that never stops reading. */
const reads: { path: string; status: number; complete: boolean }[] = []
let reading = true
/** Set while the test has stopped the CMS on purpose: the comment list then has nothing to answer from. */
let cmsStopped = false
let reader: Promise<void>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const postPath = (slug: string) => `/en/posts/${slug}/`

async function page(pathname: string): Promise<string> {
  const response = await fetch(`${SITE_URL}${pathname}`)
  const body = await response.text()
  reads.push({ path: pathname, status: response.status, complete: body.trimEnd().endsWith('</html>') })
  return body
}

/**
 * A visitor's calls to the functions: the session (answered without the CMS) and a post's comments
 * (read from it), each answered whole by the release being served.
 */
async function functionCall(pathname: string): Promise<void> {
  const response = await fetch(`${SITE_URL}${pathname}`)
  const body = await response.text()
  const whole = pathname === '/api/user/session' ? body === '{}' : /^\{"data":\[.*\],"meta":\{.*\}\}$/s.test(body)
  reads.push({ path: pathname.split('?')[0], status: response.status, complete: whole })
}

/** The post page's heading, as a reader sees it. */
async function postTitle(slug: string): Promise<string | undefined> {
  const heading = /<h1(?: [^>]*)?>([^<]*)<\/h1>/.exec(await page(postPath(slug)))?.[1]
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" }
  return heading?.replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => entities[entity])
}

const TEXT_IMAGE_ALT = 'Response times during the test (an image in the text)'

/** The addresses of the picture a post's text shows with TEXT_IMAGE_ALT (the img's and the sources' sizes). */
async function textPicture(locale: 'en' | 'fa', slug: string): Promise<string[]> {
  const html = await page(`/${locale}/posts/${slug}/`)
  const picture = (html.match(/<picture[^]*?<\/picture>/g) ?? []).find((markup) =>
    markup.includes(`alt="${TEXT_IMAGE_ALT}"`),
  )
  return picture ? [...new Set(picture.match(/[^\s",]*\/static\/[^\s",]+/g))] : []
}

/** Every address answers with an image from the site itself. */
async function expectServedImages(urls: string[]) {
  expect(urls.length).toBeGreaterThanOrEqual(4)
  for (const url of urls) {
    expect(url.startsWith('/static/')).toBe(true)
    const answer = await fetch(`${SITE_URL}${url}`)
    expect([url, answer.status, answer.headers.get('content-type')]).toEqual([
      url,
      200,
      expect.stringMatching(/^image\/(webp|png)/),
    ])
  }
}

async function status(): Promise<PublishStatus> {
  return (await fetch(hook.statusUrl).then((response) => response.json())) as PublishStatus
}

/** What the admin panel shows editors (GET /site-deploys/status as an administrator). */
async function cmsStatus(): Promise<PublishingStatus> {
  const login = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cms.env.CMS_ADMIN_EMAIL, password: cms.env.CMS_ADMIN_PASSWORD }),
  })
  const { data } = (await login.json()) as { data: { token: string } }
  const answer = await fetch(`${cms.url}${STATUS_PATH}`, { headers: { authorization: `Bearer ${data.token}` } })
  return ((await answer.json()) as { data: PublishingStatus }).data
}

async function retitle(slug: string, title: string) {
  const found = (await fetch(`${cms.url}/api/posts?locale=en&filters[slug][$eq]=${slug}`).then((response) =>
    response.json(),
  )) as { data: { documentId: string }[] }
  const answer = await fetch(`${cms.url}/api/posts/${found.data[0].documentId}?locale=en`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await writerToken(cms)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { title } }),
  })
  expect(answer.status).toBe(200)
}

/** Waits until the webhook calls have arrived and every build they asked for is done. */
/** Gives a post a new slug in one language, as an editor's publish does. */
async function reslug(locale: 'en' | 'fa', slug: string, renamed: string) {
  const found = (await fetch(`${cms.url}/api/posts?locale=${locale}&filters[slug][$eq]=${slug}`).then((response) =>
    response.json(),
  )) as { data: { documentId: string }[] }
  const answer = await fetch(`${cms.url}/api/posts/${found.data[0].documentId}?locale=${locale}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await writerToken(cms)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { slug: renamed } }),
  })
  expect(answer.status).toBe(200)
}

async function settled() {
  await sleep(3000)
  await deploys.current?.settled()
}

beforeAll(async () => {
  const log = (line: string) => lines.push(line)
  const report = deployNotifier({
    url: `http://127.0.0.1:${CMS_PORT}${NOTIFICATIONS_PATH}`,
    secret: DEPLOY_NOTIFICATION_SECRET,
    siteUrl: SITE_URL,
    log,
  })
  deploys = new Publishing(stack, log, {
    ...PUBLISH_TIMING,
    releasesDir: releasesDir('live'),
    report,
    mirror: true,
    standByAtStart: true,
  })
  hook = await startBuildHook({
    port: await freePort(),
    publisher: () => deploys.current,
    onTrigger: (what) => deploys.trigger(what),
  })
  cms = await startTestCms({
    port: CMS_PORT,
    env: { SITE_REBUILD_WEBHOOK_URL: hook.hookUrl, DEPLOY_NOTIFICATION_SECRET },
  })
  // HOST and PORT are the CMS's own; NODE_ENV is jest's "test".
  const { HOST: _host, PORT: _port, NODE_ENV: _mode, ...cmsEnv } = cms.env
  const env = { ...cmsEnv, SITE_URL }
  await buildSite(stack, env, { mirror: true })
  server = await startSiteServer(stack, { SITE_URL }, env, { release: await deploys.release(1) })
  deploys.attach(server, env, { build: 1, at: new Date() })
  const post = (await fetch(`${cms.url}/api/posts?locale=en&filters[slug][$eq]=${posts[0].slug}`).then((response) =>
    response.json(),
  )) as { data: { documentId: string }[] }
  const functionPaths = [
    '/api/user/session',
    `/api/comments?filters[post][documentId][$eq]=${post.data[0].documentId}&filters[post][locale][$eq]=en&pagination[pageSize]=10`,
  ]
  reader = (async () => {
    const slugs = posts.map((post) => post.slug)
    for (let i = 0; reading; i++) {
      await page(i % 3 === 0 ? '/en/' : postPath(slugs[i % slugs.length])).catch(() =>
        reads.push({ path: 'error', status: 0, complete: false }),
      )
      const call = functionPaths[cmsStopped ? 0 : i % 2]
      await functionCall(call).catch(() => reads.push({ path: `error ${call}`, status: 0, complete: false }))
      await sleep(100)
    }
  })()
})

afterAll(async () => {
  reading = false
  await reader
  deploys?.close()
  await hook?.close()
  await server?.stop()
  await stack.stopAll()
  await cms?.stop()
})

it('serves a published edit without a restart, while every read in between succeeds', async () => {
  // The seed's first boot called the hook for every entry: that build comes first.
  await settled()
  const before = await status()
  const post = posts[0]
  expect(await postTitle(post.slug)).toBe(post.en.title)
  const edited = `${post.en.title} (published live)`
  const publishedAt = Date.now()
  await retitle(post.slug, edited)
  const deadline = publishedAt + 120_000
  while ((await postTitle(post.slug)) !== edited && Date.now() < deadline) await sleep(250)
  const seconds = (Date.now() - publishedAt) / 1000
  console.log(`publish → served: ${seconds.toFixed(1)} s\n${lines.join('\n')}`)
  expect(await postTitle(post.slug)).toBe(edited)
  expect(seconds).toBeLessThan(60)
  expect(await status()).toMatchObject({ state: 'live', live: { build: before.builds + 1 }, failure: null })
  // The build's reports reach the CMS: the admin says the edit is live.
  let told = await cmsStatus()
  while ((told.state !== 'live' || told.lastChange?.title !== edited) && Date.now() < deadline)
    told = (await sleep(250), await cmsStatus())
  console.log(`publish → the CMS says live: ${((Date.now() - publishedAt) / 1000).toFixed(1)} s`)
  expect(told).toMatchObject({
    state: 'live',
    lastChange: { event: 'entry.publish', model: 'api::post.post', title: edited },
    live: { url: SITE_URL },
    failure: null,
    reporting: true,
  })
})

it('tells the editor in the admin panel, on the homepage and beside the post, that the edit is live', async () => {
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
    await page.goto(`${cms.url}/admin`)
    await page.getByLabel('Email').fill(cms.env.CMS_ADMIN_EMAIL)
    await page.getByLabel('Password').first().fill(cms.env.CMS_ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    const edited = `${posts[0].en.title} (published live)`
    const widget = page.locator('[data-testid=site-publishing][data-state=live]')
    await widget.waitFor({ timeout: 60_000 })
    const said = await widget.innerText()
    // On the editors' clock (the live stack's EDITOR_TIME_ZONE), 24-hour, the zone named.
    expect(said).toMatch(
      /^Live\s+The site is up to date: live since (\d{1,2} \w{3} \d{4}, )?\d{2}:\d{2}(:\d{2})? \([^)]+ Time\)\./,
    )
    expect(said).toContain(`Last change: “\u2068${edited}\u2069”`)

    const found = (await fetch(`${cms.url}/api/posts?locale=en&filters[slug][$eq]=${posts[0].slug}`).then((response) =>
      response.json(),
    )) as { data: { documentId: string }[] }
    await page.goto(
      `${cms.url}/admin/content-manager/collection-types/api::post.post/${found.data[0].documentId}?plugins[i18n][locale]=en`,
    )
    const panel = page.locator('[data-testid=site-publishing][data-state=live]')
    await panel.waitFor({ timeout: 60_000 })
    expect(await page.getByText('On the site', { exact: true }).count()).toBe(1)
    expect(await panel.innerText()).toContain(`Last change: “\u2068${edited}\u2069”`)

    // An edit saved as a draft, not published, is not called up to date: the panel says the site
    // shows the published version.
    const draft = await fetch(`${cms.url}/api/posts/${found.data[0].documentId}?locale=en&status=draft`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await writerToken(cms)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { excerpt: 'A draft sentence, not on the site yet.' } }),
    })
    expect(draft.status).toBe(200)
    await page.reload()
    await panel.getByText('Your latest edits are a draft, not on the site').waitFor({ timeout: 60_000 })
    expect(await panel.innerText()).toMatch(/The site is up to date with what is published: live since /)
  } finally {
    await browser.close()
  }
})

it("serves an image an editor put in a post's text from the site's own files, in the sizes and formats the build made", async () => {
  await settled()
  const post = posts[2]
  const file = await uploadImage(
    cms,
    'response-times.png',
    1600,
    800,
    TEXT_IMAGE_ALT,
    'p99 stayed under 300 ms until 4,000 users',
  )
  await addImageToPost(cms, post.slug, 'en', file)
  await addImageToPost(cms, post.slug, 'fa', file)
  const deadline = Date.now() + 120_000
  while (
    ((await textPicture('en', post.slug)).length === 0 || (await textPicture('fa', post.slug)).length === 0) &&
    Date.now() < deadline
  )
    await sleep(250)
  for (const locale of ['en', 'fa'] as const) {
    await expectServedImages(await textPicture(locale, post.slug))
    // The CMS's own path of the file (which the site does not serve) appears nowhere; the caption
    // the editor gave it in the media library is the figure's.
    const html = await page(`/${locale}/posts/${post.slug}/`)
    expect(html).not.toContain(file.url)
    expect(html).toContain('<figcaption>p99 stayed under 300 ms until 4,000 users</figcaption>')
  }
  // A reader's browser on a phone-sized screen loads it from the site, in a size made for the text's width.
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const reader = await browser.newPage({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 2 })
    await reader.goto(`${SITE_URL}/fa/posts/${post.slug}/`)
    const image = reader.getByRole('img', { name: TEXT_IMAGE_ALT })
    await image.scrollIntoViewIfNeeded()
    await reader.waitForFunction((alt) => {
      const element = document.querySelector(`img[alt="${alt}"]`) as HTMLImageElement | null
      return !!element && element.complete && element.naturalWidth > 0
    }, TEXT_IMAGE_ALT)
    const shown = await image.evaluate((element: HTMLImageElement) => ({
      src: element.currentSrc,
      naturalWidth: element.naturalWidth,
      width: element.getBoundingClientRect().width,
    }))
    expect(shown.src).toMatch(new RegExp(`^${SITE_URL}/static/.+\\.webp$`))
    expect(shown.naturalWidth).toBeLessThan(1600)
    expect(shown.width).toBeLessThanOrEqual(390)
  } finally {
    await browser.close()
  }
})

it('gives a reader who has the site open a full page load on their next click once a new build is live', async () => {
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const page = await browser.newPage()
    await page.goto(`${SITE_URL}/en/posts/`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    // A mark on the open document: a client-side navigation keeps it, a full page load does not.
    const mark = () => page.evaluate(() => ((window as unknown as { openSince?: number }).openSince = 1))
    const marked = () => page.evaluate(() => (window as unknown as { openSince?: number }).openSince === 1)
    await mark()
    await page.locator('main article a').first().click()
    await page.waitForURL(/\/en\/posts\/[^/]+\/$/)
    expect(await marked()).toBe(true)

    const post = posts[3]
    const edited = `${post.en.title} (a new build)`
    await retitle(post.slug, edited)
    const deadline = Date.now() + 120_000
    while ((await postTitle(post.slug)) !== edited && Date.now() < deadline) await sleep(250)
    expect(await postTitle(post.slug)).toBe(edited)
    // The reader comes back to the tab; the page reads the manifest and knows.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await page.waitForFunction(() => (window as unknown as { ___swUpdated?: boolean }).___swUpdated === true, null, {
      timeout: 10_000,
    })
    await page.locator('header a[href="/en/posts/"]').first().click()
    await page.waitForURL(/\/en\/posts\/$/)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(await marked()).toBe(false)
    // The new document starts on the new build and clicks stay in the page again.
    await mark()
    await page.locator('main article a').first().click()
    await page.waitForURL(/\/en\/posts\/[^/]+\/$/)
    expect(await marked()).toBe(true)
  } finally {
    await browser.close()
  }
})

it('coalesces the edits made while a build runs into one next build, which contains them all, a rename with its redirects included', async () => {
  await settled()
  const before = (await status()).builds
  const edits = posts.slice(0, 10).map((post, i) => ({ slug: post.slug, title: `${post.en.title} (burst ${i})` }))
  await retitle(edits[0].slug, edits[0].title)
  const building = Date.now() + 10_000
  while ((await status()).state !== 'building' && Date.now() < building) await sleep(100)
  for (const edit of edits.slice(1)) {
    await retitle(edit.slug, edit.title)
    await sleep(200)
  }
  // A post renamed in both languages in the same burst: its old addresses answer 301 once built.
  const renamed = posts[5]
  for (const locale of ['en', 'fa'] as const) await reslug(locale, renamed.slug, `${renamed.slug}-renamed`)
  const meanwhile = await status()
  expect(meanwhile).toMatchObject({ state: 'building', builds: before + 1 })
  expect(meanwhile.queuedChanges).toBeGreaterThan(0)
  await settled()
  const after = await status()
  console.log(`burst of ${edits.length} edits: ${after.builds - before} build(s)`)
  expect(after.builds - before).toBe(2)
  expect(after).toMatchObject({ state: 'live', failure: null })
  for (const edit of edits) expect(await postTitle(edit.slug)).toBe(edit.title)
  for (const locale of ['en', 'fa'] as const)
    for (const old of [`/${locale}/posts/${renamed.slug}/`, `/${locale}/posts/${renamed.slug}`]) {
      const answer = await fetch(`${SITE_URL}${old}`, { redirect: 'manual' })
      expect({ old, status: answer.status, to: answer.headers.get('location') }).toEqual({
        old,
        status: 301,
        to: expect.stringMatching(new RegExp(`/${locale}/posts/${renamed.slug}-renamed/$`)),
      })
    }
  // The image in a post's text survives rebuilds from the warm cache: the edited English post's and
  // the Persian one's, which did not change.
  for (const locale of ['en', 'fa'] as const) await expectServedImages(await textPicture(locale, posts[2].slug))
})

it('keeps serving the last good site when a build fails, and says why', async () => {
  await settled()
  const lastGood = (await status()).live
  cmsStopped = true
  // A comment list call already sent finishes first.
  await sleep(2000)
  await cms.stop()
  expect((await fetch(hook.hookUrl, { method: 'POST' })).status).toBe(200)
  await settled()
  const failed = await status()
  expect(failed).toMatchObject({
    state: 'failed',
    live: lastGood,
    failure: {
      reason: expect.stringMatching(/^the CMS at http:\/\/127\.0\.0\.1:1346 does not answer \(ECONNREFUSED\)/),
    },
  })
  expect(lines.join('\n')).toMatch(
    new RegExp(
      `#${failed.failure?.build} failed after [\\d.]+ s: the CMS at .* does not answer .*; build #${lastGood?.build} stays live`,
    ),
  )
  expect(await postTitle(posts[0].slug)).toBe(`${posts[0].en.title} (burst 0)`)
})

it('never gave a reader an error or a cut page', () => {
  const calls = (pathname: string) => reads.filter((read) => read.path === pathname).length
  console.log(
    `${reads.length} reads (${calls('/api/user/session')} session and ${calls('/api/comments')} comment list calls) while the site was rebuilt and replaced, none failed`,
  )
  expect(reads.length).toBeGreaterThan(100)
  expect(calls('/api/user/session')).toBeGreaterThan(50)
  expect(calls('/api/comments')).toBeGreaterThan(50)
  expect(reads.filter((read) => read.status !== 200 || !read.complete)).toEqual([])
})
