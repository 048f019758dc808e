/**
 * A react-final-form form validated by one of the shared zod schemas (src/account/schemas.ts),
 * the same object the functions validate with. The submit answer may carry field errors and a
 * form error from the error catalogue; both are shown in place and translated.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form'
import { Form } from 'react-final-form'
import { useTranslation } from '../../lib/translations'
import type { z } from 'zod'
import { fieldErrors } from '../schemas'
import type { AccountFailure, FailureText } from '../api'
import * as styles from './account-form.module.css'

type Props<S extends z.ZodTypeAny> = {
  schema: S
  initialValues?: Partial<z.input<S>>
  /** Resolves to a failure to show, or nothing on success. */
  onSubmit: (values: z.output<S>) => Promise<AccountFailure | void>
  submitLabel: string
  /** Shown on the submit button while the call runs (default: the account area's 'working' text). */
  workingLabel?: string
  /**
   * Empty the form after a successful submit: a comment box ready for the next comment, and no
   * password left in a field (or in the form's state) once it has done its work.
   */
  resetAfterSuccess?: boolean
  /** Shown beside the submit button, e.g. a cancel button; the submit button then is not full width. */
  secondaryAction?: ReactNode
  children: ReactNode
}

export const validateWith = (schema: z.ZodTypeAny) => (values: unknown) => {
  const parsed = schema.safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

/** A field the reader must fix: its name, its element's id and its label's words. */
type Fix = { name: string; id: string; label: string }

/** The form's fields that carry an error, in the order they stand on the page. */
function fieldsToFix(form: HTMLFormElement, errors: Record<string, unknown>): Fix[] {
  const fixes: Fix[] = []
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (!element.name || !errors[element.name] || !element.id || fixes.some((fix) => fix.id === element.id)) continue
    const label = form.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent?.trim()
    if (label) fixes.push({ name: element.name, id: element.id, label })
  }
  return fixes
}

export function AccountForm<S extends z.ZodTypeAny>({
  schema,
  initialValues,
  onSubmit,
  submitLabel,
  workingLabel,
  resetAfterSuccess,
  secondaryAction,
  children,
}: Props<S>) {
  const { t } = useTranslation()
  const formElement = useRef<HTMLFormElement>(null)
  // After a submit that found errors: what to fix, named under the submit button, the first focused.
  const [fixes, setFixes] = useState<Fix[]>([])
  const afterSubmit = (form: FormApi<z.input<S>>) => {
    const state = form.getState()
    const errors = { ...(state.errors ?? {}), ...(!state.dirtySinceLastSubmit ? (state.submitErrors ?? {}) : {}) }
    const found = formElement.current ? fieldsToFix(formElement.current, errors) : []
    // A form of one field has its message right under it: no list to repeat it.
    setFixes(formElement.current && formElement.current.querySelectorAll('label[for]').length > 1 ? found : [])
    // The first field to fix, scrolled into view, once its message is on the page to be read with it.
    if (found.length) setTimeout(() => document.getElementById(found[0].id)?.focus())
  }
  const submit = async (values: z.input<S>, form: FormApi<z.input<S>>): Promise<SubmissionErrors | void> => {
    const parsed = schema.safeParse(values)
    if (!parsed.success) return fieldErrors(parsed.error)
    const failure = await onSubmit(parsed.data)
    if (failure) {
      const text: FailureText = { message: failure.message, values: failure.values }
      return { ...failure.fields, [FORM_ERROR]: text }
    }
    // After final-form has recorded the successful submit.
    if (resetAfterSuccess) setTimeout(() => form.restart())
  }
  return (
    <Form<z.input<S>>
      onSubmit={submit}
      validate={validateWith(schema)}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, errors, submitErrors, form }) => {
        // The list follows the fixes: a field leaves it once it is right.
        const toFix = fixes.filter((fix) => errors?.[fix.name] || (!dirtySinceLastSubmit && submitErrors?.[fix.name]))
        return (
          <form
            ref={formElement}
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              void Promise.resolve(handleSubmit(event)).then(() => afterSubmit(form))
            }}
            noValidate
            aria-busy={submitting}
          >
            {children}
            {submitError && !dirtySinceLastSubmit && (
              <div role="alert" className={styles.failure}>
                {t((submitError as FailureText).message, (submitError as FailureText).values)}
              </div>
            )}
            <div className={styles.actions}>
              <button
                type="submit"
                disabled={submitting}
                className={secondaryAction ? styles.submitBeside : styles.submit}
              >
                {submitting ? (workingLabel ?? t('account.working')) : submitLabel}
              </button>
              {secondaryAction}
            </div>
            {/* Below the button: a list that goes as the fields are fixed must not move the button under a press. */}
            {toFix.length > 0 && (
              <div className={styles.fixesBox} data-testid="form-fixes">
                <p className={styles.fixesTitle}>{t('form.fixFields')}</p>
                <ul className={styles.fixes}>
                  {toFix.map((fix) => (
                    <li key={fix.id}>
                      <a
                        href={`#${fix.id}`}
                        onClick={(event) => {
                          event.preventDefault()
                          document.getElementById(fix.id)?.focus()
                        }}
                      >
                        {fix.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </form>
        )
      }}
    />
  )
}
