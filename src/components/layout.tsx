import { Suspense, type ReactNode } from 'react'
import { useLocation } from '@reach/router'
import { Container, Flex } from 'theme-ui'
import { useTranslation } from '../lib/translations'
import { DIRECTION, type Alternates, type Locale } from '../lib/i18n'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'
import { Header } from '../chrome/header'
import { Footer } from '../chrome/footer'
import { ErrorBoundary } from '../chrome/error-boundary'
import { ToastViewport } from '../chrome/toast'

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
    <Flex dir={DIRECTION[locale]} lang={locale} sx={{ flexDirection: 'column', minHeight: '100vh' }}>
      <a
        href="#main"
        sx={{ position: 'absolute', insetInlineStart: '-999px', top: 2, zIndex: 60, ':focus': { insetInlineStart: 2, bg: 'background', p: 2, color: 'primary' } }}
      >
        {t('layout.skipToContent')}
      </a>
      <Header locale={locale} siteInfo={siteInfo} alternates={alternates} pathname={pathname} />
      <Container as="main" id="main" tabIndex={-1} sx={{ px: 3, flex: '1 0 auto', width: '100%', ':focus': { outline: 'none' } }}>
        <ErrorBoundary pathname={pathname} inline>
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </Container>
      <Suspense fallback={null}>
        <Footer locale={locale} siteInfo={siteInfo} />
      </Suspense>
      <ToastViewport />
    </Flex>
    </ErrorBoundary>
  )
}
