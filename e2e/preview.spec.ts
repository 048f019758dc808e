/**
 * A draft in the editor's hands, in a real browser on the served product. Preview
 * (docs/decisions/0020-draft-preview.md):
 * an editor opens a draft post from the CMS admin's Preview button, in English and in Persian,
 * and sees it rendered by the site's server in the admin's frame, with its cover and blocks (with
 * scripts off too); the preview page is never cached or indexed and may be framed only by the CMS;
 * an altered, unsigned, moved or expired link shows why there is nothing to see, and reads nothing.
 * Scheduling (docs/decisions/0031-scheduled-publishing.md): a publish time typed in Tehran time
 * from a browser in Berlin is shown on the editors' clock and the browser's, listed on the
 * admin's homepage, and removed (carrying it out is tests/integration/build-status.test.ts's);
 * Strapi's lists and edit view show and take their times on the same clock.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { zipFunction } from '@netlify/zip-it-and-ship-it'
import extractZip from 'extract-zip'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type BrowserContext, type FrameLocator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { previewUrl } from '../cms/src/rules/preview-link'
import { E2E_SITE_URL, E2E_STACK_FILE, type E2eStackState } from './stack'
import { ROOT } from '../server/root'

const stack = () => JSON.parse(readFileSync(E2E_STACK_FILE, 'utf8')) as E2eStackState

const TITLES = { en: 'Draft: ramp-up notes from the lab', fa: 'پیش‌نویس: یادداشت‌های افزایش بار از آزمایشگاه' }
const HEADINGS = { en: 'How the ramp went', fa: 'افزایش بار چگونه پیش رفت' }
const BANNERS = { en: 'Preview of the draft: not published.', fa: 'پیش‌نمایش پیش‌نویس: منتشر نشده است' }

async function cms<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const { cmsUrl, cmsToken } = stack()
  const response = await fetch(`${cmsUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${cmsToken}`,
      ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...(init.headers ?? {}),
    },
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as T }
}

/** An editor's unpublished post in both languages, with a cover (made through the CMS's API, as the editor would in the admin). */
async function draftPost(): Promise<string> {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'preview-cover.png')
  const uploaded = await cms<{ id: number }[]>('/api/upload', { method: 'POST', body: form })
  expect(uploaded.status).toBe(201)
  const cover = uploaded.body[0].id
  const suffix = Date.now().toString(36)
  const content = (locale: 'en' | 'fa') => [
    { type: 'heading', level: 2, children: [{ type: 'text', text: HEADINGS[locale] }] },
    {
      type: 'paragraph',
      children: [
        {
          type: 'text',
          text: locale === 'en' ? 'Latency stayed flat until 3,000 users.' : 'تأخیر تا ۳٬۰۰۰ کاربر ثابت ماند.',
        },
      ],
    },
  ]
  const created = await cms<{ data: { documentId: string } }>('/api/posts?locale=en&status=draft', {
    method: 'POST',
    body: JSON.stringify({
      data: {
        title: TITLES.en,
        slug: `ramp-notes-${suffix}`,
        publishDate: '2026-11-21',
        cover,
        content: content('en'),
      },
    }),
  })
  expect(created.status).toBe(201)
  const id = created.body.data.documentId
  const persian = await cms(`/api/posts/${id}?locale=fa&status=draft`, {
    method: 'PUT',
    body: JSON.stringify({
      data: { title: TITLES.fa, slug: `ramp-fa-${suffix}`, publishDate: '2026-11-21', cover, content: content('fa') },
    }),
  })
  expect(persian.status).toBe(200)
  return id
}

let draft: string
test.beforeAll(async () => {
  draft = await draftPost()
})

