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

/**
 * The path in the pieces a line may end after: each up to and including its slash ("/fa/a-b" →
 * "/", "fa/", "a-b"). The error view sets each piece as one unbreakable box
 * (src/chrome/error-view.module.css), so the heading wraps after a slash, never at a hyphen inside
 * a segment, unless a segment alone is wider than the line.
 */
export const pathPieces = (path: string): string[] => path.match(/[^/]*\/|[^/]+$/g) ?? []

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Fills every empty slot of a prebuilt 404 page with the requested path, safely escaped, in the
 * markup the page itself renders for it (MissingPathDetail, src/chrome/error-view.tsx), so hydration
 * finds what it would draw.
 */
export function fillMissingPath(html: string, pathname: string): string {
  const pieces = pathPieces(displayPath(pathname))
    .map((piece) => `<span>${escapeHtml(piece)}</span>`)
    .join('')
  return html.split(MISSING_PATH_SLOT).join(`<span data-missing-path="">: <bdi dir="ltr">${pieces}</bdi></span>`)
}
