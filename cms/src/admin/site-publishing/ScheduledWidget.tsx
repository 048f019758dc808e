import * as React from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { Widget, useFetchClient } from '@strapi/strapi/admin'
import { Flex, Link, Typography } from '@strapi/design-system'
import type { UpcomingView } from '../../publishing/schedule-view'
import { SCHEDULE_PATH } from '../../rules/publishing-paths'
import { When } from './ScheduledTime'
import { useText } from '../translations/useText'

/** Often enough to drop a time once it is carried out. */
const POLL_MS = 30_000

/**
 * The admin homepage's "Scheduled" widget: the next publish and unpublish times across the site's
 * content, each linked to its entry (GET /site-schedule/upcoming, cms/src/publishing/schedule.ts).
 */
export function ScheduledWidget() {
  const { get } = useFetchClient()
  const [view, setView] = React.useState<UpcomingView>()
  const [error, setError] = React.useState(false)
  const text = useText()
  const { t } = text
  React.useEffect(() => {
    let stopped = false
    const load = async () => {
      try {
        const answer = await get<{ data: UpcomingView }>(`${SCHEDULE_PATH}/upcoming`)
        if (!stopped) setView(answer.data.data)
      } catch {
        if (!stopped) setError(true)
      }
    }
    void load()
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [get])

  if (!view) return error ? <Widget.Error>{t('site-schedule.widget.unknown')}</Widget.Error> : <Widget.Loading />
  if (!view.upcoming.length) return <Widget.NoData>{t('site-schedule.widget.empty')}</Widget.NoData>
  return (
    <Flex tag="ul" direction="column" alignItems="stretch" gap={4} data-testid="scheduled-widget">
      {view.upcoming.map((action) => (
        <Flex tag="li" key={action.id} direction="column" alignItems="flex-start" gap={1}>
          <Typography variant="sigma" textColor="neutral600">
            {[
              t(`site-schedule.${action.action}.pending`),
              action.locale ? text.languageName(action.locale) : '',
              action.lastError ? t('site-schedule.widget.not-done') : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Link
            tag={RouterLink}
            to={`/content-manager/${action.kind === 'singleType' ? 'single-types' : 'collection-types'}/${action.model}${
              action.kind === 'singleType' ? '' : `/${action.documentId}`
            }${action.locale ? `?plugins[i18n][locale]=${action.locale}` : ''}`}
          >
            {action.title}
          </Link>
          <When iso={action.runAt} zone={view.timeZone} />
        </Flex>
      ))}
    </Flex>
  )
}
