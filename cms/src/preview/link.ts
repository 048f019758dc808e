/**
 * The site's preview link for the admin's Preview button (docs/decisions/0020-draft-preview.md):
 * `{SITE_URL}/{locale}/preview/?kind&id&locale&status&expires&signature`, signed with
 * PREVIEW_SECRET and valid for PREVIEW_LINK_MINUTES. The site checks it with its own copy of this
 * format (src/preview/link.ts; src/preview/link.test.ts keeps the two equal): the CMS builds on
 * its own and cannot import the site's code.
 */
import { createHmac } from 'node:crypto'

export const PREVIEW_LINK_MINUTES = 60

/** Content types with drafts that a site template renders, by the kind the site knows them as. */
export const PREVIEW_KIND_OF: Record<string, 'post' | 'page' | 'home'> = {
  'api::post.post': 'post',
  'api::page.page': 'page',
  'api::home.home': 'home',
}

export type PreviewRequest = { documentId?: string; locale?: string; status?: string }

const LOCALES = ['fa', 'en']

export function previewSignature(
  secret: string,
  parts: { kind: string; documentId: string; locale: string; status: string },
  expires: number,
): string {
  const text = ['preview-v1', parts.kind, parts.documentId, parts.locale, parts.status, String(expires)].join('\n')
  return createHmac('sha256', secret).update(text).digest('base64url')
}

/**
 * The preview address of a document, or null for a content type the site does not render (the
 * admin then shows no preview). The locale falls back to the default; the status to draft.
 */
export function previewUrl(
  siteUrl: string,
  secret: string,
  uid: string,
  request: PreviewRequest,
  now = Date.now(),
): string | null {
  const kind = PREVIEW_KIND_OF[uid]
  if (!kind || !request.documentId) return null
  const locale = request.locale && LOCALES.includes(request.locale) ? request.locale : 'fa'
  const status = request.status === 'published' ? 'published' : 'draft'
  const expires = Math.floor(now / 1000) + PREVIEW_LINK_MINUTES * 60
  const signature = previewSignature(secret, { kind, documentId: request.documentId, locale, status }, expires)
  const query = new URLSearchParams({
    kind,
    id: request.documentId,
    locale,
    status,
    expires: String(expires),
    signature,
  })
  return `${siteUrl.replace(/\/$/, '')}/${locale}/preview/?${query}`
}
