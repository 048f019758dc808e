import * as React from 'react'
import { useIntl } from 'react-intl'
import { useParams } from 'react-router-dom'
import { unstable_useDocumentLayout as useDocumentLayout } from '@strapi/content-manager/strapi-admin'
import { LEFT_TO_RIGHT_TYPES, TEXT_TYPES } from './fields'
import { fieldLabelId } from '../../bootstrap/field-labels'
import { useDirection, type Direction } from './useDirection'

// Date-and-time cells are written in the interface language on the editors' clock, each with its
// own direction (../editor-clock/ListTimes.tsx).
const LIST_LEFT_TO_RIGHT_TYPES = new Set([...LEFT_TO_RIGHT_TYPES].filter((type) => type !== 'datetime'))

type Column = ReturnType<typeof useDocumentLayout>['list']['layout'][number]

/**
 * Renders nothing: in a list of entries in one language, gives the columns of text written in
 * that language (a title, an excerpt) its direction (in a list of entries each in its own, such as
 * comments, each cell the direction of its words), and those of slugs, dates and numbers left to
 * right (in a Persian interface the table is right to left), column by column as their headings
 * name them (an editor may hide or rename columns); the rest stay as they are.
 */
export function ListDirection() {
  const { slug = '' } = useParams<{ slug: string }>()
  const { list } = useDocumentLayout(slug)
  const { formatMessage } = useIntl()
  const apply = React.useMemo(() => {
    // Each heading as Strapi writes it: its label looked up in the interface language first.
    const headingOf = (column: Column) =>
      formatMessage({ id: fieldLabelId(slug, column.name), defaultMessage: column.label })
    const columnsOf = (types: Set<string>) =>
      new Set(list.layout.filter((column) => types.has(column.attribute.type)).map(headingOf))
    const text = columnsOf(TEXT_TYPES)
    const leftToRight = columnsOf(LIST_LEFT_TO_RIGHT_TYPES)
    if (!text.size && !leftToRight.size) return null
    return (main: HTMLElement, dir: Direction) => {
      for (const table of main.querySelectorAll('table')) {
        const headings = [...table.querySelectorAll('thead th')].map((heading) => heading.textContent?.trim() ?? '')
        for (const row of table.querySelectorAll('tbody tr'))
          row.querySelectorAll<HTMLElement>(':scope > td').forEach((cell, index) => {
            const wanted = text.has(headings[index]) ? dir : leftToRight.has(headings[index]) ? 'ltr' : null
            if (wanted && cell.dir !== wanted) cell.dir = wanted
          })
      }
    }
  }, [list.layout, formatMessage, slug])
  const localized = !!(list.options as { i18n?: { localized?: boolean } }).i18n?.localized
  useDirection(apply, { localized })
  return null
}
