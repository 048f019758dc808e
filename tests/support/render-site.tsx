/**
 * Renders a component the way pages get it: the locale's real translations (locales/),
 * toasts, and a fresh SWR cache per test.
 */
import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { createTranslations, TranslationsProvider } from '../../src/lib/translations'
import { SWRConfig } from 'swr'
import { ToastProvider, ToastViewport } from '../../src/chrome/toast'
import type { Locale } from '../../src/lib/i18n'
import fa from '../../locales/fa/translation.json'
import en from '../../locales/en/translation.json'

export function siteI18n(locale: Locale) {
  return createTranslations({ fa, en }, locale)
}

export function renderSite(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  const i18n = siteI18n(locale)
  const cache = new Map()
  // A wrapper (not JSX around `ui`) so rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TranslationsProvider value={i18n}>
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <ToastProvider>
          {children}
          <ToastViewport />
        </ToastProvider>
      </SWRConfig>
    </TranslationsProvider>
  )
  return render(ui, { wrapper })
}
