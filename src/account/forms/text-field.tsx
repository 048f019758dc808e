/**
 * A form field with requirements §5's timing: validation shows on blur and on change at once, and
 * while typing (input) 300 ms after the last keystroke once the field has been touched. Messages
 * come from the shared zod schemas in English and are translated here; a counter shows the limit.
 */
import { useEffect, useRef, useState, type CSSProperties, type InputHTMLAttributes } from 'react'
import { useField } from 'react-final-form'
import { useTranslation } from '../../lib/translations'
import { localeNumber } from '../../lib/numbers'
import { watchPointerPresses, whenPressReleased } from './pointer-press'
import * as styles from './text-field.module.css'

export const INPUT_DEBOUNCE_MS = 300
export const AUTOFOCUS_DELAY_MS = 100

const isEditable = (element: Element | null) =>
  !!element && (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || (element as HTMLElement).isContentEditable)

/**
 * What a reader can move focus to themselves (by pointer or Tab). The router focuses the page's
 * wrapper (tabindex -1) after an in-page navigation so screen readers start there: that is no
 * choice of the reader's.
 */
const isReaderFocusable = (element: Element | null) =>
  !!element &&
  element.matches(
    'a[href], button, input, select, textarea, summary, [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex^="-"])',
  )

type Props = {
  name: string
  label: string
  type?: InputHTMLAttributes<HTMLInputElement>['type']
  autoComplete?: string
  hint?: string
  maxLength?: number
  multiline?: boolean
  autoFocus?: boolean
  dir?: 'ltr' | 'rtl' | 'auto'
  /** The element id, when one page shows two forms with the same field name. */
  id?: string
  rows?: number
  /** A choice among these instead of free text (a `<select>`); the first, empty option is `placeholder`. */
  options?: readonly { value: string; label: string }[]
  placeholder?: string
  /** The value as the field keeps it, written in when the reader leaves the field. */
  normalize?: (value: string) => string
}

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  maxLength,
  multiline,
  autoFocus,
  dir,
  id = `field-${name}`,
  rows = 4,
  options,
  placeholder,
  normalize,
}: Props) {
  const { t, i18n } = useTranslation()
  const { input, meta } = useField<string>(name, {
    subscription: {
      value: true,
      error: true,
      submitError: true,
      touched: true,
      modified: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
    },
  })
  // The error on screen lags the live error while typing (debounced); blur and change show it at once.
  const [shown, setShown] = useState<string | undefined>()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const element = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null)
  // The message line keeps its height while the press that blurred the field is down (./pointer-press.ts).
  const messageRow = useRef<HTMLDivElement>(null)
  const [heldHeight, setHeldHeight] = useState<number>()
  useEffect(watchPointerPresses, [])
  const liveError =
    (meta.error as string | undefined) ??
    (!meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined)
  const show = () => {
    clearTimeout(timer.current)
    setShown(liveError)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  // A failed submit shows every field's error at once.
  useEffect(() => {
    if (meta.submitFailed) setShown(liveError)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a submit's outcome only, not as the error changes while typing
  }, [meta.submitFailed, meta.submitError])
  useEffect(() => {
    if (!autoFocus) return
    // Never steal focus from where the reader (or a password manager) has taken it since the field
    // appeared: a field they chose, a button they pressed or tabbed to ("Delete my account…" opens
    // a field of its own right after the profile form has appeared). Focus lost with the element
    // that held it (the pressed button this field replaces; Chromium moves it to the body only at
    // its next rendering, after this effect), or put on the page's wrapper by the router, is no
    // choice of theirs.
    const focusedAtMount = document.activeElement
    let acted = false
    const act = () => (acted = true)
    document.addEventListener('pointerdown', act, true)
    document.addEventListener('keydown', act, true)
    const focus = setTimeout(() => {
      const now = document.activeElement
      const elsewhere = now !== focusedAtMount && isReaderFocusable(now)
      if (!acted && !elsewhere && !isEditable(now)) element.current?.focus()
    }, AUTOFOCUS_DELAY_MS)
    return () => {
      clearTimeout(focus)
      document.removeEventListener('pointerdown', act, true)
      document.removeEventListener('keydown', act, true)
    }
  }, [autoFocus])
  // While typing, the message follows the value 300 ms after the last input (only once touched).
  useEffect(() => {
    if (!meta.touched && !meta.submitFailed) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setShown(liveError), INPUT_DEBOUNCE_MS)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on typing only: a blur shows the error at once itself
  }, [input.value])

  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [shown ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: input.name,
    value: input.value ?? '',
    ref: element,
    onChange: input.onChange,
    onFocus: input.onFocus,
    onBlur: (event: React.FocusEvent<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>) => {
      const height = messageRow.current?.offsetHeight
      if (height && whenPressReleased(() => setHeldHeight(undefined))) setHeldHeight(height)
      const normalized = normalize && input.value ? normalize(input.value.trim()) : undefined
      if (normalized !== undefined && normalized !== input.value) input.onChange(normalized)
      input.onBlur(event)
      // A field left as it came (focused on arrival, then a tap elsewhere) is judged by the submit,
      // not by leaving it: "It's required" before anything was typed reads as a reproach.
      if (meta.modified || meta.submitFailed) show()
    },
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': describedBy,
    dir,
  }
  // Code points, as the schemas count them: a Persian letter or an emoji is one character.
  const length = [...(input.value ?? '')].length
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {options ? (
        <div className={styles.selectBox}>
          <select {...common} autoComplete={autoComplete} className={styles.select}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : multiline ? (
        <textarea {...common} rows={rows} className={styles.textarea} style={{ '--rows': rows } as CSSProperties} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} className={styles.input} />
      )}
      {/* The hint stays while a message shows: the rule it states is what the reader needs then. */}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* While the press that blurred the field is down, the message row keeps exactly the height it had. */}
      <div
        ref={messageRow}
        className={styles.messageRow}
        style={heldHeight ? { height: `${heldHeight}px` } : undefined}
      >
        <div className={styles.messageSlot}>
          {shown && (
            <span id={errorId} role="alert" className={styles.error}>
              {t(shown)}
            </span>
          )}
        </div>
        {maxLength !== undefined && (
          <span
            className={styles.counter}
            data-over={length > maxLength ? '' : undefined}
            aria-live="polite"
            data-testid={`${name}-counter`}
          >
            {localeNumber(length, i18n.language)}/{localeNumber(maxLength, i18n.language)}
          </span>
        )}
      </div>
    </div>
  )
}
