import { parse, type ObjectTypeDefinitionNode, type UnionTypeDefinitionNode, print } from 'graphql'
import { SECTION_VIEWS } from '../components/sections'
import { blockFields, readContentModel, strapiTypeDefs, type ContentModel } from './content-model'
import { SITE_CONTENT_TYPES } from '../../cms/src/rules/site-content'

/** Each type's fields as `name: Type @directives`, and each union's members. */
function typesOf(sdl: string) {
  const objects: Record<string, Record<string, string>> = {}
  const unions: Record<string, string[]> = {}
  for (const definition of parse(sdl).definitions) {
    if (definition.kind === 'ObjectTypeDefinition') {
      const object = definition as ObjectTypeDefinitionNode
      objects[object.name.value] = Object.fromEntries(
        (object.fields ?? []).map((field) => [
          field.name.value,
          [print(field.type), ...(field.directives ?? []).map((directive) => print(directive))].join(' '),
        ]),
      )
    } else if (definition.kind === 'UnionTypeDefinition') {
      const union = definition as UnionTypeDefinitionNode
      unions[union.name.value] = (union.types ?? []).map((type) => type.name.value)
    }
  }
  return { objects, unions }
}

const MODEL: ContentModel = {
  contentTypes: {
    article: {
      pluginOptions: { i18n: { localized: true } },
      attributes: {
        title: { type: 'string', required: true },
        body: { type: 'blocks' },
        cover: { type: 'media', multiple: false },
        gallery: { type: 'media', multiple: true },
        published: { type: 'date', required: true },
        views: { type: 'integer' },
        author: { type: 'relation' },
        secret: { type: 'string', private: true },
        links: { type: 'component', repeatable: true, component: 'shared.link' },
        blocks: { type: 'dynamiczone', components: ['sections.quote'] },
      },
    },
    note: { attributes: { text: { type: 'text' } } },
  },
  components: {
    'shared.link': {
      attributes: { label: { type: 'string', required: true }, url: { type: 'string', required: true } },
    },
    'sections.quote': {
      attributes: { text: { type: 'text', required: true }, link: { type: 'component', component: 'shared.link' } },
    },
    'sections.unused': { attributes: { text: { type: 'text' } } },
  },
}

describe('the GraphQL types made from the CMS schemas', () => {
  it('declare each sourced type and every component it reaches, as gatsby-source-strapi names their nodes', () => {
    const { objects, unions } = typesOf(strapiTypeDefs(MODEL, ['article']))
    expect(objects.STRAPI_ARTICLE).toEqual({
      documentId: 'String!',
      locale: 'String!',
      title: 'String!',
      body: 'JSON',
      blockImages: '[BlockImage!] @proxy(from: "fields.blockImages")',
      cover: 'STRAPI__MEDIA @link(from: "cover___NODE")',
      gallery: '[STRAPI__MEDIA] @link(from: "gallery___NODE")',
      published: 'Date! @dateformat',
      views: 'Int',
      links: '[STRAPI__COMPONENT_SHARED_LINK] @link(from: "links___NODE")',
      blocks: '[StrapiSection] @link(from: "blocks___NODE")',
      updatedAt: 'Date @dateformat',
    })
    expect(objects.STRAPI__COMPONENT_SHARED_LINK).toEqual({ label: 'String!', url: 'String!' })
    // A section's fields are nullable: the union's members must agree on a shared name's type.
    expect(objects.STRAPI__COMPONENT_SECTIONS_QUOTE).toEqual({
      strapi_component: 'String',
      text: 'String',
      link: 'STRAPI__COMPONENT_SHARED_LINK @link(from: "link___NODE")',
    })
    expect(unions.StrapiSection).toEqual(['STRAPI__COMPONENT_SECTIONS_QUOTE'])
    expect(objects.STRAPI_NOTE).toBeUndefined()
    expect(objects.STRAPI__COMPONENT_SECTIONS_UNUSED).toBeUndefined()
  })

  it('follow a field added to a component', () => {
    const grown: ContentModel = structuredClone(MODEL)
    grown.components['shared.link'].attributes.title = { type: 'string' }
    expect(typesOf(strapiTypeDefs(grown, ['article'])).objects.STRAPI__COMPONENT_SHARED_LINK).toEqual({
      label: 'String!',
      url: 'String!',
      title: 'String',
    })
  })

  it('refuse what they cannot declare, naming it', () => {
    expect(() => strapiTypeDefs(MODEL, ['missing'])).toThrow('no content type missing')
    const odd: ContentModel = structuredClone(MODEL)
    odd.contentTypes.note.attributes.place = { type: 'geo' }
    expect(() => strapiTypeDefs(odd, ['note'])).toThrow('Strapi attribute type geo (place)')
  })

  it('name the fields whose blocks hold images', () => {
    expect(blockFields(MODEL, ['article', 'note'])).toEqual({ STRAPI_ARTICLE: 'body' })
  })
})

describe("the CMS's own model", () => {
  const model = readContentModel()
  const { objects, unions } = typesOf(strapiTypeDefs(model, SITE_CONTENT_TYPES))

  it('gives every sourced type a node type', () => {
    for (const name of SITE_CONTENT_TYPES)
      expect(Object.keys(objects)).toContain(`STRAPI_${name.toUpperCase().replace(/-/g, '_')}`)
  })

  it('has a view for every section an editor can add', () => {
    expect(Object.keys(SECTION_VIEWS).sort()).toEqual([...unions.StrapiSection].sort())
  })
})
