/** First-load JS and CSS (gzip) of the product's pages beside the bare Gatsby page's. */
import path from 'node:path'
import { posts } from '../../cms/src/seed/content'
import { ROOT } from '../../server/root'
import { step } from '../../server/supervisor'
import { pageWeight, stylesheetLabel, type PageWeight } from '../lib/page-weight'
import { BUDGETS, type Failure } from '../config'
import { kb } from '../lib/units'
import { authPath } from '../../src/account/routes'
import type { Locale } from '../../src/lib/i18n'

export const SHELLS = ['/fa/auth/', '/en/auth/', '/fa/user/', '/en/user/']
/** The ten addresses the bench weighs and audits, each as the site's own links name it. */
export const pagesOf = (locale: Locale) => ({
  home: `/${locale}/`,
  posts: `/${locale}/posts/`,
  post: `/${locale}/posts/${posts[0].slug}/`,
  page: `/${locale}/pages/about-us/`,
  login: authPath(locale, 'login'),
})

export type WeightRow = PageWeight & { name: string; jsRatio: number; budget: number }

export function pageWeights(baseline: PageWeight, failures: Failure[]): WeightRow[] {
  step('bench: page weight (first-load JS and CSS, gzip)')
  const rows: WeightRow[] = []
  for (const locale of ['fa', 'en'] as const) {
    for (const [name, urlPath] of Object.entries(pagesOf(locale))) {
      const weight = pageWeight(path.join(ROOT, 'public'), urlPath, SHELLS)
      const budget = name === 'login' ? BUDGETS.loginJs : BUDGETS.contentJs
      const jsRatio = weight.jsGzip / baseline.jsGzip
      rows.push({ ...weight, name: `${name} (${locale})`, jsRatio, budget })
      if (jsRatio > budget)
        failures.push({
          figure: `first-load JS of ${urlPath}`,
          value: `${kb(weight.jsGzip)} = ${jsRatio.toFixed(2)}× the bare page`,
          budget: `≤ ${budget}×`,
        })
      if (weight.cssGzip > BUDGETS.cssKb * 1024)
        failures.push({ figure: `CSS of ${urlPath}`, value: kb(weight.cssGzip), budget: `≤ ${BUDGETS.cssKb} KB` })
    }
  }
  console.table([
    {
      page: 'bare Gatsby page (baseline)',
      'JS gzip': kb(baseline.jsGzip),
      'JS × baseline': '1.00',
      budget: '',
      'CSS gzip': kb(baseline.cssGzip),
      stylesheets: '',
    },
    ...rows.map((row) => ({
      page: row.name,
      'JS gzip': kb(row.jsGzip),
      'JS × baseline': row.jsRatio.toFixed(2),
      budget: `≤ ${row.budget}×${row.jsRatio > row.budget ? '  OVER' : ''}`,
      'CSS gzip': `${kb(row.cssGzip)}${row.cssGzip > BUDGETS.cssKb * 1024 ? '  OVER' : ''}`,
      stylesheets: row.cssFiles.map(stylesheetLabel).join(' '),
    })),
  ])
  console.log(
    `budgets: first-load JS ≤ ${BUDGETS.contentJs}× the bare page (login ≤ ${BUDGETS.loginJs}×); CSS ≤ ${BUDGETS.cssKb} KB a page`,
  )

  return rows
}
