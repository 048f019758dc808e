/**
 * Where a reader can share an article, as plain links each service documents for sharing (no
 * script, no request of ours to them): in each language the order its readers reach for them,
 * Telegram and WhatsApp first in Persian, LinkedIn first in English (docs/decisions/0052-share-links.md).
 */
import type { Locale } from '../lib/i18n'

export const SHARE_TARGETS = ['telegram', 'whatsapp', 'linkedin', 'x', 'email'] as const
export type ShareTarget = (typeof SHARE_TARGETS)[number]

export const SHARE_ORDER: Record<Locale, readonly ShareTarget[]> = {
  fa: ['telegram', 'whatsapp', 'x', 'linkedin', 'email'],
  en: ['linkedin', 'x', 'whatsapp', 'telegram', 'email'],
}

/** The address that opens `target`'s share screen with the article's title and address filled in. */
export function shareHref(target: ShareTarget, url: string, title: string): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
  switch (target) {
    case 'telegram':
      return `https://t.me/share/url?${q({ url, text: title })}`
    case 'whatsapp':
      return `https://wa.me/?${q({ text: `${title} ${url}` })}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}`
    case 'x':
      return `https://x.com/intent/post?${q({ text: title, url })}`
    case 'email':
      // mailto: takes percent-encoding, not a form's "+" for spaces (RFC 6068).
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`
  }
}
