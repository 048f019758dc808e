/**
 * SERVER-ONLY (`npm run generate` and its staleness test). The site's side of every CMS component
 * the build sources, written from the CMS's component JSON into src/cms/components.generated.ts:
 * its TypeScript shape, its GraphQL fragment, the union of sections and the nested fields that
 * the build's populate and the draft preview's mapping walk. A field added to a component reaches
 * the types, the query and (through the types) the view in one regeneration; a unit test fails
 * while the committed file is stale.
 */
import {
  componentNode,
  isPublished,
  reachedComponents,
  SECTION_UNION,
  type ContentModel,
  type StrapiAttribute,
  type StrapiSchema,
} from './content-model'

/** The generated files, by path from the repository's root. */
export const SHAPES_FILE = 'src/cms/components.generated.ts'
export const FRAGMENTS_FILE = 'src/cms/fragments.generated.ts'

/** A field whose value is more than a scalar: what the REST API must populate and a draft's mapping converts. */
export type NestedField =
  | { kind: 'media'; multiple: boolean }
  | { kind: 'blocks' }
  | { kind: 'component'; component: string; repeatable: boolean }
  | { kind: 'dynamiczone'; components: string[] }

export type NestedFields = Record<string, Record<string, NestedField>>

/**
 * How an image is queried and typed (the fragments in src/cms/fragments.ts): a share image is
 * only copied into the site for Open Graph, every other image is resized for the page.
 */
const IMAGE = { fragment: 'CmsImage', type: 'CmsImage' }
const SHARE_IMAGE = { fragment: 'ShareImageFields', type: 'CmsShareImage' }
const SHARE_IMAGE_COMPONENTS = new Set(['shared.seo'])

