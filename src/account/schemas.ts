/**
 * One zod schema per account payload of requirements §7, built from the rules in ./rules. The
 * functions validate every request body with these before calling the CMS, and the account forms
 * validate their fields with the same objects, so a limit or a message cannot drift between them.
 */
import { z } from 'zod'
import { WELL_FORMED, hasBidiControls, stripBidiControls, utf8Length } from '../../cms/src/rules/unicode'
import {
  LIMITS,
  MESSAGES,
  PROFILE_FIELDS,
  PROFILE_LINKS,
  profileValue,
  type ProfileField,
} from '../../cms/src/rules/account'
import { LOCALES } from '../../cms/src/rules/locales'
import { isUsernameWritten, usernameForm } from '../../cms/src/rules/username'
import { emailForm } from '../../cms/src/rules/email'

/** Any text field: a string of real characters (cms/src/rules/unicode.ts). */
const text = () =>
  z
    .string({ required_error: MESSAGES.required, invalid_type_error: MESSAGES.mustBeText })
    .regex(WELL_FORMED, MESSAGES.malformedText)
const required = () => text().min(1, MESSAGES.required)
/**
 * An identifier is compared as stored, so it is stored in one form: NFC, so that "é" typed as one
 * character or as "e" plus an accent is the same address or name.
 */
const nfc = (value: string) => value.normalize('NFC')

/** An address in the form it is stored in (cms/src/rules/email.ts), then checked. */
export const emailField = required()
  .transform(emailForm)
  .pipe(z.string().min(1, MESSAGES.required).max(LIMITS.email.max, MESSAGES.invalidEmail).email(MESSAGES.invalidEmail))

/** A username in the form it is stored in, written as a username may be (cms/src/rules/username.ts). */
export const usernameField = required()
  .trim()
  .min(1, MESSAGES.required)
  .transform(usernameForm)
  .pipe(
    z
      .string()
      .min(LIMITS.username.min, MESSAGES.usernameTooShort)
      .max(LIMITS.username.max, MESSAGES.usernameTooLong)
      .refine((name) => !hasBidiControls(name), MESSAGES.noDirectionControls)
      .refine(isUsernameWritten, MESSAGES.usernameCharacters),
  )

/**
 * A new password: 6 to 30 characters (requirements §5), taken as typed (no trimming), and at most the 72
 * bytes bcrypt reads (30 characters can be more: an emoji is four bytes).
 */
export const newPasswordField = required()
  .min(LIMITS.password.min, MESSAGES.passwordTooShort)
  .max(LIMITS.password.max, MESSAGES.passwordTooLong)
  .refine((password) => utf8Length(password) <= LIMITS.password.maxBytes, MESSAGES.passwordTooManyBytes)

/** An existing password is only required: accounts made before a rule changed must still log in. */
export const existingPasswordField = required().max(256, MESSAGES.passwordTooLong)

export const codeField = required()
  .trim()
  .min(1, MESSAGES.required)
  .max(LIMITS.codeLength, MESSAGES.atMost(LIMITS.codeLength))

export const loginSchema = z.object({
  identifier: required()
    .trim()
    .min(1, MESSAGES.required)
    .max(LIMITS.email.max, MESSAGES.atMost(LIMITS.email.max))
    .transform(nfc),
  password: existingPasswordField,
})

export const registerSchema = z.object({ email: emailField, username: usernameField, password: newPasswordField })

export const emailOnlySchema = z.object({ email: emailField })

export const confirmAccountSchema = z.object({ code: codeField })

export const resetPasswordSchema = z
  .object({ verificationCode: codeField, password: newPasswordField, passwordConfirmation: required() })
  .refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: MESSAGES.passwordsDoNotMatch,
  })

export const changePasswordSchema = z
  .object({
    currentPassword: existingPasswordField,
    newPassword: newPasswordField,
    newPasswordConfirmation: required(),
  })
  .refine((value) => value.newPassword === value.newPasswordConfirmation, {
    path: ['newPasswordConfirmation'],
    message: MESSAGES.passwordsDoNotMatch,
  })

export const deleteAccountSchema = z.object({ password: existingPasswordField })

const profileText = (field: ProfileField, max: number) => {
  const link = PROFILE_LINKS[field]
  return (
    z
      .string({ invalid_type_error: MESSAGES.mustBeText })
      .regex(WELL_FORMED, MESSAGES.malformedText)
      // Direction controls are invisible and would reorder the name around them: dropped.
      .transform((value) => profileValue(field, stripBidiControls(value).normalize('NFC').trim()))
      .pipe(
        z
          .string()
          .max(max, MESSAGES.atMost(max))
          .refine((value) => !link || value === '' || link.pattern.test(value), link?.message),
      )
      // An empty field clears the value.
      .nullable()
      .transform((value) => (value === '' || value === null ? null : value))
      .optional()
  )
}

const profileShape = Object.fromEntries(
  Object.entries(PROFILE_FIELDS).map(([field, max]) => [field, profileText(field as ProfileField, max)]),
) as {
  [K in ProfileField]: ReturnType<typeof profileText>
}

/**
 * PUT /api/user/me: only the member's own profile fields. `.strict()` makes every other key (role,
 * confirmed, blocked, email, password, id, ...) an error instead of silently dropping it.
 */
export const profileSchema = z
  .object({
    ...profileShape,
    preferredLocale: z.enum(LOCALES, { invalid_type_error: MESSAGES.mustBeText }).optional(),
  })
  .strict()

export type LoginInput = z.infer<typeof loginSchema>
export type RegisterInput = z.infer<typeof registerSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
export type ProfileInput = z.infer<typeof profileSchema>
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/** Field name → first message, the shape forms show beside inputs and the API returns in `fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    if (!(key in fields)) fields[key] = issue.message
  }
  return fields
}

/** Keys a strict schema refused, e.g. `role` in a profile update. */
export function unknownKeys(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => (issue.code === z.ZodIssueCode.unrecognized_keys ? issue.keys : []))
}
