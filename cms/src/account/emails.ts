/**
 * The account e-mails, in each site language. Links point at the site's own account pages
 * (`/{locale}/auth/confirm-account?code=…`, `/{locale}/auth/reset-password?code=…`), never at the
 * CMS, so members only ever see the site. Plain text plus a minimal HTML part with every dynamic
 * value escaped. A name is written only to an address known to be its owner's: the confirmation
 * goes to an address anyone may have typed, with a username they chose, so it greets no one by
 * name, nor does a reset sent to an account not yet confirmed (ADR 0024).
 */
import { preferredLanguage } from '../rules/accept-language'
import { escapeHtml, mailBody } from '../text/html'
import { LOCALES, type Locale } from '../rules/locales'

/** Reset codes stop working after this long (and after their first use). */
export const RESET_CODE_TTL_MS = 60 * 60 * 1000

type Texts = { subject: string; body: string; action: string; ignore: string }

/** "Hello Sara," or, without a name, "Hello,". */
const GREETING: Record<Locale, (name?: string) => string> = {
  fa: (name) => (name ? `${name} عزیز، سلام` : 'سلام،'),
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
}

const CONFIRM: Record<Locale, Texts> = {
  fa: {
    subject: 'حساب کاربری خود را تأیید کنید',
    body: 'برای فعال شدن حساب کاربری‌تان، روی پیوند زیر بزنید:',
    action: 'تأیید حساب کاربری',
    ignore: 'اگر شما ثبت‌نام نکرده‌اید، این نامه را نادیده بگیرید.',
  },
  en: {
    subject: 'Confirm your account',
    body: 'To activate your account, open the link below:',
    action: 'Confirm my account',
    ignore: 'If you did not sign up, you can ignore this e-mail.',
  },
}

const RESET: Record<Locale, Texts> = {
  fa: {
    subject: 'بازنشانی گذرواژه',
    body: 'برای انتخاب گذرواژهٔ تازه، روی پیوند زیر بزنید. این پیوند یک ساعت و فقط یک بار کار می‌کند:',
    action: 'انتخاب گذرواژهٔ تازه',
    ignore: 'اگر شما درخواست بازنشانی نداده‌اید، این نامه را نادیده بگیرید؛ گذرواژهٔ شما تغییری نکرده است.',
  },
  en: {
    subject: 'Reset your password',
    body: 'To choose a new password, open the link below. It works once, for one hour:',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail; your password has not changed.',
  },
}

export type AccountEmail = { subject: string; text: string; html: string; link: string }

export function accountLink(
  siteUrl: string,
  locale: Locale,
  page: 'confirm-account' | 'reset-password' | 'forgot-password',
  code?: string,
): string {
  const url = new URL(`/${locale}/auth/${page}`, siteUrl)
  if (code) url.searchParams.set('code', code)
  return url.toString()
}

function compose(locale: Locale, texts: Texts, name: string | undefined, link: string): AccountEmail {
  const greeting = GREETING[locale](name)
  const text = [greeting, '', texts.body, link, '', texts.ignore].join('\n')
  const html = mailBody(locale, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(texts.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p dir="ltr" style="font-size: 12px; color: #555">${escapeHtml(link)}</p>`,
    `<p style="color: #555">${escapeHtml(texts.ignore)}</p>`,
  ])
  return { subject: texts.subject, text, html, link }
}

export const confirmationEmail = (options: { siteUrl: string; locale: Locale; code: string }) =>
  compose(
    options.locale,
    CONFIRM[options.locale],
    undefined,
    accountLink(options.siteUrl, options.locale, 'confirm-account', options.code),
  )

/** `name` only for a confirmed account. */
export const resetPasswordEmail = (options: { siteUrl: string; locale: Locale; name?: string; code: string }) =>
  compose(
    options.locale,
    RESET[options.locale],
    options.name,
    accountLink(options.siteUrl, options.locale, 'reset-password', options.code),
  )

const CHANGED: Record<Locale, Texts> = {
  fa: {
    subject: 'گذرواژهٔ شما تغییر کرد',
    body: 'گذرواژهٔ حساب کاربری شما همین حالا تغییر کرد. اگر این کار را خودتان کرده‌اید، کار دیگری لازم نیست.',
    action: 'انتخاب گذرواژهٔ تازه',
    ignore:
      'اگر این کار را شما نکرده‌اید، همین حالا با پیوند بالا گذرواژهٔ تازه‌ای برگزینید و از راه صفحهٔ تماس سایت به ما خبر دهید.',
  },
  en: {
    subject: 'Your password has been changed',
    body: 'The password of your account was changed just now. If this was you, there is nothing more to do.',
    action: 'Choose a new password',
    ignore:
      'If this was not you, choose a new password now with the link above, and tell us through the contact page of the site.',
  },
}

/**
 * Sent after a member's password changes (on their password screen or by a reset link), so that
 * a change they did not make does not go unnoticed; it links to the screen that sends a reset link.
 */
export const passwordChangedEmail = (options: { siteUrl: string; locale: Locale; name: string }) =>
  compose(
    options.locale,
    CHANGED[options.locale],
    options.name,
    accountLink(options.siteUrl, options.locale, 'forgot-password'),
  )

const GOODBYE: Record<Locale, Texts> = {
  fa: {
    subject: 'حساب کاربری شما حذف شد',
    body: 'حساب کاربری شما، به درخواست خودتان، حذف شد؛ همراه با نمایه، تصویر، دیدگاه‌ها و همهٔ نشست‌های آن. از همراهی‌تان سپاسگزاریم.',
    action: 'بازگشت به سایت',
    ignore: 'اگر این کار را شما نکرده‌اید، هرچه زودتر از راه صفحهٔ تماس سایت به ما خبر دهید.',
  },
  en: {
    subject: 'Your account has been deleted',
    body: 'As you asked, your account has been deleted, with its profile, picture, comments and every session. Thank you for having been with us.',
    action: 'Visit the site',
    ignore: 'If this was not you, tell us as soon as you can through the contact page of the site.',
  },
}

/** Sent after a member deletes their account; it links to the site's home in their language. */
export const goodbyeEmail = (options: { siteUrl: string; locale: Locale; name: string }) =>
  compose(
    options.locale,
    GOODBYE[options.locale],
    options.name,
    new URL(`/${options.locale}/`, options.siteUrl).toString(),
  )

/**
 * The language of a request: the first supported tag of Accept-Language by preference. The
 * functions set it from the reader's site language; `undefined` means "use the account's own".
 */
export const localeFromAcceptLanguage = (header: string | undefined): Locale | undefined =>
  preferredLanguage(header, LOCALES)
