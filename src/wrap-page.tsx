import type { ReactNode } from 'react'
import { isLocale, DEFAULT_LOCALE, type Locale } from './lib/i18n'
import { pageTranslations, TranslationsProvider } from './lib/translations'
import { useSiteFrame } from './lib/site-frame'
import { SiteProviders } from './site-providers'

type PageProps = { pageContext?: { language?: unknown } }

/** The interface texts (static query SiteFrame) in the page's language. */
function PageTranslations({ language, children }: { language: Locale; children: ReactNode }) {
  return (
    <TranslationsProvider value={pageTranslations(useSiteFrame().locales, language)}>{children}</TranslationsProvider>
  )
}

/**
 * Every page gets the site's providers and the interface texts in the language of its page
 * context (gatsby-browser and gatsby-ssr both use this).
 */
export const wrapPageElement = ({ element, props }: { element: ReactNode; props: PageProps }) => {
  const language = isLocale(props.pageContext?.language) ? props.pageContext.language : DEFAULT_LOCALE
  return (
    <SiteProviders>
      <PageTranslations language={language}>{element}</PageTranslations>
    </SiteProviders>
  )
}
