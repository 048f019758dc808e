/**
 * /{locale}/newsletter/confirm/ and /unsubscribe/ (docs/decisions/0022-newsletter.md): the pages the
 * newsletter's e-mailed links open. Each posts the link's token as soon as it opens, so one click
 * in the e-mail does it, and says what happened: subscribed, unsubscribed, or why the link did
 * not work. A mail scanner that fetches the link without running scripts changes nothing. Never
 * indexed (gatsby-node.ts keeps them out of the sitemap).
 */
import { useEffect, useRef, useState } from 'react'
import type { HeadProps, PageProps } from 'gatsby'
import { useLocation } from '@reach/router'
import { useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import { headTranslator } from '../lib/head-translations'
import { useSiteFrame } from '../lib/site-frame'
import type { Alternates, Locale } from '../lib/i18n'
import { CONFIRM_PATH, ONE_CLICK_UNSUBSCRIBE_PATH, type NewsletterPage } from '../../cms/src/newsletter/paths'
import * as styles from './newsletter.module.css'

type Context = { language: Locale; alternates: Alternates; screen: NewsletterPage }

type State = { phase: 'working' } | { phase: 'done' } | { phase: 'failed'; message: string; retry: boolean }

const CALLS: Record<NewsletterPage, string> = { confirm: CONFIRM_PATH, unsubscribe: ONE_CLICK_UNSUBSCRIBE_PATH }

function LinkResult({ screen, locale, search }: { screen: NewsletterPage; locale: Locale; search: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>({ phase: 'working' })
  const [attempt, setAttempt] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
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
        setState({ phase: 'failed', message: result.message, retry: !linkProblem })
      }
    })
    return () => {
      current = false
    }
  }, [screen, locale, search, attempt])
  // What replaced "working…" is read out where the reader is.
  useEffect(() => {
    if (state.phase !== 'working') heading.current?.focus()
  }, [state.phase])

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
      <p>{t(state.message)}</p>
      {state.retry && (
        <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
          {t('newsletter.retry')}
        </button>
      )}
    </div>
  )
}

export default function NewsletterTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const { screen, language: locale } = pageContext
  return (
    <Layout locale={locale} alternates={pageContext.alternates}>
      <div className={styles.page}>
        <h1 className={styles.title}>{t(`newsletter.${screen}.title`)}</h1>
        {inBrowser ? (
          <LinkResult screen={screen} locale={locale} search={search} /> // With scripts on, the browser keeps a noscript's content as raw markup (an apostrophe stays
        ) : (
          // `&#x27;`), which React would take for a mismatch.
          <noscript suppressHydrationWarning>{t(`newsletter.${screen}.noScript`)}</noscript>
        )}
      </div>
    </Layout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const t = headTranslator(useSiteFrame().locales, pageContext.language)
  return (
    <SeoHead
      locale={pageContext.language}
      title={t(`newsletter.${pageContext.screen}.title`)}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      noindex
    />
  )
}
