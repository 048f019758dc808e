import { Flex, Status, Typography } from '@strapi/design-system'
import { METRICS, type Metric, type Rating } from '../../rules/analytics'
import type { PageTemplate } from '../../analytics/paths'
import type { FieldMetric } from '../../analytics/view'

export const METRIC_LABELS: Record<Metric, { short: string; long: string }> = {
  lcp: { short: 'LCP', long: 'Largest Contentful Paint' },
  inp: { short: 'INP', long: 'Interaction to Next Paint' },
  cls: { short: 'CLS', long: 'Cumulative Layout Shift' },
  ttfb: { short: 'TTFB', long: 'Time to First Byte' },
}

export const TEMPLATE_LABELS: Record<PageTemplate, string> = {
  home: 'Home',
  post: 'Post',
  'case-study': 'Case study',
  'post-list': 'Post list',
  'case-study-list': 'Case study list',
  page: 'Page',
  tag: 'Tag',
  search: 'Search',
  account: 'Account',
  newsletter: 'Newsletter',
  other: 'Other',
}

export const DEVICE_LABELS: Record<string, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' }

const RATINGS: Record<Rating, { text: string; variant: 'success' | 'warning' | 'danger' }> = {
  good: { text: 'Good', variant: 'success' },
  'needs-improvement': { text: 'Needs improvement', variant: 'warning' },
  poor: { text: 'Poor', variant: 'danger' },
}

export const number = (value: number) => value.toLocaleString('en')

/** An editors' day (`YYYY-MM-DD`, already in their zone) as "29 Nov". */
export const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** A metric's value as readers feel it: seconds from one up, milliseconds below, CLS unitless. */
export function metricValue(metric: Metric, value: number): string {
  if (METRICS[metric].unit === 'score') return value.toFixed(2)
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`
}

/**
 * A metric's p75 with its rating against Google's thresholds, or a dash when no reader measured
 * it; with how many readers did unless `samples` is false.
 */
export function MetricFigure({
  metric,
  figure,
  samples = true,
}: {
  metric: Metric
  figure: FieldMetric
  samples?: boolean
}) {
  if (figure.p75 === null || !figure.rating)
    return (
      <Typography variant="pi" textColor="neutral500">
        –
      </Typography>
    )
  const rating = RATINGS[figure.rating]
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Status variant={rating.variant} size="S">
        <Typography variant="omega" fontWeight="bold" textColor={`${rating.variant}700`}>
          {metricValue(metric, figure.p75)}
        </Typography>
        <Typography variant="pi" textColor={`${rating.variant}700`}>
          {` · ${rating.text.toLowerCase()}`}
        </Typography>
      </Status>
      {samples ? (
        <Typography variant="pi" textColor="neutral600">
          {number(figure.samples)} {figure.samples === 1 ? 'reader' : 'readers'}
        </Typography>
      ) : null}
    </Flex>
  )
}
