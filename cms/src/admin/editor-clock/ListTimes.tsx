import { Typography } from '@strapi/design-system'
import { editorTime } from '../../publishing/zoned-time'
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

/**
 * The list view's hook (Admin/CM/pages/ListView/inject-column-in-table): every date-and-time
 * column (created, updated, published, a post's date) shown on the editors' clock, 24-hour, the
 * zone named, where Strapi writes the browser's clock in its own format (issue [25], ADR 0067).
 */
export function editorTimesInList<List>({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: List }) {
  return {
    displayedHeaders: displayedHeaders.map((header) =>
      header.attribute?.type === 'datetime' && !header.mainField && !header.cellFormatter
        ? {
            ...header,
            cellFormatter: (row: Record<string, unknown>) => <EditorTimeCell value={row[header.name]} />,
          }
        : header,
    ),
    layout,
  }
}