/** The admin panel logged in; one login per worker (Strapi limits admin logins per address and e-mail). */
let adminSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined
async function loggedInEditor(browser: Browser, timezoneId?: string): Promise<Page> {
  const { cmsUrl, cmsAdmin } = stack()
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    storageState: adminSession,
    timezoneId,
  })
  const editor = await context.newPage()
  if (adminSession) return editor
  await editor.goto(`${cmsUrl}/admin`)
  await editor.getByLabel('Email').fill(cmsAdmin.email)
  await editor.getByLabel('Password').first().fill(cmsAdmin.password)
  await editor.getByRole('button', { name: 'Login' }).click()
  await editor.waitForURL(/\/admin(?!\/auth)/)
  adminSession = await context.storageState()
  return editor
}

async function expectDraftShown(frame: FrameLocator | Page, locale: 'en' | 'fa') {
  await expect(frame.getByRole('heading', { level: 1, name: TITLES[locale] })).toBeVisible({ timeout: 30_000 })
  await expect(frame.getByRole('note')).toContainText(BANNERS[locale])
  // Styled by the page's own stylesheets (they come with the shell): the banner's frame, the post's column.
  await expect(frame.getByRole('note')).toHaveCSS('border-top-style', 'solid')
  await expect(frame.locator('article').first()).not.toHaveCSS('max-width', 'none')
  await expect(frame.getByRole('heading', { level: 2, name: HEADINGS[locale] })).toBeVisible()
  const cover = frame.locator('article picture img').first()
  await expect(cover).toBeVisible()
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  await expect(frame.locator('html')).toHaveAttribute('lang', locale)
}

for (const locale of ['en', 'fa'] as const) {
  test(`${locale}: the editor opens the draft from the CMS admin's Preview button and sees it drawn by the site`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const editor = await loggedInEditor(browser)
    await editor.goto(
      `${stack().cmsUrl}/admin/content-manager/collection-types/api::post.post/${draft}?plugins[i18n][locale]=${locale}`,
    )
    await editor
      .getByRole('link', { name: 'Open preview' })
      .or(editor.getByRole('button', { name: 'Open preview' }))
      .click({ timeout: 60_000 })
    const frame = editor.frameLocator(`iframe[src^="${E2E_SITE_URL}/${locale}/preview/"]`)
    await expectDraftShown(frame, locale)
    // Nothing of the draft on the site itself.
    const published = await fetch(`${E2E_SITE_URL}/${locale}/posts/`).then((answer) => answer.text())
    expect(published).not.toContain(TITLES[locale])
    await editor.context().close()
  })
}

