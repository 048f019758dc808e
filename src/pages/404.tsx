import { useEffect, useMemo, useState } from 'react'
import type { HeadProps, PageProps } from 'gatsby'
import { TranslationsProvider, useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import * as styles from './404.module.css'
import { ErrorView, MissingPathDetail } from '../chrome/error-view'
import { DEFAULT_LOCALE, DIRECTION, LOCALES, localeFromPath, type Locale } from '../lib/i18n'
import { displayPath } from '../lib/missing-path'
import { headTranslator } from '../lib/head-translations'
import { pageTitle } from '../lib/seo'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'

/**
 * One 404 for every unknown address. The host answers /en/* and /fa/* misses with the locale's
 * copy of this page (status 404) and other misses with /404.html; either way the language comes
 * from the address, because the browser runtime swaps in /404.html's component after loading.
 * An address without a locale gets the message in both languages.
 */
export default function NotFoundPage({ location }: PageProps) {
  const { i18n } = useTranslation()
  const locale = localeFromPath(location.pathname)
  const frameLocale = locale ?? DEFAULT_LOCALE
  // One prebuilt copy serves every miss, so the address is filled in by the 404 function on the
  // server (read back here, so hydration matches) or, where that did not run, after mount from
  // window (Gatsby hands this page /en/404/ as its location when the host served that copy).
  const [path, setPath] = useState<string | null>(() =>
    typeof document === 'undefined' ? null : (document.querySelector('[data-missing-path] bdi')?.textContent ?? null),
  )
  useEffect(() => setPath(displayPath(window.location.pathname)), [location.pathname])
  const shown: Locale[] = locale ? [locale] : [...LOCALES]
  // The page's own language is the build-time copy's; the frame follows the address instead.
  const framed = useMemo(() => i18n.withLanguage(frameLocale), [i18n, frameLocale])
  return (
    <TranslationsProvider value={framed}>
      <Layout locale={frameLocale}>
        <div className={styles.column}>
          {shown.map((item, index) => (
            <ErrorView
              key={item}
              locale={item}
              status={404}
              message={i18n.getFixedT(item)('error.notFound')}
              headingLevel={index === 0 ? 'h1' : 'h2'}
              // functions/not-found.mts fills this in on the server; see MISSING_PATH_SLOT.
              detail={<MissingPathDetail path={path} />}
            />
          ))}
        </div>
      </Layout>
    </TranslationsProvider>
  )
}

export function Head({ location }: HeadProps) {
  const locale = localeFromPath(location.pathname) ?? DEFAULT_LOCALE
  const frame = useSiteFrame()
  const t = headTranslator(frame.locales, locale)
  const error = { status: 404, message: t('error.notFound') }
  return (
    <>
      <html lang={locale} dir={DIRECTION[locale]} />
      <title>{pageTitle({ pathname: location.pathname, error, locale }, siteInfoFor(frame, locale)?.name)}</title>
      <meta name="robots" content="noindex" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  )
}
