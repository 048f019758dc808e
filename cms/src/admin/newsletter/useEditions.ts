import * as React from 'react'
import { useFetchClient } from '@strapi/strapi/admin'
import type { EditionsView } from '../../newsletter/edition-view'
import { EDITIONS_PATH } from '../../rules/newsletter-paths'
import { refusalText } from '../shared/refusal'
import { useText } from '../translations/useText'

/** How often the panel looks again while an edition is going out: it shows how far it got. */
const POLL_MS = 2000

export type EditionTarget = { documentId: string; locale: string }

/** The preview of the e-mail as a subscriber gets it. */
export type EditionPreview = { subject: string; html: string; text: string }

/** A refusal: the CMS's sentence and code, or `unanswered` when no answer came back. */
export type EditionProblem = { text: string; code?: string; details?: { requestedAt?: string; requestedBy?: string } }

function refusal(error: unknown, unanswered: string): EditionProblem {
  const answer = error as {
    response?: { data?: { error?: { message?: string; details?: EditionProblem['details'] & { code?: string } } } }
  }
  const body = answer.response?.data?.error
  return {
    text: refusalText(error, unanswered),
    code: body?.details?.code,
    details: body?.details,
  }
}

/** One post's newsletter editions in one language: read, previewed, tested and sent through /newsletter/editions. */
export function useEditions(target: EditionTarget | null) {
  const { get, post } = useFetchClient()
  const { t } = useText()
  const [view, setView] = React.useState<EditionsView>()
  const [problem, setProblem] = React.useState<EditionProblem>()
  const [busy, setBusy] = React.useState(false)
  // A second click lands before React re-renders with `busy`: the ref refuses it at once.
  const acting = React.useRef(false)
  const { documentId, locale } = target ?? {}

  const load = React.useCallback(async () => {
    if (!documentId || !locale) return
    try {
      const answer = await get<{ data: EditionsView }>(
        `${EDITIONS_PATH}?${new URLSearchParams({ documentId, locale })}`,
      )
      setView(answer.data.data)
    } catch (error) {
      setProblem(refusal(error, t('site.unanswered')))
    }
  }, [get, documentId, locale, t])

  React.useEffect(() => {
    setView(undefined)
    setProblem(undefined)
    void load()
  }, [load])

  const sending = view?.editions[0]?.state === 'sending'
  React.useEffect(() => {
    if (!sending) return
    const timer = setInterval(() => void load(), POLL_MS)
    return () => clearInterval(timer)
  }, [sending, load])

  /** Runs one action at a time; resolves to its answer, or undefined when refused (the problem says why). */
  const act = React.useCallback(
    async <T>(run: () => Promise<T>): Promise<T | undefined> => {
      if (acting.current) return undefined
      acting.current = true
      setBusy(true)
      setProblem(undefined)
      try {
        return await run()
      } catch (error) {
        setProblem(refusal(error, t('site.unanswered')))
        return undefined
      } finally {
        acting.current = false
        setBusy(false)
      }
    },
    [t],
  )

  const preview = () =>
    act(async () => {
      const query = new URLSearchParams({ documentId: documentId!, locale: locale! })
      return (await get<{ data: EditionPreview }>(`${EDITIONS_PATH}/preview?${query}`)).data.data
    })

  const sendTest = () =>
    act(
      async () => (await post<{ data: { to: string } }>(`${EDITIONS_PATH}/test`, { documentId, locale })).data.data.to,
    )

  const send = (again: boolean) =>
    act(async () => {
      await post(EDITIONS_PATH, { documentId, locale, again })
      await load()
      return true
    })

  return { view, problem, busy, preview, sendTest, send, clearProblem: () => setProblem(undefined) }
}
