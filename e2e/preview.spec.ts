/**
 * Draft preview in a real browser on the served product (docs/decisions/0020-draft-preview.md):
 * an editor opens a draft post from the CMS admin's Preview button, in English and in Persian,
 * and sees it drawn by the site in the admin's frame, with its cover and blocks; the preview page
 * is never cached or indexed and may be framed only by the CMS; an altered, unsigned or expired
 * link shows why there is nothing to see, and reads nothing.
 */
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type BrowserContext, type FrameLocator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { previewUrl } from '../cms/src/preview/link'
import { E2E_SITE_URL, E2E_STACK_FILE, type E2eStackState } from './stack'

const stack = () => JSON.parse(readFileSync(E2E_STACK_FILE, 'utf8')) as E2eStackState

const TITLES = { en: 'Draft: ramp-up notes from the lab', fa: 'پیش‌نویس: یادداشت‌های افزایش بار از آزمایشگاه' }
const HEADINGS = { en: 'How the ramp went', fa: 'افزایش بار چگونه پیش رفت' }
const BANNERS = { en: 'Preview of the draft: not published.', fa: 'پیش‌نمایش پیش‌نویس: منتشر نشده است' }

async function cms<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const { cmsUrl, cmsToken } = stack()
  const response = await fetch(`${cmsUrl}${path}`, { ...init, headers: { authorization: `Bearer ${cmsToken}`, ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...(init.headers ?? {}) } })
  return { status: response.status, body: (await response.json().catch(() => null)) as T }
}

/** An editor's unpublished post in both languages, with a cover (made through the CMS's API, as the editor would in the admin). */
async function draftPost(): Promise<string> {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f6feb' } }).png().toBuffer()
  const form = new FormData()
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'preview-cover.png')
  const uploaded = await cms<{ id: number }[]>('/api/upload', { method: 'POST', body: form })
  expect(uploaded.status).toBe(201)
  const cover = uploaded.body[0].id
  const suffix = Date.now().toString(36)
  const content = (locale: 'en' | 'fa') => [{ type: 'heading', level: 2, children: [{ type: 'text', text: HEADINGS[locale] }] }, { type: 'paragraph', children: [{ type: 'text', text: locale === 'en' ? 'Latency stayed flat until 3,000 users.' : 'تأخیر تا ۳٬۰۰۰ کاربر ثابت ماند.' }] }]
  const created = await cms<{ data: { documentId: string } }>('/api/posts?locale=en&status=draft', { method: 'POST', body: JSON.stringify({ data: { title: TITLES.en, slug: `ramp-notes-${suffix}`, publishDate: '2026-11-21', cover, content: content('en') } }) })
  expect(created.status).toBe(201)
  const id = created.body.data.documentId
  const persian = await cms(`/api/posts/${id}?locale=fa&status=draft`, { method: 'PUT', body: JSON.stringify({ data: { title: TITLES.fa, slug: `ramp-fa-${suffix}`, publishDate: '2026-11-21', cover, content: content('fa') } }) })
  expect(persian.status).toBe(200)
  return id
}

let draft: string
test.beforeAll(async () => {
  draft = await draftPost()
})

/** The admin panel logged in; one login per worker (Strapi limits admin logins per address and e-mail). */
let adminSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined
async function loggedInEditor(browser: Browser): Promise<Page> {
  const { cmsUrl, cmsAdmin } = stack()
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, storageState: adminSession })
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
  await expect(frame.getByRole('heading', { level: 2, name: HEADINGS[locale] })).toBeVisible()
  const cover = frame.locator('article picture img').first()
  await expect(cover).toBeVisible()
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await expect(frame.locator('html')).toHaveAttribute('lang', locale)
}

for (const locale of ['en', 'fa'] as const) {
  test(`${locale}: the editor opens the draft from the CMS admin's Preview button and sees it drawn by the site`, async ({ browser }) => {
    test.setTimeout(120_000)
    const editor = await loggedInEditor(browser)
    await editor.goto(`${stack().cmsUrl}/admin/content-manager/collection-types/api::post.post/${draft}?plugins[i18n][locale]=${locale}`)
    await editor.getByRole('link', { name: 'Open preview' }).or(editor.getByRole('button', { name: 'Open preview' })).click({ timeout: 60_000 })
    const frame = editor.frameLocator(`iframe[src^="${E2E_SITE_URL}/${locale}/preview/"]`)
    await expectDraftShown(frame, locale)
    // Nothing of the draft on the site itself.
    const published = await fetch(`${E2E_SITE_URL}/${locale}/posts/`).then((answer) => answer.text())
    expect(published).not.toContain(TITLES[locale])
    await editor.context().close()
  })
}

test('the preview page opened on its own: noindex, never cached, framed only by the CMS, accessible', async ({ page }) => {
  const { cmsUrl, previewSecret } = stack()
  const link = previewUrl(E2E_SITE_URL, previewSecret, 'api::post.post', { documentId: draft, locale: 'en', status: 'draft' })!
  const draftCall = page.waitForResponse((response) => response.url().includes('/api/preview'))
  const answer = await page.goto(link)
  const headers = answer!.headers()
  expect(headers['x-robots-tag']).toBe('noindex, nofollow')
  // Browsers let frame-ancestors decide over the X-Frame-Options every static file carries.
  expect(headers['content-security-policy']).toContain(`frame-ancestors ${new URL(cmsUrl).origin}`)
  // The draft itself is never stored by a cache. (The page holds no content; netlify dev sets its
  // own Cache-Control on files, Netlify sends the page's `no-store` from _headers.)
  const draftHeaders = (await draftCall).headers()
  expect({ cache: draftHeaders['cache-control'], robots: draftHeaders['x-robots-tag'] }).toEqual({ cache: 'no-store', robots: 'noindex, nofollow' })
  await expectDraftShown(page, 'en')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([])
  // Every other page may be framed by nobody.
  const home = await page.request.get(`${E2E_SITE_URL}/en/`)
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})

for (const [name, change, message] of [
  ['without its signature', (url: URL) => url.searchParams.delete('signature'), 'This preview link is not valid: open the preview again from the CMS'],
  ['for another document', (url: URL) => url.searchParams.set('id', 'aaaaaaaaaaaaaaaaaaaaaaaa'), 'This preview link is not valid: open the preview again from the CMS'],
  ['after its time', null, 'This preview link has expired: open the preview again from the CMS'],
] as const) {
  test(`a preview link ${name} shows why there is nothing to see, and nothing of the draft`, async ({ page }) => {
    const { previewSecret } = stack()
    const now = change ? Date.now() : Date.now() - 2 * 3600_000
    const url = new URL(previewUrl(E2E_SITE_URL, previewSecret, 'api::post.post', { documentId: draft, locale: 'en', status: 'draft' }, now)!)
    change?.(url)
    const call = page.waitForResponse((response) => response.url().includes('/api/preview'))
    await page.goto(url.toString())
    expect((await call).status()).toBe(403)
    await expect(page.getByRole('alert')).toHaveText(message)
    await expect(page.getByText(TITLES.en)).toHaveCount(0)
  })
}