const pascal = (name: string) =>
  name
    .split(/[-_.]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')

/** `sections.hero` → HeroSection when it is a section, `shared.link` → CmsLink otherwise. */
export function shapeName(component: string, isSection: boolean) {
  const name = pascal(component.split('.')[1])
  return isSection ? `${name}Section` : `Cms${name}`
}

const TS_SCALARS: Record<string, string> = {
  string: 'string',
  text: 'string',
  richtext: 'string',
  email: 'string',
  uid: 'string',
  biginteger: 'string',
  date: 'string',
  datetime: 'string',
  time: 'string',
  boolean: 'boolean',
  integer: 'number',
  decimal: 'number',
  float: 'number',
  json: 'unknown',
}

function nestedField(attribute: StrapiAttribute): NestedField | null {
  switch (attribute.type) {
    case 'media':
      return { kind: 'media', multiple: attribute.multiple === true }
    case 'blocks':
      return { kind: 'blocks' }
    case 'component':
      return { kind: 'component', component: attribute.component as string, repeatable: attribute.repeatable === true }
    case 'dynamiczone':
      return { kind: 'dynamiczone', components: attribute.components ?? [] }
    default:
      return null
  }
}

/** The nested fields of the sourced content types and of every component they reach. */
export function nestedFields(model: ContentModel, sourced: readonly string[]): NestedFields {
  const of = (schema: StrapiSchema) =>
    Object.fromEntries(
      Object.entries(schema.attributes).flatMap(([name, attribute]) => {
        const nested = isPublished(attribute) ? nestedField(attribute) : null
        return nested ? [[name, nested]] : []
      }),
    )
  const { components } = reachedComponents(model, sourced)
  return Object.fromEntries([
    ...sourced.map((name) => [name, of(model.contentTypes[name])]),
    ...components.map((component) => [component, of(model.components[component])]),
  ])
}

/**
 * The generated files' texts for this model: the shapes and nested fields (no runtime import, so
 * the preview function can bundle them) and the fragments (found by Gatsby's query extraction).
 */
export function contentShapes(model: ContentModel, sourced: readonly string[]): Record<string, string> {
  const { components, sections } = reachedComponents(model, sourced)
  const names = new Map(components.map((component) => [component, shapeName(component, sections.has(component))]))
  const ordered = [...components].sort()
  const imports = new Set<string>()

  const typeOf = (component: string) => {
    const schema = model.components[component]
    const image = SHARE_IMAGE_COMPONENTS.has(component) ? SHARE_IMAGE : IMAGE
    const lines = sections.has(component) ? [`__typename: '${componentNode(component)}'`, 'id: string'] : []
    for (const [name, attribute] of Object.entries(schema.attributes)) {
      if (!isPublished(attribute)) continue
      const nullable = attribute.required ? '' : ' | null'
      switch (attribute.type) {
        case 'media':
          imports.add(image.type)
          lines.push(`${name}: ${attribute.multiple ? `NonNullable<${image.type}>[] | null` : image.type}`)
          break
        case 'blocks':
          imports.add('Block').add('BlockImage').add('HeadingAnchor')
          lines.push(`${name}: Block[] | null`, 'headingAnchors: HeadingAnchor[]', 'blockImages: BlockImage[] | null')
          break
        case 'component': {
          const shape = names.get(attribute.component as string)
          lines.push(`${name}: ${attribute.repeatable ? `${shape}[]` : shape} | null`)
          break
        }
        case 'dynamiczone':
          lines.push(`${name}: (Section | null)[] | null`)
          break
        case 'enumeration':
          lines.push(`${name}: ${(attribute.enum ?? []).map((value) => `'${value}'`).join(' | ')}${nullable}`)
          break
        default: {
          const scalar = TS_SCALARS[attribute.type]
          if (!scalar) throw new Error(`No TypeScript type for the Strapi attribute type ${attribute.type} (${name})`)
          lines.push(`${name}: ${scalar}${nullable}`)
        }
      }
    }
    return `/** ${component} */\nexport type ${names.get(component)} = {\n${lines.map((line) => `  ${line}`).join('\n')}\n}`
  }

  const fragmentOf = (component: string) => {
    const schema = model.components[component]
    const image = SHARE_IMAGE_COMPONENTS.has(component) ? SHARE_IMAGE : IMAGE
    const lines = sections.has(component) ? ['id'] : []
    for (const [name, attribute] of Object.entries(schema.attributes)) {
      if (!isPublished(attribute)) continue
      switch (attribute.type) {
        case 'media':
          lines.push(`${name} {`, `  ...${image.fragment}`, '}')
          break
        case 'blocks':
          lines.push(name, 'headingAnchors {', '  ...HeadingAnchorFields', '}')
          lines.push('blockImages {', '  ...BlockImageFields', '}')
          break
        case 'component':
          lines.push(`${name} {`, `  ...${names.get(attribute.component as string)}Fields`, '}')
          break
        case 'dynamiczone':
          lines.push(`${name} {`, '  ...SectionFields', '}')
          break
        default:
          lines.push(name)
      }
    }
    const node = componentNode(component)
    return `  fragment ${names.get(component)}Fields on ${node} {\n${lines.map((line) => `    ${line}`).join('\n')}\n  }`
  }

  const sectionList = [...sections]
  const types = ordered.map(typeOf)
  const union = sectionList.length
    ? `/** Every section an editor can add to a page (the ${SECTION_UNION} union). */\nexport type Section =\n${sectionList
        .map((component) => `  | ${names.get(component)}`)
        .join('\n')}`
    : 'export type Section = never'
  const sectionFragment = [
    `  fragment SectionFields on ${SECTION_UNION} {`,
    '    __typename',
    ...sectionList.map((component) => `    ...${names.get(component)}Fields`),
    '  }',
  ].join('\n')
  const fromFields = ['Block', 'BlockImage', 'CmsImage', 'CmsShareImage', 'HeadingAnchor'].filter((name) =>
    imports.has(name),
  )

  const header = (source: string) => [
    '/**',
    ` * GENERATED by \`npm run generate\` (src/cms/content-shapes.ts) from the CMS's ${source}:`,
    ' * do not edit. A unit test fails while it is stale.',
    ' */',
  ]
  const shapes = [
    [
      ...header('content types and components (cms/src)'),
      ...(fromFields.length ? [`import type { ${fromFields.join(', ')} } from './fields'`] : []),
      "import type { NestedFields } from './content-shapes'",
    ].join('\n'),
    ...types,
    union,
    [
      '/** The fields of each sourced content type and component that the REST API populates and a draft maps. */',
      `export const NESTED_FIELDS: NestedFields = ${JSON.stringify(nestedFields(model, sourced), null, 2)}`,
    ].join('\n'),
  ]
  const fragments = [
    [...header('components (cms/src/components)'), "import { graphql } from 'gatsby'"].join('\n'),
    ['export const query = graphql`', ...ordered.map(fragmentOf), sectionFragment, '`'].join('\n'),
  ]
  return { [SHAPES_FILE]: shapes.join('\n\n') + '\n', [FRAGMENTS_FILE]: fragments.join('\n\n') + '\n' }
}
