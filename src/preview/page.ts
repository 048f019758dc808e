/**
 * The preview page as functions/preview-page.mts answers it (docs/decisions/0020-draft-preview.md):
 * the built shell (src/templates/preview.tsx) with the server-rendered document in its slot, and
 * the headers it is sent with.
 */
import { SECURITY_HEADERS } from '../server/security-headers'
import { PREVIEW_PAGE_HEADERS, PREVIEW_SLOT_ID } from './paths'

const SLOT = `<div id="${PREVIEW_SLOT_ID}"></div>`

export class PreviewShellError extends Error {}

/** `shell` with `html` in its slot. Throws PreviewShellError unless the shell has exactly one empty slot. */
export function fillPreviewShell(shell: string, html: string): string {
  const at = shell.indexOf(SLOT)
  if (at < 0 || shell.indexOf(SLOT, at + SLOT.length) >= 0) throw new PreviewShellError(`the preview shell has no single empty ${SLOT}`)
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
  if (!policy || !/frame-ancestors/.test(policy)) throw new PreviewShellError('the preview shell was served without its Content-Security-Policy')
  const { 'x-frame-options': _frameOptions, ...security } = SECURITY_HEADERS
  return { 'content-type': 'text/html; charset=utf-8', ...security, ...PREVIEW_PAGE_HEADERS, 'content-security-policy': policy }
}
