import { fillPreviewShell, linkPreviewLanguages, previewPageHeaders, PreviewShellError } from './page'
import { PREVIEW_SLOT_ID } from './paths'

const SLOT = `<div id="${PREVIEW_SLOT_ID}"></div>`
const shell = `<html><head><title>Preview</title></head><body><main>${SLOT}</main></body></html>`

describe('fillPreviewShell', () => {
  it('puts the document in the slot and changes nothing else', () => {
    expect(fillPreviewShell(shell, '<article>Draft</article>')).toBe(
      `<html><head><title>Preview</title></head><body><main><div id="${PREVIEW_SLOT_ID}"><article>Draft</article></div></main></body></html>`,
    )
  })

  it('takes the document as it is, whatever `$` patterns it holds', () => {
    expect(fillPreviewShell(shell, "$& $' $`")).toContain(`<div id="${PREVIEW_SLOT_ID}">$& $' $\`</div>`)
  })

  it('refuses a shell without its empty slot, or with two', () => {
    expect(() => fillPreviewShell('<html></html>', 'x')).toThrow(PreviewShellError)
    expect(() => fillPreviewShell(shell.replace(SLOT, `<div id="${PREVIEW_SLOT_ID}">old</div>`), 'x')).toThrow(
      PreviewShellError,
    )
    expect(() => fillPreviewShell(shell.replace(SLOT, SLOT + SLOT), 'x')).toThrow(PreviewShellError)
  })
})

describe('linkPreviewLanguages', () => {
  it("points the shell's language link at the address given for that language, escaped", () => {
    const withLink = '<header><a href="/en/preview/" hreflang="en">English</a></header>'
    expect(linkPreviewLanguages(withLink, { en: '/en/preview/?kind=post&id=abc' })).toBe(
      '<header><a href="/en/preview/?kind=post&amp;id=abc" hreflang="en">English</a></header>',
    )
    expect(linkPreviewLanguages(withLink, { en: '/en/' })).toBe(
      '<header><a href="/en/" hreflang="en">English</a></header>',
    )
  })
})

describe('previewPageHeaders', () => {
  const policy = "default-src 'self'; script-src 'sha256-abc='; frame-ancestors http://cms.example"

  it("sends the shell's policy, never cached or indexed, without X-Frame-Options", () => {
    const headers = previewPageHeaders(
      new Headers({
        'content-security-policy': policy,
        'x-frame-options': 'DENY',
        'cache-control': 'public, max-age=0',
        'set-cookie': 'a=b',
      }),
    )
    expect(headers).toMatchObject({
      'content-security-policy': policy,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
    })
    expect(Object.keys(headers)).not.toContain('x-frame-options')
    expect(Object.keys(headers)).not.toContain('set-cookie')
  })

  it('refuses a shell served without its policy', () => {
    expect(() => previewPageHeaders(new Headers())).toThrow(PreviewShellError)
    expect(() => previewPageHeaders(new Headers({ 'content-security-policy': "default-src 'self'" }))).toThrow(
      PreviewShellError,
    )
  })
})
