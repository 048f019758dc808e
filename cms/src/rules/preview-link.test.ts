/**
 * The preview link as the CMS signs it and the site checks it: it opens the site's preview page,
 * and it is refused if any part of it was changed, if it was signed with another secret, or once
 * its time has passed.
 */
import { checkPreviewLink, previewUrl, PREVIEW_LINK_MINUTES } from './preview-link'
import { previewPath } from '../../../src/preview/paths'

const SECRET = 'a'.repeat(40)
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0)
const DOCUMENT = 'f0n3w8bq2k1xj7d9lhz4c5ty'

const linkOf = (uid: string, request: { documentId?: string; locale?: string; status?: string }) => {
  const url = previewUrl('https://site.example/', SECRET, uid, request, NOW)
  return url ? new URL(url) : null
}

describe('preview links', () => {
  it.each([
    ['api::post.post', 'post', 'fa', 'draft'],
    ['api::page.page', 'page', 'en', 'draft'],
    ['api::home.home', 'home', 'en', 'published'],
    ['api::case-study.case-study', 'case-study', 'fa', 'draft'],
  ] as const)('the CMS links %s to the site preview, which accepts it', (uid, kind, locale, status) => {
    const url = linkOf(uid, { documentId: DOCUMENT, locale, status })!
    expect(url.origin).toBe('https://site.example')
    expect(url.pathname).toBe(previewPath(locale))
    expect(checkPreviewLink(url.searchParams, SECRET, NOW + 1000)).toEqual({
      target: { kind, documentId: DOCUMENT, locale, status },
      expires: NOW / 1000 + PREVIEW_LINK_MINUTES * 60,
    })
  })

  it('has no link for content the site does not render, nor without a document', () => {
    expect(linkOf('api::redirect.redirect', { documentId: DOCUMENT, status: 'draft' })).toBeNull()
    expect(linkOf('api::comment.comment', { documentId: DOCUMENT })).toBeNull()
    expect(linkOf('api::post.post', {})).toBeNull()
  })

  it('falls back to the default locale and to the draft', () => {
    const url = linkOf('api::post.post', { documentId: DOCUMENT, locale: 'de', status: 'modified' })!
    expect(url.pathname).toBe('/fa/preview/')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ locale: 'fa', status: 'draft' })
  })

  it('is refused once its time has passed', () => {
    const url = linkOf('api::post.post', { documentId: DOCUMENT, locale: 'en' })!
    const expiry = NOW + PREVIEW_LINK_MINUTES * 60_000
    expect(checkPreviewLink(url.searchParams, SECRET, expiry - 1)).toHaveProperty('target')
    expect(checkPreviewLink(url.searchParams, SECRET, expiry)).toEqual({ error: 'preview-link-expired' })
  })

  it.each([
    ['kind', 'page'],
    ['id', 'someotherdocument0000000'],
    ['locale', 'fa'],
    ['status', 'published'],
    ['expires', String(NOW / 1000 + 10 * 365 * 86400)],
    ['signature', 'A'.repeat(43)],
  ])('is refused when its %s is changed', (name, value) => {
    const url = linkOf('api::post.post', { documentId: DOCUMENT, locale: 'en' })!
    url.searchParams.set(name, value)
    expect(checkPreviewLink(url.searchParams, SECRET, NOW)).toEqual({ error: 'preview-link-invalid' })
  })

  it.each(['kind', 'id', 'locale', 'status', 'expires', 'signature'])('is refused without its %s', (name) => {
    const url = linkOf('api::post.post', { documentId: DOCUMENT, locale: 'en' })!
    url.searchParams.delete(name)
    expect(checkPreviewLink(url.searchParams, SECRET, NOW)).toEqual({ error: 'preview-link-invalid' })
  })

  it('is refused when signed with another secret, and an altered expired link is invalid, not expired', () => {
    const url = linkOf('api::post.post', { documentId: DOCUMENT, locale: 'en' })!
    expect(checkPreviewLink(url.searchParams, 'b'.repeat(40), NOW)).toEqual({ error: 'preview-link-invalid' })
    url.searchParams.set('id', 'someotherdocument0000000')
    expect(checkPreviewLink(url.searchParams, SECRET, NOW + 10 * 365 * 86400_000)).toEqual({
      error: 'preview-link-invalid',
    })
  })

  it('refuses malformed parameters without throwing', () => {
    for (const query of [
      '',
      'kind=post&id=../../admin&locale=en&status=draft&expires=1&signature=x',
      'kind=post&id=%00&locale=en&status=draft&expires=99999999999999999999&signature=' + 'a'.repeat(43),
    ])
      expect(checkPreviewLink(new URLSearchParams(query), SECRET, NOW)).toEqual({ error: 'preview-link-invalid' })
  })
})
