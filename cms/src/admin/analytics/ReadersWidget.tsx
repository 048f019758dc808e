import { Widget } from '@strapi/strapi/admin'
import { Flex, Typography } from '@strapi/design-system'
import { LOCALES } from '../../rules/locales'
import { DayChart } from './DayChart'
import { PageName, ViewsInDays, languageSeries } from './ReadersPage'
import { useSiteAnalytics } from './useAnalytics'
import { useText } from '../translations/useText'

const DAYS = 7
const PAGES = 5

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
            height={64}
            days={view.daily.map((day) => ({ day: day.day, values: LOCALES.map((locale) => day.views[locale]) }))}
            series={languageSeries(text)}
          />
          <Flex tag="ol" direction="column" alignItems="stretch" gap={2}>
            {top.map(({ page, locale }) => (
              <Flex tag="li" key={page.path} justifyContent="space-between" gap={2}>
                <PageName page={page} locale={locale} />
                <Typography>{text.number(page.views)}</Typography>
              </Flex>
            ))}
          </Flex>
        </>
      ) : null}
    </Flex>
  )
}
