import { localePath, type Locale } from './i18n'

/** Each locale's RSS feed (written by gatsby-node's onPostBuild, see src/server/feeds.ts). */
export const rssPath = (locale: Locale) => `${localePath(locale, '/')}rss.xml`
