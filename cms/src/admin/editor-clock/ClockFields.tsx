import * as React from 'react'
import { Field } from '@strapi/design-system'
import { clockTime, dayOfText, zoneName } from '../../publishing/zoned-time'
import { useText } from '../translations/useText'

type Common = {
  id: string
  label: React.ReactNode
  text: string
  onText: (text: string) => void
  onKeyDown?: (event: React.KeyboardEvent) => void
  disabled?: boolean
  required?: boolean
  /** A refusal of what the field holds beyond its own reading (a day that is no date there). */
  error?: string
}

/**
 * The day of a time on the editors' clock, in the editor's calendar (Solar Hijri in Persian).
 * `future`: a day to come, as the Schedule panel asks for; the English field's calendar then
 * starts at `today` (the editors' today). No example in the Persian field: one reads as a value.
 */
export const DayField = React.forwardRef<
  HTMLInputElement,
  Omit<Common, 'onText'> & {
    /** `partial`: the browser's date input holds part of a date, which it reports as no date. */
    onText: (text: string, partial: boolean) => void
    partial?: boolean
    today: string
    future?: boolean
    labelAction?: React.ReactNode
  }
>(function DayField(
  { id, label, labelAction, text, onText, partial, onKeyDown, disabled, required, error, today, future },
  ref,
) {
  const { t, language } = useText()
  const solar = language === 'fa'
  const unread = partial || dayOfText(text, solar) === null
  return (
    <Field.Root
      id={id}
      name={id}
      required={required}
      hint={solar ? t('editor-clock.solar-day') : undefined}
      error={unread ? t(solar ? 'editor-clock.not-a-solar-day' : 'editor-clock.not-a-date') : error}
    >
      <Field.Label action={labelAction}>{label}</Field.Label>
      {solar ? (
        <Field.Input
          ref={ref}
          value={text}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onText(event.target.value, false)}
          onKeyDown={onKeyDown}
        />
      ) : (
        <Field.Input
          ref={ref}
          type="date"
          value={text}
          min={future ? today : undefined}
          max={future ? `${Number(today.slice(0, 4)) + 5}${today.slice(4)}` : '2099-12-31'}
          disabled={disabled}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            onText(event.target.value, event.target.validity.badInput)
          }
          // Emptied or half-filled segment by segment, the box changes its value from '' to '':
          // no change event tells of it, so leaving the box does.
          onBlur={(event: React.FocusEvent<HTMLInputElement>) => {
            if (event.target.validity.badInput !== Boolean(partial))
              onText(event.target.value, event.target.validity.badInput)
          }}
          onKeyDown={onKeyDown}
        />
      )}
      {solar ? <Field.Hint /> : null}
      <Field.Error />
    </Field.Root>
  )
})

/**
 * The time of day on the editors' clock, typed on a 24-hour clock in either language's digits, the
 * zone named beneath. Not the browser's time input: that one follows the browser's clock (12-hour
 * in much of the world); nor the design system's TimePicker, which cannot read Persian digits
 * (ADR 0067).
 */
export function ClockField({
  id,
  label,
  text,
  onText,
  onKeyDown,
  disabled,
  required,
  error,
  zone,
  accessibleName,
}: Common & {
  zone: string
  /** Where several time fields share a screen: which one this is ("Confirmed at: time"). */
  accessibleName?: string
}) {
  const { t, language } = useText()
  const unread = text.trim() !== '' && !clockTime(text)
  return (
    <Field.Root
      id={id}
      name={id}
      required={required}
      hint={zoneName(zone, language)}
      error={unread ? t('editor-clock.not-a-time') : error}
    >
      <Field.Label>{label}</Field.Label>
      <Field.Input
        value={text}
        aria-label={accessibleName}
        // Hours before minutes in either language, as a Persian clock is written too.
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  )
}
