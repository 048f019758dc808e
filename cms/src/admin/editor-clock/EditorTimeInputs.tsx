import * as React from 'react'
import { useField } from '@strapi/strapi/admin'
import { Box, Button, Flex, Typography } from '@strapi/design-system'
import { clockText, clockTime, dayOfText, dayText, editorDay, instantOf, wallTimeIn } from '../../publishing/zoned-time'
import { When } from '../site-publishing/ScheduledTime'
import { useText } from '../translations/useText'
import { ClockField, DayField } from './ClockFields'
import { useEditorZone } from './useEditorZone'

/** What the edit view hands an input of a field it lays out (Strapi's InputRenderer). */
type InputProps = {
  name: string
  label: React.ReactNode
  hint?: React.ReactNode
  required?: boolean
  disabled?: boolean
  labelAction?: React.ReactNode
}

/** What the fields hold; `partial`: the browser's date input holds part of a date. */
type Typed = { day: string; time: string; partial?: boolean }

const valueOf = (value: unknown) => (typeof value === 'string' && value ? value : null)

/**
 * The form's value of this field as last written by the field itself: a value changed from
 * elsewhere (the document loaded, saved, another language opened) is shown afresh, and so is the
 * field's own when how it is shown changes (the editors' zone arrives, the language).
 * `write(readable, value)`: what is typed reads as `value` (null: emptied), or it does not read,
 * and the form goes back to the document's own value, so that no value met on the way while
 * typing ("240" on the way to "2400") is what a save stores.
 */
function useTyped(name: string, shown: (value: string | null) => Typed) {
  const field = useField<string | null>(name)
  const stored = valueOf(field.value)
  const saved = valueOf(field.initialValue)
  const [typed, setTyped] = React.useState(() => shown(stored))
  const written = React.useRef(stored)
  React.useEffect(() => {
    if (stored === written.current) return
    written.current = stored
    setTyped(shown(stored))
  }, [stored, shown])
  React.useEffect(() => setTyped(shown(written.current)), [shown])
  const write = (readable: boolean, value: string | null) => {
    const next = readable ? value : saved
    written.current = next
    if (next !== stored) field.onChange(name, next)
  }
  return { stored, error: field.error, typed, setTyped, write }
}

/**
 * Until what is typed reads as a value, the form holds the document's saved value and the field
 * says so: a save meanwhile stores that one, not half of what was typed.
 */
function Kept({ children }: { children: React.ReactNode }) {
  const { t } = useText()
  return (
    <Flex direction="column" alignItems="flex-start" gap={1} data-testid="editor-clock-kept">
      <Typography tag="p" variant="pi" textColor="warning600">
        {t('editor-clock.kept')}
      </Typography>
      {children}
    </Flex>
  )
}

function Clear({ onClear }: { onClear: () => void }) {
  const { t } = useText()
  return (
    <Box>
      <Button variant="tertiary" size="S" onClick={onClear}>
        {t('editor-clock.clear')}
      </Button>
    </Box>
  )
}

/**
 * Every date-and-time field of the edit view (a subscriber's confirmation, a comment's edit) on
 * the editors' clock: its day in the editor's calendar and its time on a 24-hour clock, the zone
 * named, as the Schedule panel takes a time, where Strapi's picker showed the browser's clock in
 * its 12-hour format (issue [25], ADR 0071).
 */
