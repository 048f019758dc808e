import { latinDigits } from './digits'

/**
 * An e-mail address in the form it is stored and compared in, applied by the forms, the functions
 * and the CMS alike: without the spaces around it, NFC, its digits 0–9 (a Persian keyboard types
 * `ali۱۳۷۰@example.com` for `ali1370@example.com`, and no mail system takes Persian digits), lower
 * case.
 */
export const emailForm = (address: string) => latinDigits(address.trim().normalize('NFC')).toLowerCase()
