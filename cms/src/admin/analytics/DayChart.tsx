import { Box, Flex, Typography } from '@strapi/design-system'
import { dayLabel } from './figures-text'
import { useText } from '../translations/useText'
import { DIRECTION } from '../../rules/locales'

/** A series' name and its colour, a CSS colour (the bars are SVG, outside the design system's props). */
export type ChartSeries = { name: string; color: string }

const GAP = 0.2

/**
 * Views per day as bars, one stacked segment per series (the languages), oldest day first. An SVG
 * of a few rectangles: no chart library earns its weight in the admin for this (ADR 0057). Each
 * bar names its day and figures for a pointer's tooltip and for screen readers.
 */
export function DayChart({
  days,
  series,
  label,
  height = 120,
}: {
  days: { day: string; values: number[] }[]
  series: ChartSeries[]
  label: string
  height?: number
}) {
  const text = useText()
  const top = Math.max(1, ...days.map((day) => day.values.reduce((sum, value) => sum + value, 0)))
  const width = days.length
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Box tag="figure" margin={0}>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          width="100%"
          height={height}
          data-testid="day-chart"
          // Time runs the way the interface reads, as the day labels under it do: newest last.
          style={DIRECTION[text.language] === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
        >
          {days.map((day, index) => {
            let base = height
            const total = day.values.reduce((sum, value) => sum + value, 0)
            const parts = text.list(
              series.map((one, part) =>
                text.t('site-analytics.language-views', { views: day.values[part], language: one.name }),
              ),
            )
            return (
              <g key={day.day}>
                <title>
                  {text.t('site-analytics.views-by-language', {
                    views: text.t('site-analytics.chart.day', { day: dayLabel(day.day, text.language), total }),
                    byLanguage: series.length > 1 ? parts : 'none',
                  })}
                </title>
                {/* The whole column takes the pointer, so a day with few views still shows its figures. */}
                <rect x={index} y={0} width={1} height={height} fill="transparent" />
                {day.values.map((value, part) => {
                  const size = (value / top) * (height - 4)
                  base -= size
                  return (
                    <rect
                      key={series[part].name}
                      x={index + GAP / 2}
                      y={base}
                      width={1 - GAP}
                      height={size}
                      fill={series[part].color}
                    />
                  )
                })}
              </g>
            )
          })}
        </svg>
      </Box>
      <Flex justifyContent="space-between" gap={2}>
        <Typography variant="pi" textColor="neutral600">
          {days.length ? dayLabel(days[0].day, text.language) : ''}
        </Typography>
        <Typography variant="pi" textColor="neutral600">
          {days.length ? dayLabel(days[days.length - 1].day, text.language) : ''}
        </Typography>
      </Flex>
      <Flex gap={3} wrap="wrap">
        {series.length > 1
          ? series.map((one) => (
              <Flex key={one.name} gap={1}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: '0.75rem',
                    height: '0.75rem',
                    borderRadius: 2,
                    background: one.color,
                  }}
                />
                <Typography variant="pi" textColor="neutral600">
                  {one.name}
                </Typography>
              </Flex>
            ))
          : null}
        <Typography variant="pi" textColor="neutral600">
          {text.t('site-analytics.chart.most', { views: top })}
        </Typography>
      </Flex>
    </Flex>
  )
}
