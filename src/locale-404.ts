/**
 * The host answers an unknown /en/* or /fa/* address with that locale's 404 page (status 404).
 * Gatsby's runtime would then "correct" the address bar to /en/404/, because it only exempts the
 * root /404 page from that. Marking the document as the root 404 keeps the reader's address;
 * the 404 page reads its language from that address.
 */
import { LOCALES } from './lib/i18n'
import { LOCALE_ALTERNATION } from '../cms/src/rules/locales'
import type { HostRule } from './account/routes'

type GatsbyWindow = Window & { pagePath?: string }

const LOCALE_404_PATH = new RegExp(`^/?(${LOCALE_ALTERNATION})/404/?$`)
/** Whether a page path is a language's 404 page (`/en/404/`; Gatsby's own page paths may lack the first slash). */
export const isLocale404Path = (pagePath: string) => LOCALE_404_PATH.test(pagePath)

export function keepAddressOnLocale404(win: GatsbyWindow = window) {
  if (win.pagePath && isLocale404Path(win.pagePath) && win.location.pathname !== win.pagePath) {
    win.pagePath = '/404.html'
  }
}

/** The 404 page's data as the page data of any unknown address (written by the build, gatsby-node.ts). */
export const NOT_FOUND_PAGE_DATA = '/page-data/not-found/page-data.json'

/**
 * The host's rules for the page data of unknown addresses: `/page-data/{locale}/…/page-data.json`
 * that is no file is answered with NOT_FOUND_PAGE_DATA (status 200: a rewrite served like a file,
 * no function), so Gatsby's loader draws the 404 page at once. Without them, finding no data for
 * the address, it fetched the 404 page's data and then sent a HEAD of the address (to see whether
 * a page outside Gatsby lives there), which the not-found function answered, before it would
 * hydrate: an unknown address was asked for twice and its page stayed inert until the second
 * answer. Not forced: every real page's data is a file, and files come first.
 */
export function notFoundPageDataRules(): HostRule[] {
  return LOCALES.map((locale) => ({
    from: `/page-data/${locale}/*`,
    to: NOT_FOUND_PAGE_DATA,
    status: 200,
    force: false,
  }))
}

/**
 * The 404 page's data (`/404.html`'s) made the page data of any address: Gatsby routes a page by
 * its data's path, and draws `/404.html` at whatever address is open, but it appends the address's
 * query to that path (`/404.html?utm_source=…`), which then matches no route and left a blank
 * page. A match path of every address (`/*`) routes it wherever it is, with or without a query.
 * Only this file says so: the site's own pages and the host's rules know nothing of it.
 */
export function notFoundPageData(pageData404: string): string {
  return JSON.stringify({ ...(JSON.parse(pageData404) as Record<string, unknown>), matchPath: '/*' })
}
