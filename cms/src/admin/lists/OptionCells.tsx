import { Typography } from '@strapi/design-system'
import { useIntl } from 'react-intl'

/** A column of the Content Manager's list as the list view's hook hands it over. */
type Header = { name: string; attribute?: { type?: string }; mainField?: unknown; cellFormatter?: unknown }

/** A value of a list of values by its name in the interface language, as the edit view's select names it. */
function OptionCell({ value }: { value: unknown }) {
  const { formatMessage } = useIntl()
  if (typeof value !== 'string' || !value) return <Typography textColor="neutral800">-</Typography>
  return <Typography textColor="neutral800">{formatMessage({ id: value, defaultMessage: value })}</Typography>
}

/**
 * The list view's hook (Admin/CM/pages/ListView/inject-column-in-table): a list of values' column
 * names each value (ADR 0072) where Strapi writes the stored one ("pending").
 */
export function optionsInList<List>({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: List }) {
  return {
    displayedHeaders: displayedHeaders.map((header) =>
      header.attribute?.type === 'enumeration' && !header.mainField && !header.cellFormatter
        ? { ...header, cellFormatter: (row: Record<string, unknown>) => <OptionCell value={row[header.name]} /> }
        : header,
    ),
    layout,
  }
}
