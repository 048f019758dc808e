/** Members for browser tests: registered and confirmed through the served API, logged in through the screen. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { Inbox, linkIn } from '../tests/support/inbox'
import { E2E_INBOX_URL } from './stack'

const inbox = new Inbox(E2E_INBOX_URL)

export type Account = { email: string; username: string; password: string }

/** A new, confirmed account (`prefix` keeps test data recognisable). */
export async function confirmedAccount(request: APIRequestContext, prefix: string): Promise<Account> {
  const id = `${prefix}${Date.now().toString(36)}`
  const account = { email: `${id}@example.com`, username: `user_${id}`, password: 'first-pass-1' }
  expect(
    (await request.post('/api/user/register', { data: account, headers: { 'accept-language': 'en' } })).status(),
  ).toBe(201)
  const code = linkIn(await inbox.waitFor(account.email), 'confirm-account').searchParams.get('code')
  expect((await request.get(`/api/user/confirm-account?code=${code}`)).status()).toBe(200)
  return account
}

/** Logs `account` in on the English login screen and waits for the member's menu. */
export async function logIn(page: Page, account: Account) {
  await page.goto('/en/auth/login')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.locator('main').getByLabel('E-mail or username').fill(account.email)
  await page.locator('main').getByLabel('Password', { exact: true }).fill(account.password)
  await page.locator('main').getByRole('button', { name: 'Log in' }).click()
  await expect(page.locator('header').getByRole('button', { name: 'Account menu' })).toBeVisible()
}
