/**
 * Renders a component the way pages get it: theme, the locale's real translations (locales/),
 * toasts, and a fresh SWR cache per test.
 */
import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { SWRConfig } from 'swr'
import { ThemeUIProvider } from 'theme-ui'
import { theme } from '../../src/theme'
import { ToastProvider, ToastViewport } from '../../src/chrome/toast'
import type { Locale } from '../../src/lib/i18n'
import fa from '../../locales/fa/translation.json'
import en from '../../locales/en/translation.json'

export function siteI18n(locale: Locale) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: { fa: { translation: fa }, en: { translation: en } },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
    initImmediate: false,
  })
  return instance
}

export function renderSite(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  const i18n = siteI18n(locale)
  const cache = new Map()
  // A wrapper (not JSX around `ui`) so rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeUIProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
          <ToastProvider>
            {children}
            <ToastViewport />
          </ToastProvider>
        </SWRConfig>
      </I18nextProvider>
    </ThemeUIProvider>
  )
  return render(ui, { wrapper })
}
