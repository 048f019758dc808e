/**
 * A post as a newsletter e-mail, in the subscriber's language (docs/decisions/0051-newsletter-editions.md):
 * its title, excerpt and cover, the day it was published in the reader's calendar (the Persian
 * calendar with Persian digits in Persian), a link to the post, right to left in Persian, a plain
 * text part, and the unsubscribe link in the text and in the headers (one-click, RFC 8058). No
 * tracking pixel and no rewritten links: the link is the post's own address.
 */
import { escapeHtml, mailBody } from '../text/html'
import { formatDay } from '../rules/dates'
import type { Locale } from '../rules/locales'
import type { NewsletterLinks } from './links'
import type { NewsletterEmail } from './emails'

/** What an edition says, taken from the published post when it was sent. */
export type EditionContent = {
  title: string
  excerpt: string | null
  /** The post's address on the site. */
  url: string
  /** The cover's absolute address, if the post has one. */
  cover: { url: string } | null
  /** The post's day (YYYY-MM-DD). */
  publishDate: string
}

const TEXTS: Record<
  Locale,
  { read: string; published: string; why: string; unsubscribe: string; unsubscribeAction: string; sample: string }
> = {
  fa: {
    sample: 'این نسخهٔ آزمایشی است: پیوند لغو عضویت در آن کاری نمی‌کند، در نامهٔ هر مشترک کار می‌کند.',
    read: 'خواندن نوشته در سایت',
    published: 'منتشرشده در',
    why: 'این نامه را می‌گیرید چون عضو خبرنامهٔ بارسنج هستید.',
    unsubscribe: 'برای لغو عضویت و دریافت نکردن هیچ خبرنامه‌ای، این پیوند را باز کنید:',
    unsubscribeAction: 'لغو عضویت',
  },
  en: {
    sample: 'This is a test copy: its unsubscribe link does nothing; in each subscriber’s e-mail it works.',
    read: 'Read the post on the site',
    published: 'Published',
    why: 'You get this e-mail because you subscribed to the Barsanj newsletter.',
    unsubscribe: 'To unsubscribe and get no newsletter at all, open this link:',
    unsubscribeAction: 'Unsubscribe',
  },
}

/** A subscriber, or `sample` for the editor's preview and test copy (whose unsubscribe link is no one's). */
export type EditionRecipient = { documentId: string; locale: Locale } | { sample: true; locale: Locale }

export function editionEmail(
  content: EditionContent,
  recipient: EditionRecipient,
  links: NewsletterLinks,
): NewsletterEmail {
  const { locale } = recipient
  const texts = TEXTS[locale]
  const documentId = 'sample' in recipient ? 'sample' : recipient.documentId
  const unsubscribeUrl = links.unsubscribeUrl(locale, documentId)
  const sampleNote = 'sample' in recipient ? [texts.sample] : []
  const day = formatDay(new Date(`${content.publishDate}T00:00:00Z`), locale)
  const html = mailBody(locale, [
    `<h1 style="font-size: 22px; line-height: 1.4; margin: 0 0 8px">${escapeHtml(content.title)}</h1>`,
    `<p style="color: #555; margin: 0 0 16px">${escapeHtml(texts.published)} ${escapeHtml(day)}</p>`,
    ...(content.cover
      ? [
          // Decorative, as on the site: the title says what it shows, and the media library's one
          // alternative text is in one language for both.
          `<p><a href="${escapeHtml(content.url)}"><img src="${escapeHtml(content.cover.url)}" alt="" width="560" style="max-width: 100%; height: auto; border-radius: 8px"></a></p>`,
        ]
      : []),
    ...(content.excerpt ? [`<p style="font-size: 16px">${escapeHtml(content.excerpt)}</p>`] : []),
    `<p><a href="${escapeHtml(content.url)}" style="display: inline-block; padding: 10px 18px; background: #0b5cad; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(texts.read)}</a></p>`,
    `<p dir="ltr" style="font-size: 12px; color: #555">${escapeHtml(content.url)}</p>`,
    '<hr style="border: none; border-top: 1px solid #ddd; margin: 24px 0">',
    `<p style="color: #555; font-size: 13px">${escapeHtml(texts.why)} ${escapeHtml(texts.unsubscribe)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(texts.unsubscribeAction)}</a></p>`,
    ...sampleNote.map((note) => `<p style="color: #a00; font-size: 13px">${escapeHtml(note)}</p>`),
  ])
  const text = [
    content.title,
    `${texts.published} ${day}`,
    '',
    ...(content.excerpt ? [content.excerpt, ''] : []),
    `${texts.read}: ${content.url}`,
    '',
    '--',
    texts.why,
    texts.unsubscribe,
    unsubscribeUrl,
    ...sampleNote,
  ].join('\n')
  return {
    subject: content.title,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribeUrl(documentId)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