test('the editor schedules the draft in Tehran time from a browser in Berlin on a 24-hour clock, sees it on both clocks, on the homepage, in the list and in an edit view, and removes it', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const editor = await loggedInEditor(browser, 'Europe/Berlin')
  await editor.goto(
    `${stack().cmsUrl}/admin/content-manager/collection-types/api::post.post/${draft}?plugins[i18n][locale]=en`,
  )
  const day = editor.getByLabel('Publish at', { exact: true })
  await day.waitFor({ timeout: 60_000 })
  // Tomorrow in Tehran, 17:30 there (UTC+03:30 all year): 14:00 UTC, and Berlin's clock then.
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Tehran' })
  const inBerlin = new Date(`${tomorrow}T14:00:00Z`).toLocaleTimeString('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  })
  await day.fill(tomorrow)
  // The browser's own time input would be 12-hour in an American browser; the panel takes a 24-hour time.
  const time = editor.getByRole('textbox', { name: 'Time' }).first() // publish's; unpublish's follows
  await expect(time).toHaveValue('09:00')
  await time.fill('5 PM')
  await expect(editor.getByText('Write the time on a 24-hour clock, as 17:30')).toBeVisible()
  await expect(editor.getByRole('button', { name: 'Schedule publish' })).toBeDisabled()
  await time.fill('17:30')
  await editor.getByRole('button', { name: 'Schedule publish' }).click()
  const pending = editor.getByTestId('scheduled-publish')
  await expect(pending).toContainText('17:30 (Iran Standard Time)')
  await expect(pending).toContainText("On this computer's clock")
  await expect(pending).toContainText(inBerlin)
  await expect(editor.getByText('Publishes', { exact: true })).toBeFocused()
  // The admin's homepage lists it, and leads back to the entry.
  await editor.goto(`${stack().cmsUrl}/admin`)
  const widget = editor.getByTestId('scheduled-widget')
  await expect(widget).toContainText('17:30 (Iran Standard Time)', { timeout: 30_000 })
  // Strapi's lists write their times on the same clock, not Berlin's: a reader's newsletter request, just made.
  const inTehran = () =>
    new Date().toLocaleTimeString('en-GB', {
      timeZone: 'Asia/Tehran',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
  const email = `clock-${Date.now().toString(36)}@example.com`
  const before = inTehran()
  const asked = await fetch(`${E2E_SITE_URL}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, locale: 'en' }),
  })
  expect(asked.status).toBe(202)
  const after = inTehran()
  await editor.goto(
    `${stack().cmsUrl}/admin/content-manager/collection-types/api::newsletter-subscriber.newsletter-subscriber?_q=${encodeURIComponent(email)}`,
  )
  await expect(editor.getByRole('row').filter({ hasText: email })).toContainText(
    new RegExp(`(${before}|${after}):\\d{2} \\(Iran Standard Time\\)`),
    { timeout: 30_000 },
  )
  await expect(editor.getByRole('row').filter({ hasText: email })).toContainText('Waiting for confirmation')
  // And the language its editions are in (Strapi had hidden it, ADR 0074).
  await expect(editor.getByRole('row').filter({ hasText: email })).toContainText('English')
  // So do its edit view's date-and-time fields, where Strapi's picker showed Berlin's 12-hour clock.
  // Strapi's guided tour greets an administrator's first visit to the Content Manager.
  const skipTour = editor.getByRole('button', { name: 'Skip' })
  await editor.addLocatorHandler(skipTour, () => skipTour.click())
  await editor.getByRole('row').filter({ hasText: email }).getByText(email).click()
  const askedTime = editor.getByRole('textbox', { name: 'Asked at: time' })
  await expect(askedTime).toHaveValue(new RegExp(`^(${before}|${after})$`), { timeout: 30_000 })
  await expect(editor.getByLabel(/^Asked at\*?$/)).toHaveValue(
    new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Tehran' }),
  )
  // Its state is named, where the select showed the stored value ("pending").
  await expect(editor.getByRole('combobox', { name: 'State' })).toContainText('Waiting for confirmation')
  const confirmedDay = editor.getByLabel(/^Confirmed at$/)
  const confirmedTime = editor.getByRole('textbox', { name: 'Confirmed at: time' })
  await confirmedDay.fill(tomorrow)
  // Typed key by key, "2400" passes through "240" (02:40): refused at the end, nothing of it is kept.
  await confirmedTime.fill('')
  await confirmedTime.pressSequentially('2400')
  await expect(editor.getByTestId('editor-clock-kept')).toContainText('empty')
  await confirmedTime.fill('5 PM')
  await expect(editor.getByText('Write the time on a 24-hour clock, as 17:30')).toBeVisible()
  await expect(editor.getByTestId('editor-clock-kept')).toContainText('saving keeps')
  await confirmedTime.fill('17:30')
  await expect(editor.getByText("On this computer's clock").last()).toContainText(inBerlin)
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(editor.getByText('Saved document')).toBeVisible()
  await editor.reload()
  await expect(confirmedTime).toHaveValue('17:30', { timeout: 30_000 })
  await expect(confirmedDay).toHaveValue(tomorrow)
  await expect(editor.getByText(/17:30 \(Iran Standard Time\)/)).toBeVisible()
  await editor.goto(`${stack().cmsUrl}/admin`)
  // This run's draft: a run stopped half-way on the same stack leaves its own behind.
  await widget
    .getByRole('link', { name: TITLES.en })
    .and(widget.locator(`a[href*="${draft}"]`))
    .click()
  await expect(pending).toContainText('17:30 (Iran Standard Time)', { timeout: 30_000 })
  await pending.getByRole('button', { name: 'Remove this time' }).click()
  await expect(pending).toHaveCount(0)
  await expect(day).toBeFocused()
  await editor.context().close()
})

test('the preview page opened on its own: rendered on the server, noindex, never cached, framed only by the CMS, accessible', async ({
  page,
  browser,
}) => {
  const { cmsUrl, previewSecret } = stack()
  const link = previewUrl(E2E_SITE_URL, previewSecret, 'api::post.post', {
    documentId: draft,
    locale: 'en',
    status: 'draft',
  })!
  const answer = await page.goto(link)
  expect(answer!.status()).toBe(200)
  const headers = answer!.headers()
  expect({ cache: headers['cache-control'], robots: headers['x-robots-tag'] }).toEqual({
    cache: 'no-store',
    robots: 'noindex, nofollow',
  })
  // Browsers let frame-ancestors decide over an X-Frame-Options (netlify dev adds _headers' to every answer; e2e/netlify-dev.spec.ts).
  expect(headers['content-security-policy']).toContain(`frame-ancestors ${new URL(cmsUrl).origin}`)
  await expectDraftShown(page, 'en')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([])
  // The HTML itself holds the draft, and the page runs no script but the colour mode's (in the policy).
  const html = await answer!.text()
  expect(html).toContain(`<h1 class="`)
  expect(html).toContain(TITLES.en)
  expect(html).not.toMatch(/<script[^>]*\bsrc=/)
  expect(html.match(/<script/g)).toHaveLength(1)
  // The same with scripts off: nothing of it is drawn in the browser.
  const noScripts = await browser.newContext({ javaScriptEnabled: false })
  const bare = await noScripts.newPage()
  await bare.goto(link)
  await expectDraftShown(bare, 'en')
  await noScripts.close()
  // The language link stays in the preview: the same draft in Persian, signed like this link.
  const persian = page.locator('header').getByRole('link', { name: 'Language: فارسی' })
  await expect(persian).toHaveAttribute(
    'href',
    new RegExp(
      `^/fa/preview/\\?kind=post&id=${draft}&locale=fa&status=draft&expires=${new URL(link).searchParams.get('expires')}&signature=`,
    ),
  )
  await persian.click()
  await expectDraftShown(page, 'fa')
  // Every other page may be framed by nobody, and the empty shell holds nothing of a draft.
  const home = await page.request.get(`${E2E_SITE_URL}/en/`)
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const shell = await page.request.get(`${E2E_SITE_URL}/en/preview/shell/`)
  expect(shell.status()).toBe(200)
  expect(await shell.text()).not.toContain(TITLES.en)
})

test('the Persian home page previews in its own language, right to left', async ({ page }) => {
  const { previewSecret } = stack()
  const home = await cms<{ data: { documentId: string } }>('/api/home?locale=fa')
  expect(home.status).toBe(200)
  await page.goto(
    previewUrl(E2E_SITE_URL, previewSecret, 'api::home.home', {
      documentId: home.body.data.documentId,
      locale: 'fa',
      status: 'draft',
    })!,
  )
  await expect(page.getByRole('note')).toContainText(BANNERS.fa)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('main article, main section').first()).toBeVisible()
})

for (const [name, change, message, status] of [
  [
    'without its signature',
    (url: URL) => url.searchParams.delete('signature'),
    'This preview link is not valid: open the preview again from the CMS',
    403,
  ],
  [
    'for another document',
    (url: URL) => url.searchParams.set('id', 'aaaaaaaaaaaaaaaaaaaaaaaa'),
    'This preview link is not valid: open the preview again from the CMS',
    403,
  ],
  [
    'moved to the Persian preview',
    (url: URL) => (url.pathname = '/fa/preview/'),
    'این پیوند پیش‌نمایش معتبر نیست: پیش‌نمایش را دوباره از سامانهٔ مدیریت محتوا باز کنید.',
    403,
  ],
  ['after its time', null, 'This preview link has expired: open the preview again from the CMS', 403],
] as const) {
  test(`a preview link ${name} shows why there is nothing to see, and nothing of the draft`, async ({ page }) => {
    const { previewSecret } = stack()
    const now = change ? Date.now() : Date.now() - 2 * 3600_000
    const url = new URL(
      previewUrl(
        E2E_SITE_URL,
        previewSecret,
        'api::post.post',
        { documentId: draft, locale: 'en', status: 'draft' },
        now,
      )!,
    )
    change?.(url)
    const answer = await page.goto(url.toString())
    expect({ status: answer!.status(), cache: answer!.headers()['cache-control'] }).toEqual({
      status,
      cache: 'no-store',
    })
    await expect(page.getByRole('alert')).toHaveText(message)
    await expect(page.getByText(TITLES.en)).toHaveCount(0)
    // Nothing to follow into the other language: its link is that language's home.
    await expect(page.locator('header a[hreflang]').first()).toHaveAttribute(
      'href',
      url.pathname.startsWith('/fa/') ? '/en/' : '/fa/',
    )
  })
}

test('a preview of a version that does not exist says there is nothing to preview', async ({ page }) => {
  const { previewSecret } = stack()
  const answer = await page.goto(
    previewUrl(E2E_SITE_URL, previewSecret, 'api::post.post', {
      documentId: draft,
      locale: 'en',
      status: 'published',
    })!,
  )
  expect(answer!.status()).toBe(404)
  await expect(page.getByRole('alert')).toHaveText(
    'There is nothing to preview: the document or its version in this language does not exist',
  )
})

test('the preview function as Netlify packages it renders from its own files', async () => {
  // Netlify's build bundles each function with zip-it-and-ship-it after the site build (the file
  // tracer for v2 functions): the zip must hold the build's renderer and the React it requires, and
  // load on this Node without the project around it. The shell comes from the site under test, its configured SITE_URL.
  const out = mkdtempSync(path.join(os.tmpdir(), 'preview-zip-'))
  const zipped = await zipFunction(path.join(ROOT, 'functions', 'preview-page.mts'), out, {
    basePath: ROOT,
    repositoryRoot: ROOT,
  })
  expect(zipped?.runtimeAPIVersion).toBe(2)
  await extractZip(zipped!.path, { dir: path.join(out, 'function') })
  const { previewSecret } = stack()
  const link = new URL(
    previewUrl(
      E2E_SITE_URL,
      previewSecret,
      'api::post.post',
      { documentId: draft, locale: 'en', status: 'draft' },
      Date.now() - 2 * 3600_000,
    )!,
  )
  const script = `const { default: handler } = await import('./functions/preview-page.mjs')
const answer = await handler(new Request(${JSON.stringify(link.toString())}))
process.stdout.write(JSON.stringify({ status: answer.status, html: await answer.text() }))`
  const env = {
    PATH: process.env.PATH,
    CMS_URL: stack().cmsUrl,
    SITE_URL: E2E_SITE_URL,
    SESSION_SECRET: 's'.repeat(40),
    CMS_PROXY_SECRET: 'x'.repeat(20),
    PREVIEW_API_TOKEN: 't'.repeat(40),
    PREVIEW_SECRET: previewSecret,
    NODE_ENV: 'production',
  }
  const result = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(out, 'function'),
      env,
      encoding: 'utf8',
    }),
  ) as { status: number; html: string }
  expect(result.status).toBe(403)
  expect(result.html).toContain('<p role="alert" class="')
  expect(result.html).toContain('This preview link has expired: open the preview again from the CMS')
  rmSync(out, { recursive: true, force: true })
})
