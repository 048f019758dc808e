/**
 * The newsletter on the served product (docs/decisions/0022-newsletter.md), in both languages, on
 * a phone and on a laptop: the footer's form says to check the inbox (nothing is subscribed yet);
 * the confirmation e-mail arrives in the page's language with an unsubscribe link and the
 * one-click List-Unsubscribe headers; the same address given again gets the same answer, is
 * stored once and sends no second e-mail; its link subscribes; the unsubscribe link in an e-mail
 * opens a page that unsubscribes only when its button is pressed; the notice stays on screen, one
 * at a time. An editor downloads the subscribers as CSV from the admin.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { Inbox, type InboxMessage } from '../tests/support/inbox'
import { persianMailProblems } from '../tests/support/persian-mail'
import { E2E_INBOX_URL, E2E_STACK_FILE, type E2eStackState } from './stack'

const inbox = new Inbox(E2E_INBOX_URL)
const stack = (): E2eStackState => JSON.parse(readFileSync(E2E_STACK_FILE, 'utf8')) as E2eStackState

const texts = {
  fa: {
    label: 'نشانی ایمیل شما',
    subscribe: 'عضویت',
    check: 'صندوق ایمیل خود را ببینید',
    sent: (email: string) => `پیوندی به ${email} فرستادیم؛ برای تأیید عضویت آن را باز کنید.`,
    confirmSubject: 'عضویت در خبرنامه را تأیید کنید',
    alreadySubject: 'شما عضو خبرنامه هستید',
    subscribed: 'عضو خبرنامه شدید',
    unsubscribed: 'عضویت شما لغو شد',
    unsubscribe: 'لغو عضویت',
    failed: 'این پیوند کار نکرد',
  },
  en: {
    label: 'Your e-mail address',
    subscribe: 'Subscribe',
    check: 'Check your inbox',
    sent: (email: string) => `We sent a link to ${email}: open it to confirm your subscription.`,
    confirmSubject: 'Confirm your newsletter subscription',
    alreadySubject: 'You are already subscribed',
    subscribed: 'You are subscribed',
    unsubscribed: 'You are unsubscribed',
    unsubscribe: 'Unsubscribe',
    failed: 'This link did not work',
  },
}

/** One admin login per worker: its token serves every download. */
let adminToken: string | undefined

/** The subscribers as an editor downloads them (the admin's CSV route), rows for `email`. */
async function csvRows(email: string): Promise<string[][]> {
  const { cmsUrl, cmsAdmin } = stack()
  if (!adminToken) {
    const login = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cmsAdmin),
    })
    adminToken = ((await login.json()) as { data: { token: string } }).data.token
  }
  const token = adminToken
  const csv = await (
    await fetch(`${cmsUrl}/newsletter/subscribers.csv`, { headers: { authorization: `Bearer ${token}` } })
  ).text()
  return csv
    .split('\r\n')
    .map((line) => line.split(','))
    .filter((row) => row[0] === email)
}

const linkIn = (mail: InboxMessage, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`https?://[^\\s"<>]+/newsletter/${page}/\\?token=[A-Za-z0-9._-]+`).exec(mail.text)
  if (!match) throw new Error(`no ${page} link in "${mail.subject}":\n${mail.text}`)
  return new URL(match[0])
}

async function subscribe(page: Page, locale: 'fa' | 'en', email: string) {
  const t = texts[locale]
  const footer = page.locator('footer')
  await footer.getByLabel(t.label).fill(email)
  await footer.getByRole('button', { name: t.subscribe }).click()
  const toasts = page.getByRole('region', { name: locale === 'fa' ? 'اعلان‌ها' : 'Notifications' })
  await expect(toasts.getByText(t.sent(email)).last()).toBeVisible()
  await expect(toasts.getByText(t.check).last()).toBeVisible()
  // The form's newest outcome replaces its earlier notification: one at a time.
  await expect(toasts.getByRole('listitem')).toHaveCount(1)
  // The notice is on screen, whole, whatever the width (retried: a repeated outcome re-renders it).
  await expect(toasts.getByText(t.sent(email)).last()).toBeInViewport({ ratio: 1 })
  await expect(footer.getByLabel(t.label)).toHaveValue('')
}

const WIDTHS = { fa: { width: 390, height: 844 }, en: { width: 1280, height: 800 } }

