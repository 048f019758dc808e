/**
 * What the newsletter's link pages show and do (docs/decisions/0022-newsletter.md, ADR 0040): the
 * confirmation page posts the link's token as soon as it opens, so one click in the e-mail does
 * it; the unsubscribe page asks, and posts when its button is pressed, so opening the link (a
 * mistaken tap, a mail scanner that runs scripts) unsubscribes no one. Then it says what happened:
 * subscribed, unsubscribed, or why the link did not work, with a retry where one may help.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../lib/translations'
import type { Locale } from '../lib/i18n'
import { CONFIRM_PATH, ONE_CLICK_UNSUBSCRIBE_PATH, type NewsletterPage } from '../../cms/src/rules/newsletter-paths'
import type { FailureText } from '../account/api'
import * as styles from './link-result.module.css'

type State =
  | { phase: 'asking' }
  | { phase: 'working' }
  | { phase: 'done' }
  | { phase: 'failed'; text: FailureText; retry: boolean }

const CALLS: Record<NewsletterPage, string> = { confirm: CONFIRM_PATH, unsubscribe: ONE_CLICK_UNSUBSCRIBE_PATH }
/** Whether the page acts as it opens, or waits for the reader to press its button. */
const ACTS_ON_OPEN: Record<NewsletterPage, boolean> = { confirm: true, unsubscribe: false }

export function LinkResult({ screen, locale, search }: { screen: NewsletterPage; locale: Locale; search: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>({ phase: ACTS_ON_OPEN[screen] ? 'working' : 'asking' })
  // Each attempt posts the token once; none before the reader asks, on a page that waits for them.
  const [attempt, setAttempt] = useState(ACTS_ON_OPEN[screen] ? 1 : 0)
  const heading = useRef<HTMLHeadingElement>(null)
  const post = () => {
    // The button goes at once: a double press is one call.
    setState({ phase: 'working' })
    setAttempt((count) => count + 1)
  }
  useEffect(() => {
    if (attempt === 0) return
    let current = true
    const token = new URLSearchParams(search).get('token') ?? ''
    setState({ phase: 'working' })
    void import(/* webpackChunkName: "account-api" */ '../account/api').then(async ({ accountCall }) => {
      const result = await accountCall(CALLS[screen], { method: 'POST', body: { token }, locale })
      if (!current) return
      if (result.ok) setState({ phase: 'done' })
      else {
        // A link that does not work will not work on a second try; a service that did not answer may.
        const linkProblem = result.code === 'newsletter-link-invalid' || result.code === 'newsletter-link-expired'
        setState({ phase: 'failed', text: { message: result.message, values: result.values }, retry: !linkProblem })
      }
    })
    return () => {
      current = false
    }
  }, [screen, locale, search, attempt])
  // What replaced "working…" is read out where the reader is.
  useEffect(() => {
    if (state.phase === 'done' || state.phase === 'failed') heading.current?.focus()
  }, [state.phase])

  if (state.phase === 'asking') {
    return (
      <div className={styles.result}>
        <p className={styles.question}>{t(`newsletter.${screen}.ask`)}</p>
        <button type="button" className={styles.action} onClick={post}>
          {t(`newsletter.${screen}.action`)}
        </button>
      </div>
    )
  }
  if (state.phase === 'working') {
    return (
      <p role="status" className={styles.working}>
        {t(`newsletter.${screen}.working`)}
      </p>
    )
  }
  if (state.phase === 'done') {
    return (
      <div role="status" className={styles.result}>
        <h2 ref={heading} tabIndex={-1} className={styles.resultTitle}>
          {t(`newsletter.${screen}.done`)}
        </h2>
        <p>{t(`newsletter.${screen}.doneBody`)}</p>
      </div>
    )
  }
  return (
    <div role="alert" className={styles.result}>
      <h2 ref={heading} tabIndex={-1} className={styles.resultTitle}>
        {t('newsletter.linkFailed')}
      </h2>
      <p>{t(state.text.message, state.text.values)}</p>
      {state.retry && (
        <button type="button" className={styles.retry} onClick={post}>
          {t('newsletter.retry')}
        </button>
      )}
    </div>
  )
}
