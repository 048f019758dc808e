import { namedFilters } from './FilterFields'
import { fieldLabelId } from '../../bootstrap/field-labels'

const POSTS = '/admin/content-manager/collection-types/api::post.post'

describe("the list's filters name their fields", () => {
  it('as the list and the edit view do, by the field label’s id', () => {
    const { displayedFilters } = namedFilters(
      {
        displayedFilters: [
          { name: 'title', label: 'Title' },
          { name: 'documentId', label: 'documentId' },
        ],
        layout: {},
      },
      `${POSTS}?plugins[i18n][locale]=fa`,
    )
    expect(displayedFilters).toEqual([
      { name: 'title', label: { id: fieldLabelId('api::post.post', 'title'), defaultMessage: 'Title' } },
      // Strapi's fields of every entry as well; in English, where no message has the id, by our
      // English name rather than the attribute's.
      {
        name: 'documentId',
        label: { id: fieldLabelId('api::post.post', 'documentId'), defaultMessage: 'Document ID' },
      },
    ])
  })

  it('leaves a field we do not name, a label already translated and another screen as they are', () => {
    const status = { name: '__status', label: { id: 'content-manager.containers.list.filters.status' } }
    const unnamed = { name: 'publishedBy', label: 'publishedBy' }
    expect(namedFilters({ displayedFilters: [status, unnamed], layout: {} }, POSTS).displayedFilters).toEqual([
      status,
      unnamed,
    ])
    const title = { name: 'title', label: 'Title' }
    expect(namedFilters({ displayedFilters: [title], layout: {} }, '/admin/plugins/upload').displayedFilters).toEqual([
      title,
    ])
  })
})
