/**
 * SERVER-ONLY (the build). The CMS's content model as Strapi itself declares it: every content
 * type's schema.json (cms/src/api/<name>/content-types/<name>/) and every component's JSON
 * (cms/src/components/<category>/<name>.json), read when the build starts. The GraphQL types the
 * build gives gatsby-source-strapi's nodes are made from it (`strapiTypeDefs`), so a field or a
 * section added in the CMS reaches the build's schema without a second statement of it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type StrapiAttribute = {
  type: string
  required?: boolean
  private?: boolean
  multiple?: boolean
  repeatable?: boolean
  component?: string
  components?: string[]
  enum?: string[]
}

export type StrapiSchema = {
  attributes: Record<string, StrapiAttribute>
  options?: { draftAndPublish?: boolean }
  pluginOptions?: { i18n?: { localized?: boolean } }
}

export type ContentModel = {
  /** By singular name (`post`, `site-info`). */
  contentTypes: Record<string, StrapiSchema>
  /** By Strapi's component name (`sections.hero`). */
  components: Record<string, StrapiSchema>
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as StrapiSchema

/** The model under `cmsSource` (the CMS's src/; the build runs at the repository's root). */
export function readContentModel(cmsSource = path.resolve('cms/src')): ContentModel {
  const contentTypes: ContentModel['contentTypes'] = {}
  const apiDir = path.join(cmsSource, 'api')
  for (const api of readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types')
    if (!existsSync(typesDir)) continue
    for (const name of readdirSync(typesDir)) {
      const file = path.join(typesDir, name, 'schema.json')
      if (existsSync(file)) contentTypes[name] = readJson(file)
    }
  }
  const components: ContentModel['components'] = {}
  const componentsDir = path.join(cmsSource, 'components')
  for (const category of readdirSync(componentsDir)) {
    for (const file of readdirSync(path.join(componentsDir, category))) {
      if (file.endsWith('.json'))
        components[`${category}.${file.slice(0, -'.json'.length)}`] = readJson(path.join(componentsDir, category, file))
    }
  }
  return { contentTypes, components }
}

const upper = (name: string) => name.toUpperCase().replace(/-/g, '_')

/** The node type gatsby-source-strapi makes of a content type (STRAPI_SITE_INFO) or a component (STRAPI__COMPONENT_SHARED_LINK). */
export const contentTypeNode = (singularName: string) => `STRAPI_${upper(singularName)}`
export const componentNode = (component: string) => {
  const [category, name] = component.split('.')
  return `STRAPI__COMPONENT_${upper(category)}_${upper(name)}`
}

/** The union every dynamic zone's nodes are typed as: the page sections. */
export const SECTION_UNION = 'StrapiSection'

const blocksField = (schema: StrapiSchema) =>
  Object.entries(schema.attributes).find(([, attribute]) => attribute.type === 'blocks')?.[0]

/**
 * The node types whose field holds blocks (Strapi's rich text), by node type: the build downloads
 * the images in them (src/server/block-images.ts).
 */
export function blockFields(model: ContentModel, sourced: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of sourced) {
    const field = blocksField(model.contentTypes[name])
    if (field) fields[contentTypeNode(name)] = field
  }
  for (const [component, schema] of Object.entries(model.components)) {
    const field = blocksField(schema)
    if (field) fields[componentNode(component)] = field
  }
  return fields
}

const SCALARS: Record<string, string> = {
  string: 'String',
  text: 'String',
  richtext: 'String',
  email: 'String',
  uid: 'String',
  enumeration: 'String',
  boolean: 'Boolean',
  integer: 'Int',
  biginteger: 'String',
  decimal: 'Float',
  float: 'Float',
  date: 'Date @dateformat',
  datetime: 'Date @dateformat',
  time: 'String',
  json: 'JSON',
  blocks: 'JSON',
}

/** Types the build itself makes, beside what gatsby-source-strapi sources. */
const BUILD_TYPES = /* GraphQL */ `
  type STRAPI__MEDIA implements Node @dontInfer {
    strapi_id: Int
    name: String
    alternativeText: String
    caption: String
    width: Int
    height: Int
    url: String
    mime: String
    localFile: File @link(from: "localFile___NODE")
  }

  # An image block's file, downloaded by gatsby-node (src/server/block-images.ts): the block's
  # position in the content and the File node gatsby-plugin-sharp makes its sizes from.
  type BlockImage {
    index: Int!
    file: File @link
  }

  # A post's tag and its page's slug (src/tags/tags.ts), made by gatsby-node's resolvers.
  type TagLink {
    name: String!
    slug: String!
  }

  # Made by gatsby-node's resolvers from a post's content or a rich text section's body.
  type HeadingAnchor {
    index: Int!
    id: String!
    text: String!
    level: Int!
  }
`

