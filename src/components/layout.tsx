import { Suspense, type ReactNode } from 'react'
import { useLocation } from '@reach/router'
import { useTranslation } from '../lib/translations'
import { DIRECTION, type Alternates, type Locale } from '../lib/i18n'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'
import { Header } from '../chrome/header'
import { Footer } from '../chrome/footer'
import { ErrorBoundary } from '../chrome/error-boundary'
import { ToastViewport } from '../chrome/toast'
import * as styles from './layout.module.css'

type Props = { locale: Locale; alternates?: Alternates; children: ReactNode }

/**
 * The page frame every template shares: skip link, header, main, footer and the toasts. Two
 * error boundaries: one around the content keeps the header and footer usable, the outer one
 * catches a failing header or footer.
 */
export function Layout({ locale, alternates, children }: Props) {
  const { t } = useTranslation()
  const siteInfo = siteInfoFor(useSiteFrame(), locale)
  const { pathname } = useLocation()
  return (
    <ErrorBoundary pathname={pathname}>
      <div dir={DIRECTION[locale]} lang={locale} className={styles.frame}>
        <a href="#main" className={styles.skipLink}>
          {t('layout.skipToContent')}
        </a>
        <Header locale={locale} siteInfo={siteInfo} alternates={alternates} pathname={pathname} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <ErrorBoundary pathname={pathname} inline>
            <Suspense fallback={null}>{children}</Suspense>
          </ErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <Footer locale={locale} siteInfo={siteInfo} />
        </Suspense>
        <ToastViewport />
      </div>
    </ErrorBoundary>
  )
}
