import type { MessageDescriptor } from 'react-intl'
import { fieldLabelId, fieldLabels } from '../../bootstrap/field-labels'

/** A filter of the Content Manager's list as the list view's hook hands it over. */
type Filter = { name: string; label: string | MessageDescriptor }

/** The fields we name, by Strapi's id (the same for every language), to their English names. */
const ENGLISH_NAMES = fieldLabels('en')

/** The content type of the list on screen: the filters' hook is given its layout, not its uid. */
const listedType = (pathname: string) => /\/collection-types\/([^/?#]+)/.exec(pathname)?.[1]

/**
 * The list view's filters hook (Admin/CM/pages/ListView/inject-in-filters): the fields a filter
 * can test are named as the list's columns and the edit view's labels name them, in the interface
 * language («عنوان»), where Strapi wrote the view's English label or the attribute's name
 * (`publishDate`). A field we do not name keeps Strapi's. (Strapi passes its hooks a second
 * argument of its own: the address is read here, not taken as one.)
 */
export function fieldNamesInFilters<List>(filters: { displayedFilters: Filter[]; layout: List }) {
  return namedFilters(filters, window.location.pathname)
}

/** The filters of the list at `pathname`, each field we name given its label's id. */
export function namedFilters<List>(
  { displayedFilters, layout }: { displayedFilters: Filter[]; layout: List },
  pathname: string,
) {
  const uid = listedType(decodeURIComponent(pathname))
  return {
    displayedFilters: displayedFilters.map((filter) => {
      const id = uid && fieldLabelId(uid, filter.name)
      if (!id || typeof filter.label !== 'string' || !(id in ENGLISH_NAMES)) return filter
      // The English admin has no message for the id: a field still labelled by its attribute's
      // name (`documentId`, which no view configures) gets our English name instead.
      const defaultMessage = filter.label === filter.name ? ENGLISH_NAMES[id] : filter.label
      return { ...filter, label: { id, defaultMessage } }
    }),
    layout,
  }
}
