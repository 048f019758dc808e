import type { MessageDescriptor } from 'react-intl'
import { fieldLabelId, fieldLabels } from '../../bootstrap/field-labels'

/** A filter of the Content Manager's list as the list view's hook hands it over. */
type Filter = { name: string; label: string | MessageDescriptor }

/** The fields we name in the interface language, by Strapi's id (the same for every language). */
const NAMED_FIELDS = new Set(Object.keys(fieldLabels('en')))

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
      return id && typeof filter.label === 'string' && NAMED_FIELDS.has(id)
        ? { ...filter, label: { id, defaultMessage: filter.label } }
        : filter
    }),
    layout,
  }
}
