/**
 * The host answers an unknown /en/* or /fa/* address with that locale's 404 page (status 404).
 * Gatsby's runtime would then "correct" the address bar to /en/404/, because it only exempts the
 * root /404 page from that. Marking the document as the root 404 keeps the reader's address;
 * the 404 page reads its language from that address.
 */
import { LOCALES } from './lib/i18n'
import type { HostRule } from './lib/account-routes'

type GatsbyWindow = Window & { pagePath?: string }

export function keepAddressOnLocale404(win: GatsbyWindow = window) {
  if (win.pagePath && /^\/(fa|en)\/404\/?$/.test(win.pagePath) && win.location.pathname !== win.pagePath) {
    win.pagePath = '/404.html'
  }
}

/**
 * The host's rules for the page data of unknown addresses: `/page-data/{locale}/…/page-data.json`
 * that is no file is answered with the 404 page's data (`/404.html`'s, status 200: a rewrite
 * served like a file, no function). Gatsby's loader then renders the 404 page at the address
 * straight away. Without them, finding no data for the address, it fetched the 404 page's data and
 * then sent a HEAD of the address (to see whether a page outside Gatsby lives there), which the
 * not-found function answered, before it would hydrate: an unknown address was fetched twice and
 * its page stayed inert until the second answer. (A locale's own 404 data would not do: Gatsby
 * routes a page by its data's path, and only `/404.html` is drawn at any address.) Not forced:
 * every real page's data is a file, and files come first.
 */
export function notFoundPageDataRules(): HostRule[] {
  return LOCALES.map((locale) => ({ from: `/page-data/${locale}/*`, to: '/page-data/404.html/page-data.json', status: 200, force: false }))
}
