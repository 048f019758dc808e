/** Lighthouse on the served product's pages beside the bare Gatsby page. */
import {
  audit,
  LIGHTHOUSE_RUNS,
  medianRun,
  runSpread,
  type LighthouseScores,
  type RunSpread,
  type Spread,
} from '../lib/lighthouse'
import { BUDGETS, type Failure } from '../config'
import { ms } from '../lib/units'
import { pagesOf } from './weight'

export type LighthouseRow = LighthouseScores & { performanceRuns: number[]; spread: RunSpread }

/**
 * The ten addresses of the product, and the bare Gatsby page as a reference (served statically,
 * compressed and with the security headers like the product): what the same machine and Chromium give a page with nothing of
 * ours. It is not checked itself; the pages' total blocking time is checked against it.
 */
export async function lighthouseScores(
  siteUrl: string,
  bareUrl: string,
  failures: Failure[],
): Promise<{ pages: LighthouseRow[]; bare: LighthouseRow }> {
  const scores: LighthouseRow[] = []
  const auditRuns = async (url: string): Promise<LighthouseRow> => {
    // One unmeasured request first: a CDN answers from a warm cache; a server's first answer
    // for an address is slower than any later one.
    await (await fetch(url)).arrayBuffer()
    const runs: LighthouseScores[] = []
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await audit(url))
    // Accessibility, best practices and SEO do not depend on timing: every run must meet them.
    const result = {
      ...medianRun(runs),
      accessibility: Math.min(...runs.map((r) => r.accessibility)),
      bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
      seo: Math.min(...runs.map((r) => r.seo)),
    }
    return {
      ...result,
      url: new URL(url).pathname,
      performanceRuns: runs.map((r) => r.performance),
      spread: runSpread(runs),
    }
  }
  const bare = { ...(await auditRuns(`${bareUrl}/`)), url: "bare Gatsby page, the site's security headers (reference)" }
  for (const locale of ['fa', 'en'] as const) {
    for (const urlPath of Object.values(pagesOf(locale))) {
      const result = await auditRuns(`${siteUrl}${urlPath}`)
      const spread = result.spread
      scores.push(result)
      const budget = BUDGETS.lighthouse
      const checks: [string, number, number][] = [
        ['performance (median)', spread.performance.median, budget.performance],
        ['accessibility', result.accessibility, budget.accessibility],
        ['best practices', result.bestPractices, budget.bestPractices],
        ['SEO', result.seo, budget.seo],
      ]
      for (const [name, value, minimum] of checks)
        if (value < minimum)
          failures.push({ figure: `Lighthouse ${name} of ${urlPath}`, value: String(value), budget: `≥ ${minimum}` })
      const tbtBudget = bare.spread.tbtMs.median + budget.tbtOverBareMs
      if (spread.tbtMs.median > tbtBudget)
        failures.push({
          figure: `Lighthouse total blocking time (median) of ${urlPath}`,
          value: ms(spread.tbtMs.median),
          budget: `≤ ${ms(tbtBudget)} (the bare page's median + ${budget.tbtOverBareMs} ms)`,
        })
    }
  }
  const range = ({ min, median, max }: Spread, format: (value: number) => string = String) =>
    `${format(min)} – ${format(median)} – ${format(max)}`
  console.table(
    [bare, ...scores].map((score) => ({
      page: score.url,
      'performance min–median–max': range(score.spread.performance),
      'TBT min–median–max': range(score.spread.tbtMs, (value) => value.toFixed(0)),
      'LCP min–median–max': range(score.spread.lcpMs, (value) => value.toFixed(0)),
      'CLS (median run)': score.cls.toFixed(3),
      accessibility: score.accessibility,
      'best practices': score.bestPractices,
      SEO: score.seo,
    })),
  )
  console.log(
    `${LIGHTHOUSE_RUNS} runs per address (ms for TBT and LCP); medians checked; accessibility, best practices, SEO: the lowest run`,
  )
  console.log(
    `budgets: performance median ≥ ${BUDGETS.lighthouse.performance}, total blocking time median ≤ the bare page's median + ${BUDGETS.lighthouse.tbtOverBareMs} ms; accessibility, best practices, SEO ${BUDGETS.lighthouse.accessibility} (the bare page itself is not checked)`,
  )
  return { pages: scores, bare }
}
