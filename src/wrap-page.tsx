import type { ReactNode } from 'react'
import { isLocale, DEFAULT_LOCALE } from './lib/i18n'
import { pageTranslations, TranslationsProvider } from './lib/translations'
import { SiteProviders } from './site-providers'
import type { TranslationEdges } from './cms/types'

type PageProps = { data?: { locales?: TranslationEdges } | null; pageContext?: { language?: unknown } }

/**
 * Every page gets the site's providers and the translations its query brought (fragment
 * PageFrame, or all languages on the 404 page) in the language of its page context
 * (gatsby-browser and gatsby-ssr both use this).
 */
export const wrapPageElement = ({ element, props }: { element: ReactNode; props: PageProps }) => {
  const language = isLocale(props.pageContext?.language) ? props.pageContext.language : DEFAULT_LOCALE
  return (
    <SiteProviders>
      <TranslationsProvider value={pageTranslations(props.data?.locales, language)}>{element}</TranslationsProvider>
    </SiteProviders>
  )
}
