import { Flex, Status, Typography } from '@strapi/design-system'
import { DEVICE_CLASSES, METRICS, type DeviceClass, type Metric, type Rating } from '../../rules/analytics'
import type { PageTemplate } from '../../analytics/paths'
import type { FieldMetric } from '../../analytics/view'
import type { Locale } from '../../rules/locales'
import { INTERFACE_INTL_LOCALE } from '../../publishing/zoned-time'
import type { MessageId } from '../translations/en'
import { useText, type Text } from '../translations/useText'

/** Each metric's short name, as Google writes it in every language; its long name is in the catalogue. */
export const METRIC_LABELS: Record<Metric, { short: string; long: MessageId }> = {
  lcp: { short: 'LCP', long: 'site-analytics.metric.lcp' },
  inp: { short: 'INP', long: 'site-analytics.metric.inp' },
  cls: { short: 'CLS', long: 'site-analytics.metric.cls' },
  ttfb: { short: 'TTFB', long: 'site-analytics.metric.ttfb' },
}

export const templateName = (text: Text, template: PageTemplate) => text.t(`site-analytics.template.${template}`)

const isDevice = (device: string): device is DeviceClass => (DEVICE_CLASSES as readonly string[]).includes(device)

export const deviceName = (text: Text, device: string) =>
  isDevice(device) ? text.t(`site-analytics.device.${device}`) : device

/**
 * Strapi's tables keep every cell on one line; ours wrap, so that on a phone a long title or a
 * figure takes two lines instead of pushing the table's last columns out of sight.
 */
export const WRAPS = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const

const RATING_VARIANTS: Record<Rating, 'success' | 'warning' | 'danger'> = {
  good: 'success',
  'needs-improvement': 'warning',
  poor: 'danger',
}

/** An editors' day (`YYYY-MM-DD`, already in their zone) as "29 Nov", or «۸ آذر» in Persian. */
export const dayLabel = (day: string, language: Locale) =>
  new Intl.DateTimeFormat(INTERFACE_INTL_LOCALE[language], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** A metric's value as readers feel it: seconds from one up, milliseconds below, CLS unitless. */
export function metricValue(text: Text, metric: Metric, value: number): string {
  if (METRICS[metric].unit === 'score')
    return text.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return value >= 1000
    ? text.t('site-analytics.seconds', {
        value: text.number(value / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })
    : text.t('site-analytics.milliseconds', { value: text.number(Math.round(value)) })
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
  const text = useText()
  if (figure.p75 === null || !figure.rating)
    return (
      <Typography variant="pi" textColor="neutral500">
        –
      </Typography>
    )
  const variant = RATING_VARIANTS[figure.rating]
  // One run of text, not two of Strapi's boxes side by side: in a right-to-left interface the
  // value, the dot and the rating then follow the interface's direction in the right order.
  return (
    <Flex direction="column" alignItems="flex-start" gap={1} style={WRAPS}>
      <Status variant={variant} size="S">
        <Typography tag="span" variant="pi" textColor={`${variant}700`}>
          <Typography tag="span" variant="omega" fontWeight="bold" textColor={`${variant}700`}>
            {metricValue(text, metric, figure.p75)}
          </Typography>
          {` · ${text.t(`site-analytics.rating.${figure.rating}`)}`}
        </Typography>
      </Status>
      {samples ? (
        <Typography variant="pi" textColor="neutral600">
          {text.t('site-analytics.readers', { readers: figure.samples })}
        </Typography>
      ) : null}
    </Flex>
  )
}
