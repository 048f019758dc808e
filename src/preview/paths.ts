/** Where the editors' preview lives on the site (docs/decisions/0020-draft-preview.md). */
import { LOCALES, localePath, type Locale } from '../lib/i18n'

/** The address the CMS's Preview button opens: functions/preview-page.mts renders it per request. */
export const previewPath = (locale: Locale) => localePath(locale, '/preview/')

/**
 * The built page the preview is drawn into (src/templates/preview.tsx): the site's frame, head and
 * stylesheets with an empty slot for the document, and no scripts.
 */
export const previewShellPath = (locale: Locale) => localePath(locale, '/preview/shell/')

/** The element of the shell the function fills with the document (an empty `<div>`). */
export const PREVIEW_SLOT_ID = 'preview-document'

export const isPreviewPath = (path: string) =>
  LOCALES.some((locale) => path === previewPath(locale) || path === previewShellPath(locale))

export const isPreviewShellPath = (path: string) => LOCALES.some((locale) => path === previewShellPath(locale))

/** Besides its policy: a preview is never stored by a cache or shown by a search engine. */
export const PREVIEW_PAGE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' }

/** The server renderer's entry in Gatsby's server-render build (src/preview/render.server.tsx). */
export const PREVIEW_RENDER_ENTRY = 'preview-render'
