/**
 * Everything that opens over the page (the phone's menu panel, the header's popovers, the member's
 * menu, notifications) stays inside the screen and can be used, at the widths readers have — a
 * small phone, a common phone, a laptop — in both directions, signed out and signed in. The
 * member's menu once opened off a phone's screen in both languages (issue [13]).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { siteInfo } from '../cms/src/seed/content'
import { confirmedAccount, type Account } from './members'

const WIDTHS = [320, 390, 1280] as const
const LOCALES = ['fa', 'en'] as const
const WIDE = 896
const texts = {
  fa: {
    menu: 'باز کردن منو',
    close: 'بستن منو',
    account: 'منوی حساب کاربری',
    profile: 'نمایه',
    signOut: 'خروج',
    login: 'ورود',
    signup: 'ثبت‌نام',
    subscribe: 'عضویت',
    notifications: 'اعلان‌ها',
    checkInbox: 'صندوق ایمیل خود را ببینید',
  },
  en: {
    menu: 'Open menu',
    close: 'Close menu',
    account: 'Account menu',
    profile: 'Profile',
    signOut: 'Sign out',
    login: 'Log in',
    signup: 'Sign up',
    subscribe: 'Subscribe',
    notifications: 'Notifications',
    checkInbox: 'Check your inbox',
  },
}

let member: Account

test.beforeAll(async ({ request }) => {
  member = await confirmedAccount(request, 'overlay')
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForFunction(() => !document.querySelector('header [data-session="unknown"]'))
}

/** Inside the viewport, and what a press at its middle lands on is the element itself. */
async function expectUsable(item: Locator, width: number, what: string) {
  await expect(item, what).toBeVisible()
  const box = (await item.boundingBox())!
  expect({ what, left: Math.floor(box.x) >= 0, right: Math.ceil(box.x + box.width) <= width }).toEqual({
    what,
    left: true,
    right: true,
  })
  const hit = await item.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return !!top && (top === element || element.contains(top))
  })
  expect({ what, reachable: hit }).toEqual({ what, reachable: true })
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const locale of LOCALES) {
      test(`${locale}: the menus, popovers and notifications stay on screen, signed out and in`, async ({ page }) => {
        const t = texts[locale]
        const header = page.locator('header')
        for (const signedIn of [false, true]) {
          const state = signedIn ? 'signed in' : 'signed out'
          if (signedIn) {
            const login = await page.request.post('/api/user/login', {
              data: { identifier: member.email, password: member.password },
            })
            expect(login.status()).toBe(200)
          }
          await open(page, `/${locale}/`)
          // The round buttons of the bar stay round however crowded it is (English at 320 px squeezed them).
          const buttonSizes = await header.locator('a[aria-keyshortcuts]').evaluate((search) =>
            [...search.parentElement!.children]
              .filter((child) => child.tagName === 'A' || child.tagName === 'BUTTON')
              .map((button) => button.getBoundingClientRect())
              .filter((box) => box.width > 0)
              .map((box) => `${Math.round(box.width)}×${Math.round(box.height)}`),
          )
          expect(buttonSizes.length, `${state}: the bar's buttons`).toBeGreaterThanOrEqual(2)
          expect(new Set(buttonSizes), `${state}: the bar's buttons`).toEqual(new Set(['40×40']))
          let area: Locator = header
          if (width < WIDE) {
            await header.getByRole('button', { name: t.menu }).click()
            area = page.getByTestId('mobile-panel')
            await expectUsable(area, width, `${state}: the menu panel`)
            for (const link of siteInfo[locale].headerLinks)
              await expectUsable(
                area.getByRole('link', { name: link.label, exact: true }),
                width,
                `${state}: ${link.label}`,
              )
          } else {
            for (const link of siteInfo[locale].headerLinks.filter((candidate) => candidate.items?.length)) {
              const trigger = header.getByRole('link', { name: link.label, exact: true })
              await trigger.hover()
              const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
              await expectUsable(panel, width, `${state}: the ${link.label} popover`)
              for (const item of link.items ?? [])
                await expectUsable(panel.getByRole('link', { name: item.label }), width, `${state}: ${item.label}`)
              await page.mouse.move(width / 2, 700)
              await expect(panel).toBeHidden()
            }
          }
          if (!signedIn) {
            await expectUsable(
              area.getByRole('link', { name: t.login, exact: true }),
              width,
              `${state}: the login button`,
            )
            // Sign-up beside it (issue [19]), on the phone's panel and in the wide header alike.
            await expectUsable(
              area.getByRole('link', { name: t.signup, exact: true }),
              width,
              `${state}: the signup button`,
            )
            // A notification: the newsletter's "check your inbox".
            if (width < WIDE) await header.getByRole('button', { name: t.close }).click()
            const footer = page.locator('footer')
            // A long address, as one word: it must wrap inside the notification, not run off the screen.
            const address = `overlay.notification.${locale}.${width}.${Date.now().toString(36)}@long-company-domain.example.com`
            await footer.getByRole('textbox').fill(address)
            await footer.getByRole('button', { name: t.subscribe }).click()
            const notification = page
              .getByRole('region', { name: t.notifications })
              .getByRole('listitem')
              .filter({ hasText: t.checkInbox })
              .first()
            await expectUsable(notification, width, `${state}: the notification`)
            // Whole on the screen (a wrapped address is text to read, not a target to press).
            await expect(notification.getByText(address), `${state}: the address`).toBeInViewport({ ratio: 1 })
            continue
          }
          await area.getByRole('button', { name: t.account }).click()
          const menu = area.getByRole('menu')
          await expectUsable(menu, width, `${state}: the account menu`)
          for (const name of [t.profile, t.signOut])
            await expectUsable(menu.getByRole('menuitem', { name }), width, `${state}: ${name}`)
          await menu.getByRole('menuitem', { name: t.profile }).click()
          await expect(page).toHaveURL(new RegExp(`/${locale}/user/profile/$`))
          await page.request.post('/api/user/logout')
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      })
    }
  })
}