/**
 * The components the sourced types reach, in the order they are met (breadth first), and which of
 * them are sections (members of a dynamic zone).
 */
export function reachedComponents(model: ContentModel, sourced: readonly string[]) {
  const reached: string[] = []
  const sections = new Set<string>()
  const reach = (component: string) => {
    if (!model.components[component]) throw new Error(`The CMS has no component ${component}`)
    if (!reached.includes(component)) reached.push(component)
  }
  const visit = (schema: StrapiSchema) => {
    for (const attribute of Object.values(schema.attributes)) {
      if (attribute.private) continue
      if (attribute.type === 'component') reach(attribute.component as string)
      if (attribute.type === 'dynamiczone')
        for (const component of attribute.components ?? []) {
          reach(component)
          sections.add(component)
        }
    }
  }
  for (const name of sourced) {
    const schema = model.contentTypes[name]
    if (!schema) throw new Error(`The CMS has no content type ${name}`)
    visit(schema)
  }
  for (let index = 0; index < reached.length; index++) visit(model.components[reached[index]])
  return { components: reached, sections }
}

/** Attributes the built site never reads: private ones, relations (the build sources none), passwords. */
export const isPublished = (attribute: StrapiAttribute) =>
  !attribute.private && attribute.type !== 'relation' && attribute.type !== 'password'

/**
 * The GraphQL types of the sourced content types and every component they reach, declared rather
 * than inferred: a field that is empty in every entry (an optional tag list, an unused SEO image)
 * still exists, so templates' queries never break on content. Members of one union must agree on
 * the type of a shared field name (title, text...), so section fields are nullable even where the
 * CMS requires them.
 */
export function strapiTypeDefs(model: ContentModel, sourced: readonly string[]): string {
  const { components: reached, sections } = reachedComponents(model, sourced)
  const fieldsOf = (schema: StrapiSchema, nullable: boolean) =>
    Object.entries(schema.attributes).flatMap(([name, attribute]) => {
      if (!isPublished(attribute)) return []
      const bang = attribute.required && !nullable ? '!' : ''
      const link = `@link(from: "${name}___NODE")`
      switch (attribute.type) {
        case 'media':
          return [`${name}: ${attribute.multiple ? '[STRAPI__MEDIA]' : 'STRAPI__MEDIA'} ${link}`]
        case 'component': {
          const node = componentNode(attribute.component as string)
          return [`${name}: ${attribute.repeatable ? `[${node}]` : node} ${link}`]
        }
        case 'dynamiczone':
          return [`${name}: [${SECTION_UNION}] ${link}`]
        case 'blocks':
          return [`${name}: JSON`, `blockImages: [BlockImage!] @proxy(from: "fields.blockImages")`]
        default: {
          const scalar = SCALARS[attribute.type]
          if (!scalar) throw new Error(`No GraphQL type for the Strapi attribute type ${attribute.type} (${name})`)
          const [type, ...directives] = scalar.split(' ')
          return [[`${name}: ${type}${bang}`, ...directives].join(' ')]
        }
      }
    })
  const block = (node: string, fields: string[]) =>
    `  type ${node} implements Node @dontInfer {\n${fields.map((field) => `    ${field}`).join('\n')}\n  }`

  const types = sourced.map((name) => {
    const schema = model.contentTypes[name]
    const localized = schema.pluginOptions?.i18n?.localized === true
    return block(contentTypeNode(name), [
      'documentId: String!',
      ...(localized ? ['locale: String!'] : []),
      ...fieldsOf(schema, false),
      'updatedAt: Date @dateformat',
    ])
  })
  const components = reached.map((component) => {
    const section = sections.has(component)
    return block(componentNode(component), [
      ...(section ? ['strapi_component: String'] : []),
      ...fieldsOf(model.components[component], section),
    ])
  })
  const union = `  union ${SECTION_UNION} =\n${[...sections].map((component) => `    | ${componentNode(component)}`).join('\n')}`
  return [BUILD_TYPES, ...components, ...(sections.size ? [union] : []), ...types].join('\n\n') + '\n'
}
