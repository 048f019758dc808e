/**
 * An edition from the CMS admin, on the served product (docs/decisions/0051-newsletter-editions.md):
 * readers subscribe and confirm through the site; an editor opens a published Persian post, sees
 * how many Persian subscribers it will go to, previews the e-mail, sends it after a confirmation
 * and sees it sent; each confirmed Persian reader gets one Persian e-mail (right to left, the
 * Persian date), English, pending and unsubscribed readers get nothing; a second send asks again.
 * An Author sees the panel without a way to send, and the CMS refuses the Author's send.
 *
 * Sending mails every confirmed Persian subscriber of the stack, other specs' readers too: this
 * spec runs after the product's specs (its own project in playwright.config.ts).
 */
import { expect, test, type Page } from '@playwright/test'
import { Inbox, type InboxMessage } from '../tests/support/inbox'
import { adminToken, inviteAdmin } from '../tests/support/cms-api'
import { persianMailProblems } from '../tests/support/persian-mail'
import { EDITIONS_PATH } from '../cms/src/rules/newsletter-paths'
import type { EditionsView } from '../cms/src/newsletter/edition-view'
import { E2E_INBOX_URL, E2E_SITE_URL } from './stack'
import { cmsAddress, signedInAdmin, stackState } from './cms-admin'

const inbox = new Inbox(E2E_INBOX_URL)
const POSTS = '/content-manager/collection-types/api::post.post'
const TITLE = 'آزمون بار پیش از جمعهٔ سیاه'

async function admin<T>(token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${stackState().cmsUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const text = await answer.text()
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T }
}

/** A post written by the holder of `token`, its Persian version published by the administrator. */
async function publishedPost(token: string, slug: string, title = TITLE): Promise<string> {
  const made = await admin<{ data: { documentId: string } }>(token, 'POST', `${POSTS}?locale=fa`, {
    title,
    slug,
    excerpt: 'چرا سامانه را پیش از روز پرترافیک زیر بار می‌بریم.',
    publishDate: '2026-11-29',
  })
  expect(made.status).toBe(201)
  const id = made.body.data.documentId
  const published = await admin(await adminToken(cmsAddress()), 'POST', `${POSTS}/${id}/actions/publish?locale=fa`)
  expect(published.status).toBe(200)
  return id
}

const linkToken = (mail: InboxMessage) => {
  const match = /\/newsletter\/confirm\/\?token=([A-Za-z0-9._-]+)/.exec(mail.text)
  if (!match) throw new Error(`no confirm link in "${mail.subject}"`)
  return match[1]
}

