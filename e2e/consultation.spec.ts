/**
 * Booking a consultation in a real browser on the served product, in both languages, on a phone:
 * the home page's "Book a consultation" lands on the form of the contact page; an empty submit
 * names every missing field, lists them beside the button and focuses the first; the form sent
 * with only its required fields (a double tap) thanks the visitor, and the company's inbox and the
 * visitor's each get one e-mail in the page's language, Persian ones read as Persian text.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { Inbox } from '../tests/support/inbox'
import { persianMailProblems } from '../tests/support/persian-mail'
import { E2E_COMPANY_EMAIL, E2E_INBOX_URL, E2E_SITE_URL } from './stack'
import { inviteAdmin } from '../tests/support/cms-api'
import { localDay, offeredDays } from '../cms/src/rules/consultation'
import { editorDay } from '../cms/src/publishing/zoned-time'
import { cmsAddress, signedInAdmin, stackState } from './cms-admin'
import { PHONE } from './screens'

const inbox = new Inbox(E2E_INBOX_URL)

const texts = {
  en: {
    book: 'Book a consultation',
    heading: 'Book a consultation',
    name: 'Your name',
    email: 'E-mail',
    company: 'Company (optional)',
    service: 'Service',
    date: 'Preferred date',
    message: 'What would you like to test, and why now?',
    submit: 'Send request',
    required: "It's required",
    chooseService: 'Choose one of the services',
    chooseDate: 'Choose a day from the list',
    serviceName: 'Professional performance tests',
    thanks: (name: string) => `Thank you, ${name}`,
    confirmationSubject: 'We received your consultation request',
    requestSubject: (name: string) => `Consultation request from ${name}`,
  },
  fa: {
    book: 'درخواست مشاوره',
    heading: 'درخواست مشاوره',
    name: 'نام شما',
    email: 'ایمیل',
    company: 'شرکت (اختیاری)',
    service: 'خدمت مورد نظر',
    date: 'تاریخ پیشنهادی',
    message: 'چه چیزی را می‌خواهید بیازمایید و چرا اکنون؟',
    submit: 'ارسال درخواست',
    required: 'الزامی است',
    chooseService: 'یکی از خدمت‌ها را انتخاب کنید',
    chooseDate: 'یکی از روزهای فهرست را انتخاب کنید',
    serviceName: 'تست کارایی حرفه‌ای',
    thanks: (name: string) => `${name} عزیز، سپاسگزاریم`,
    confirmationSubject: 'درخواست مشاورهٔ شما رسید',
    requestSubject: (name: string) => `درخواست مشاوره از ${name}`,
  },
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

const form = (page: Page) => page.locator('section#book')

test.describe('on a phone', () => {
  test.use(PHONE)

  for (const locale of ['fa', 'en'] as const) {
    test(`${locale}: "Book a consultation" → the form → thank-you with only the required fields, and both e-mails arrive`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const t = texts[locale]
      const id = `${locale}${Date.now().toString(36)}`
      // Long, as company addresses are: the thank-you must wrap it on a phone.
      const email = `visitor.consultation.${id}@long-company-domain.example.com`
      const name = locale === 'fa' ? 'سارا احمدی' : 'Sara Ahmadi'
      const message = `${locale === 'fa' ? 'فروش ویژهٔ ماه آینده را داریم و آزمون بار می‌خواهیم.' : 'We have a big sale next month and need a load test.'} ${id}`

      await open(page, `/${locale}/`)
      await page.locator('main').getByRole('link', { name: t.book }).first().click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/pages/contact-us/#book$`))
      await expect(form(page).getByRole('heading', { name: t.heading })).toBeVisible()
      await expect(form(page).getByLabel(t.name)).toBeVisible()
      // The link lands on the form, not on the top of the page (it did not in Persian on phones).
      await page.waitForTimeout(500)
      expect(Math.round((await form(page).boundingBox())!.y)).toBeLessThan(120)

      // Nothing filled in: every required field says so, the optional one does not; the fields to
      // fix are listed beside the button and the first of them takes the focus.
      await form(page).getByRole('button', { name: t.submit }).click()
      await expect(form(page).getByText(t.required)).toHaveCount(3)
      await expect(form(page).getByText(t.chooseService)).toBeVisible()
      await expect(form(page).getByText(t.chooseDate)).toBeVisible()
      await expect(form(page).getByTestId('form-fixes').getByRole('link')).toHaveText([
        t.name,
        t.email,
        t.service,
        t.date,
        t.message,
      ])
      await expect(form(page).getByLabel(t.name)).toBeFocused()

      await form(page).getByLabel(t.name).fill(name)
      await form(page).getByLabel(t.email).fill(email)
      await form(page).getByLabel(t.service).selectOption({ label: t.serviceName })
      const days = await form(page).getByLabel(t.date).locator('option').allTextContents()
      expect(days.length).toBeGreaterThan(20)
      await form(page).getByLabel(t.date).selectOption({ index: 3 })
      await form(page).getByLabel(t.message).fill(message)
      // A double tap sends one request.
      await form(page).getByRole('button', { name: t.submit }).dblclick()

      const thanks = form(page).getByRole('status')
      // The answer waits on the CMS, which the other worker's admin walks and CI's load can slow
      // for seconds; a refusal of the request (the form's own alert, not a field's message, which
      // lags a choice by design) ends the wait at once and fails with its words.
      const refusal = form(page).locator('form > [role="alert"]')
      await expect(thanks.or(refusal).first()).toBeVisible({ timeout: 30_000 })
      expect(await refusal.allTextContents()).toEqual([])
      await expect(thanks.getByRole('heading', { name: t.thanks(name) })).toBeVisible()
      await expect(thanks.getByRole('heading', { name: t.thanks(name) })).toBeFocused()
      await expect(thanks).toContainText(email)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      expect(
        (await new AxeBuilder({ page }).analyze()).violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])

      const confirmation = await inbox.waitFor(email, 1, 20_000)
      expect(confirmation.subject).toBe(t.confirmationSubject)
      expect(confirmation.text).toContain(t.serviceName)
      const request = (await inbox.to(E2E_COMPANY_EMAIL)).find((item) => item.text.includes(message))
      expect(request?.subject).toBe(t.requestSubject(name))
      expect(request?.headers['reply-to']).toContain(email)
      if (locale === 'fa') {
        expect(persianMailProblems(confirmation, [name])).toEqual([])
        expect(persianMailProblems(request!, [name, message])).toEqual([])
      }
      await page.waitForTimeout(1_500)
      expect(await inbox.to(email)).toHaveLength(1)
      expect((await inbox.to(E2E_COMPANY_EMAIL)).filter((item) => item.text.includes(message))).toHaveLength(1)
    })
  }
})

test('the form before it is filled in: nothing to fix for axe, the honeypot out of reach of the keyboard', async ({
  page,
}) => {
  await open(page, '/en/pages/contact-us/')
  await expect(form(page).getByLabel('Your name')).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([])
  await form(page).getByLabel('What would you like to test, and why now?').focus()
  await page.keyboard.press('Tab')
  await expect(form(page).getByRole('button', { name: 'Send request' })).toBeFocused()
})

test('an editor sees how a request was handled and marks it spam in the CMS admin', async ({ browser }) => {
  test.setTimeout(90_000)
  const email = `handled-${Date.now().toString(36)}@example.com`
  // The first day the form offers (tomorrow, unless tomorrow is the office's weekend).
  const preferredDate = offeredDays(localDay(new Date()))[0]
  const sent = await fetch(`${E2E_SITE_URL}/api/consultation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Handled Check',
      email,
      service: 'performance',
      preferredDate,
      message: 'Please check how this request is handled.',
      locale: 'en',
    }),
  })
  expect(sent.status).toBe(201)
  // An editor of the editors' role: it may set this field and nothing else of a request.
  const editor = await inviteAdmin(cmsAddress(), 'strapi-editor')
  const page = await signedInAdmin(browser, editor.email, editor.password)
  const skipTour = page.getByRole('button', { name: 'Skip' })
  await page.addLocatorHandler(skipTour, () => skipTour.click())
  await page.goto(
    `${stackState().cmsUrl}/admin/content-manager/collection-types/api::consultation.consultation?_q=${encodeURIComponent(email)}`,
  )
  // The list shows what editors triage by: the request's status and language among them.
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('New')
  await expect(row).toContainText('English')
  // Its day as the edit view reads it ("Mon 7 Dec 2026"), not the browser's long US-ordered date.
  await expect(row).toContainText(editorDay(preferredDate, 'en'))
  await row.getByText(email).click()
  // Named `status`, the field read Strapi's own draft state and showed empty (ADR 0073).
  const handling = page.getByRole('combobox', { name: 'Status' })
  await expect(handling).toContainText('New', { timeout: 30_000 })
  // Its words run the way its own language does, whatever the admin's (a type without languages).
  await expect(page.locator('textarea[name="message"]')).toHaveAttribute('dir', 'ltr')
  await handling.click()
  await page.getByRole('option', { name: 'Spam', exact: true }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved document')).toBeVisible()
  await page.reload()
  await expect(handling).toContainText('Spam', { timeout: 30_000 })
  await page.context().close()
})
