/**
 * The headers of a strict site, as Chromium enforces them on the served product: every template
 * runs under its Content-Security-Policy with zero violations, in both languages, after a load, a
 * client-side navigation and on the account screens; the served headers score A+ by the
 * Observatory's methodology (tests/support/observatory.ts); and a form on another site cannot
 * end a member's session.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { pages, posts, siteInfo } from '../cms/src/seed/content'
import { observatoryScore } from '../tests/support/observatory'
import { confirmedAccount, logIn } from './members'
import { E2E_SITE_URL } from './stack'

const templates = (locale: string) => ({
  home: `/${locale}/`,
  page: `/${locale}/pages/${pages.find((item) => item.path === 'about-us')!.path}/`,
  'post list': `/${locale}/posts/`,
  post: `/${locale}/posts/${posts[0].slug}/`,
  'error page': `/${locale}/no-such-page/`,
  login: `/${locale}/auth/login`,
  signup: `/${locale}/auth/signup/`,
  'reset password': `/${locale}/auth/reset-password?code=abc`,
  // A query runs on load: Pagefind's worker and WebAssembly under the page's policy.
  search: `/${locale}/search/?q=${locale === 'fa' ? '%D8%AA%D8%B3%D8%AA' : 'test'}`,
})

declare global {
  interface Window {
    __violations: string[]
  }
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.addInitScript(() => {
    window.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

async function violationsOf(page: Page, consoleSeen: string[]): Promise<string[]> {
  return [...(await page.evaluate(() => window.__violations)), ...consoleSeen]
}

async function settle(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}

for (const locale of ['fa', 'en']) {
  test(`${locale}: every template runs under its own strict policy with no violation`, async ({ page }) => {
    test.setTimeout(90_000)
    const consoleSeen = await watchViolations(page)
    for (const [name, path] of Object.entries(templates(locale))) {
      const answer = await page.goto(path)
      const policy = (await answer?.allHeaders())?.['content-security-policy'] ?? ''
      expect([name, policy]).toEqual([
        name,
        expect.stringMatching(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/),
      ])
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      await settle(page)
      expect([name, await violationsOf(page, consoleSeen)]).toEqual([name, []])
    }
  })

  test(`${locale}: client-side navigation through the site raises no violation`, async ({ page }) => {
    const consoleSeen = await watchViolations(page)
    await page.goto(`/${locale}/`)
    await settle(page)
    await page
      .locator('header')
      .getByRole('link', { name: siteInfo[locale as 'fa' | 'en'].headerLinks[0].label, exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/posts/$`))
    await page.locator('main article h2 a').first().click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/posts/.+/$`))
    await settle(page)
    await page
      .locator('header')
      .getByRole('link', { name: locale === 'fa' ? 'ورود' : 'Log in' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/login`))
    await settle(page)
    expect(await violationsOf(page, consoleSeen)).toEqual([])
  })
}

test("a member's screens, avatar and comment form run with no violation", async ({ page, request }) => {
  test.setTimeout(90_000)
  const account = await confirmedAccount(request, 'csp')
  const consoleSeen = await watchViolations(page)
  await logIn(page, account)
  for (const screen of ['profile', 'password', 'avatar']) {
    await page.goto(`/en/user/${screen}`)
    await settle(page)
  }
  // The avatar preview is a blob: URL, the stored avatar comes from the CMS's address.
  await page
    .locator('main')
    .getByLabel('Choose an image')
    .setInputFiles({
      name: 'me.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('R0lGODlhAQABAIAAAP8AAAAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
    })
  await page.locator('main').getByRole('button', { name: 'Upload avatar' }).click()
  await expect(page.locator('header').getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /\.webp$/,
  )
  await page.goto(`/en/posts/${posts[0].slug}/`)
  await settle(page)
  await expect(page.locator('textarea')).toBeVisible()
  expect(await violationsOf(page, consoleSeen)).toEqual([])
})

test('the served headers score A+ by the Observatory methodology, pages and calls alike', async ({ request }) => {
  const addresses = ['/', ...Object.values(templates('fa')), ...Object.values(templates('en')), '/api/user/session']
  for (const address of addresses) {
    const answer = await request.get(address)
    const html = /html/.test(answer.headers()['content-type'] ?? '') ? await answer.text() : null
    const headers = new Headers(answer.headersArray().map(({ name, value }) => [name, value] as [string, string]))
    const score = observatoryScore({
      url: answer.url(),
      headers,
      html,
      setCookies: answer
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'set-cookie')
        .map(({ value }) => value),
    })
    expect([address, score.grade, score.results.filter((result) => result.modifier < 0)]).toEqual([address, 'A+', []])
    expect(headers.get('x-powered-by')).toBeNull()
  }
})

test('the session cookie, as issued over HTTPS, earns the cookie bonus', async ({ request }) => {
  const account = await confirmedAccount(request, 'cookie')
  const answer = await request.post('/api/user/login', {
    data: { identifier: account.email, password: account.password },
    headers: { 'x-forwarded-proto': 'https' },
  })
  expect(answer.status()).toBe(200)
  const setCookies = answer
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value)
  const score = observatoryScore({
    url: 'https://site.example/api/user/login',
    headers: new Headers(answer.headers()),
    html: null,
    setCookies,
  })
  expect(score.results.find((result) => result.test === 'cookies')).toEqual({
    test: 'cookies',
    result: 'cookies-secure-with-httponly-sessions-and-samesite',
    modifier: 5,
  })
})

test("a form on another site cannot end a member's session", async ({ page, request }) => {
  await logIn(page, await confirmedAccount(request, 'xsite'))

  // Another site (127.0.0.1 is another host than localhost): a page that posts a text/plain form to logout.
  const evil = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html')
    res.end(
      `<form method="post" action="${E2E_SITE_URL}/api/user/logout" enctype="text/plain"><input name="a" value="b"></form><script>document.forms[0].submit()</script>`,
    )
  })
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve))
  try {
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/user/logout'))
    await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`)
    const answer = await refused
    expect(answer.status()).toBe(403)
    expect(await answer.json()).toEqual({
      error: { code: 'cross-site-request', message: 'Requests from other sites are not allowed' },
    })
  } finally {
    evil.close()
  }
  await page.goto('/en/')
  await expect(page.locator('header').getByRole('button', { name: 'Account menu' })).toBeVisible()
})
