/**
 * SERVER-ONLY (node:crypto). The signed, expiring preview link (docs/decisions/0020-draft-preview.md):
 * the CMS's Preview button opens `/{locale}/preview/?kind&id&locale&status&expires&signature` on
 * the site, and the preview function (functions/preview-page.mts) reads a draft only for a link
 * whose signature (HMAC-SHA256 with PREVIEW_SECRET over every other parameter) holds and whose
 * time has not passed. The CMS signs with its own copy of this format (cms/src/preview/link.ts);
 * link.test.ts keeps the two equal.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { LOCALES } from '../lib/i18n'

/** What can be previewed: the templates that render CMS documents with drafts. */
export const PREVIEW_KINDS = ['post', 'page', 'home'] as const
export type PreviewKind = (typeof PREVIEW_KINDS)[number]

export type PreviewTarget = {
  kind: PreviewKind
  documentId: string
  locale: (typeof LOCALES)[number]
  status: 'draft' | 'published'
}

/** The parameters as the link carries them; anything else in the query is ignored. */
const linkSchema = z.object({
  kind: z.enum(PREVIEW_KINDS),
  id: z.string().regex(/^[a-z0-9]{1,64}$/),
  locale: z.enum(LOCALES),
  status: z.enum(['draft', 'published']),
  expires: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

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

export type PreviewLinkCheck =
  { target: PreviewTarget; expires: number } | { error: 'preview-link-invalid' | 'preview-link-expired' }

/**
 * The target of a preview link, if `secret` signed it and `expires` (seconds since the epoch) is
 * still ahead of `now`. A wrong signature is checked before the time, so an altered link never
 * learns whether it would have expired.
 */
export function checkPreviewLink(params: URLSearchParams, secret: string, now = Date.now()): PreviewLinkCheck {
  const parsed = linkSchema.safeParse(
    Object.fromEntries(
      ['kind', 'id', 'locale', 'status', 'expires', 'signature'].map((name) => [name, params.get(name) ?? undefined]),
    ),
  )
  if (!parsed.success) return { error: 'preview-link-invalid' }
  const { kind, id, locale, status, expires, signature } = parsed.data
  const target: PreviewTarget = { kind, documentId: id, locale, status }
  const expected = Buffer.from(previewSignature(secret, target, expires))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: 'preview-link-invalid' }
  if (expires * 1000 <= now) return { error: 'preview-link-expired' }
  return { target, expires }
}
