/**
 * The newsletter's e-mails, in the subscriber's language (docs/decisions/0022-newsletter.md): the
 * confirmation of a new subscription (double opt-in), and, when an address that already gets the
 * newsletter is given again, a note saying so, so that the form's "check your inbox" holds true
 * without the form telling anyone whether an address is subscribed. Every e-mail has an
 * unsubscribe link in its text and in its headers (List-Unsubscribe with one-click, RFC 8058).
 * Neither repeats anything the person typed but the address it is sent to.
 */
import { escapeHtml, mailBody } from '../text/html'
import { CONFIRM_LINK_DAYS, type NewsletterLinks } from './links'
import type { Locale } from '../rules/locales'

export type NewsletterMail = 'confirmation' | 'already-subscribed'

export type NewsletterEmail = { subject: string; text: string; html: string; headers: Record<string, string> }

type Texts = {
  confirmationSubject: string
  confirmationBody: string
  confirmAction: string
  confirmationIgnore: string
  alreadySubject: string
  alreadyBody: string
  unsubscribe: string
  unsubscribeAction: string
}

const TEXTS: Record<Locale, Texts> = {
  fa: {
    confirmationSubject: 'عضویت در خبرنامه را تأیید کنید',
    confirmationBody: `کسی، که امیدواریم خود شما باشید، خواسته است خبرنامهٔ بارسنج به این نشانی فرستاده شود. برای تأیید، روی پیوند زیر بزنید؛ این پیوند تا ${new Intl.NumberFormat('fa-IR').format(CONFIRM_LINK_DAYS)} روز کار می‌کند:`,
    confirmAction: 'تأیید عضویت در خبرنامه',
    confirmationIgnore:
      'اگر شما این را نخواسته‌اید، این نامه را نادیده بگیرید؛ تا تأیید نکنید، خبرنامه‌ای برایتان فرستاده نمی‌شود.',
    alreadySubject: 'شما عضو خبرنامه هستید',
    alreadyBody:
      'کسی نشانی شما را دوباره در فرم خبرنامهٔ بارسنج نوشت. این نشانی از پیش خبرنامه را دریافت می‌کند و کاری لازم نیست.',
    unsubscribe: 'برای لغو عضویت و دریافت نکردن هیچ خبرنامه‌ای، این پیوند را باز کنید:',
    unsubscribeAction: 'لغو عضویت',
  },
  en: {
    confirmationSubject: 'Confirm your newsletter subscription',
    confirmationBody: `Someone, hopefully you, asked for the Barsanj newsletter to be sent to this address. To confirm, open the link below; it works for ${CONFIRM_LINK_DAYS} days:`,
    confirmAction: 'Confirm my subscription',
    confirmationIgnore: 'If you did not ask for this, ignore this e-mail: nothing is sent to you unless you confirm.',
    alreadySubject: 'You are already subscribed',
    alreadyBody:
      'Someone entered your address in the Barsanj newsletter form again. This address already gets the newsletter; there is nothing to do.',
    unsubscribe: 'To unsubscribe and get no newsletter at all, open this link:',
    unsubscribeAction: 'Unsubscribe',
  },
}

export type Subscriber = { documentId: string; email: string; locale: Locale; requestedAt: string }

export function newsletterEmail(kind: NewsletterMail, subscriber: Subscriber, links: NewsletterLinks): NewsletterEmail {
  const texts = TEXTS[subscriber.locale]
  const unsubscribeUrl = links.unsubscribeUrl(subscriber.locale, subscriber.documentId)
  const headers = {
    'List-Unsubscribe': `<${links.oneClickUnsubscribeUrl(subscriber.documentId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
  const link = (url: string, label: string) => [
    `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
    `<p dir="ltr" style="font-size: 12px; color: #555">${escapeHtml(url)}</p>`,
  ]
  const footer = `<p style="color: #555">${escapeHtml(texts.unsubscribe)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(texts.unsubscribeAction)}</a></p>`
  const wrap = (parts: string[]) => mailBody(subscriber.locale, [...parts, footer])

  if (kind === 'confirmation') {
    const confirmUrl = links.confirmUrl(subscriber.locale, subscriber.documentId, new Date(subscriber.requestedAt))
    return {
      subject: texts.confirmationSubject,
      text: [
        texts.confirmationBody,
        confirmUrl,
        '',
        texts.confirmationIgnore,
        '',
        texts.unsubscribe,
        unsubscribeUrl,
      ].join('\n'),
      html: wrap([
        `<p>${escapeHtml(texts.confirmationBody)}</p>`,
        ...link(confirmUrl, texts.confirmAction),
        `<p style="color: #555">${escapeHtml(texts.confirmationIgnore)}</p>`,
      ]),
      headers,
    }
  }
  return {
    subject: texts.alreadySubject,
    text: [texts.alreadyBody, '', texts.unsubscribe, unsubscribeUrl].join('\n'),
    html: wrap([`<p>${escapeHtml(texts.alreadyBody)}</p>`]),
    headers,
  }
}
