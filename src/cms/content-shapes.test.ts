import { readFileSync } from 'node:fs'
import { parse } from 'graphql'
import { readContentModel, type ContentModel } from './content-model'
import { contentShapes, FRAGMENTS_FILE, nestedFields, SHAPES_FILE } from './content-shapes'
import { populateOf } from './source-config'
import { SITE_CONTENT_TYPES } from '../../cms/src/rules/site-content'

const MODEL: ContentModel = {
  contentTypes: {
    article: {
      attributes: {
        title: { type: 'string', required: true },
        cover: { type: 'media' },
        secret: { type: 'string', private: true },
        author: { type: 'relation' },
        blocks: { type: 'dynamiczone', components: ['sections.quote', 'sections.text'] },
      },
    },
  },
  components: {
    'shared.link': {
      attributes: { label: { type: 'string', required: true }, url: { type: 'string', required: true } },
    },
    'sections.quote': {
      attributes: {
        text: { type: 'text', required: true },
        tone: { type: 'enumeration', enum: ['calm', 'loud'] },
        links: { type: 'component', component: 'shared.link', repeatable: true },
        portrait: { type: 'media' },
      },
    },
    'sections.text': { attributes: { body: { type: 'blocks' } } },
  },
}

const fragmentsOf = (text: string) => {
  const graphqlText = text.slice(text.indexOf('graphql`') + 'graphql`'.length, text.lastIndexOf('`'))
  return Object.fromEntries(
    parse(graphqlText).definitions.map((definition) => [
      'name' in definition ? definition.name?.value : '',
      graphqlText.slice(definition.loc?.start, definition.loc?.end).replace(/\s+/g, ' '),
    ]),
  )
}

describe('the shapes generated from the CMS schemas', () => {
  const files = contentShapes(MODEL, ['article'])

  it('type each component as the query gives it: required fields set, enumerations as their values', () => {
    expect(files[SHAPES_FILE]).toContain(
      [
        'export type QuoteSection = {',
        "  __typename: 'STRAPI__COMPONENT_SECTIONS_QUOTE'",
        '  id: string',
        '  text: string',
        "  tone: 'calm' | 'loud' | null",
        '  links: CmsLink[] | null',
        '  portrait: CmsImage',
        '}',
      ].join('\n'),
    )
    expect(files[SHAPES_FILE]).toContain('export type CmsLink = {\n  label: string\n  url: string\n}')
    expect(files[SHAPES_FILE]).toContain(
      'body: Block[] | null\n  headingAnchors: HeadingAnchor[]\n  blockImages: BlockImage[] | null',
    )
    expect(files[SHAPES_FILE]).toContain('export type Section =\n  | QuoteSection\n  | TextSection')
  })

  it('select every field in a fragment per component and one over the sections', () => {
    const fragments = fragmentsOf(files[FRAGMENTS_FILE])
    expect(fragments.QuoteSectionFields).toBe(
      'fragment QuoteSectionFields on STRAPI__COMPONENT_SECTIONS_QUOTE { id text tone links { ...CmsLinkFields } portrait { ...CmsImage } }',
    )
    expect(fragments.SectionFields).toBe(
      'fragment SectionFields on StrapiSection { __typename ...QuoteSectionFields ...TextSectionFields }',
    )
    expect(fragments.TextSectionFields).toContain('blockImages { ...BlockImageFields }')
  })

  it('follow a field added to a component into its type, its fragment and what the CMS is asked to populate', () => {
    const grown: ContentModel = structuredClone(MODEL)
    grown.components['shared.link'].attributes.icon = { type: 'media' }
    const grownFiles = contentShapes(grown, ['article'])
    expect(grownFiles[SHAPES_FILE]).toContain(
      'export type CmsLink = {\n  label: string\n  url: string\n  icon: CmsImage\n}',
    )
    expect(fragmentsOf(grownFiles[FRAGMENTS_FILE]).CmsLinkFields).toContain('icon { ...CmsImage }')
    const before = nestedFields(MODEL, ['article'])
    const after = nestedFields(grown, ['article'])
    expect(populateOf(before.article, before)).toEqual({
      cover: true,
      blocks: {
        on: {
          'sections.quote': { populate: { links: true, portrait: true } },
          'sections.text': { populate: '*' },
        },
      },
    })
    expect(populateOf(after.article, after).blocks).toEqual({
      on: {
        'sections.quote': { populate: { links: { populate: { icon: true } }, portrait: true } },
        'sections.text': { populate: '*' },
      },
    })
  })

  it('leave out what the site never reads', () => {
    expect(nestedFields(MODEL, ['article']).article).not.toHaveProperty('author')
    expect(files[SHAPES_FILE]).not.toMatch(/secret|author/)
  })
})

describe("the CMS's own model", () => {
  it.each(Object.entries(contentShapes(readContentModel(), SITE_CONTENT_TYPES)))(
    '%s is current (npm run generate)',
    (file, text) => {
      expect(readFileSync(file, 'utf8')).toBe(text)
    },
  )
})
