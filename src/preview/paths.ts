/** Where the editors' preview lives on the site (docs/decisions/0020-draft-preview.md). */
import { LOCALES, localePath, type Locale } from '../lib/i18n'

/** The function that reads the previewed document (functions/preview.mts). */
export const PREVIEW_API_PATH = '/api/preview'

export const previewPath = (locale: Locale) => localePath(locale, '/preview/')

export const isPreviewPath = (path: string) => LOCALES.some((locale) => path === previewPath(locale))

/** Besides its policy: a preview is never stored by a cache or shown by a search engine. */
export const PREVIEW_PAGE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' }
