/**
 * Which of an edit view's fields hold text written in the entry's language (issue [25]): a
 * field's input is named by its path in the document (`title`, `seo.metaTitle`, `content.0.body`),
 * and its type in the content type's schema, or in its components', says whether it is prose.
 * Slugs, addresses, dates and numbers run left to right in every language, a Persian
 * interface's too (its page is right to left).
 */
export const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'blocks'])
export const LEFT_TO_RIGHT_TYPES = new Set([
  'uid',
  'email',
  'password',
  'date',
  'datetime',
  'time',
  'integer',
  'biginteger',
  'decimal',
  'float',
])

/**
 * The attribute by which an entry of a type without languages of its own says which it is written
 * in: a consultation request's `language` (ADR 0074), a comment's `postLocale` (the language of the
 * post's version it is written on).
 */
export const ENTRY_LANGUAGE_ATTRIBUTES = ['language', 'postLocale'] as const

type Attribute = { type: string; component?: string; components?: string[] }
export type Attributes = Record<string, Attribute>

type Components = Record<string, { attributes: Attributes } | undefined>

/**
 * Our string fields that hold an address, not words (a page's `path`, a redirect's `fromPath`, a
 * link's `url`, the site's `codeHostUrl`): named so in every schema.
 */
const ADDRESS_NAME = /^(path|url)$|(Path|Url)$/

const leafOf = (name: string) => name.split('.').pop() ?? ''

/** Whether the field named `name` is text in the entry's language. */
export function isTextField(name: string, attributes: Attributes, components: Components): boolean {
  return !ADDRESS_NAME.test(leafOf(name)) && typesOf(name, attributes, components).some((type) => TEXT_TYPES.has(type))
}

/** Whether the field named `name` holds what runs left to right in any language (a slug, a date, an address). */
export function isLeftToRightField(name: string, attributes: Attributes, components: Components): boolean {
  const types = typesOf(name, attributes, components)
  if (types.length === 0) return false
  return ADDRESS_NAME.test(leafOf(name)) || types.every((type) => LEFT_TO_RIGHT_TYPES.has(type))
}

/** The types the field named `name` may have (a dynamic zone's entry, any of its components'). */
function typesOf(name: string, attributes: Attributes, components: Components): string[] {
  // A repeatable component's and a dynamic zone's entries are numbered; the number names no attribute.
  const segments = name.split('.').filter((segment) => !/^\d+$/.test(segment))
  let levels = [attributes]
  for (const [index, segment] of segments.entries()) {
    const found = levels.map((level) => level[segment]).filter((attribute): attribute is Attribute => !!attribute)
    if (index === segments.length - 1) return found.map((attribute) => attribute.type)
    // A dynamic zone's entry could be any of its components: a name any of them reads as text is text.
    levels = found
      .flatMap((attribute) =>
        attribute.type === 'component'
          ? [attribute.component]
          : attribute.type === 'dynamiczone'
            ? (attribute.components ?? [])
            : [],
      )
      .map((uid) => (uid ? components[uid]?.attributes : undefined))
      .filter((level): level is Attributes => !!level)
  }
  return []
}
