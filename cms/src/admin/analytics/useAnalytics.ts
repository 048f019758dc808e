import * as React from 'react'
import { useFetchClient } from '@strapi/strapi/admin'
import { ANALYTICS_PATH, type AnalyticsSpan, type AnalyticsView, type EntryAnalyticsView } from '../../analytics/view'
import { refusalText } from '../shared/refusal'
import { useText } from '../translations/useText'

/** The figures are folded every few seconds; a minute keeps an open dashboard current enough. */
const POLL_MS = 60_000

/**
 * One reading of readers' figures (GET ANALYTICS_PATH…, cms/src/analytics/admin-routes.ts), read
 * again every minute while the admin's tab is in view; null `path` reads nothing.
 */
function useFigures<View>(path: string | null) {
  const { get } = useFetchClient()
  const { t } = useText()
  const [view, setView] = React.useState<View>()
  const [problem, setProblem] = React.useState<string>()
  React.useEffect(() => {
    if (!path) return
    let stopped = false
    const load = async () => {
      try {
        const answer = await get<{ data: View }>(path)
        if (!stopped) {
          setView(answer.data.data)
          setProblem(undefined)
        }
      } catch (error) {
        if (!stopped) setProblem(refusalText(error, t('site.unanswered')))
      }
    }
    void load()
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [get, path, t])
  return { view, problem }
}

/** The whole site's figures over the last `days` days. */
export const useSiteAnalytics = (days: AnalyticsSpan) => useFigures<AnalyticsView>(`${ANALYTICS_PATH}?days=${days}`)

export type AnalyticsEntry = { model: string; documentId: string; locale: string }

/** One entry's own figures in one language; nothing for null. */
export function useEntryAnalytics(entry: AnalyticsEntry | null, days: AnalyticsSpan) {
  const path = entry ? `${ANALYTICS_PATH}/entry?${new URLSearchParams({ ...entry, days: String(days) })}` : null
  return useFigures<EntryAnalyticsView>(path)
}
