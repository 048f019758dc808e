import * as React from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { Layouts, Page } from '@strapi/strapi/admin'
import { Box, Button, Flex, Grid, Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system'
import { LOCALES, type Locale } from '../../rules/locales'
import { METRIC_NAMES } from '../../rules/analytics'
import { ANALYTICS_SPANS, type AnalyticsSpan, type AnalyticsView, type TopPage } from '../../analytics/view'
import { languageName } from '../shared/language'
import { readPath } from '../../analytics/paths'
import { zoneName } from '../../publishing/zoned-time'
import { DayChart, type ChartSeries } from './DayChart'
import { DEVICE_LABELS, METRIC_LABELS, MetricFigure, TEMPLATE_LABELS, number } from './figures-text'
import { useSiteAnalytics } from './useAnalytics'

/** Each language's colour in the charts (the design system's primary and alternative). */
export const LANGUAGE_COLORS: Record<Locale, string> = { fa: '#4945ff', en: '#ac73e6' }
export const languageSeries: ChartSeries[] = LOCALES.map((locale) => ({
  name: languageName(locale),
  color: LANGUAGE_COLORS[locale],
}))

/** Where an entry opens in the Content Manager, in the language its figures are of. */
export const entryLink = (entry: NonNullable<TopPage['entry']>, locale: string) =>
  `/content-manager/collection-types/${entry.model}/${entry.documentId}?plugins[i18n][locale]=${locale}`

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box background="neutral0" padding={6} shadow="tableShadow" hasRadius data-testid={testId}>
      <Flex direction="column" alignItems="stretch" gap={4}>
        <Typography tag="h2" variant="delta">
          {title}
        </Typography>
        {children}
      </Flex>
    </Box>
  )
}

/**
 * A page's title linked to its entry, or the kind of page for one without (the home page, a list),
 * with its path under it.
 */
export function PageName({ page, locale }: { page: TopPage; locale: string }) {
  const template = readPath(page.path)?.template
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      {page.entry && page.title ? (
        <Link tag={RouterLink} to={entryLink(page.entry, locale)} dir="auto">
          {page.title}
        </Link>
      ) : template && template !== 'other' ? (
        <Typography>{TEMPLATE_LABELS[template]}</Typography>
      ) : null}
      <Typography variant="pi" textColor="neutral600" dir="ltr">
        {page.path}
      </Typography>
    </Flex>
  )
}