export function EditorDateTimeInput({ name, label, hint, required, disabled, labelAction }: InputProps) {
  const { t, language } = useText()
  const solar = language === 'fa'
  const zone = useEditorZone()
  const shown = React.useCallback(
    (iso: string | null): Typed => {
      if (!iso) return { day: '', time: '' }
      const wall = wallTimeIn(zone, new Date(iso))
      return { day: dayText(wall.slice(0, 10), solar), time: clockText(wall.slice(11, 16), solar) }
    },
    [zone, solar],
  )
  const { stored, error, typed, setTyped, write } = useTyped(name, shown)
  const dayInput = React.useRef<HTMLInputElement>(null)
  const read = (text: Typed) => {
    const day = text.partial ? null : dayOfText(text.day, solar)
    const hour = clockTime(text.time)
    return {
      day,
      hour,
      empty: day === '' && !text.time.trim(),
      at: day && hour ? instantOf(zone, `${day}T${hour}`) : null,
    }
  }
  const { day, hour, empty, at } = read(typed)
  const type = (next: Typed) => {
    setTyped(next)
    const reading = read(next)
    write(reading.empty || reading.at !== null, reading.at?.toISOString() ?? null)
  }
  const today = wallTimeIn(zone, new Date()).slice(0, 10)
  return (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <Flex gap={2} alignItems="flex-start" wrap="wrap">
        <Box flex="1" minWidth="12rem">
          <DayField
            ref={dayInput}
            id={`${name}-day`}
            label={label}
            labelAction={labelAction}
            required={required}
            disabled={disabled}
            text={typed.day}
            today={today}
            error={
              error ??
              (day === '' && hour
                ? t('editor-clock.no-day')
                : day && hour && !at
                  ? t('editor-clock.not-a-date')
                  : undefined)
            }
            partial={typed.partial}
            onText={(text, partial) => type({ ...typed, day: text, partial })}
          />
        </Box>
        <Box width="9rem">
          <ClockField
            id={`${name}-time`}
            label={t('editor-clock.time')}
            required={required}
            disabled={disabled}
            text={typed.time}
            zone={zone}
            accessibleName={typeof label === 'string' ? t('editor-clock.time-of', { field: label }) : undefined}
            error={day && !typed.time.trim() ? t('editor-clock.not-a-time') : undefined}
            onText={(text) => type({ ...typed, time: text })}
          />
        </Box>
      </Flex>
      {empty || at ? (
        stored ? (
          <When iso={stored} zone={zone} />
        ) : null
      ) : (
        <Kept>
          {stored ? (
            <When iso={stored} zone={zone} />
          ) : (
            <Typography variant="pi">{t('editor-clock.nothing')}</Typography>
          )}
        </Kept>
      )}
      {hint ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {hint}
        </Typography>
      ) : null}
      {!required && !disabled && (stored || !empty) ? (
        <Clear
          onClear={() => {
            setTyped({ day: '', time: '' })
            write(true, null)
            // The button goes with the value: the keyboard's focus goes back to the field.
            dayInput.current?.focus()
          }}
        />
      ) : null}
    </Flex>
  )
}

/**
 * Every date field of the edit view (a post's date, a consultation's preferred day) in the
 * editor's calendar: the Solar Hijri day typed in Persian, the browser's date input in English.
 */
export function EditorDateInput({ name, label, hint, required, disabled, labelAction }: InputProps) {
  const { t, language } = useText()
  const solar = language === 'fa'
  const zone = useEditorZone()
  const shown = React.useCallback(
    (isoDay: string | null): Typed => ({ day: isoDay ? dayText(isoDay.slice(0, 10), solar) : '', time: '' }),
    [solar],
  )
  const { stored, error, typed, setTyped, write } = useTyped(name, shown)
  const day = typed.partial ? null : dayOfText(typed.day, solar)
  return (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <DayField
        id={name}
        label={label}
        labelAction={labelAction}
        required={required}
        disabled={disabled}
        text={typed.day}
        today={wallTimeIn(zone, new Date()).slice(0, 10)}
        error={error}
        partial={typed.partial}
        onText={(text, partial) => {
          setTyped({ day: text, time: '', partial })
          const next = partial ? null : dayOfText(text, solar)
          write(next !== null, next || null)
        }}
      />
      {day === null ? (
        <Kept>
          <Typography variant="pi" fontWeight="semiBold">
            {stored ? dayText(stored.slice(0, 10), solar) : t('editor-clock.nothing')}
          </Typography>
        </Kept>
      ) : day ? (
        // The day written out, weekday first: the browser's date box orders it as the browser's
        // language does ("12/07/2026" in an American browser), and a Solar Hijri day is digits.
        <Typography tag="p" variant="pi" textColor="neutral600" data-testid="editor-clock-day">
          {editorDay(day, language)}
        </Typography>
      ) : null}
      {hint ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {hint}
        </Typography>
      ) : null}
    </Flex>
  )
}

/**
 * The fields as the admin's library takes them (`app.addFields`). Strapi types a library field's
 * component without props, though its edit view hands each the props above: the one cast here.
 */
const libraryField = (Component: React.ComponentType<InputProps>) => Component as unknown as React.ComponentType

export const EDIT_VIEW_FIELDS = [
  { type: 'datetime', Component: libraryField(EditorDateTimeInput) },
  { type: 'date', Component: libraryField(EditorDateInput) },
]
