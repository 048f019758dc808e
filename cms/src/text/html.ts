import { DIRECTION, type Locale } from '../rules/locales'

/** The e-mails' HTML parts: every value written into them goes through `escapeHtml`. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  )

/** An e-mail's HTML body in its language: `lang` for how it is read aloud and hyphenated, `dir` for its layout. */
export const mailBody = (locale: Locale, parts: string[]) =>
  [
    `<div lang="${locale}" dir="${DIRECTION[locale]}" style="font-family: Tahoma, Arial, sans-serif; line-height: 1.7">`,
    ...parts,
    '</div>',
  ].join('\n')
