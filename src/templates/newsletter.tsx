/**
 * /{locale}/newsletter/confirm/ and /unsubscribe/ (docs/decisions/0022-newsletter.md): the pages the
 * newsletter's e-mailed links open. What they do is ../newsletter/link-result.tsx: the confirmation
 * acts as the page opens, the unsubscribe waits for its button (ADR 0040); mail programs' own
 * one-click unsubscribe posts to the function directly. Never indexed (gatsby-node.ts keeps them
 * out of the sitemap).
 */
import { useEffect, useState } from 'react'
import type { HeadProps, PageProps } from 'gatsby'
import { useLocation } from '@reach/router'
import { useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import { headTranslator } from '../lib/head-translations'
import { useSiteFrame } from '../lib/site-frame'
import type { Alternates, Locale } from '../lib/i18n'
import type { NewsletterPage } from '../../cms/src/rules/newsletter-paths'
import { LinkResult } from '../newsletter/link-result'
import * as styles from './newsletter.module.css'

type Context = { language: Locale; alternates: Alternates; screen: NewsletterPage }

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
