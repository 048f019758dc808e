/**
 * Passwords too common to keep anyone out (requirements §5 keeps the length, 6 to 30 characters;
 * this is about the content): the most used passwords of public breach lists, as zxcvbn-ts ranks
 * them (@zxcvbn-ts/language-common, tens of thousands), looked up whatever their capitals.
 * A guesser tries these first; an account behind one falls to the first few guesses a login
 * limit allows.
 */
import { dictionary } from '@zxcvbn-ts/language-common'

const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()))

export const COMMON_PASSWORD_COUNT = COMMON.size

export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase())
