import type { PanelComponent } from '@strapi/content-manager/strapi-admin'
import { Box, Flex, Typography } from '@strapi/design-system'
import { METRIC_NAMES } from '../../rules/analytics'
import { ANALYTICS_SPANS } from '../../analytics/view'
import { ADDRESSED_CONTENT, isSiteContentUid } from '../../site-content'
import { DayChart } from './DayChart'
import { METRIC_LABELS, MetricFigure, number } from './figures-text'
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
  if (!addressed) return null
  const note = (text: string) => (
    <Typography variant="pi" textColor="neutral600">
      {text}
    </Typography>
  )
  return {
    title: 'Readers',
    content: !documentId ? (
      note('Readers’ figures appear once this entry is published and read.')
    ) : view ? (
      <Flex direction="column" alignItems="stretch" gap={3} data-testid="entry-readers">
        <Typography>
          <Typography fontWeight="bold">{number(view.total)}</Typography> {view.total === 1 ? 'view' : 'views'} in the
          last {view.days} days
        </Typography>
        {view.path ? (
          <Typography variant="pi" textColor="neutral600" dir="ltr">
            {view.path}
          </Typography>
        ) : null}
        {view.total ? (
          <>
            <DayChart
              label={`Views per day from ${view.from} to ${view.to}`}
              height={64}
              days={view.daily.map((day) => ({ day: day.day, values: [day.views] }))}
              series={[{ name: 'views', color: LANGUAGE_COLORS[isLocale(locale) ? locale : 'fa'] }]}
            />
            <Typography variant="sigma" textColor="neutral600">
              How fast for three readers in four
            </Typography>
            {METRIC_NAMES.map((metric) => (
              <Flex key={metric} gap={2}>
                <Box minWidth="3rem">
                  <Typography variant="sigma" textColor="neutral600" title={METRIC_LABELS[metric].long}>
                    {METRIC_LABELS[metric].short}
                  </Typography>
                </Box>
                <MetricFigure metric={metric} figure={view.metrics[metric]} samples={false} />
              </Flex>
            ))}
            <Typography variant="pi" textColor="neutral600">
              Measured in {number(Math.max(...METRIC_NAMES.map((metric) => view.metrics[metric].samples)))}{' '}
              readers&apos; browsers
            </Typography>
          </>
        ) : (
          note(
            view.path ? 'No reader has opened it in these days.' : 'It has no address yet: give it one and publish it.',
          )
        )}
      </Flex>
    ) : problem ? (
      <Problem text={problem} />
    ) : (
      note('Asking the CMS…')
    ),
  }
}
ReadersPanel.displayName = 'ReadersPanel'
