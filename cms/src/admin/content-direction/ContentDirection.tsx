import * as React from 'react'
import {
  unstable_useContentManagerContext as useContentManagerContext,
  unstable_useDocument as useDocument,
} from '@strapi/content-manager/strapi-admin'
import { isLocale } from '../../rules/locales'
import { ENTRY_LANGUAGE_ATTRIBUTES, isLeftToRightField, isTextField, type Attributes } from './fields'
import { useDirection, type Direction } from './useDirection'

/**
 * Renders nothing: in the edit view, gives the fields written in the entry's language that
 * language's direction (Persian right to left, English left to right). Strapi's inputs take no
 * direction of their own, so the `dir` attribute is set on them, and on those the form adds later
 * (a component, a dynamic zone's entry); React leaves an attribute it does not render alone.
 */
export function ContentDirection() {
  const { contentType, components, model, collectionType, id } = useContentManagerContext()
  // An entry of a type without languages of its own may still say which it is written in, so an
  // English request or comment reads left to right in the Persian admin, a Persian one right to left
  // in the English admin.
  const languageAttribute = ENTRY_LANGUAGE_ATTRIBUTES.find((name) => !!contentType && name in contentType.attributes)
  const { document } = useDocument({ documentId: id ?? '', model, collectionType }, { skip: !languageAttribute || !id })
  const stored: unknown = languageAttribute ? document?.[languageAttribute] : undefined
  const entryLanguage = isLocale(stored) ? stored : undefined
  const apply = React.useMemo(() => {
    if (!contentType) return null
    const attributes = contentType.attributes as unknown as Attributes
    const schemas = components as unknown as Record<string, { attributes: Attributes } | undefined>
    return (main: HTMLElement, dir: Direction) => {
      for (const field of main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'form input[name], form textarea[name]',
      )) {
        const wanted = isTextField(field.name, attributes, schemas)
          ? dir
          : isLeftToRightField(field.name, attributes, schemas)
            ? 'ltr'
            : null
        if (wanted && field.dir !== wanted) field.dir = wanted
      }
      for (const editor of main.querySelectorAll<HTMLElement>('form [contenteditable="true"]'))
        if (editor.dir !== dir) editor.dir = dir
      // The heading names the entry by its title (or a comment by its words): a Persian title with a
      // Latin name in it reads in its own order in the English admin too.
      for (const heading of main.querySelectorAll<HTMLElement>('h1')) if (heading.dir !== dir) heading.dir = dir
    }
  }, [contentType, components])
  const localized = !!(contentType?.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized
  useDirection(apply, { localized, entryLanguage })
  return null
}
