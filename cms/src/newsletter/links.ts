/**
 * The newsletter's e-mailed links (docs/decisions/0022-newsletter.md). A link carries a token the
 * CMS signed, so it needs nothing stored to be checked and cannot be made up:
 * - confirm: `{documentId}.{issued}.{mac}`, for the request of that moment; it works for
 *   CONFIRM_LINK_DAYS, and not once the address has unsubscribed after it was issued;
 * - unsubscribe: `{documentId}.{mac}`, the same in every e-mail to the address, for good.
 * The key is derived from the CMS's ENCRYPTION_KEY. The pages the links open are the site's (./paths.ts).
 */
import { createHmac, createSecretKey, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto'
import { newsletterPagePath, ONE_CLICK_UNSUBSCRIBE_PATH, TOKEN, type NewsletterPage } from '../rules/newsletter-paths'
import { type Locale } from '../rules/locales'

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

// A key object made once: a Buffer would be made into one again for every link.
const keyOf = (encryptionKey: string) =>
  createSecretKey(Buffer.from(hkdfSync('sha256', encryptionKey, '', 'newsletter-links-v1', 32)))

const mac = (key: KeyObject, parts: string[]) => createHmac('sha256', key).update(parts.join('\n')).digest('base64url')

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export type LinkCheck =
  { documentId: string; issued: Date | null } | { error: 'newsletter-link-invalid' | 'newsletter-link-expired' }

export function newsletterLinks(encryptionKey: string, siteUrl: string) {
  const key = keyOf(encryptionKey)
  const confirmToken = (documentId: string, issued: Date) => {
    const time = Math.floor(issued.getTime() / 1000).toString(36)
    return `${documentId}.${time}.${mac(key, ['confirm', documentId, time])}`
  }
  const unsubscribeToken = (documentId: string) => `${documentId}.${mac(key, ['unsubscribe', documentId])}`
  const pageUrl = (locale: Locale, page: NewsletterPage, token: string) => {
    const url = new URL(newsletterPagePath(locale, page), siteUrl)
    url.searchParams.set('token', token)
    return url.toString()
  }
  return {
    confirmUrl: (locale: Locale, documentId: string, issued: Date) =>
      pageUrl(locale, 'confirm', confirmToken(documentId, issued)),
    unsubscribeUrl: (locale: Locale, documentId: string) =>
      pageUrl(locale, 'unsubscribe', unsubscribeToken(documentId)),
    oneClickUnsubscribeUrl: (documentId: string) => {
      const url = new URL(ONE_CLICK_UNSUBSCRIBE_PATH, siteUrl)
      url.searchParams.set('token', unsubscribeToken(documentId))
      return url.toString()
    },
    /** The address a confirmation token names and when it was issued, if the CMS signed it and it is not too old. */
    checkConfirm(token: string, now = new Date()): LinkCheck {
      const parts = TOKEN.test(token) ? token.split('.') : []
      if (parts.length !== 3) return { error: 'newsletter-link-invalid' }
      const [documentId, time, given] = parts
      if (!sameText(given, mac(key, ['confirm', documentId, time]))) return { error: 'newsletter-link-invalid' }
      const issued = new Date(parseInt(time, 36) * 1000)
      if (now.getTime() - issued.getTime() > CONFIRM_LINK_DAYS * DAY_MS) return { error: 'newsletter-link-expired' }
      return { documentId, issued }
    },
    /** The address an unsubscribe token names, if the CMS signed it. */
    checkUnsubscribe(token: string): LinkCheck {
      const parts = TOKEN.test(token) ? token.split('.') : []
      if (parts.length !== 2) return { error: 'newsletter-link-invalid' }
      const [documentId, given] = parts
      return sameText(given, mac(key, ['unsubscribe', documentId]))
        ? { documentId, issued: null }
        : { error: 'newsletter-link-invalid' }
    },
  }
}

export type NewsletterLinks = ReturnType<typeof newsletterLinks>
