/**
 * Every form sends what its own schema made of the reader's input (./account-form.tsx), and the
 * function checks that again with its schema. So what a form outputs must be taken by its function:
 * with only the required fields filled, with every optional field left empty, and with all filled.
 * (A consultation without a company was refused this way: the form sent `company: null`.)
 */
import type { z } from 'zod'
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from '../schemas'
import { PROFILE_FIELDS } from '../../../cms/src/rules/account'
import { commentEditSchema, commentFormSchema, newCommentSchema } from '../../comments/schemas'
import { consultationFormSchema, consultationSchema } from '../../consultation/schema'
import { offeredDays, localDay } from '../../../cms/src/rules/consultation'

type Case = {
  form: string
  schema: z.ZodTypeAny
  /** The function's schema, and the body the form builds from the parsed values. */
  sent: { schema: z.ZodTypeAny; body: (values: Record<string, unknown>) => unknown }[]
  inputs: Record<string, Record<string, unknown>>
}

const same = (schema: z.ZodTypeAny) => [{ schema, body: (values: unknown) => values }]
const day = offeredDays(localDay(new Date()))[2]
const emptyProfile = Object.fromEntries(Object.keys(PROFILE_FIELDS).map((field) => [field, '']))
const fullProfile = {
  ...Object.fromEntries(Object.keys(PROFILE_FIELDS).map((field) => [field, 'Sara'])),
  website: 'sara.example',
}

const CASES: Case[] = [
  {
    form: 'login',
    schema: loginSchema,
    sent: same(loginSchema),
    inputs: { required: { identifier: ' Sara@Example.com ', password: 'secret1' } },
  },
  {
    form: 'signup',
    schema: registerSchema,
    sent: same(registerSchema),
    inputs: { required: { email: 'Sara@Example.com', username: 'sara_a', password: 'secret1' } },
  },
  {
    form: 'forgot password',
    schema: emailOnlySchema,
    sent: same(emailOnlySchema),
    inputs: { required: { email: ' sara@example.com ' } },
  },
  {
    form: 'reset password',
    schema: resetPasswordSchema,
    sent: same(resetPasswordSchema),
    inputs: { required: { verificationCode: ' abc ', password: 'secret1', passwordConfirmation: 'secret1' } },
  },
  {
    form: 'change password',
    schema: changePasswordSchema,
    sent: same(changePasswordSchema),
    inputs: { required: { currentPassword: 'old-one', newPassword: 'secret1', newPasswordConfirmation: 'secret1' } },
  },
  {
    form: 'delete account',
    schema: deleteAccountSchema,
    sent: same(deleteAccountSchema),
    inputs: { required: { password: 'secret1' } },
  },
  {
    form: 'profile',
    schema: profileSchema,
    sent: same(profileSchema),
    inputs: { untouched: {}, empty: emptyProfile, filled: fullProfile },
  },
  {
    form: 'comment',
    schema: commentFormSchema,
    sent: [
      { schema: newCommentSchema, body: ({ text }) => ({ text, post: 'abc123', locale: 'fa' }) },
      { schema: commentEditSchema, body: ({ text }) => ({ text }) },
    ],
    inputs: { required: { text: ' سلام ' } },
  },
  {
    form: 'consultation',
    schema: consultationFormSchema,
    sent: [{ schema: consultationSchema, body: (values) => ({ ...values, locale: 'fa' }) }],
    inputs: {
      required: {
        name: 'Sara',
        email: 'sara@example.com',
        service: 'performance',
        preferredDate: day,
        message: 'Please test our checkout.',
      },
      empty: {
        name: 'Sara',
        email: 'sara@example.com',
        company: '',
        service: 'performance',
        preferredDate: day,
        message: 'Please test our checkout.',
        website: '',
      },
      filled: {
        name: 'Sara',
        email: 'sara@example.com',
        company: 'Acme',
        service: 'performance',
        preferredDate: day,
        message: 'Please test our checkout.',
      },
    },
  },
]

describe.each(CASES)('the $form form', ({ schema, sent, inputs }) => {
  it.each(Object.keys(inputs))('sends its function what it takes (%s)', (kind) => {
    const parsed = schema.safeParse(inputs[kind])
    expect(parsed.error?.issues ?? []).toEqual([])
    for (const { schema: functionSchema, body } of sent) {
      // JSON on the way: what the browser sends is what JSON.stringify keeps.
      const answer = functionSchema.safeParse(JSON.parse(JSON.stringify(body(parsed.data))))
      expect(answer.error?.issues ?? []).toEqual([])
    }
  })
})
