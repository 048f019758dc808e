/**
 * The CMS admin panel as the e2e specs use it: the stack's state global-setup wrote (the CMS's
 * address, its administrator) and a browser signed in to the panel as one admin user.
 */
import { readFileSync } from 'node:fs'
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { E2E_STACK_FILE, type E2eStackState } from './stack'

export const stackState = (): E2eStackState => JSON.parse(readFileSync(E2E_STACK_FILE, 'utf8')) as E2eStackState

/** The CMS's address and its administrator, as tests/support/cms-api.ts takes them. */
export const cmsAddress = () => {
  const { cmsUrl, cmsAdmin } = stackState()
  return { url: cmsUrl, env: { CMS_ADMIN_EMAIL: cmsAdmin.email, CMS_ADMIN_PASSWORD: cmsAdmin.password } }
}

/** A new browser context in the editors' zone, signed in to the admin panel: a desktop screen, or the one given. */
export async function signedInAdmin(
  browser: Browser,
  email: string,
  password: string,
  screen: BrowserContextOptions = { viewport: { width: 1400, height: 1000 } },
): Promise<Page> {
  const context = await browser.newContext({ ...screen, timezoneId: 'Asia/Tehran' })
  const page = await context.newPage()
  await page.goto(`${stackState().cmsUrl}/admin`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').first().fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin(?!\/auth)/)
  return page
}

/** Picks Persian as the signed-in admin user's interface language in their profile, as an editor does. */
export async function choosePersian(page: Page) {
  await page.goto(`${stackState().cmsUrl}/admin/me`)
  await page.getByRole('combobox', { name: 'Interface language' }).click()
  await page.getByRole('option', { name: 'فارسی' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
}
