/**
 * The consultation form's rules, stated once for the site: the form and the /api/consultation
 * function validate with the schema built from these (./schema.ts). The CMS keeps its own copy
 * (cms/src/consultations/rules.ts, it builds on its own); ./rules.test.ts keeps the two equal.
 * Messages are English and double as translation keys.
 */
import { stripBidiControls } from '../lib/unicode'

export const CONSULTATION_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  company: { max: 120 },
  message: { min: 10, max: 2000 },
  /** The hidden field only bots fill in; longer than anything a bot would put there is refused outright. */
  honeypot: { max: 500 },
  /** Days ahead, counted from tomorrow, that the form offers as a preferred date. */
  daysOffered: 30,
  /** Days ahead of today (UTC) the server accepts: the form's range plus the widest time zone difference. */
  daysAccepted: 32,
} as const

/** The fragment that leads to the consultation form on any page that carries it (`/pages/contact-us#book`). */
export const CONSULTATION_ANCHOR = 'book'

/** The four services (the same kinds as the CMS's service section). */
export const SERVICE_KINDS = ['load-stress', 'performance', 'automation-regression', 'quality-assessment'] as const
export type ServiceKind = (typeof SERVICE_KINDS)[number]

/** The office's weekend (Friday in Tehran): not offered, not accepted. */
export const CLOSED_WEEKDAY = 5

export const CONSULTATION_MESSAGES = {
  required: "It's required",
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

export function nameProblem(name: string): string | undefined {
  if (length(name) === 0) return CONSULTATION_MESSAGES.required
  if (length(name) < CONSULTATION_LIMITS.name.min) return CONSULTATION_MESSAGES.nameTooShort
  if (length(name) > CONSULTATION_LIMITS.name.max) return CONSULTATION_MESSAGES.nameTooLong
  return undefined
}

export function messageProblem(message: string): string | undefined {
  if (length(message) === 0) return CONSULTATION_MESSAGES.required
  if (length(message) < CONSULTATION_LIMITS.message.min) return CONSULTATION_MESSAGES.messageTooShort
  if (length(message) > CONSULTATION_LIMITS.message.max) return CONSULTATION_MESSAGES.messageTooLong
  return undefined
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
