/**
 * How forms answer (issue [9], point 6). A toast never covers the form that raised it: the
 * footer's newsletter form scrolled to the bottom of the screen, where the toasts used to sit over
 * it, and a profile form taller than a phone's screen, where the pressed button must stay clear.
 * The avatar upload's progress bar is drawn in the theme's colours, not the browser's blue.
 */
import sharp from 'sharp'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { palettes } from '../src/theme'
import { confirmedAccount, logIn } from './members'

// A 1×1 red GIF.
const GIF = Buffer.from('R0lGODlhAQABAIAAAP8AAAAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
const hex = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16))

type Rect = { x: number; y: number; width: number; height: number }
const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** The toast's box, once it shows, and whether it overlaps `target`'s box at that moment. */
async function toastOver(page: Page, target: Locator) {
  const toast = page
    .getByRole('region', { name: /Notifications|اعلان‌ها/ })
    .locator('li')
    .first()
  await expect(toast).toBeVisible({ timeout: 5000 })
  const [toastBox, targetBox] = [await toast.boundingBox(), await target.boundingBox()]
  return { toastBox, targetBox, covers: intersects(toastBox!, targetBox!) }
}

for (const locale of ['fa', 'en'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${locale} ${viewport.width}px: the newsletter's toast leaves the newsletter form in view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await open(page, `/${locale}/`)
      const form = page.locator('footer form')
      // The form at the very bottom of the screen, where the toasts sit by default.
      await form.evaluate((element) => element.scrollIntoView({ block: 'end' }))
      await form.getByRole('textbox').fill('reader@example.com')
      await form.getByRole('button').click()
      const { covers, toastBox, targetBox } = await toastOver(page, form)
      expect({ covers, toastBox, targetBox }).toMatchObject({ covers: false })
    })
  }
}

test('a phone: the profile form fills the screen, and its toast spares the button just pressed', async ({
  page,
  request,
}) => {
  const account = await confirmedAccount(request, 'toast')
  await logIn(page, account)
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/en/user/profile')
  const save = page.locator('main').getByRole('button', { name: 'Save profile' })
  await page.locator('main').getByLabel('Display name').fill('Toast reader')
  await save.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  await save.click()
  const { covers, toastBox, targetBox } = await toastOver(page, save)
  expect({ covers, toastBox, targetBox }).toMatchObject({ covers: false })
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Successfully updated!')
})

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}: the avatar upload's progress bar is drawn in the theme's colours`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: mode })
    const account = await confirmedAccount(request, `bar${mode}`)
    await logIn(page, account)
    await open(page, '/en/user/avatar')
    // The upload is held half-way, so the bar can be looked at.
    let release = () => {}
    await page.route('**/api/user/me/avatar', async (route) => {
      await new Promise<void>((resolve) => (release = resolve))
      await route.abort()
    })
    await page
      .locator('main')
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: GIF })
    await page.locator('main').getByRole('button', { name: 'Upload avatar' }).click()
    const bar = page.locator('main progress')
    await expect(bar).toBeVisible()
    // The app sets the bar from the upload's progress events, which may still come (to 0 or 1):
    // a copy beside it (same class, same place in the page) is held at half and looked at.
    await bar.evaluate((element) => {
      const copy = element.cloneNode() as HTMLProgressElement
      copy.dataset.held = ''
      copy.value = 0.5
      element.after(copy)
    })
    const held = page.locator('main progress[data-held]')
    const { data, info } = await sharp(await held.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (x: number) => [
      ...data.subarray(
        (Math.floor(info.height / 2) * info.width + x) * info.channels,
        (Math.floor(info.height / 2) * info.width + x) * info.channels + 3,
      ),
    ]
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - expected[index]) <= 24)
    // English is left to right: filled on the left, empty on the right.
    const [filled, empty] = [pixel(Math.floor(info.width * 0.25)), pixel(Math.floor(info.width * 0.75))]
    expect(
      near(filled, hex(palettes[mode].primary)),
      `filled part ${filled} is the primary ${palettes[mode].primary}`,
    ).toBe(true)
    expect(near(empty, hex(palettes[mode].muted)), `empty part ${empty} is the muted ${palettes[mode].muted}`).toBe(
      true,
    )
    release()
  })
}
