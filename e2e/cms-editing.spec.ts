/**
 * Editors writing in the CMS admin (issue [25]): a Persian entry's text fields run right to left
 * and an English entry's left to right, in the edit view and in the list of entries of each
 * language; the slug and the date keep left to right in both. An editor who picks Persian in their
 * profile gets our panels in Persian, with Persian digits and Solar Hijri days.
 */
import { expect, test } from '@playwright/test'
import { posts } from '../cms/src/seed/content'
import { FIELD_LABELS, SYSTEM_FIELD_LABELS } from '../cms/src/bootstrap/field-labels'
import { strapiDefaultsFa, strapiFa } from '../cms/src/admin/translations/strapi-fa'
import { editorDay } from '../cms/src/publishing/zoned-time'
import { EDITOR_REFUSALS } from '../cms/src/rules/editor-refusals'
import { adminToken, inviteAdmin } from '../tests/support/cms-api'
import { choosePersian, cmsAddress, signedInAdmin, stackState } from './cms-admin'
import { PHONE } from './screens'

const PERSIAN_DIGIT = /[۰-۹]/

test('a Persian post’s title, excerpt and text run right to left; its English version’s left to right', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const { cmsUrl, cmsToken, cmsAdmin } = stackState()
  const found = (await (
    await fetch(`${cmsUrl}/api/posts?filters[slug][$eq]=${encodeURIComponent(posts[0].slug)}&locale=fa`, {
      headers: { authorization: `Bearer ${cmsToken}` },
    })
  ).json()) as { data: { documentId: string }[] }
  const editor = await signedInAdmin(browser, cmsAdmin.email, cmsAdmin.password)
  const direction = (selector: string) =>
    editor
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).direction)
  for (const [locale, dir] of [
    ['fa', 'rtl'],
    ['en', 'ltr'],
  ] as const) {
    await editor.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::post.post/${found.data[0].documentId}?plugins[i18n][locale]=${locale}`,
    )
    const skipTour = editor.getByRole('button', { name: 'Skip' })
    if (await skipTour.isVisible().catch(() => false)) await skipTour.click()
    await expect(editor.locator('input[name="title"]')).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => direction('input[name="title"]')).toBe(dir)
    expect(await direction('textarea[name="excerpt"]')).toBe(dir)
    expect(await direction('form [contenteditable="true"]')).toBe(dir)
    expect(await direction('input[name="slug"]')).toBe('ltr')
    expect(await direction('input[name="publishDate"]')).toBe('ltr')
    // The heading naming the entry by its title reads in the title's direction.
    expect(await direction('main h1')).toBe(dir)
    // The globe beside a field with a value per language: a tooltip, and no native title of
    // "[object Object]" beside it.
    await expect(editor.locator('[title="[object Object]"]')).toHaveCount(0)
    // This editor's interface is English: Strapi's arrows as drawn.
    expect(
      await editor
        .getByRole('link', { name: 'Back' })
        .locator('svg')
        .evaluate((svg) => getComputedStyle(svg).transform),
    ).toBe('none')

    // The list of posts in that language: its title column, not its slug column.
    await editor.goto(`${cmsUrl}/admin/content-manager/collection-types/api::post.post?plugins[i18n][locale]=${locale}`)
    const row = editor.locator('tbody tr').first()
    await expect(row).toBeVisible({ timeout: 30_000 })
    const column = async (name: string) =>
      (await editor.locator('thead th').allTextContents()).findIndex((text) => text.trim() === name)
    const cellDirection = async (name: string) =>
      row
        .locator(':scope > td')
        .nth(await column(name))
        .evaluate((cell) => getComputedStyle(cell).direction)
    // Headed by their English labels (cms/src/bootstrap/field-labels.ts): this editor's interface is English.
    const labels = FIELD_LABELS['api::post.post']
    await expect.poll(() => cellDirection(labels.title.en)).toBe(dir)
    expect(await cellDirection(labels.slug.en)).toBe('ltr')
  }
  await editor.context().close()
})

test('a Persian browser’s first visit finds the admin’s login in Persian, and a wrong password refused in Persian', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fa-IR' })
  const page = await context.newPage()
  await page.goto(`${stackState().cmsUrl}/admin`)
  await expect(page.getByRole('heading', { name: strapiFa['Auth.form.welcome.title'] })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByLabel(strapiFa['Auth.form.email.label']).fill(stackState().cmsAdmin.email)
  await page.getByLabel(strapiFa['global.password']).first().fill('not-the-password-1')
  await page.getByRole('button', { name: strapiFa['Auth.form.button.login'] }).click()
  await expect(page.getByText(EDITOR_REFUSALS.fa['wrong-credentials'])).toBeVisible()
  await context.close()
})

test('an editor who picks Persian in their profile gets Strapi’s daily screens and the site’s panels in Persian, right to left', async ({
  browser,
}) => {
  // The longest walk of the admin (list, filters, Media Library, edit view, a phone): under CI's load its steps take several times what they take alone.
  test.setTimeout(180_000)
  const { cmsUrl } = stackState()
  // An editor of their own: the language is kept on the admin user, and other specs read the administrator's English.
  const editor = await inviteAdmin(cmsAddress(), 'strapi-editor')
  const page = await signedInAdmin(browser, editor.email, editor.password)
  await choosePersian(page)
  // Strapi's own screens too, laid out right to left.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('button', { name: 'ذخیره' })).toBeVisible()

  await page.goto(`${cmsUrl}/admin`)
  await expect(page.getByRole('heading', { name: /^سلام / })).toBeVisible({ timeout: 30_000 })
  // Strapi's release news, above every page of the admin, is closed for editors (ADR 0075).
  await expect(page.getByText(strapiFa['app.components.MediaLibraryBanner.intro'].trim())).toHaveCount(0)
  const publishing = page.getByTestId('site-publishing')
  await expect(page.getByRole('heading', { name: 'انتشار سایت' })).toBeVisible()
  // This stack's builds do not report to the CMS: the status says so, in Persian.
  await expect(publishing.getByRole('status')).toContainText('ساخت‌های سایت')
  await expect(page.getByTestId('readers-widget')).toContainText('بازدید در ۷ روز گذشته')

  await page.getByRole('link', { name: 'خوانندگان' }).first().click()
  await expect(page.getByRole('heading', { name: 'خوانندگان', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: '۲۸ روز گذشته' })).toHaveAttribute('aria-pressed', 'true')
  // The days are the editors' (Tehran's, named in Persian), whatever the browser's zone.
  await expect(page.getByText(/روزها به وقت عادی ایران/)).toBeVisible()
  await expect(page.getByTestId('readers-views')).toContainText(PERSIAN_DIGIT)
  await expect(page.getByTestId('readers-vitals')).toContainText('سرعت صفحه‌ها برای خوانندگان')

  // The Media Library's cards cut a long Latin file name at its end: its first letter stays in view.
  await page.goto(`${cmsUrl}/admin/plugins/upload`)
  const fileNames = page.getByTestId('assets-grid').getByText(/\.(jpe?g|png|webp)$/)
  await expect(fileNames.first()).toBeVisible({ timeout: 30_000 })
  // Of every name on the first page (other specs' uploads among them), those cut short.
  const cutNames = await fileNames.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => {
        const range = document.createRange()
        const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!
        range.setStart(text, 0)
        range.setEnd(text, 1)
        const [letter, box] = [range.getBoundingClientRect(), element.getBoundingClientRect()]
        return {
          name: element.textContent,
          firstLetterInView: letter.left >= box.left - 1 && letter.right <= box.right + 1,
        }
      }),
  )
  expect(cutNames.length).toBeGreaterThan(0)
  expect(cutNames.filter((name) => !name.firstLetterInView)).toEqual([])

  // The Content Manager names our fields in Persian, and the list still runs each column its own way.
  // The list shows published posts: a filter's value is named as its option is, not by its stored
  // value `published` (cms/patches/@strapi+admin+5.54.0.patch).
  const labels = FIELD_LABELS['api::post.post']
  await page.goto(
    `${cmsUrl}/admin/content-manager/collection-types/api::post.post?plugins[i18n][locale]=fa&filters[$and][0][__status][$eq]=published`,
  )
  await expect(page.locator('thead th').filter({ hasText: labels.title.fa })).toBeVisible({ timeout: 30_000 })
  await expect(
    page.getByText(
      [
        strapiFa['content-manager.containers.list.filters.status'],
        strapiFa['components.FilterOptions.FILTER_TYPES.$eq'],
        strapiFa['content-manager.containers.List.statusFilter.published'],
      ].join(' '),
      { exact: true },
    ),
  ).toBeVisible()
  const headings = (await page.locator('thead th').allTextContents()).map((text) => text.trim())
  // Each entry's status is named by the words it shows, not by its code ("published")
  // (cms/patches/@strapi+content-manager+5.54.0.patch).
  const stateNames = ['draft', 'published', 'modified'].map(
    (state) => strapiFa[`content-manager.containers.List.${state}`],
  )
  await expect(
    page
      .locator('tbody')
      .getByRole('status', { name: new RegExp(`^(${stateNames.join('|')})$`) })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('status', { name: /^(draft|published|modified)$/ })).toHaveCount(0)
  const cell = (label: string) => page.locator('tbody tr').first().locator(':scope > td').nth(headings.indexOf(label))
  await expect.poll(() => cell(labels.title.fa).evaluate((td) => getComputedStyle(td).direction)).toBe('rtl')
  expect(await cell(labels.slug.fa).evaluate((td) => getComputedStyle(td).direction)).toBe('ltr')
  // A slug runs left to right but starts under its heading, at the cell's right edge.
  expect(await cell(labels.slug.fa).evaluate((td) => getComputedStyle(td).textAlign)).toBe('right')
  // The default language is named so in Persian (Strapi wrote "(default)" into its code), and the
  // languages are listed with a Persian comma.
  const languages = cell(strapiFa['i18n.list-view.table.header.label'])
  await expect(languages).toContainText(`(${strapiFa['i18n.Settings.locales.default']})`)
  await expect(languages).toContainText('،')

  // The filters name the fields as the columns do.
  await page.getByRole('button', { name: strapiFa['app.utils.filters'], exact: true }).click()
  await page.getByRole('combobox', { name: strapiFa['app.utils.select-field'] }).click()
  await expect(page.getByRole('option', { name: labels.title.fa, exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: 'Title', exact: true })).toHaveCount(0)
  // Strapi's own fields of every entry too.
  await expect(page.getByRole('option', { name: SYSTEM_FIELD_LABELS.createdAt.fa, exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: /^(createdAt|updatedAt|documentId)$/ })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  // The list's view settings too (Strapi calls its heading's message without the Content Manager's prefix).
  await page.getByRole('button', { name: strapiFa['components.ViewSettings.tooltip'], exact: true }).click()
  await expect(page.getByText(strapiDefaultsFa['containers.list.displayedFields'], { exact: true })).toBeVisible()
  await expect(page.getByText('Displayed fields')).toHaveCount(0)
  await page.keyboard.press('Escape')

  // The edit view's form reads from the right: the title comes before (right of) the slug.
  await cell(labels.title.fa).click()
  const title = page.locator('input[name="title"]')
  await expect(title).toBeVisible({ timeout: 30_000 })
  const [titleBox, slugBox] = [await title.boundingBox(), await page.locator('input[name="slug"]').boundingBox()]
  expect(titleBox!.x).toBeGreaterThan(slugBox!.x)
  // Counts Strapi wrote as JavaScript writes numbers are in the interface's digits
  // (cms/patches/@strapi+content-manager+5.54.0.patch): a repeatable field's entries beside its
  // label, and the side navigation's count of each kind of type.
  await expect(page.getByText(new RegExp(`^${labels.tags.fa}\\s\\([۰-۹]+\\)$`))).toBeVisible()
  const collectionTypes = strapiFa['content-manager.components.LeftMenu.collection-types']
  await expect(page.getByText(collectionTypes, { exact: true }).locator('xpath=ancestor::div[3]')).toHaveText(
    new RegExp(`^${collectionTypes}\\s*[۰-۹]+$`),
  )
  // Strapi's arrows point the way the page is read: "Back" points right, to where the list is.
  await expect
    .poll(() =>
      page
        .getByRole('link', { name: 'بازگشت' })
        .locator('svg')
        .evaluate((svg) => getComputedStyle(svg).transform),
    )
    .toBe('matrix(-1, 0, 0, 1, 0, 0)')
  // The language picker says each version's state in Persian (Strapi capitalised its English code).
  await page
    .getByRole('combobox', { name: strapiDefaultsFa['i18n.Settings.locales.modal.locales.label'], exact: true })
    .click()
  await expect(page.getByRole('option').first()).toContainText(new RegExp(stateNames.join('|')))
  await expect(page.getByRole('listbox')).not.toContainText(/Draft|Published|Modified/)
  await page.keyboard.press('Escape')
  // The rich-text editor's kinds of block are named in Persian too.
  await page.getByRole('toolbar').getByText(strapiFa['components.Blocks.blocks.text'], { exact: true }).click()
  await expect(page.getByRole('option', { name: strapiFa['components.Blocks.blocks.heading1'] })).toBeVisible()
  await page.keyboard.press('Escape')

  // The Schedule panel takes a Solar Hijri day and a 24-hour time, in Persian digits, and says
  // which moment that is before anything is set.
  const tomorrow = new Date(Date.now() + 24 * 3600_000)
  const solarDay = tomorrow.toLocaleDateString('fa-IR', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const dayAndMonth = tomorrow.toLocaleDateString('fa-IR', { timeZone: 'Asia/Tehran', day: 'numeric', month: 'long' })
  const day = page.getByRole('textbox', { name: 'زمان انتشار', exact: true })
  await day.fill('۱۴۰۴/۱۲/۳۰') // 1404 is a common year: Esfand has 29 days
  await expect(page.getByText('روز را به تقویم خورشیدی و به شکل سال/ماه/روز بنویسید، مثل ۱۴۰۵/۱۰/۱۵')).toBeVisible()
  await day.fill(solarDay)
  await page.getByRole('textbox', { name: 'ساعت' }).first().fill('۱۷:۳۰')
  const schedule = page.getByTestId('site-schedule')
  await expect(schedule).toContainText(dayAndMonth)
  await expect(schedule).toContainText('ساعت ۱۷:۳۰ (وقت عادی ایران)')
  await expect(page.getByRole('button', { name: 'زمان‌بندی انتشار' })).toBeEnabled()
  // Strapi's own date fields too: the post's date is its Solar Hijri day, typed as this editor
  // types one; a Gregorian date typed by habit is refused, and saving would keep the date it had.
  const publishDate = page.getByRole('textbox', { name: labels.publishDate.fa })
  const stored = await publishDate.inputValue()
  expect(stored).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/)
  await publishDate.fill('2026/12/01')
  await expect(publishDate).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('editor-clock-kept')).toContainText(stored)
  await publishDate.fill(solarDay)
  await expect(publishDate).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('editor-clock-kept')).toHaveCount(0)
  // The day it names, written out with its weekday.
  await expect(page.getByTestId('editor-clock-day')).toHaveText(
    editorDay(tomorrow.toLocaleDateString('sv-SE', { timeZone: 'Asia/Tehran' }), 'fa'),
  )
  const postAddress = page.url()
  await page.context().close()

  // On a phone, the rich-text toolbar keeps what does not fit in its "more" menu, which opens on
  // the screen, and the page does not scroll sideways.
  const phone = await signedInAdmin(browser, editor.email, editor.password, PHONE)
  await phone.goto(postAddress)
  const more = phone.getByRole('toolbar').getByRole('button', { name: strapiFa['global.more'] })
  await expect(more).toBeVisible({ timeout: 30_000 })
  await more.click()
  const menu = phone.getByRole('menu')
  await expect(menu).toBeVisible()
  const box = (await menu.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width)
  expect(await phone.evaluate(() => [window.innerWidth, window.scrollX])).toEqual([PHONE.viewport.width, 0])
  // On a narrow screen the profile's header, which follows the page down with its Save button,
  // stays below the navigation bar across the top: Save is reached after scrolling to the bottom.
  await phone.goto(`${cmsUrl}/admin/me`)
  const firstName = phone.getByRole('textbox', { name: strapiFa['Auth.form.firstname.label'], exact: true })
  // An emptied first name is refused as required, in Persian, not by yup's words for its type
  // ("must be a `string` type…": cms/patches/@strapi+admin+5.54.0.patch).
  await firstName.fill('')
  await phone.getByRole('button', { name: strapiFa['global.save'] }).click()
  await expect(phone.getByText(strapiFa['components.Input.error.validation.required'])).toBeVisible()
  await expect(phone.getByText(/must be a `string` type/)).toHaveCount(0)
  await firstName.fill('ویراستار')
  await phone
    .getByRole('combobox', { name: strapiFa['Settings.profile.form.section.experience.mode.label'] })
    .scrollIntoViewIfNeeded()
  await phone.getByRole('button', { name: strapiFa['global.save'] }).click({ timeout: 5_000 })
  await expect(phone.getByText(strapiFa['notification.success.saved'])).toBeVisible()
  await phone.context().close()
})

test('a comment reads in the direction of its words in the list and its edit view, in the English admin', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const { cmsUrl, cmsAdmin } = stackState()
  const headers = { authorization: `Bearer ${await adminToken(cmsAddress())}`, 'content-type': 'application/json' }
  const comments = `${cmsUrl}/content-manager/collection-types/api::comment.comment`
  const written = { fa: 'نظرم درباره‌ی k6 و JMeter در تست بار', en: 'My note on k6 and JMeter in load tests' }
  const ids: string[] = []
  try {
    for (const postLocale of ['fa', 'en'] as const) {
      const created = await fetch(comments, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text: written[postLocale], post: 'e2e-direction', postLocale, moderation: 'visible' }),
      })
      expect(created.status).toBe(201)
      ids.push(((await created.json()) as { data: { documentId: string } }).data.documentId)
    }
    const editor = await signedInAdmin(browser, cmsAdmin.email, cmsAdmin.password)
    // As Strapi's menu links it: with the default language in the address, which comments have not.
    const asLinked = '?plugins[i18n][locale]=fa'
    await editor.goto(`${cmsUrl}/admin/content-manager/collection-types/api::comment.comment${asLinked}`)
    const cellOf = (text: string) => editor.locator('tbody td').filter({ hasText: text }).first()
    const direction = (element: ReturnType<typeof cellOf>) =>
      element.evaluate((node) => getComputedStyle(node).direction)
    await expect(cellOf(written.fa)).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => direction(cellOf(written.fa))).toBe('rtl')
    expect(await direction(cellOf(written.en))).toBe('ltr')

    await editor.goto(`${comments.replace('/content-manager/', '/admin/content-manager/')}/${ids[1]}${asLinked}`)
    const text = editor.locator('textarea[name="text"]')
    await expect(text).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => direction(text)).toBe('ltr')
    await editor.goto(`${comments.replace('/content-manager/', '/admin/content-manager/')}/${ids[0]}${asLinked}`)
    await expect.poll(() => direction(text)).toBe('rtl')
    // Named by its words, not by its post's internal id.
    await expect(editor.locator('main h1')).toHaveText(written.fa)
    expect(await direction(editor.locator('main h1'))).toBe('rtl')
    await editor.context().close()
  } finally {
    for (const id of ids) await fetch(`${comments}/${id}`, { method: 'DELETE', headers })
  }
})
