/**
 * The host answers an unknown /en/* or /fa/* address with that locale's 404 page (status 404).
 * Gatsby's runtime would then "correct" the address bar to /en/404/, because it only exempts the
 * root /404 page from that. Marking the document as the root 404 keeps the reader's address;
 * the 404 page reads its language from that address.
 */
type GatsbyWindow = Window & { pagePath?: string }

export function keepAddressOnLocale404(win: GatsbyWindow = window) {
  if (win.pagePath && /^\/(fa|en)\/404\/?$/.test(win.pagePath) && win.location.pathname !== win.pagePath) {
    win.pagePath = '/404.html'
  }
}
