/**
 * The preview page as functions/preview-page.mts answers it (docs/decisions/0020-draft-preview.md):
 * the built shell (src/templates/preview.tsx) with the server-rendered document in its slot, and
 * the headers it is sent with.
 */
import { SECURITY_HEADERS } from '../server/security-headers'
import type { Locale } from '../lib/i18n'
import { PREVIEW_PAGE_HEADERS, PREVIEW_SLOT_ID, previewPath } from './paths'

const SLOT = `<div id="${PREVIEW_SLOT_ID}"></div>`

export class PreviewShellError extends Error {}

/**
 * `shell` with its language links pointed at `links` (locale → address). The shell is built with
 * each other language's link at that language's bare preview address (gatsby-node.ts); the
 * function gives it the signed link to the same document's version in that language, or the
 * language's home page when there is no document to follow.
 */
export function linkPreviewLanguages(shell: string, links: Partial<Record<Locale, string>>): string {
  let html = shell
  for (const [locale, address] of Object.entries(links) as [Locale, string][]) {
    html = html.split(`href="${previewPath(locale)}"`).join(`href="${escapeAttribute(address)}"`)
  }
  return html
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** `shell` with `html` in its slot. Throws PreviewShellError unless the shell has exactly one empty slot. */
export function fillPreviewShell(shell: string, html: string): string {
  const at = shell.indexOf(SLOT)
  if (at < 0 || shell.indexOf(SLOT, at + SLOT.length) >= 0)
    throw new PreviewShellError(`the preview shell has no single empty ${SLOT}`)
  return `${shell.slice(0, at)}<div id="${PREVIEW_SLOT_ID}">${html}</div>${shell.slice(at + SLOT.length)}`
}

/**
 * The answer's headers: the shell's own Content-Security-Policy (the hashes of its inline script
 * and `frame-ancestors` the CMS, written by the build; the filled slot adds no script), the site's
 * security headers but X-Frame-Options (the CMS admin frames the preview; the policy says who
 * may), never cached, never indexed. Throws PreviewShellError when the shell came without a policy.
 */
export function previewPageHeaders(shellHeaders: Headers): Record<string, string> {
  const policy = shellHeaders.get('content-security-policy')
  if (!policy || !/frame-ancestors/.test(policy))
    throw new PreviewShellError('the preview shell was served without its Content-Security-Policy')
  const { 'x-frame-options': _frameOptions, ...security } = SECURITY_HEADERS
  return {
    'content-type': 'text/html; charset=utf-8',
    ...security,
    ...PREVIEW_PAGE_HEADERS,
    'content-security-policy': policy,
  }
}
