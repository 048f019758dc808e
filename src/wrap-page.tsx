import type { ReactNode } from 'react'
import { isLocale, DEFAULT_LOCALE, type Locale } from './lib/i18n'
import { pageTranslations, TranslationsProvider } from './lib/translations'
import { useSiteFrame } from './lib/site-frame'
import { SiteProviders } from './site-providers'
import { RouteAnnouncement } from './chrome/route-announcement'

type PageProps = { pageContext?: { language?: unknown }; location?: { pathname: string } }

/** The interface texts (static query SiteFrame) in the page's language. */
function PageTranslations({ language, children }: { language: Locale; children: ReactNode }) {
  return (
    <TranslationsProvider value={pageTranslations(useSiteFrame().locales, language)}>{children}</TranslationsProvider>
  )
}

/**
 * Every page gets the site's providers, the interface texts in the language of its page
 * context and the announcement of where a navigation went (gatsby-browser and gatsby-ssr both
 * use this; what is here stays mounted from page to page).
 */
export const wrapPageElement = ({ element, props }: { element: ReactNode; props: PageProps }) => {
  const language = isLocale(props.pageContext?.language) ? props.pageContext.language : DEFAULT_LOCALE
  return (
    <SiteProviders>
      <PageTranslations language={language}>
        {element}
        <RouteAnnouncement pathname={props.location?.pathname ?? ''} />
      </PageTranslations>
    </SiteProviders>
  )
}
