import * as React from 'react'
import { useFetchClient } from '@strapi/strapi/admin'
import type { ScheduleView, ScheduledActionKind } from '../../publishing/schedule-view'
import { SCHEDULE_PATH } from '../../rules/publishing-paths'
import { refusalText } from '../shared/refusal'
import { useText } from '../translations/useText'

/** How often the panel looks again while a time is pending: it shows the time carried out. */
const POLL_MS = 5000

export type ScheduleTarget = { model: string; documentId: string; locale?: string }

/** What went wrong, and beside which control to say it (none: the panel's own reading). */
export type ScheduleProblem = { text: string; about?: ScheduledActionKind }

/**
 * One entry's publishing times in one language: read, set and removed through GET/POST/DELETE
 * /site-schedule. `onCarriedOut` is called when a time this screen showed pending has been
 * carried out meanwhile (the rest of the edit view then shows a stale status).
 */
export function useSchedule(target: ScheduleTarget | null, onCarriedOut: () => void) {
  const { get, post, del } = useFetchClient()
  const { t } = useText()
  const [view, setView] = React.useState<ScheduleView>()
  const [problem, setProblem] = React.useState<ScheduleProblem>()
  const [busy, setBusy] = React.useState(false)
  // A second click lands before React re-renders with `busy`: the ref refuses it at once.
  const acting = React.useRef(false)
  const { model, documentId, locale } = target ?? {}
  const carriedOut = React.useRef(onCarriedOut)
  carriedOut.current = onCarriedOut

  const load = React.useCallback(async () => {
    if (!model || !documentId) return
    try {
      const query = new URLSearchParams({ model, documentId })
      if (locale) query.set('locale', locale)
      const answer = await get<{ data: ScheduleView }>(`${SCHEDULE_PATH}?${query}`)
      const next = answer.data.data
      setView((previous) => {
        const wasPending = new Set(previous?.pending.map((action) => action.id))
        if (next.done && wasPending.has(next.done.id)) setTimeout(() => carriedOut.current(), 0)
        return next
      })
    } catch (error) {
      setProblem({ text: refusalText(error, t('site.unanswered')) })
    }
  }, [get, model, documentId, locale, t])

  React.useEffect(() => {
    setView(undefined)
    setProblem(undefined)
    void load()
  }, [load])

  const pending = (view?.pending.length ?? 0) > 0
  React.useEffect(() => {
    if (!pending) return
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), POLL_MS)
    return () => clearInterval(timer)
  }, [pending, load])

  const act = async (about: ScheduledActionKind, work: () => Promise<unknown>) => {
    if (acting.current) return false
    acting.current = true
    setBusy(true)
    setProblem(undefined)
    try {
      await work()
      await load()
      return true
    } catch (error) {
      setProblem({ text: refusalText(error, t('site.unanswered')), about })
      return false
    } finally {
      acting.current = false
      setBusy(false)
    }
  }

  return {
    view,
    problem,
    busy,
    clearProblem: () => setProblem(undefined),
    set: (action: ScheduledActionKind, runAt: Date) =>
      act(action, () => post(SCHEDULE_PATH, { model, documentId, locale, action, runAt: runAt.toISOString() })),
    remove: (action: ScheduledActionKind, id: number) => act(action, () => del(`${SCHEDULE_PATH}/${id}`)),
  }
}
