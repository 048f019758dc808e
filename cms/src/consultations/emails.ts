/**
 * The two e-mails of a consultation request, in the visitor's language: the request itself to
 * the company's inbox (reply-to the visitor, so answering it reaches them), and a confirmation to
 * the visitor. The confirmation repeats what was asked but none of the request's free text (no
 * name, company or message): the address is not yet known to be the sender's, and whoever types
 * someone else's must not be able to send them words or links of their choosing through us (ADR 0024).
 * Plain text plus minimal HTML with every dynamic value escaped. Decisions: ADR 0019.
 */
import { serviceNames } from '../rules/service-names'
import { formatDayInBothCalendars } from '../rules/dates'
import { escapeHtml, mailBody } from '../text/html'
import type { ValidRequest } from '../rules/consultation'
import { DIRECTION, type Locale } from '../rules/locales'

export type ConsultationEmail = { subject: string; text: string; html: string }

const TEXTS = {
  fa: {
    dir: DIRECTION.fa,
    requestSubject: (name: string) => `درخواست مشاوره از ${name}`,
    requestIntro: 'یک درخواست مشاورهٔ تازه از فرم سایت رسیده است. برای پاسخ، به همین نامه پاسخ دهید.',
    confirmationSubject: 'درخواست مشاورهٔ شما رسید',
    greeting: 'سلام،',
    confirmationBody:
      'درخواست مشاورهٔ شما را دریافت کردیم. معمولاً ظرف یک روز کاری پاسخ می‌دهیم تا زمان دقیق گفت‌وگو را هماهنگ کنیم.',
    confirmationIgnore: 'اگر شما این درخواست را نفرستاده‌اید، این نامه را نادیده بگیرید.',
    labels: {
      name: 'نام',
      email: 'ایمیل',
      company: 'شرکت',
      service: 'خدمت',
      preferredDate: 'تاریخ پیشنهادی',
      message: 'پیام',
      language: 'زبان',
    },
    language: 'فارسی',
    none: '—',
  },
  en: {
    dir: DIRECTION.en,
    requestSubject: (name: string) => `Consultation request from ${name}`,
    requestIntro: 'A new consultation request came in through the site. Reply to this e-mail to answer the visitor.',
    confirmationSubject: 'We received your consultation request',
    greeting: 'Hello,',
    confirmationBody:
      'Thank you: we received your consultation request. We usually answer within one working day to agree on the exact time.',
    confirmationIgnore: 'If you did not send this request, you can ignore this e-mail.',
    labels: {
      name: 'Name',
      email: 'E-mail',
      company: 'Company',
      service: 'Service',
      preferredDate: 'Preferred date',
      message: 'Message',
      language: 'Language',
    },
    language: 'English',
    none: '—',
  },
} as const

/** The preferred day as the visitor writes it (the Persian calendar in Persian, with its Gregorian day beside it). */
export const dayText = (day: string, locale: Locale): string =>
  formatDayInBothCalendars(new Date(`${day}T00:00:00Z`), locale)

const serviceText = (service: string, locale: Locale) =>
  serviceNames[locale][service as keyof (typeof serviceNames)['fa']] ?? service

type Row = [label: string, value: string]

function table(rows: Row[], dir: string): { text: string; html: string } {
  const text = rows.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`).join('\n')
  const html = [
    `<table dir="${dir}" style="border-collapse: collapse">`,
    // Physical sides, not logical ones: mail programs that ignore `padding-inline-end` are common.
    // A value in the other direction (an address, a dash) stays on the table's side.
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="text-align: ${dir === 'rtl' ? 'right' : 'left'}; vertical-align: top; padding: ${dir === 'rtl' ? '4px 0 4px 12px' : '4px 12px 4px 0'}">${escapeHtml(label)}</th><td dir="auto" style="text-align: ${dir === 'rtl' ? 'right' : 'left'}; padding: 4px 0; white-space: pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('\n')
  return { text, html }
}

/** To the company's inbox: every field, in the visitor's language. */
export function requestEmail(request: ValidRequest): ConsultationEmail {
  const texts = TEXTS[request.locale]
  const { labels } = texts
  const rows = table(
    [
      [labels.name, request.name],
      [labels.email, request.email],
      [labels.company, request.company ?? texts.none],
      [labels.service, serviceText(request.service, request.locale)],
      [labels.preferredDate, dayText(request.preferredDate, request.locale)],
      [labels.language, texts.language],
      [labels.message, request.message],
    ],
    texts.dir,
  )
  return {
    subject: texts.requestSubject(request.name),
    text: [texts.requestIntro, '', rows.text].join('\n'),
    html: mailBody(request.locale, [`<p>${escapeHtml(texts.requestIntro)}</p>`, rows.html]),
  }
}

/** To the visitor: what they chose from the form's lists (the service, the day), nothing they typed. */
export function confirmationEmail(request: ValidRequest): ConsultationEmail {
  const texts = TEXTS[request.locale]
  const { labels } = texts
  const rows = table(
    [
      [labels.service, serviceText(request.service, request.locale)],
      [labels.preferredDate, dayText(request.preferredDate, request.locale)],
    ],
    texts.dir,
  )
  return {
    subject: texts.confirmationSubject,
    text: [texts.greeting, '', texts.confirmationBody, '', rows.text, '', texts.confirmationIgnore].join('\n'),
    html: mailBody(request.locale, [
      `<p>${escapeHtml(texts.greeting)}</p>`,
      `<p>${escapeHtml(texts.confirmationBody)}</p>`,
      rows.html,
      `<p style="color: #555">${escapeHtml(texts.confirmationIgnore)}</p>`,
    ]),
  }
}