/** Rows of what was read or where from, each with its views; `empty` says why there are none. */
function ViewsTable({
  label,
  heading,
  rows,
  empty,
}: {
  label: string
  heading: string
  rows: { key: string; name: React.ReactNode; views: number }[]
  empty: string
}) {
  if (!rows.length)
    return (
      <Typography variant="pi" textColor="neutral600">
        {empty}
      </Typography>
    )
  return (
    <Table colCount={2} rowCount={rows.length + 1} aria-label={label}>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">{heading}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">Views</Typography>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((row) => (
          <Tr key={row.key}>
            <Td>{row.name}</Td>
            <Td>
              <Typography>{number(row.views)}</Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  )
}

function Figures({ view }: { view: AnalyticsView }) {
  const total = LOCALES.reduce((sum, locale) => sum + view.totals[locale], 0)
  const byLanguage = LOCALES.map((locale) => `${number(view.totals[locale])} ${languageName(locale)}`).join(', ')
  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <Section title="Views" testId="readers-views">
        <Typography>
          <Typography fontWeight="bold">{number(total)}</Typography> views in the last {view.days} days ({byLanguage})
        </Typography>
        <DayChart
          label={`Views per day from ${view.from} to ${view.to}: ${number(total)} in all (${byLanguage})`}
          days={view.daily.map((day) => ({ day: day.day, values: LOCALES.map((locale) => day.views[locale]) }))}
          series={languageSeries}
        />
      </Section>
      <Grid.Root gap={6}>
        {LOCALES.map((locale) => (
          <Grid.Item key={locale} col={6} s={12} xs={12} direction="column" alignItems="stretch">
            <Section title={`Most read in ${languageName(locale)}`} testId={`readers-top-${locale}`}>
              <ViewsTable
                label={`Most read in ${languageName(locale)}`}
                heading="Page"
                rows={view.top[locale].map((page) => ({
                  key: page.path,
                  name: <PageName page={page} locale={locale} />,
                  views: page.views,
                }))}
                empty={`No ${languageName(locale)} page was read in these days.`}
              />
            </Section>
          </Grid.Item>
        ))}
      </Grid.Root>
      <Section title="Where readers came from" testId="readers-referrers">
        <ViewsTable
          label="Referring sites"
          heading="Site"
          rows={view.referrers.map((referrer) => ({
            key: referrer.domain,
            name: <Typography>{referrer.domain}</Typography>,
            views: referrer.views,
          }))}
          empty="No reader came from another site in these days (or their browsers did not say)."
        />
      </Section>
      <Section title="How fast pages are for readers (75th percentile)" testId="readers-vitals">
        <Typography variant="pi" textColor="neutral600">
          Measured in readers&apos; own browsers and rated against Google&apos;s Core Web Vitals thresholds: three
          readers in four had it at least this good.
        </Typography>
        {view.vitals.length ? (
          <Table colCount={3 + METRIC_NAMES.length} rowCount={view.vitals.length + 1} aria-label="Field metrics">
            <Thead>
              <Tr>
                <Th>
                  <Typography variant="sigma">Kind of page</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">Language</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">Device</Typography>
                </Th>
                {METRIC_NAMES.map((metric) => (
                  <Th key={metric}>
                    <Typography variant="sigma" title={METRIC_LABELS[metric].long}>
                      {METRIC_LABELS[metric].short}
                    </Typography>
                  </Th>
                ))}
              </Tr>
            </Thead>
            <Tbody>
              {view.vitals.map((group) => (
                <Tr key={`${group.template} ${group.locale} ${group.device}`}>
                  <Td>
                    <Typography>{TEMPLATE_LABELS[group.template]}</Typography>
                  </Td>
                  <Td>
                    <Typography>{languageName(group.locale)}</Typography>
                  </Td>
                  <Td>
                    <Typography>{DEVICE_LABELS[group.device] ?? group.device}</Typography>
                  </Td>
                  {METRIC_NAMES.map((metric) => (
                    <Td key={metric}>
                      <MetricFigure metric={metric} figure={group.metrics[metric]} />
                    </Td>
                  ))}
                </Tr>
              ))}
            </Tbody>
          </Table>
        ) : (
          <Typography variant="pi" textColor="neutral600">
            No reader&apos;s browser has measured a page in these days yet.
          </Typography>
        )}
      </Section>
    </Flex>
  )
}

/**
 * Readers' figures for editors (issue [24], docs/decisions/0057-analytics.md): views per day and
 * language, the most read pages, referring sites and field Core Web Vitals, from the site's own
 * cookie-less beacon; days in the editors' time zone.
 */
export function ReadersPage() {
  const [days, setDays] = React.useState<AnalyticsSpan>(ANALYTICS_SPANS[0])
  const { view, problem } = useSiteAnalytics(days)
  const spans = [...ANALYTICS_SPANS].sort((a, b) => a - b)
  return (
    <Page.Main>
      <Page.Title>Readers</Page.Title>
      <Layouts.Header
        title="Readers"
        subtitle={`What readers read and how fast it is for them: counted by the site itself, without cookies${
          view ? `; days on ${zoneName(view.timeZone, 'en')}` : ''
        }.`}
        primaryAction={
          <Flex gap={2} role="group" aria-label="Days shown">
            {spans.map((span) => (
              <Button
                key={span}
                variant={span === days ? 'secondary' : 'tertiary'}
                aria-pressed={span === days}
                onClick={() => setDays(span)}
              >
                Last {span} days
              </Button>
            ))}
          </Flex>
        }
      />
      <Layouts.Content>
        {view ? <Figures view={view} /> : problem ? <Page.Error content={problem} /> : <Page.Loading />}
      </Layouts.Content>
    </Page.Main>
  )
}

export default ReadersPage
