import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n'

/**
 * The page context gatsby-plugin-react-i18next expects. Pages created in gatsby-node set it
 * themselves (the plugin then leaves them alone) because the plugin's own page copying would
 * prefix paths that already carry their locale.
 */
export function i18nContext(language: Locale, pagePath: string, routed = true) {
  const originalPath = routed ? pagePath.replace(new RegExp(`^/${language}(?=/)`), '') : pagePath
  return {
    language,
    i18n: {
      language,
      languages: [...LOCALES],
      defaultLanguage: DEFAULT_LOCALE,
      generateDefaultLanguagePage: true,
      routed,
      originalPath,
      path: pagePath,
    },
  }
}