/** A reader as the footer form and the e-mailed link make one (the form itself: newsletter.spec.ts). */
async function reader(locale: 'fa' | 'en', state: 'subscribed' | 'pending' | 'unsubscribed', tag: string) {
  const email = `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  const site = (path: string, init: RequestInit) => fetch(`${E2E_SITE_URL}${path}`, init)
  const json = { 'content-type': 'application/json' }
  const asked = await site('/api/newsletter', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, locale }),
  })
  expect(asked.status).toBe(202)
  const mail = await inbox.waitFor(email, 1, 20_000)
  if (state === 'pending') return email
  const token = linkToken(mail)
  const confirmed = await site('/api/newsletter/confirm', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  })
  expect(confirmed.status).toBe(200)
  if (state === 'unsubscribed') {
    const target = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'])![1]
    const gone = await fetch(target, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) })
    expect(gone.status).toBe(200)
  }
  return email
}

async function openPost(page: Page, id: string) {
  await page.goto(`${stackState().cmsUrl}/admin${POSTS}/${id}?plugins[i18n][locale]=fa`)
  // Strapi's guided tour greets a first visit to the Content Manager.
  const skipTour = page.getByRole('button', { name: 'Skip' })
  if (await skipTour.isVisible().catch(() => false)) await skipTour.click()
  await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible({ timeout: 30_000 })
}

test('an editor sends a Persian post from its edit view: one Persian e-mail to each Persian subscriber, none to anyone else', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const persian = [await reader('fa', 'subscribed', 'edition-fa'), await reader('fa', 'subscribed', 'edition-fa')]
  const others = [
    await reader('en', 'subscribed', 'edition-en'),
    await reader('fa', 'pending', 'edition-pending'),
    await reader('fa', 'unsubscribed', 'edition-gone'),
  ]
  const token = await adminToken(cmsAddress())
  const post = await publishedPost(token, `black-friday-load-${Date.now().toString(36)}`)
  const { body } = await admin<{ data: EditionsView }>(token, 'GET', `${EDITIONS_PATH}?documentId=${post}&locale=fa`)
  const count = body.data.subscribers
  expect(count).toBeGreaterThanOrEqual(persian.length)

  const { cmsAdmin } = stackState()
  const editor = await signedInAdmin(browser, cmsAdmin.email, cmsAdmin.password)
  await openPost(editor, post)
  const panel = editor.getByTestId('site-newsletter')
  await expect(panel).toContainText(`${count} Persian subscribers confirmed now`)
  // The preview opens at a mail program's width, in a dialog over the edit view.
  await panel.getByRole('button', { name: 'Preview the e-mail' }).click()
  const dialog = editor.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible()
  const frame = dialog.locator('iframe[title="The e-mail as subscribers get it"]')
  // Measured once the dialog has finished opening (it grows into place).
  await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(560)
  const preview = frame.contentFrame()
  await expect(preview.getByRole('heading', { name: TITLE })).toBeVisible()
  await expect(preview.locator('[dir="rtl"]').first()).toBeAttached()
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()

  await panel.getByRole('button', { name: 'Send a test to me' }).click()
  await expect(panel.getByRole('status')).toContainText(`Test sent to ${cmsAdmin.email}`)

  await panel.getByRole('button', { name: `Send to ${count} Persian subscribers…` }).click()
  const confirm = panel.getByRole('group', { name: 'Confirm sending' })
  await expect(confirm).toContainText(`Send this post to ${count} Persian subscribers? It cannot be called back.`)
  await confirm.getByRole('button', { name: 'Send now' }).click()
  await expect(panel.getByTestId('newsletter-edition')).toContainText(`Sent to ${count} of ${count}`, {
    timeout: 60_000,
  })
  // What went out is said once: the test's line is gone.
  await expect(panel).not.toContainText('Test sent to')

  for (const address of persian) {
    const mails = await inbox.to(address)
    // The confirmation, then the edition: once.
    expect(mails.map((mail) => mail.subject).slice(1)).toEqual([TITLE])
    const edition = mails[1]
    expect(edition.html).toContain('dir="rtl"')
    expect(edition.html).toContain('۸ آذر ۱۴۰۵')
    expect(persianMailProblems(edition)).toEqual([])
  }
  for (const address of others) expect((await inbox.to(address)).map((mail) => mail.subject)).not.toContain(TITLE)

  // Sent once already: the panel says so and asks again; cancelling sends nothing.
  await panel.getByRole('button', { name: 'Send again…' }).click()
  await expect(confirm).toContainText('This post was already sent (edition 1).')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  expect((await inbox.to(persian[0])).length).toBe(2)
  await editor.context().close()
})

test('an Author sees the newsletter panel of their published post with no way to send it', async ({ browser }) => {
  test.setTimeout(90_000)
  const author = await inviteAdmin(cmsAddress(), 'strapi-author')
  const post = await publishedPost(author.token, `author-post-${Date.now().toString(36)}`, 'نوشتهٔ یک نویسنده')
  const page = await signedInAdmin(browser, author.email, author.password)
  await openPost(page, post)
  const panel = page.getByTestId('site-newsletter')
  await expect(panel).toContainText('Only editors who may publish this post can send it to subscribers.')
  await expect(panel.getByRole('button', { name: /^Send (to|again)/ })).toHaveCount(0)
  const refused = await admin<{ error: { status: number } }>(author.token, 'POST', EDITIONS_PATH, {
    documentId: post,
    locale: 'fa',
  })
  expect(refused.status).toBe(403)
  await page.context().close()
})
