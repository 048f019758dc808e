import { isHeldBySite, siteChange, siteContentUids, siteTextFields, type ChangeEvent } from './rebuild-trigger'

describe('siteChange', () => {
  it('names the change, the model and the document, and leaves the content out', () => {
    const entry = {
      id: 7,
      documentId: 'pyrzslklpx2au14ies35iuim',
      locale: 'fa',
      title: 'آزمون بار',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'متن '.repeat(100_000) }] }],
    }
    const change = siteChange('entry.publish', { model: 'post', uid: 'api::post.post', entry })
    expect(change).toEqual({
      change: 'entry.publish',
      model: 'post',
      uid: 'api::post.post',
      documentId: 'pyrzslklpx2au14ies35iuim',
      locale: 'fa',
      title: 'آزمون بار',
    })
    expect(JSON.stringify(change).length).toBeLessThan(200)
  })

  it('calls a media change a file change', () => {
    expect(
      siteChange('media.update', { media: { documentId: 'm9vel50j7gqn4o5o1pgd1i2b', name: 'cover.jpg' } }),
    ).toEqual({ change: 'media.update', model: 'file', documentId: 'm9vel50j7gqn4o5o1pgd1i2b', title: 'cover.jpg' })
  })

  it('keeps nothing odd from the payload', () => {
    expect(siteChange('entry.delete', undefined)).toEqual({ change: 'entry.delete', model: 'unknown' })
    expect(
      siteChange('entry.unpublish', {
        model: 42,
        uid: 'x'.repeat(1_000),
        entry: { documentId: {}, locale: null },
      } as unknown as ChangeEvent),
    ).toEqual({ change: 'entry.unpublish', model: 'unknown' })
  })
})

const attributes = (fields: Record<string, object>) => ({ attributes: fields })
const CONTENT_TYPES = {
  'api::post.post': attributes({
    cover: { type: 'media' },
    content: { type: 'blocks' },
    tags: { type: 'component', component: 'shared.tag' },
  }),
  'api::page.page': attributes({
    content: { type: 'dynamiczone', components: ['sections.hero', 'sections.rich-text'] },
    seo: { type: 'component', component: 'shared.seo' },
  }),
  'api::home.home': attributes({ title: { type: 'string' } }),
  'api::site-info.site-info': attributes({ headerLinks: { type: 'component', component: 'shared.nav-link' } }),
  'api::redirect.redirect': attributes({ fromPath: { type: 'string' } }),
  'api::comment.comment': attributes({ text: { type: 'text' } }),
  'plugin::users-permissions.user': attributes({ avatar: { type: 'media' } }),
}
const COMPONENTS = {
  'shared.tag': attributes({ name: { type: 'string' } }),
  'shared.seo': attributes({ shareImage: { type: 'media' } }),
  'shared.nav-link': attributes({ items: { type: 'component', component: 'shared.link' } }),
  'shared.link': attributes({ url: { type: 'string' } }),
  'sections.hero': attributes({ image: { type: 'media' }, action: { type: 'component', component: 'shared.link' } }),
  'sections.rich-text': attributes({ body: { type: 'blocks' } }),
  'sections.unused': attributes({ body: { type: 'blocks' } }),
}

describe("the site's content", () => {
  const uids = siteContentUids(CONTENT_TYPES, COMPONENTS)

  it('is its content types and every component they hold, nested ones included', () => {
    expect([...uids].sort()).toEqual([
      'api::case-study.case-study',
      'api::home.home',
      'api::page.page',
      'api::post.post',
      'api::redirect.redirect',
      'api::site-info.site-info',
      'sections.hero',
      'sections.rich-text',
      'shared.link',
      'shared.nav-link',
      'shared.seo',
      'shared.tag',
    ])
  })

  it("holds a post's cover or a hero's image, not a member's avatar or a file nothing holds", () => {
    expect(isHeldBySite({ related: [{ __type: 'api::post.post' }] }, uids)).toBe(true)
    expect(isHeldBySite({ related: [{ __type: 'sections.hero' }] }, uids)).toBe(true)
    expect(isHeldBySite({ related: [{ __type: 'plugin::users-permissions.user' }] }, uids)).toBe(false)
    expect(isHeldBySite({ related: [] }, uids)).toBe(false)
    expect(isHeldBySite(null, uids)).toBe(false)
  })

  it("shows images in its texts: a post's content, a rich text section's body", () => {
    expect(siteTextFields({ ...CONTENT_TYPES, ...COMPONENTS }, uids).sort()).toEqual([
      ['api::post.post', 'content'],
      ['sections.rich-text', 'body'],
    ])
  })
})
