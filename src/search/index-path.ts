/** Where the build writes the search index (public/pagefind/), and where each language's is. */
import type { Locale } from '../lib/i18n'

export const SEARCH_INDEX_DIR = 'pagefind'
/** The address of a language's index: its own Pagefind bundle, with its pagefind.js. */
export const searchIndexPath = (locale: Locale) => `/${SEARCH_INDEX_DIR}/${locale}/`
