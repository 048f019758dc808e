/**
 * The "Page not found: {path}" slot of the 404 page. The page renders it empty at build time;
 * functions/not-found.mts fills it per request, and the page reads it back while hydrating.
 */
export const MISSING_PATH_SLOT = '<span data-missing-path=""></span>'

/** The path as a reader typed it (percent-escapes decoded where they form valid text). */
export function displayPath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Fills every empty slot of a prebuilt 404 page with the requested path, safely escaped. */
export function fillMissingPath(html: string, pathname: string): string {
  return html
    .split(MISSING_PATH_SLOT)
    .join(`<span data-missing-path="">: <bdi dir="ltr">${escapeHtml(displayPath(pathname))}</bdi></span>`)
}
