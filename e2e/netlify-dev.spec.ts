/**
 * Netlify's own emulator (netlify dev) serving the release the site server serves: a member's
 * account journey works on it, and it answers the site's addresses as the site server does
 * (status, redirect target, content type, the security headers and policy, the page itself), so a
 * difference between our server and Netlify's routing shows here. Where they knowingly differ
 * (ADR 0025: files' cache-control, headers netlify dev adds to redirects and function answers,
 * the 404 page's) the headers are not compared.
 */
import { expect, test } from '@playwright/test'
import { posts } from '../cms/src/seed/content'
import { runAccountLifecycle } from '../scripts/lib/account-lifecycle'
import { confirmedAccount, logIn } from './members'
import { E2E_INBOX_URL, E2E_NETLIFY_DEV_URL, E2E_SITE_URL } from './stack'

const ADDRESSES = [
  '/',
  '/fa/',
  '/en/',
  '/fa',
  '/en/posts/',
  `/en/posts/${posts[0].slug}/`,
  `/fa/posts/${posts[1].slug}/`,
  '/fa/pages/about-us/',
  '/en/about',
  '/en/lab/',
  '/fa/no-such-page/',
  '/en/posts/no-such-post/',
  '/no-such-page',
  '/page-data/fa/no-such-page/page-data.json',
  '/page-data/app-data.json',
  '/fa/auth/confirm-account/',
  '/fa/auth/confirm-account/?code=abc',
  '/en/auth/login',
  '/api/user/session',
  '/api/no-such-call',
  '/fa/preview/',
  '/robots.txt',
]

const COMPARED_HEADERS = [
  'content-type',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
]
/** Addresses a function answers: netlify dev adds the `_headers` rules to those answers (X-Frame-Options among them); the site server sends the function's own. */
const BY_FUNCTION = /^\/(api\/|fa\/preview|en\/preview|$)/

// The e2e setup starts netlify dev without waiting for it (e2e/global-setup.ts).
test.beforeAll(async () => {
  test.setTimeout(120_000)
  await expect
    .poll(
      () =>
        fetch(`${E2E_NETLIFY_DEV_URL}/api/user/session`).then(
          (response) => response.status,
          () => 0,
        ),
      { message: 'netlify dev answers (its log: .logs/netlify-dev.log)', timeout: 110_000, intervals: [250] },
    )
    .toBe(200)
})

async function answerOf(origin: string, address: string) {
  const response = await fetch(`${origin}${address}`, { redirect: 'manual' })
  const body = await response.text()
  const redirect = response.status >= 300 && response.status < 400
  // The site server sends /404.html with that page's own headers (its policy); netlify dev, the
  // headers of the address asked for, which are none outside the pages (ADR 0025).
  const compared = redirect
    ? []
    : response.status === 404
      ? ['content-type']
      : BY_FUNCTION.test(address)
        ? COMPARED_HEADERS.filter((name) => name !== 'x-frame-options')
        : COMPARED_HEADERS
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: Object.fromEntries(compared.map((name) => [name, response.headers.get(name)])),
    // A function's page names the address as each server passed it; the files themselves must match.
    body: address.startsWith('/api/') || response.status === 404 || redirect ? undefined : body,
  }
}

test('answers every kind of address as the site server does', async () => {
  for (const address of ADDRESSES) {
    const [ours, netlify] = await Promise.all([answerOf(E2E_SITE_URL, address), answerOf(E2E_NETLIFY_DEV_URL, address)])
    expect({ address, ...netlify }).toEqual({ address, ...ours })
  }
})

test("a member's lifecycle through /api/user on netlify dev", async () => {
  test.setTimeout(90_000)
  const steps = await runAccountLifecycle({ siteUrl: E2E_NETLIFY_DEV_URL, inboxUrl: E2E_INBOX_URL, language: 'en' })
  expect(steps.map((step) => step.step)).toContain('cookie copied before logout')
})

test('a member logs in on the screen served by netlify dev and sees their menu', async ({ page, request }) => {
  const account = await confirmedAccount(request, 'nd')
  await logIn(page, account)
  await expect(page.locator('header').getByRole('button', { name: 'Account menu' })).toBeVisible()
})
