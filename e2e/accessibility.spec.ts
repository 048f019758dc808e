/**
 * axe-core on every template of the served product, in both locales and both colour modes:
 * zero violations of any rule (WCAG 2.x A/AA and axe's best practices), colour contrast included.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { pages, posts } from '../cms/src/seed/content'

const templates = {
  home: (locale: string) => `/${locale}/`,
  page: (locale: string) => `/${locale}/pages/${pages.find((item) => item.path === 'about-us')!.path}/`,
  'post list': (locale: string) => `/${locale}/posts/`,
  post: (locale: string) => `/${locale}/posts/${posts[0].slug}/`,
  'error page': (locale: string) => `/${locale}/no-such-page/`,
}

for (const [name, path] of Object.entries(templates)) {
  for (const locale of ['fa', 'en']) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${name}, ${locale}, ${mode}: no axe violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: mode })
        await page.goto(path(locale))
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
        // The account area settles once the session call answers.
        await expect(page.locator('header [data-session="unknown"]')).toHaveCount(0)
        const results = await new AxeBuilder({ page }).analyze()
        const summary = results.violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map(
            (node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`,
          ),
        }))
        expect(summary).toEqual([])
      })
    }
  }
}
