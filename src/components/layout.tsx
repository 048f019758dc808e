import { Suspense, type ReactNode } from 'react'
import { useLocation } from '@reach/router'
import { Box, type ThemeUIStyleObject } from 'theme-ui'
import { themeUiBase } from '../theme'
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
    <Box dir={DIRECTION[locale]} lang={locale} sx={frameSheet}>
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <Header locale={locale} siteInfo={siteInfo} alternates={alternates} pathname={pathname} />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary pathname={pathname} inline>
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer locale={locale} siteInfo={siteInfo} />
      </Suspense>
      <ToastViewport />
    </Box>
    </ErrorBoundary>
  )
}

const { box, container } = themeUiBase

/** The frame's styles, on its root (see themeUiBase in theme.ts for why). */
const frameSheet: ThemeUIStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  '> .skip-link': { position: 'absolute', insetInlineStart: '-999px', top: 2, zIndex: 60, ':focus': { insetInlineStart: 2, bg: 'background', p: 2, color: 'primary' } },
  '> main': { ...container, px: 3, flex: '1 0 auto', width: '100%', ':focus': { outline: 'none' } },
}
