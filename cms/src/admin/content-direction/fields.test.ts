import { isLeftToRightField, isTextField, type Attributes } from './fields'

const post: Attributes = {
  title: { type: 'string' },
  slug: { type: 'uid' },
  excerpt: { type: 'text' },
  publishDate: { type: 'date' },
  seo: { type: 'component', component: 'shared.seo' },
  path: { type: 'string' },
  content: { type: 'dynamiczone', components: ['blocks.rich-text', 'blocks.quote'] },
}
const components = {
  'shared.seo': { attributes: { metaTitle: { type: 'string' }, canonicalUrl: { type: 'string' } } as Attributes },
  'blocks.rich-text': { attributes: { body: { type: 'blocks' } } as Attributes },
  'blocks.quote': { attributes: { quote: { type: 'text' }, sourceUrl: { type: 'email' } } as Attributes },
}

describe('the fields written in the entry’s language', () => {
  it('are its strings, texts and rich texts, in components and dynamic zones too', () => {
    for (const name of ['title', 'excerpt', 'seo.metaTitle', 'content.0.body', 'content.3.quote'])
      expect([name, isTextField(name, post, components)]).toEqual([name, true])
  })

  it('are not its slugs, addresses, dates, other types, or names it does not have', () => {
    for (const name of [
      'slug',
      'path',
      'seo.canonicalUrl',
      'publishDate',
      'content.1.sourceUrl',
      'seo',
      'schedule-publish-day',
      'seo.nothing',
    ])
      expect([name, isTextField(name, post, components)]).toEqual([name, false])
  })

  it('leave slugs, e-mail addresses and dates left to right in any language, and nothing else', () => {
    for (const name of ['slug', 'publishDate', 'content.1.sourceUrl', 'path', 'seo.canonicalUrl'])
      expect([name, isLeftToRightField(name, post, components)]).toEqual([name, true])
    for (const name of ['title', 'seo', 'seo.metaTitle', 'content.0.body', 'schedule-publish-day'])
      expect([name, isLeftToRightField(name, post, components)]).toEqual([name, false])
  })
})