for (const locale of ['fa', 'en'] as const) {
  test.describe(`${locale} at ${WIDTHS[locale].width} px`, () => {
    test.use({ viewport: WIDTHS[locale] })

    test(`${locale}: subscribe → e-mail → confirm → unsubscribe; a second subscribe is answered the same and stored once`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const t = texts[locale]
      const email = `reader-${locale}-${Date.now().toString(36)}@example.com`
      await page.goto(`/${locale}/`)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

      await subscribe(page, locale, email)
      const confirmation = await inbox.waitFor(email, 1, 20_000)
      expect(confirmation.subject).toBe(t.confirmSubject)
      expect(confirmation.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=[^>]+>$/,
      )
      expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(linkIn(confirmation, 'confirm').pathname).toBe(`/${locale}/newsletter/confirm/`)
      if (locale === 'fa') expect(persianMailProblems(confirmation)).toEqual([])
      expect((await csvRows(email)).map((row) => row.slice(1, 3))).toEqual([[locale, 'pending']])

      // Again, before confirming (a double click, a retry): the same answer, one row, no second e-mail.
      await subscribe(page, locale, email)
      expect(await csvRows(email)).toHaveLength(1)

      await page.goto(linkIn(confirmation, 'confirm').toString())
      await expect(page.getByRole('status').getByRole('heading', { name: t.subscribed })).toBeVisible()
      expect((await csvRows(email)).map((row) => row[2])).toEqual(['subscribed'])

      // Again, once subscribed: the same answer, and an e-mail saying there is nothing to do.
      await page.goto(`/${locale}/posts/`)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      await subscribe(page, locale, email)
      const already = await inbox.waitFor(email, 2, 20_000)
      expect(already.subject).toBe(t.alreadySubject)
      if (locale === 'fa') expect(persianMailProblems(already)).toEqual([])
      expect(await csvRows(email)).toHaveLength(1)

      // The link in the last e-mail opens a page that asks: opening it unsubscribes no one.
      await page.goto(linkIn(already, 'unsubscribe').toString())
      const unsubscribe = page.getByRole('button', { name: t.unsubscribe, exact: true })
      await expect(unsubscribe).toBeVisible()
      expect((await csvRows(email)).map((row) => row[2])).toEqual(['subscribed'])
      await unsubscribe.click()
      await expect(page.getByRole('status').getByRole('heading', { name: t.unsubscribed })).toBeVisible()
      expect((await csvRows(email)).map((row) => row[2])).toEqual(['unsubscribed'])
      expect(await inbox.to(email)).toHaveLength(2)
      // The first e-mail's confirmation link no longer subscribes the address.
      await page.goto(linkIn(confirmation, 'confirm').toString())
      await expect(page.getByRole('alert').getByRole('heading', { name: t.failed })).toBeVisible()
      expect((await csvRows(email)).map((row) => row[2])).toEqual(['unsubscribed'])
    })
  })
}

test('a mail program unsubscribes in one click with the List-Unsubscribe header (RFC 8058)', async ({
  page,
  request,
}) => {
  const email = `one-click-${Date.now().toString(36)}@example.com`
  await page.goto('/en/')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await subscribe(page, 'en', email)
  const mail = await inbox.waitFor(email, 1, 20_000)
  const target = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'])![1]
  const answer = await request.post(target, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect({ status: answer.status(), body: await answer.json() }).toEqual({
    status: 200,
    body: { state: 'unsubscribed' },
  })
  expect((await csvRows(email)).map((row) => row[2])).toEqual(['unsubscribed'])
  // Opening the address of the header is not an unsubscribe (a link scanner must not unsubscribe anyone).
  expect((await request.get(target)).status()).toBe(405)
})

test('an editor downloads the subscribers as CSV from the admin', async ({ browser }) => {
  test.setTimeout(90_000)
  const { cmsUrl, cmsAdmin } = stack()
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true })
  const editor = await context.newPage()
  await editor.goto(`${cmsUrl}/admin`)
  await editor.getByLabel('Email').fill(cmsAdmin.email)
  await editor.getByLabel('Password').first().fill(cmsAdmin.password)
  await editor.getByRole('button', { name: 'Login' }).click()
  await editor.waitForURL(/\/admin(?!\/auth)/)
  await editor.goto(`${cmsUrl}/admin/content-manager/collection-types/api::newsletter-subscriber.newsletter-subscriber`)
  await expect(editor.getByRole('heading', { name: 'Newsletter subscriber' })).toBeVisible()
  // Strapi's guided tour greets an administrator's first visit to the Content Manager.
  const skipTour = editor.getByRole('button', { name: 'Skip' })
  if (await skipTour.isVisible()) await skipTour.click()
  const [download] = await Promise.all([
    editor.waitForEvent('download'),
    editor.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe('email,language,state,requestedAt,confirmedAt,unsubscribedAt,bouncedAt')
  await context.close()
})
