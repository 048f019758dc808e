import type { PanelComponent } from '@strapi/content-manager/strapi-admin'
import { Box, Flex, Typography } from '@strapi/design-system'
import { METRIC_NAMES } from '../../rules/analytics'
import { ANALYTICS_SPANS } from '../../analytics/view'
import { ADDRESSED_CONTENT, isSiteContentUid } from '../../site-content'
import { DayChart } from './DayChart'
import { METRIC_LABELS, MetricFigure, dayLabel } from './figures-text'
import { useText } from '../translations/useText'
import { LANGUAGE_COLORS } from './ReadersPage'
import { useEntryAnalytics } from './useAnalytics'
import { Problem } from '../shared/Problem'
import { isLocale } from '../../rules/locales'

const DAYS = ANALYTICS_SPANS[0]

/**
 * Beside an entry with an address of its own (an article, a CMS page): how many readers read this
 * language's version over the last weeks, and how fast it was for them.
 */
export const ReadersPanel: PanelComponent = ({ model, document }) => {
  const documentId = document?.documentId as string | undefined
  const locale = document?.locale as string | undefined
  const addressed = isSiteContentUid(model) && !!ADDRESSED_CONTENT[model]
  const { view, problem } = useEntryAnalytics(
    addressed && documentId && locale ? { model, documentId, locale } : null,
    DAYS,
  )
  const text = useText()
  const { t } = text
  if (!addressed) return null
  const note = (text: string) => (
    <Typography variant="pi" textColor="neutral600">
      {text}
    </Typography>
  )
  return {
    title: t('site-analytics.title'),
    content: !documentId ? (
      note(t('site-analytics.entry.unpublished'))
    ) : view ? (
      <Flex direction="column" alignItems="stretch" gap={3} data-testid="entry-readers">
        <Typography>
          {text.rich('site-analytics.views-in-days', {
            total: view.total,
            days: view.days,
            b: (chunks) => <Typography fontWeight="bold">{chunks}</Typography>,
          })}
        </Typography>
        {view.path ? (
          <Typography tag="bdi" variant="pi" textColor="neutral600" dir="ltr">
            {view.path}
          </Typography>
        ) : null}
        {view.total ? (
          <>
            <DayChart
              label={t('site-analytics.chart.span', {
                from: dayLabel(view.from, text.language),
                to: dayLabel(view.to, text.language),
              })}
              height={64}
              days={view.daily.map((day) => ({ day: day.day, values: [day.views] }))}
              series={[{ name: t('site-analytics.views'), color: LANGUAGE_COLORS[isLocale(locale) ? locale : 'fa'] }]}
            />
            <Typography variant="sigma" textColor="neutral600">
              {t('site-analytics.entry.speed')}
            </Typography>
            {METRIC_NAMES.map((metric) => (
              <Flex key={metric} gap={2}>
                <Box minWidth="3rem">
                  <Typography variant="sigma" textColor="neutral600" title={t(METRIC_LABELS[metric].long)}>
                    {METRIC_LABELS[metric].short}
                  </Typography>
                </Box>
                <MetricFigure metric={metric} figure={view.metrics[metric]} samples={false} />
              </Flex>
            ))}
            <Typography variant="pi" textColor="neutral600">
              {t('site-analytics.entry.measured', {
                readers: Math.max(...METRIC_NAMES.map((metric) => view.metrics[metric].samples)),
              })}
            </Typography>
          </>
        ) : (
          note(view.path ? t('site-analytics.entry.unread') : t('site-analytics.entry.no-address'))
        )}
      </Flex>
    ) : problem ? (
      <Problem text={problem} />
    ) : (
      note(t('site.asking'))
    ),
  }
}
ReadersPanel.displayName = 'ReadersPanel'
