import { graphql, useStaticQuery } from 'gatsby'
import type { SiteInfo, TranslationEdges } from '../cms/types'
import type { Locale } from './i18n'

/** What every page's frame needs, in both languages (query SiteFrame). */
export type SiteFrame = {
  /** The interface texts of both languages (locales/), read by src/lib/translations.tsx. */
  locales: TranslationEdges
  site: { siteMetadata: { siteUrl: string } }
  allStrapiSiteInfo: { nodes: (SiteInfo & { locale: string })[] }
}

/**
 * The interface texts, the site's address and the site info of header and footer are the same on
 * every page, so they are one static query: the browser fetches its result once per visit and
 * the build runs it once, instead of a copy in every page's data (10.8 KB of each page-data.json,
 * resolved again for each of thousands of pages). Works in page components and in Heads.
 */
export function useSiteFrame(): SiteFrame {
  return useStaticQuery<SiteFrame>(graphql`
    query SiteFrame {
      locales: allLocale {
        ...Translations
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
      allStrapiSiteInfo {
        nodes {
          locale
          ...SiteInfoFields
        }
      }
    }
  `)
}

export function siteInfoFor(frame: SiteFrame, locale: Locale): SiteInfo | null {
  return frame.allStrapiSiteInfo.nodes.find((node) => node.locale === locale) ?? null
}
