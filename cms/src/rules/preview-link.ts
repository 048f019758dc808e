/**
 * SERVER-ONLY (node:crypto). The signed, expiring preview link (docs/decisions/0020-draft-preview.md):
 * the CMS's Preview button opens `{SITE_URL}/{locale}/preview/?kind&id&locale&status&expires&signature`
 * on the site (`previewUrl`), and the preview function (functions/preview-page.mts) reads a draft
 * only for a link whose signature (HMAC-SHA256 with PREVIEW_SECRET over every other parameter)
 * holds and whose time has not passed (`checkPreviewLink`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { ARTICLE_KINDS } from './articles'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { apiUid } from './site-content'

export const PREVIEW_LINK_MINUTES = 60

/** What can be previewed: the templates that render CMS documents with drafts. */
export const PREVIEW_KINDS = [...ARTICLE_KINDS, 'page', 'home'] as const
export type PreviewKind = (typeof PREVIEW_KINDS)[number]

export const isPreviewKind = (value: string): value is PreviewKind =>
  (PREVIEW_KINDS as readonly string[]).includes(value)

/** The content types with drafts that a site template renders, by the kind the site knows them as. */
export const PREVIEW_KIND_OF: Record<string, PreviewKind> = Object.fromEntries(
  PREVIEW_KINDS.map((kind) => [apiUid(kind), kind]),
)

const STATUSES = ['draft', 'published'] as const

export type PreviewTarget = {
  kind: PreviewKind
  documentId: string
  locale: Locale
  status: (typeof STATUSES)[number]
}

const signedText = (target: PreviewTarget, expires: number) =>
  ['preview-v1', target.kind, target.documentId, target.locale, target.status, String(expires)].join('\n')

export const previewSignature = (secret: string, target: PreviewTarget, expires: number) =>
  createHmac('sha256', secret).update(signedText(target, expires)).digest('base64url')

/** The query of the preview link to `target`, valid until `expires` (seconds since the epoch). */
export function previewQuery(secret: string, target: PreviewTarget, expires: number): string {
  const signature = previewSignature(secret, target, expires)
  return new URLSearchParams({
    kind: target.kind,
    id: target.documentId,
    locale: target.locale,
    status: target.status,
    expires: String(expires),
    signature,
  }).toString()
}

export type PreviewRequest = { documentId?: string; locale?: string; status?: string }

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
  const locale = isLocale(request.locale) ? request.locale : DEFAULT_LOCALE
  const status = request.status === 'published' ? 'published' : 'draft'
  const expires = Math.floor(now / 1000) + PREVIEW_LINK_MINUTES * 60
  const query = previewQuery(secret, { kind, documentId: request.documentId, locale, status }, expires)
  return `${siteUrl.replace(/\/$/, '')}/${locale}/preview/?${query}`
}

export type PreviewLinkCheck =
  { target: PreviewTarget; expires: number } | { error: 'preview-link-invalid' | 'preview-link-expired' }

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value)

/**
 * The target of a preview link, if `secret` signed it and `expires` (seconds since the epoch) is
 * still ahead of `now`. A wrong signature is checked before the time, so an altered link never
 * learns whether it would have expired. Anything else in the query is ignored.
 */
export function checkPreviewLink(params: URLSearchParams, secret: string, now = Date.now()): PreviewLinkCheck {
  const [kind, id, locale, status, expires, signature] = ['kind', 'id', 'locale', 'status', 'expires', 'signature'].map(
    (name) => params.get(name),
  )
  if (
    !oneOf(PREVIEW_KINDS, kind) ||
    !/^[a-z0-9]{1,64}$/.test(id ?? '') ||
    !isLocale(locale) ||
    !oneOf(STATUSES, status) ||
    !/^\d{1,12}$/.test(expires ?? '') ||
    !/^[A-Za-z0-9_-]{43}$/.test(signature ?? '')
  )
    return { error: 'preview-link-invalid' }
  const target: PreviewTarget = { kind, documentId: id as string, locale, status }
  const expected = Buffer.from(previewSignature(secret, target, Number(expires)))
  const given = Buffer.from(signature as string)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: 'preview-link-invalid' }
  if (Number(expires) * 1000 <= now) return { error: 'preview-link-expired' }
  return { target, expires: Number(expires) }
}
