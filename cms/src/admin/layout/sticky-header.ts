/**
 * Below its `large` breakpoint, Strapi's main navigation is a bar across the top of the screen,
 * above everything. A page's header that follows the reader down (a profile's or a
 * setting's, with its Save button; `data-strapi-header-sticky`, drawn `position: fixed; top: 0`
 * behind that bar) then slid under it, and its Save button could not be reached once the page was
 * scrolled: a tablet's, or a narrow window's (Strapi unsticks it only for a phone's user agent).
 * The header is held below the bar instead: the bar's height is Strapi's `HEIGHT_TOP_NAVIGATION`
 * and its border.
 */
export const STICKY_HEADER_BELOW_TOP_BAR =
  '@media (max-width: 1079.98px) { html [data-strapi-header-sticky] { top: calc(6.4rem + 1px); } }'

export function holdStickyHeaderBelowTopBar(document: Document = window.document): () => void {
  const style = document.createElement('style')
  style.textContent = STICKY_HEADER_BELOW_TOP_BAR
  document.head.append(style)
  return () => style.remove()
}
