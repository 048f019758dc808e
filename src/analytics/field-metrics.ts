/**
 * The page's field metrics (LCP, INP, CLS, TTFB) as Google's web-vitals library measures them,
 * each reported to `report` when it is known and again when it changes; loaded once the page is
 * idle (./page-views.ts), so no reader waits for it.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

type Report = (metrics: Partial<Record<'lcp' | 'inp' | 'cls' | 'ttfb', number>>) => void

export function watchFieldMetrics(report: Report) {
  const as = (name: 'lcp' | 'inp' | 'cls' | 'ttfb') => (metric: Metric) => report({ [name]: metric.value })
  onLCP(as('lcp'))
  onINP(as('inp'))
  onCLS(as('cls'))
  onTTFB(as('ttfb'))
}
