/**
 * Digits as the forms, the functions and the CMS compare them. A module of its own: the footer's
 * newsletter form uses it on every page, and from ./unicode.ts it brought the rest of that module
 * into every page's first-load JavaScript.
 */
/** `text` with Persian (۰–۹) and Arabic-Indic (٠–٩) digits written as 0–9. */
export const latinDigits = (text: string) =>
  text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
