/**
 * The account API on the served product (the site server in front of the functions, the real CMS and
 * inbox): a new member's whole lifecycle as plain HTTP calls, once per site language, with the
 * e-mailed codes read from the inbox's API.
 */
import { expect, test } from '@playwright/test'
import { runAccountLifecycle } from '../scripts/lib/account-lifecycle'
import { E2E_INBOX_URL, E2E_SITE_URL } from './stack'

for (const language of ['fa', 'en'] as const) {
  test(`a member's lifecycle through /api/user in ${language}`, async () => {
    test.setTimeout(90_000)
    const steps = await runAccountLifecycle({ siteUrl: E2E_SITE_URL, inboxUrl: E2E_INBOX_URL, language })
    expect(steps.map((step) => step.step)).toContain('cookie copied before logout')
    expect(steps.length).toBeGreaterThanOrEqual(23)
  })
}
