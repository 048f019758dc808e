/**
 * /{locale}/search/ (ADR 0032): the site's search. The query is the address's `?q=`, so a search
 * can be shared. Prerendered without results (they come from the index in the browser); without
 * scripts the page says so and where to look instead. Never indexed by search engines.
 */
import { useEffect, useState } from 'react'
import type { HeadProps, PageProps } from 'gatsby'
import { Link, navigate } from 'gatsby'
import { useLocation } from '@reach/router'
import { useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import { headTranslator } from '../lib/head-translations'
import { useSiteFrame } from '../lib/site-frame'
import { LOCALES, pagePath, postListPath, searchPath, type Alternates, type Locale } from '../lib/i18n'
import { SearchBox, cameFromThisSite } from '../search/search-box'
import * as styles from '../search/search.module.css'

type Context = { language: Locale; alternates: Alternates }

export default function SearchTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation()
  const { search, key } = useLocation()
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const locale = pageContext.language
  // Escape in an empty box goes back to the page the reader searched from, as closing a search
  // overlay does; a search opened from outside the site stays rather than leave it (ADR 0041).
  const leave = cameFromThisSite(key) ? () => void navigate(-1) : undefined
  // The language links keep the reader's query: the same search in the other language.
  const [query, setQuery] = useState('')
  const alternates = query
    ? Object.fromEntries(LOCALES.map((other) => [other, searchPath(other, query)]))
    : pageContext.alternates
  return (
    <Layout locale={locale} alternates={alternates}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('search.title')}</h1>
        {inBrowser ? (
          <SearchBox
            locale={locale}
            initialQuery={new URLSearchParams(search).get('q') ?? ''}
            onQuery={setQuery}
            onLeave={leave}
          />
        ) : (
          // With scripts on, the browser keeps a noscript's content as raw markup, which React
          // would take for a mismatch.
          <noscript suppressHydrationWarning>
            <p className={styles.noscript}>
              {t('search.noScript')} <Link to={postListPath(locale, 1)}>{t('search.allPosts')}</Link>
              {' · '}
              <Link to={pagePath(locale, 'services')}>{t('search.allServices')}</Link>
            </p>
          </noscript>
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
      title={t('search.title')}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      noindex
    />
  )
}
