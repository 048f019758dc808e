/**
 * The consultation request, one zod schema for the form (./consultation-form.tsx) and the
 * /api/consultation function (functions/consultation.mts), built from ./rules.ts.
 */
import { z } from 'zod'
import { emailField } from '../account/schemas'
import { MESSAGES } from '../../cms/src/rules/account'
import { WELL_FORMED } from '../../cms/src/rules/unicode'
import { LOCALES } from '../../cms/src/rules/locales'
import {
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  SERVICE_KINDS,
  isAcceptedDay,
  messageProblem,
  nameProblem,
  normaliseLine,
  normaliseMessage,
} from '../../cms/src/rules/consultation'

const text = () =>
  z
    .string({ required_error: MESSAGES.required, invalid_type_error: MESSAGES.mustBeText })
    .regex(WELL_FORMED, MESSAGES.malformedText)

const checked = (problem: (value: string) => string | undefined) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value)
  if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
}

const fields = {
  name: text().transform(normaliseLine).superRefine(checked(nameProblem)),
  email: emailField,
  company: text()
    .transform(normaliseLine)
    .pipe(z.string().max(CONSULTATION_LIMITS.company.max, CONSULTATION_MESSAGES.companyTooLong))
    // Left empty, the form sends the company as null: what this field outputs, it must take again.
    .nullish()
    .transform((company) => company || null),
  service: z.enum(SERVICE_KINDS, { errorMap: () => ({ message: CONSULTATION_MESSAGES.chooseService }) }),
  preferredDate: z
    .string({ errorMap: () => ({ message: CONSULTATION_MESSAGES.chooseDate }) })
    .refine((day) => isAcceptedDay(day), CONSULTATION_MESSAGES.chooseDate),
  message: text().transform(normaliseMessage).superRefine(checked(messageProblem)),
  /** The honeypot: hidden from people, filled in by bots. A filled one is stored as spam and mails no one. */
  website: text().max(CONSULTATION_LIMITS.honeypot.max).optional(),
}

/** POST /api/consultation: the form's fields and the language the visitor wrote in. */
export const consultationSchema = z.object({ ...fields, locale: z.enum(LOCALES) }).strict()

/** What the form itself validates (the language is the page's). */
export const consultationFormSchema = z.object(fields)

export type ConsultationRequest = z.output<typeof consultationSchema>
export type ConsultationFormValues = z.input<typeof consultationFormSchema>

/** The function's answer to an accepted request. */
export type ConsultationAnswer = { ok: true }
