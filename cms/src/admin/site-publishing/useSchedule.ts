import * as React from 'react'
import { useFetchClient } from '@strapi/strapi/admin'
import type { ScheduleView, ScheduledActionKind } from '../../publishing/schedule-view'
import { SCHEDULE_PATH } from '../../publishing/paths'

/** How often the panel looks again while a time is pending: it shows the time carried out. */
const POLL_MS = 5000

export type ScheduleTarget = { model: string; documentId: string; locale?: string }

/** The CMS's sentence for a refusal (its catalogued message), or the transport's. */
function refusal(error: unknown): string {
  const answer = error as { response?: { data?: { error?: { message?: string } } }; message?: string }
  return answer.response?.data?.error?.message ?? answer.message ?? 'The CMS did not answer'
}

/** One entry's publishing times in one language: read, set and removed through GET/POST/DELETE /site-schedule. */
export function useSchedule(target: ScheduleTarget | null) {
  const { get, post, del } = useFetchClient()
  const [view, setView] = React.useState<ScheduleView>()
  const [problem, setProblem] = React.useState<string>()
  const [busy, setBusy] = React.useState(false)
  const { model, documentId, locale } = target ?? {}

  const load = React.useCallback(async () => {
    if (!model || !documentId) return
    try {
      const query = new URLSearchParams({ model, documentId })
      if (locale) query.set('locale', locale)
      const answer = await get<{ data: ScheduleView }>(`${SCHEDULE_PATH}?${query}`)
      setView(answer.data.data)
    } catch (error) {
      setProblem(refusal(error))
    }
  }, [get, model, documentId, locale])

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

  const act = async (work: () => Promise<unknown>) => {
    if (busy) return false
    setBusy(true)
    setProblem(undefined)
    try {
      await work()
      await load()
      return true
    } catch (error) {
      setProblem(refusal(error))
      return false
    } finally {
      setBusy(false)
    }
  }

  return {
    view,
    problem,
    busy,
    set: (action: ScheduledActionKind, runAt: Date) =>
      act(() => post(SCHEDULE_PATH, { model, documentId, locale, action, runAt: runAt.toISOString() })),
    remove: (id: number) => act(() => del(`${SCHEDULE_PATH}/${id}`)),
  }
}
