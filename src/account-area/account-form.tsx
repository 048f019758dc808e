/**
 * A react-final-form form validated by one of the shared zod schemas (src/account/schemas.ts),
 * the same object the functions validate with. The submit answer may carry field errors and a
 * form error from the error catalogue; both are shown in place and translated.
 */
import type { ReactNode } from 'react'
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form'
import { Form } from 'react-final-form'
import { useTranslation } from '../lib/translations'
import type { z } from 'zod'
import { fieldErrors } from '../account/schemas'
import type { AccountFailure } from './api'
import * as styles from './account-form.module.css'

type Props<S extends z.ZodTypeAny> = {
  schema: S
  initialValues?: Partial<z.input<S>>
  /** Resolves to a failure to show, or nothing on success. */
  onSubmit: (values: z.output<S>) => Promise<AccountFailure | void>
  submitLabel: string
  /** Shown on the submit button while the call runs (default: the account area's 'working' text). */
  workingLabel?: string
  /** Empty the form after a successful submit (a comment box ready for the next comment). */
  resetAfterSuccess?: boolean
  /** Shown beside the submit button, e.g. a cancel button; the submit button then is not full width. */
  secondaryAction?: ReactNode
  children: ReactNode
}

export const validateWith = (schema: z.ZodTypeAny) => (values: unknown) => {
  const parsed = schema.safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

export function AccountForm<S extends z.ZodTypeAny>({ schema, initialValues, onSubmit, submitLabel, workingLabel, resetAfterSuccess, secondaryAction, children }: Props<S>) {
  const { t } = useTranslation()
  const submit = async (values: z.input<S>, form: FormApi<z.input<S>>): Promise<SubmissionErrors | void> => {
    const parsed = schema.safeParse(values)
    if (!parsed.success) return fieldErrors(parsed.error)
    const failure = await onSubmit(parsed.data)
    if (failure) return { ...failure.fields, [FORM_ERROR]: failure.message }
    // After final-form has recorded the successful submit.
    if (resetAfterSuccess) setTimeout(() => form.restart())
  }
  return (
    <Form<z.input<S>>
      onSubmit={submit}
      validate={validateWith(schema)}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
          {children}
          {submitError && !dirtySinceLastSubmit && (
            <div role="alert" className={styles.failure}>
              {t(String(submitError))}
            </div>
          )}
          <div className={styles.actions}>
            <button type="submit" disabled={submitting} className={secondaryAction ? styles.submitBeside : styles.submit}>
              {submitting ? (workingLabel ?? t('account.working')) : submitLabel}
            </button>
            {secondaryAction}
          </div>
        </form>
      )}
    />
  )
}
