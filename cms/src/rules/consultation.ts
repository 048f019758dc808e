/**
 * The consultation request's rules, applied by the site's form and its /api/consultation function
 * (src/consultation/schema.ts builds their zod schema from these) and by the CMS that stores the
 * request (`validateRequest`, cms/src/api/consultation). The limits are the content type's own.
 * Messages are English and double as the site's translation keys.
 */
import schema from '../api/consultation/content-types/consultation/schema.json'
import { isWellFormed, stripBidiControls } from './unicode'
import { LOCALES, type Locale } from './locales'
import { emailForm } from './email'

export const CONSULTATION_LIMITS = {
  name: { min: schema.attributes.name.minLength, max: schema.attributes.name.maxLength },
  email: { max: schema.attributes.email.maxLength },
  company: { max: schema.attributes.company.maxLength },
  message: { min: schema.attributes.message.minLength, max: schema.attributes.message.maxLength },
  /** The hidden field only bots fill in; longer than anything a bot would put there is refused outright. */
  honeypot: { max: 500 },
  /** Days ahead, counted from tomorrow, that the form offers as a preferred date. */
  daysOffered: 30,
  /** Days ahead of today (UTC) the server accepts: the form's range plus the widest time zone difference. */
  daysAccepted: 32,
}

/** The four services (the same kinds as the CMS's service section). */
export const SERVICE_KINDS = schema.attributes.service.enum as [string, ...string[]]
export type ServiceKind = string

/** The office's weekend (Friday in Tehran): not offered, not accepted. */
export const CLOSED_WEEKDAY = 5

export const CONSULTATION_MESSAGES = {
  required: "It's required",
  mustBeText: 'Must be text',
  malformedText: 'Contains characters that are not valid text',
  invalidEmail: 'Invalid email address',
  nameTooShort: `Must be at least ${CONSULTATION_LIMITS.name.min} characters`,
  nameTooLong: `Must be at most ${CONSULTATION_LIMITS.name.max} characters`,
  companyTooLong: `Must be at most ${CONSULTATION_LIMITS.company.max} characters`,
  messageTooShort: `Must be at least ${CONSULTATION_LIMITS.message.min} characters`,
  messageTooLong: `Must be at most ${CONSULTATION_LIMITS.message.max} characters`,
  chooseService: 'Choose one of the services',
  chooseDate: 'Choose a day from the list',
} as const

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS_BUT_NEWLINES = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

/** One line (name, company): controls and line breaks become spaces, runs of spaces one. */
export const normaliseLine = (input: string) =>
  stripBidiControls(input.normalize('NFC').replace(CONTROLS, ' ')).replace(/\s+/g, ' ').trim()

/** The message keeps its lines; invisible controls go. */
export const normaliseMessage = (input: string) =>
  stripBidiControls(input.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINES, '')).trim()

const length = (text: string) => [...text].length

const between = (text: string, limits: { min: number; max: number }, tooShort: string, tooLong: string) => {
  if (length(text) === 0) return CONSULTATION_MESSAGES.required
  if (length(text) < limits.min) return tooShort
  if (length(text) > limits.max) return tooLong
  return undefined
}

export const nameProblem = (name: string): string | undefined =>
  between(name, CONSULTATION_LIMITS.name, CONSULTATION_MESSAGES.nameTooShort, CONSULTATION_MESSAGES.nameTooLong)

export const messageProblem = (message: string): string | undefined =>
  between(
    message,
    CONSULTATION_LIMITS.message,
    CONSULTATION_MESSAGES.messageTooShort,
    CONSULTATION_MESSAGES.messageTooLong,
  )

/** The shape zod's `.email()` accepts, which the site validates with (checked against it in the site's tests). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

export function emailProblem(email: string): string | undefined {
  if (email.length === 0) return CONSULTATION_MESSAGES.required
  return email.length <= CONSULTATION_LIMITS.email.max && EMAIL.test(email)
    ? undefined
    : CONSULTATION_MESSAGES.invalidEmail
}

const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day as YYYY-MM-DD at UTC midnight, or null when it is not a real day. */
function parseDay(value: string): number | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(time).toISOString().slice(0, 10) === value ? time : null
}

const dayString = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The visitor's own calendar day (their clock, their time zone) as YYYY-MM-DD. */
export const localDay = (now: Date) => dayString(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))

/** The days the form offers: from the day after `today`, `daysOffered` days, without the office's weekend. */
export function offeredDays(today: string, count: number = CONSULTATION_LIMITS.daysOffered): string[] {
  const start = parseDay(today)
  if (start === null) return []
  const days: string[] = []
  for (let offset = 1; offset <= count; offset++) {
    const time = start + offset * DAY_MS
    if (new Date(time).getUTCDay() !== CLOSED_WEEKDAY) days.push(dayString(time))
  }
  return days
}

/**
 * Whether the server takes `value` as a preferred date at `now`: a real day, not the office's
 * weekend, from today (UTC: a visitor east of Greenwich may already be on tomorrow) up to
 * `daysAccepted` days ahead.
 */
export function isAcceptedDay(value: string, now: Date = new Date()): boolean {
  const time = parseDay(value)
  if (time === null) return false
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return (
    time >= today &&
    time <= today + CONSULTATION_LIMITS.daysAccepted * DAY_MS &&
    new Date(time).getUTCDay() !== CLOSED_WEEKDAY
  )
}

export type ValidRequest = {
  name: string
  email: string
  company: string | null
  service: string
  preferredDate: string
  message: string
  locale: Locale
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
      if (!optional) fields[key] = CONSULTATION_MESSAGES.required
      return null
    }
    if (typeof value !== 'string') fields[key] = CONSULTATION_MESSAGES.mustBeText
    else if (!isWellFormed(value)) fields[key] = CONSULTATION_MESSAGES.malformedText
    else return value
    return null
  }
  const name = normaliseLine(textOf('name') ?? '')
  const email = emailForm(textOf('email') ?? '')
  const company = normaliseLine(textOf('company', true) ?? '')
  const message = normaliseMessage(textOf('message') ?? '')
  const honeypot = textOf('website', true) ?? ''
  fields.name ??= nameProblem(name) as string
  fields.email ??= emailProblem(email) as string
  if (length(company) > CONSULTATION_LIMITS.company.max) fields.company ??= CONSULTATION_MESSAGES.companyTooLong
  fields.message ??= messageProblem(message) as string
  if (honeypot.length > CONSULTATION_LIMITS.honeypot.max) fields.website ??= CONSULTATION_MESSAGES.required
  if (typeof data.service !== 'string' || !SERVICE_KINDS.includes(data.service))
    fields.service = CONSULTATION_MESSAGES.chooseService
  if (typeof data.preferredDate !== 'string' || !isAcceptedDay(data.preferredDate, now))
    fields.preferredDate = CONSULTATION_MESSAGES.chooseDate
  const locale = LOCALES.find((code) => code === data.locale)
  if (!locale) fields.locale = CONSULTATION_MESSAGES.required
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
