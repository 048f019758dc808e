import type React from 'react'
import { Typography } from '@strapi/design-system'
import { editorDay, editorTime } from '../../publishing/zoned-time'
import { useText } from '../translations/useText'
import { useEditorZone } from './useEditorZone'

/** A column of the Content Manager's list as the list view's hook hands it over. */
type Header = { name: string; attribute?: { type?: string }; mainField?: unknown; cellFormatter?: unknown }

/** A date and time of the list on the editors' clock, as every panel of ours writes one. */
function EditorTimeCell({ value }: { value: unknown }) {
  const { language } = useText()
  const zone = useEditorZone()
  if (typeof value !== 'string' || !value) return <Typography textColor="neutral800">-</Typography>
  return (
    // Its own direction: the words are the interface language's, the column may run the other way.
    <Typography tag="bdi" dir={language === 'fa' ? 'rtl' : 'ltr'} textColor="neutral800">
      {editorTime(value, zone, language)}
    </Typography>
  )
}

/** A day of the list (a date field) in the editor's calendar, as the edit view reads it. */
function EditorDayCell({ value }: { value: unknown }) {
  const { language } = useText()
  if (typeof value !== 'string' || !value) return <Typography textColor="neutral800">-</Typography>
  return (
    <Typography tag="bdi" dir={language === 'fa' ? 'rtl' : 'ltr'} textColor="neutral800">
      {editorDay(value, language)}
    </Typography>
  )
}

const CELLS: Partial<Record<string, (props: { value: unknown }) => React.ReactElement>> = {
  datetime: EditorTimeCell,
  date: EditorDayCell,
}

/**
 * The list view's hook (Admin/CM/pages/ListView/inject-column-in-table): every date-and-time
 * column (created, updated, published) shown on the editors' clock, 24-hour, the zone named, where
 * Strapi writes the browser's clock in its own format (issue [25], ADR 0067); every date column
 * (a post's date, a consultation's preferred day) in the editor's calendar and language, where
 * Strapi wrote the browser's long US-ordered date, or ICU's Persian with the weekday last.
 */
export function editorTimesInList<List>({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: List }) {
  return {
    displayedHeaders: displayedHeaders.map((header) => {
      const Cell = CELLS[header.attribute?.type ?? '']
      return Cell && !header.mainField && !header.cellFormatter
        ? { ...header, cellFormatter: (row: Record<string, unknown>) => <Cell value={row[header.name]} /> }
        : header
    }),
    layout,
  }
}
