/**
 * A username names a member in front of others (beside their comments), so two members must not
 * have names a reader cannot tell apart (docs/decisions/0065-usernames.md). Applied by the
 * sign-up form, the register function and the CMS (for calls made to it directly):
 *
 * - A username is written in one alphabet: English letters or Persian ones, with digits and
 *   `.`, `_` and `-`. Letters of other alphabets that look like Latin ones (Cyrillic "а" in
 *   "qа_walker") and symbols, emoji and invisible characters are refused.
 * - It is stored in one form: the Arabic ي, ى and ك that Arabic keyboards type are the Persian ی
 *   and ک they look like, and Persian and Arabic-Indic digits are the digits 0–9.
 * - Two usernames are the same name whatever their letters' case: a new one equal to a member's
 *   but for case is taken, and a member logs in by their username in any case.
 */
import { latinDigits } from './digits'

const LATIN = 'A-Za-z'
/** The Persian alphabet, hamza forms included, in the forms usernameForm leaves. */
const PERSIAN = '\u0621-\u063A\u0641-\u0642\u0644-\u0648\u067E\u0686\u0698\u06A9\u06AF\u06CC'
const OTHERS = '0-9._\\-'

const ONE_ALPHABET = new RegExp(`^(?:[${LATIN}${OTHERS}]+|[${PERSIAN}${OTHERS}]+)$`)

const PERSIAN_LETTER: Record<string, string> = { '\u064A': '\u06CC', '\u0649': '\u06CC', '\u0643': '\u06A9' }

/** `name` in the form it is stored and compared in (NFC, Persian letters, digits 0–9). */
export function usernameForm(name: string): string {
  return latinDigits(name.normalize('NFC').replace(/[\u064A\u0649\u0643]/g, (letter) => PERSIAN_LETTER[letter]))
}

/** Whether `name`, in its stored form (usernameForm), is written as a username may be. */
export const isUsernameWritten = (name: string): boolean => ONE_ALPHABET.test(name)
