import * as React from 'react'
import { useParams } from 'react-router-dom'
import { unstable_useDocumentLayout as useDocumentLayout } from '@strapi/content-manager/strapi-admin'
import { TEXT_TYPES } from './fields'
import { useDirection } from './useDirection'

/**
 * Renders nothing: in a list of entries in one language, gives the columns of text written in
 * that language (a title, an excerpt) its direction, column by column as their headings name
 * them (an editor may hide or rename columns); slugs, dates and the rest stay as they are.
 */
export function ListDirection() {
  const { slug = '' } = useParams<{ slug: string }>()
  const { list } = useDocumentLayout(slug)
  const apply = React.useMemo(() => {
    const text = new Set(
      list.layout.filter((column) => TEXT_TYPES.has(column.attribute.type)).map((column) => column.label),
    )
    if (!text.size) return null
    return (main: HTMLElement, dir: 'rtl' | 'ltr') => {
      for (const table of main.querySelectorAll('table')) {
        const headings = [...table.querySelectorAll('thead th')].map((heading) => heading.textContent?.trim() ?? '')
        for (const row of table.querySelectorAll('tbody tr'))
          row.querySelectorAll<HTMLElement>(':scope > td').forEach((cell, index) => {
            if (text.has(headings[index]) && cell.dir !== dir) cell.dir = dir
          })
      }
    }
  }, [list.layout])
  useDirection(apply)
  return null
}
