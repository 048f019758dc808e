import * as React from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { Layouts, Page } from '@strapi/strapi/admin'
import { Box, Button, Flex, Grid, Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system'
import { LOCALES, type Locale } from '../../rules/locales'
import { METRIC_NAMES } from '../../rules/analytics'
import { ANALYTICS_SPANS, type AnalyticsSpan, type AnalyticsView, type TopPage } from '../../analytics/view'
import { readPath } from '../../analytics/paths'
import { zoneName } from '../../publishing/zoned-time'
import { DayChart, type ChartSeries } from './DayChart'
import { METRIC_LABELS, MetricFigure, WRAPS, dayLabel, deviceName, templateName } from './figures-text'
import { useSiteAnalytics } from './useAnalytics'
import { useText, type Text } from '../translations/useText'

/** Each language's colour in the charts (the design system's primary and alternative). */
export const LANGUAGE_COLORS: Record<Locale, string> = { fa: '#4945ff', en: '#ac73e6' }
export const languageSeries = (text: Text): ChartSeries[] =>
  LOCALES.map((locale) => ({ name: text.languageName(locale), color: LANGUAGE_COLORS[locale] }))

/** "1,204 views in the last 28 days (1,000 Persian and 204 English)", its total in bold. */
export function ViewsInDays({ view }: { view: Pick<AnalyticsView, 'totals' | 'days'> }) {
  const text = useText()
  const total = LOCALES.reduce((sum, locale) => sum + view.totals[locale], 0)
  return (
    <Typography>
      {text.rich('site-analytics.views-in-days', {
        total,
        days: view.days,
        b: (chunks) => <Typography fontWeight="bold">{chunks}</Typography>,
      })}{' '}
      ({byLanguage(text, view.totals)})
    </Typography>
  )
}

const byLanguage = (text: Text, totals: AnalyticsView['totals']) =>
  text.list(
    LOCALES.map((locale) =>
      text.t('site-analytics.language-views', { views: totals[locale], language: text.languageName(locale) }),
    ),
  )

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
  const text = useText()
  const template = readPath(page.path)?.template
  return (
    <Flex direction="column" alignItems="flex-start" gap={1} style={WRAPS}>
      {page.entry && page.title ? (
        <Link tag={RouterLink} to={entryLink(page.entry, locale)} dir="auto">
          {page.title}
        </Link>
      ) : template && template !== 'other' ? (
        <Typography>{templateName(text, template)}</Typography>
      ) : null}
      <Typography tag="bdi" variant="pi" textColor="neutral600" dir="ltr">
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
  const text = useText()
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
            <Typography variant="sigma">{text.t('site-analytics.views')}</Typography>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((row) => (
          <Tr key={row.key}>
            <Td>{row.name}</Td>
            <Td>
              <Typography>{text.number(row.views)}</Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  )
}

/**
 * Below this width the speed table's seven columns cannot show a figure without hiding the page
 * it belongs to: each group is a card of its own instead (a phone).
 */
const NARROW = '(max-width: 640px)'

function useNarrow(): boolean {
  const subscribe = React.useCallback((changed: () => void) => {
    const query = window.matchMedia(NARROW)
    query.addEventListener('change', changed)
    return () => query.removeEventListener('change', changed)
  }, [])
  return React.useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches)
}

/** The speed figures on a narrow screen: a card a group, named above its four figures. */
function VitalsCards({ vitals }: { vitals: AnalyticsView['vitals'] }) {
  const text = useText()
  return (
    <Flex tag="ul" direction="column" alignItems="stretch" gap={3} aria-label={text.t('site-analytics.vitals.table')}>
      {vitals.map((group) => (
        <Box
          tag="li"
          key={`${group.template} ${group.locale} ${group.device}`}
          padding={3}
          hasRadius
          borderColor="neutral150"
        >
          <Typography fontWeight="bold" style={WRAPS}>
            {[templateName(text, group.template), text.languageName(group.locale), deviceName(text, group.device)].join(
              ' · ',
            )}
          </Typography>
          <Box paddingTop={2} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
            {METRIC_NAMES.map((metric) => (
              <Flex key={metric} direction="column" alignItems="flex-start" gap={1}>
                <Typography variant="sigma" textColor="neutral600" title={text.t(METRIC_LABELS[metric].long)}>
                  {METRIC_LABELS[metric].short}
                </Typography>
                <MetricFigure metric={metric} figure={group.metrics[metric]} />
              </Flex>
            ))}
          </Box>
        </Box>
      ))}
    </Flex>
  )
}

function Figures({ view }: { view: AnalyticsView }) {
  const text = useText()
  const { t } = text
  const narrow = useNarrow()
  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <Section title={t('site-analytics.views')} testId="readers-views">
        <ViewsInDays view={view} />
        <DayChart
          label={t('site-analytics.views-by-language', {
            views: t('site-analytics.chart.span', {
              from: dayLabel(view.from, text.language),
              to: dayLabel(view.to, text.language),
            }),
            byLanguage: byLanguage(text, view.totals),
          })}
          days={view.daily.map((day) => ({ day: day.day, values: LOCALES.map((locale) => day.views[locale]) }))}
          series={languageSeries(text)}
        />
      </Section>
      <Grid.Root gap={6}>
        {LOCALES.map((locale) => (
          <Grid.Item key={locale} col={6} s={12} xs={12} direction="column" alignItems="stretch">
            <Section
              title={t('site-analytics.top', { language: text.languageName(locale) })}
              testId={`readers-top-${locale}`}
            >
              <ViewsTable
                label={t('site-analytics.top', { language: text.languageName(locale) })}
                heading={t('site-analytics.page')}
                rows={view.top[locale].map((page) => ({
                  key: page.path,
                  name: <PageName page={page} locale={locale} />,
                  views: page.views,
                }))}
                empty={t('site-analytics.top.empty', { language: text.languageName(locale) })}
              />
            </Section>
          </Grid.Item>
        ))}
      </Grid.Root>
      <Section title={t('site-analytics.referrers')} testId="readers-referrers">
        <ViewsTable
          label={t('site-analytics.referrers.table')}
          heading={t('site-analytics.referrers.site')}
          rows={view.referrers.map((referrer) => ({
            key: referrer.domain,
            name: <Typography style={WRAPS}>{referrer.domain}</Typography>,
            views: referrer.views,
          }))}
          empty={t('site-analytics.referrers.empty')}
        />
      </Section>
      <Section title={t('site-analytics.vitals')} testId="readers-vitals">
        <Typography variant="pi" textColor="neutral600">
          {t('site-analytics.vitals.about')}
        </Typography>
        {view.vitals.length && narrow ? (
          <VitalsCards vitals={view.vitals} />
        ) : view.vitals.length ? (
          <Table
            colCount={3 + METRIC_NAMES.length}
            rowCount={view.vitals.length + 1}
            aria-label={t('site-analytics.vitals.table')}
          >
            <Thead>
              <Tr>
                <Th>
                  <Typography variant="sigma">{t('site-analytics.vitals.template')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('site-analytics.vitals.language')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{t('site-analytics.vitals.device')}</Typography>
                </Th>
                {METRIC_NAMES.map((metric) => (
                  <Th key={metric}>
                    <Typography variant="sigma" title={t(METRIC_LABELS[metric].long)}>
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
                    <Typography>{templateName(text, group.template)}</Typography>
                  </Td>
                  <Td>
                    <Typography>{text.languageName(group.locale)}</Typography>
                  </Td>
                  <Td>
                    <Typography>{deviceName(text, group.device)}</Typography>
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
            {t('site-analytics.vitals.empty')}
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
  const { t, language } = useText()
  return (
    <Page.Main>
      <Page.Title>{t('site-analytics.title')}</Page.Title>
      <Layouts.Header
        title={t('site-analytics.title')}
        subtitle={t('site-analytics.subtitle', { zone: view ? zoneName(view.timeZone, language) : 'none' })}
        primaryAction={
          <Flex gap={2} role="group" aria-label={t('site-analytics.spans')}>
            {spans.map((span) => (
              <Button
                key={span}
                variant={span === days ? 'secondary' : 'tertiary'}
                aria-pressed={span === days}
                onClick={() => setDays(span)}
              >
                {t('site-analytics.span', { days: span })}
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
