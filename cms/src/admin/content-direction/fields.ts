/**
 * Which of an edit view's fields hold text written in the entry's language (issue [25]): a
 * field's input is named by its path in the document (`title`, `seo.metaTitle`, `content.0.body`),
 * and its type in the content type's schema, or in its components', says whether it is prose.
 * Slugs, addresses, dates and numbers keep left to right in every language.
 */
export const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'blocks'])

type Attribute = { type: string; component?: string; components?: string[] }
export type Attributes = Record<string, Attribute>

/** Whether the field named `name` is text in the entry's language. */
export function isTextField(
  name: string,
  attributes: Attributes,
  components: Record<string, { attributes: Attributes } | undefined>,
): boolean {
  // A repeatable component's and a dynamic zone's entries are numbered; the number names no attribute.
  const segments = name.split('.').filter((segment) => !/^\d+$/.test(segment))
  let levels = [attributes]
  for (const [index, segment] of segments.entries()) {
    const found = levels.map((level) => level[segment]).filter((attribute): attribute is Attribute => !!attribute)
    if (index === segments.length - 1) return found.some((attribute) => TEXT_TYPES.has(attribute.type))
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
  return false
}
