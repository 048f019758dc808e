import { Link as RouterLink } from 'react-router-dom'
import { Widget } from '@strapi/strapi/admin'
import { Box, Flex, Link, Typography } from '@strapi/design-system'
import { LOCALES, type Locale } from '../../rules/locales'
import type { TopPage } from '../../analytics/view'
import { readPath } from '../../analytics/paths'
import { DayChart } from './DayChart'
import { templateName } from './figures-text'
import { ViewsInDays, entryLink, languageSeries } from './ReadersPage'
import { useSiteAnalytics } from './useAnalytics'
import { useText } from '../translations/useText'

const DAYS = 7
/** As many rows as Strapi's fixed-height widget box shows below the chart without scrolling. */
const PAGES = 3

/**
 * A most read page on one line: its title (linked to its entry) or its kind, and its language;
 * the whole dashboard shows its address too.
 */
function PageLine({ page, locale }: { page: TopPage; locale: Locale }) {
  const text = useText()
  const template = readPath(page.path)?.template
  const name =
    page.entry && page.title ? (
      <Link tag={RouterLink} to={entryLink(page.entry, locale)} dir="auto">
        {page.title}
      </Link>
    ) : template && template !== 'other' ? (
      <Typography>{templateName(text, template)}</Typography>
    ) : (
      // bdi: the admin's right-to-left mode turns Strapi's dir="ltr" around, not a bdi's (ReadersPage's PageName).
      <Typography tag="bdi" dir="ltr">
        {page.path}
      </Typography>
    )
  return (
    <Flex gap={2} minWidth={0} flex={1}>
      <Box minWidth={0} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Box>
      <Typography variant="pi" textColor="neutral600">
        {text.languageName(locale)}
      </Typography>
    </Flex>
  )
}

/**
 * The admin homepage's "Readers" widget: the last week's views per language and the most read
 * pages; its heading links to the whole dashboard (./ReadersPage.tsx).
 */
export function ReadersWidget() {
  const { view, problem } = useSiteAnalytics(DAYS)
  const text = useText()
  if (!view) return problem ? <Widget.Error>{problem}</Widget.Error> : <Widget.Loading />
  const total = LOCALES.reduce((sum, locale) => sum + view.totals[locale], 0)
  const top = LOCALES.flatMap((locale) => view.top[locale].map((page) => ({ page, locale })))
    .sort((a, b) => b.page.views - a.page.views)
    .slice(0, PAGES)
  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-testid="readers-widget">
      <ViewsInDays view={view} />
      {total ? (
        <>
          <DayChart
            label={text.t('site-analytics.chart.last-days', { days: DAYS })}
            height={48}
            days={view.daily.map((day) => ({ day: day.day, values: LOCALES.map((locale) => day.views[locale]) }))}
            series={languageSeries(text)}
          />
          <Flex tag="ol" direction="column" alignItems="stretch" gap={2}>
            {top.map(({ page, locale }) => (
              <Flex tag="li" key={page.path} justifyContent="space-between" gap={2}>
                <PageLine page={page} locale={locale} />
                <Typography>{text.number(page.views)}</Typography>
              </Flex>
            ))}
          </Flex>
        </>
      ) : null}
    </Flex>
  )
}
