/**
 * Comments on the served product in Chromium: a visitor sees 'Log in to comment', which leads to
 * the login screen and back to the post; a member comments in fa and in en, sees the comment at
 * once, and a visitor sees it after a reload; a script payload shows as text and never runs.
 * Members are made by the CMS administrator's API (the e-mail journey is account-area.spec.ts).
 * Moderation: the editors' digest e-mail leads to the comment in the admin panel, where hiding it
 * takes it off the post at the reader's next load, and restoring brings it back.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { Inbox } from '../tests/support/inbox'
import { E2E_EDITORS_EMAIL, E2E_INBOX_URL, E2E_STACK_FILE, type E2eStackState } from './stack'
import { FIELD_LABELS, OPTION_LABELS } from '../cms/src/bootstrap/field-labels'

const texts = {
  en: {
    login: 'Log in to comment',
    identifier: 'E-mail or username',
    password: 'Password',
    submit: 'Log in',
    box: 'Your comment',
    post: 'Post comment',
    required: "It's required",
    title: 'Comments',
  },
  fa: {
    login: 'برای نوشتن دیدگاه وارد شوید',
    identifier: 'ایمیل یا نام کاربری',
    password: 'گذرواژه',
    submit: 'ورود',
    box: 'دیدگاه شما',
    post: 'ارسال دیدگاه',
    required: 'الزامی است',
    title: 'دیدگاه‌ها',
  },
}

type Stack = { cmsUrl: string; cmsToken: string }
const stack = (): Stack => JSON.parse(readFileSync(E2E_STACK_FILE, 'utf8')) as Stack

async function cms<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { cmsUrl, cmsToken } = stack()
  const response = await fetch(`${cmsUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${cmsToken}`, 'content-type': 'application/json' },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function newMember(displayName: string) {
  const roles = await cms<{ roles: { id: number; type: string }[] }>('/api/users-permissions/roles')
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const account = { username: `reader_${id}`, email: `${id}@example.com`, password: 'comment-pass-1' }
  await cms('/api/users', {
    method: 'POST',
    body: JSON.stringify({
      ...account,
      confirmed: true,
      displayName,
      role: roles.roles.find((role) => role.type === 'authenticated')!.id,
    }),
  })
  return account
}

async function postPath(locale: 'fa' | 'en'): Promise<string> {
  const { data } = await cms<{ data: { slug: string }[] }>(
    `/api/posts?locale=${locale}&sort=publishDate:desc&pagination[pageSize]=1`,
  )
  return `/${locale}/posts/${data[0].slug}/`
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

const comments = (page: Page) => page.getByTestId('comments')
const inbox = new Inbox(E2E_INBOX_URL)

for (const locale of ['fa', 'en'] as const) {
  test(`${locale}: a visitor is sent to log in and back; the member's comment shows at once and to a visitor after a reload`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const t = texts[locale]
    const path = await postPath(locale)
    const account = await newMember(locale === 'fa' ? 'سارا آزمونگر' : 'Sara Tester')
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })

    await open(page, path)
    await expect(comments(page).getByRole('heading', { name: new RegExp(t.title) })).toBeVisible()
    await comments(page).getByRole('link', { name: t.login }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/login/\\?next=`))
    await page.locator('main').getByLabel(t.identifier).fill(account.email)
    await page.locator('main').getByLabel(t.password, { exact: true }).fill(account.password)
    await page.locator('main').getByRole('button', { name: t.submit }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))

    const box = comments(page).getByRole('textbox', { name: t.box })
    await box.fill('   ')
    await comments(page).getByRole('button', { name: t.post }).click()
    await expect(comments(page).getByRole('alert')).toContainText(t.required)

    const text =
      locale === 'fa'
        ? `آزمون بار این سرویس را دیدیم؛ عالی بود. ${Date.now()}`
        : `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> Great soak test write-up ${Date.now()}`
    await box.fill(text)
    await comments(page).getByRole('button', { name: t.post }).click()
    const first = comments(page).getByTestId('comment').first()
    await expect(first.getByTestId('comment-text')).toHaveText(text)
    await expect(first).toContainText(locale === 'fa' ? 'سارا آزمونگر' : 'Sara Tester')
    await expect(box).toHaveValue('')

    // A visitor in a fresh browser context sees it after loading the page.
    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await open(visitor, path)
    const seen = comments(visitor)
      .getByTestId('comment')
      .filter({ hasText: text.slice(-13) })
    await expect(seen.getByTestId('comment-text')).toHaveText(text)
    await expect(comments(visitor).getByRole('link', { name: t.login })).toBeVisible()
    await visitor.reload()
    await expect(
      comments(visitor)
        .getByTestId('comment')
        .filter({ hasText: text.slice(-13) }),
    ).toHaveCount(1)

    // The markup stayed text: no element was made from it and nothing ran.
    for (const reader of [page, visitor]) {
      expect(await reader.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      expect(await comments(reader).locator('script, img[src="x"]').count()).toBe(0)
    }
    expect(dialogs).toEqual([])
    await visitorContext.close()
  })
}

test('a visitor on a post page loads none of the comment form (its validation and final-form)', async ({ page }) => {
  const urls: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url())
  })
  await open(page, await postPath('en'))
  await expect(comments(page).getByRole('link', { name: texts.en.login })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const code = (await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))).join('\n')
  // Strings of the form's chunk: its texts' keys and final-form. The built site has them (so the check can fail), the visitor's page not.
  const built = readdirSync('public')
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(`public/${file}`, 'utf8'))
    .join('\n')
  for (const marker of ['comments.posting', 'comments.saving', 'final-form']) {
    expect(built.includes(marker), `the build has "${marker}"`).toBe(true)
    expect(code.includes(marker), `post page loads "${marker}"`).toBe(false)
  }
})

test('an editor hears of a new comment by e-mail, hides it in the CMS admin, and it is gone from the post; restored, it is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { cmsAdmin } = JSON.parse(readFileSync(E2E_STACK_FILE, 'utf8')) as E2eStackState
  const { data } = await cms<{ data: { slug: string; documentId: string }[] }>(
    '/api/posts?locale=en&sort=publishDate:desc&pagination[pageSize]=1',
  )
  const path = `/en/posts/${data[0].slug}/`
  const account = await newMember('Spam Sender')
  const text = `Cheap pills, visit my shop ${Date.now()}`

  // The member writes from the post page, as the comment form does.
  await open(page, path)
  const written = await page.evaluate(
    async ({ account, text, post }) => {
      const json = { 'content-type': 'application/json' }
      await fetch('/api/user/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ identifier: account.email, password: account.password }),
      })
      const response = await fetch('/api/comments', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ data: { text, post, locale: 'en' } }),
      })
      return { status: response.status }
    },
    { account, text, post: data[0].documentId },
  )
  expect(written.status).toBe(201)

  const readerContext = await browser.newContext()
  const reader = await readerContext.newPage()
  const shown = () => comments(reader).getByTestId('comment').filter({ hasText: text })
  await open(reader, path)
  await expect(shown()).toHaveCount(1)

  // The digest reaches the editors' inbox within seconds (the e2e CMS allows one every six).
  const deadline = Date.now() + 60_000
  let adminLink: string | undefined
  while (!adminLink && Date.now() < deadline) {
    for (const message of await inbox.to(E2E_EDITORS_EMAIL)) {
      const match = new RegExp(`${text}\\nOn the site: \\S+\\nIn the CMS: (\\S+)`).exec(message.text)
      if (match) adminLink = match[1]
    }
    if (!adminLink) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  expect(adminLink).toBeDefined()

  // The editor follows the link, logs in, sets moderation to hidden and saves.
  const editorContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  const editor = await editorContext.newPage()
  await editor.goto(adminLink!)
  await editor.getByLabel('Email').fill(cmsAdmin.email)
  await editor.getByLabel('Password').first().fill(cmsAdmin.password)
  await editor.getByRole('button', { name: 'Login' }).click()
  await editor.waitForURL(/\/admin(?!\/auth)/)
  await editor.goto(adminLink!)
  const setModeration = async (value: 'hidden' | 'visible') => {
    const moderation = FIELD_LABELS['api::comment.comment'].moderation.en
    await editor.getByRole('combobox', { name: moderation }).click({ timeout: 60_000 })
    await editor.getByRole('option', { name: OPTION_LABELS[value].en, exact: true }).click()
    // The last save's notice may still show; this save's is the one to wait for.
    await expect(editor.getByText('Saved document')).toHaveCount(0, { timeout: 30_000 })
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(editor.getByText('Saved document')).toBeVisible()
  }
  await setModeration('hidden')

  await reader.reload()
  await reader.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // The list has loaded (other comments, or none) and this one is not in it.
  await expect(
    comments(reader).getByTestId('comments-empty').or(comments(reader).getByTestId('comment').first()),
  ).toBeVisible()
  await expect(shown()).toHaveCount(0)

  await setModeration('visible')
  await reader.reload()
  await expect(shown()).toHaveCount(1)
  await editorContext.close()
  await readerContext.close()
})
