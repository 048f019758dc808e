/**
 * The CMS's own copy of the consultation rules (src/consultation/rules.ts; the CMS builds on its
 * own and cannot import the site's src/). Limits come from the content type; the site's
 * src/consultation/rules.test.ts checks the two behave the same on the same inputs.
 */
import schema from '../api/consultation/content-types/consultation/schema.json'
import { isWellFormed, stripBidiControls } from '../input/unicode'

const attributes = schema.attributes

export const LIMITS = {
  name: { min: attributes.name.minLength, max: attributes.name.maxLength },
  email: { max: attributes.email.maxLength },
  company: { max: attributes.company.maxLength },
  message: { min: attributes.message.minLength, max: attributes.message.maxLength },
  honeypot: { max: 500 },
  daysAccepted: 32,
}

export const SERVICE_KINDS = attributes.service.enum as readonly string[]
export const LOCALES = attributes.locale.enum as readonly ('fa' | 'en')[]
export const CLOSED_WEEKDAY = 5

export const MESSAGES = {
  required: "It's required",
  mustBeText: 'Must be text',
  malformedText: 'Contains characters that are not valid text',
  invalidEmail: 'Invalid email address',
  nameTooShort: `Must be at least ${LIMITS.name.min} characters`,
  nameTooLong: `Must be at most ${LIMITS.name.max} characters`,
  companyTooLong: `Must be at most ${LIMITS.company.max} characters`,
  messageTooShort: `Must be at least ${LIMITS.message.min} characters`,
  messageTooLong: `Must be at most ${LIMITS.message.max} characters`,
  chooseService: 'Choose one of the services',
  chooseDate: 'Choose a day from the list',
}

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS_BUT_NEWLINES = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

export const normaliseLine = (input: string) =>
  stripBidiControls(input.normalize('NFC').replace(CONTROLS, ' ')).replace(/\s+/g, ' ').trim()
export const normaliseMessage = (input: string) =>
  stripBidiControls(input.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINES, '')).trim()

const length = (text: string) => [...text].length

const between = (text: string, limits: { min: number; max: number }, tooShort: string, tooLong: string) => {
  if (length(text) === 0) return MESSAGES.required
  if (length(text) < limits.min) return tooShort
  if (length(text) > limits.max) return tooLong
  return undefined
}

export const nameProblem = (name: string) => between(name, LIMITS.name, MESSAGES.nameTooShort, MESSAGES.nameTooLong)
export const messageProblem = (message: string) =>
  between(message, LIMITS.message, MESSAGES.messageTooShort, MESSAGES.messageTooLong)

/** The shape zod's `.email()` accepts, which the site validates with (checked against it in the site's tests). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

export function emailProblem(email: string): string | undefined {
  if (email.length === 0) return MESSAGES.required
  return email.length <= LIMITS.email.max && EMAIL.test(email) ? undefined : MESSAGES.invalidEmail
}

const DAY_MS = 24 * 60 * 60 * 1000

export function isAcceptedDay(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  if (new Date(time).toISOString().slice(0, 10) !== value) return false
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return time >= today && time <= today + LIMITS.daysAccepted * DAY_MS && new Date(time).getUTCDay() !== CLOSED_WEEKDAY
}

export type ValidRequest = {
  name: string
  email: string
  company: string | null
  service: string
  preferredDate: string
  message: string
  locale: 'fa' | 'en'
  /** The honeypot was filled in. */
  spam: boolean
}

const FIELDS = ['name', 'email', 'company', 'service', 'preferredDate', 'message', 'locale', 'website']

/** A request body's `data`, checked field by field: the request, or the message for each bad field. */
export function validateRequest(
  data: Record<string, unknown>,
  now = new Date(),
): { request: ValidRequest } | { fields: Record<string, string>; refused?: string[] } {
  const refused = Object.keys(data).filter((key) => !FIELDS.includes(key))
  if (refused.length) return { fields: {}, refused }
  const fields: Record<string, string> = {}
  const textOf = (key: string, optional = false): string | null => {
    const value = data[key]
    if (value === undefined || value === null) {
      if (!optional) fields[key] = MESSAGES.required
      return null
    }
    if (typeof value !== 'string') fields[key] = MESSAGES.mustBeText
    else if (!isWellFormed(value)) fields[key] = MESSAGES.malformedText
    else return value
    return null
  }
  const name = normaliseLine(textOf('name') ?? '')
  const email = (textOf('email') ?? '').trim().normalize('NFC').toLowerCase()
  const company = normaliseLine(textOf('company', true) ?? '')
  const message = normaliseMessage(textOf('message') ?? '')
  const honeypot = textOf('website', true) ?? ''
  fields.name ??= nameProblem(name) as string
  fields.email ??= emailProblem(email) as string
  if (length(company) > LIMITS.company.max) fields.company ??= MESSAGES.companyTooLong
  fields.message ??= messageProblem(message) as string
  if (honeypot.length > LIMITS.honeypot.max) fields.website ??= MESSAGES.required
  if (typeof data.service !== 'string' || !SERVICE_KINDS.includes(data.service)) fields.service = MESSAGES.chooseService
  if (typeof data.preferredDate !== 'string' || !isAcceptedDay(data.preferredDate, now))
    fields.preferredDate = MESSAGES.chooseDate
  const locale = LOCALES.find((code) => code === data.locale)
  if (!locale) fields.locale = MESSAGES.required
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key]
  if (Object.keys(fields).length || !locale) return { fields }
  return {
    request: {
      name,
      email,
      company: company || null,
      service: data.service as string,
      preferredDate: data.preferredDate as string,
      message,
      locale,
      spam: honeypot.trim().length > 0,
    },
  }
}
