import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { FIELD_LABELS, OPTION_LABELS, fieldLabelId, fieldLabels, labelled } from './field-labels'

const schemaOf = (uid: string) => {
  const name = uid.split('.')[1]
  const file = path.join(__dirname, '..', 'api', name, 'content-types', name, 'schema.json')
  return JSON.parse(readFileSync(file, 'utf8')) as { attributes: Record<string, unknown> }
}

/** The values of every list of values (enumeration) an editor sees: in listed content types and in components. */
function editorsOptions(): string[] {
  const root = path.join(__dirname, '..')
  const schemas = [
    ...readdirSync(path.join(root, 'api')).map((name) =>
      path.join(root, 'api', name, 'content-types', name, 'schema.json'),
    ),
    ...readdirSync(path.join(root, 'components')).flatMap((category) =>
      readdirSync(path.join(root, 'components', category)).map((file) => path.join(root, 'components', category, file)),
    ),
  ].filter((file) => file.endsWith('.json') && existsSync(file))
  return schemas.flatMap((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as {
      pluginOptions?: { 'content-manager'?: { visible?: boolean } }
      attributes: Record<string, { type?: string; enum?: string[] }>
    }
    if (schema.pluginOptions?.['content-manager']?.visible === false) return []
    return Object.values(schema.attributes).flatMap((attribute) =>
      attribute.type === 'enumeration' ? (attribute.enum ?? []) : [],
    )
  })
}

describe('option labels', () => {
  it('name every value an editor can pick, in English and in Persian', () => {
    const options = [...new Set(editorsOptions())]
    expect(options.length).toBeGreaterThan(10)
    expect(options.filter((value) => !OPTION_LABELS[value])).toEqual([])
    for (const label of Object.values(OPTION_LABELS)) {
      expect(label.en).toMatch(/^[A-Z]/)
      expect(label.fa).toMatch(/^[\u0600-\u06ff]/)
    }
  })
})

const STRAPI_TIMESTAMPS = ['createdAt', 'updatedAt', 'publishedAt']

describe('field labels', () => {
  it.each(Object.keys(FIELD_LABELS))('name every field %s has, in English and in Persian', (uid) => {
    // Strapi's own timestamps are fields of every entry, named where a list shows them.
    const named = Object.keys(FIELD_LABELS[uid]).filter((field) => !STRAPI_TIMESTAMPS.includes(field))
    expect(named.sort()).toEqual(Object.keys(schemaOf(uid).attributes).sort())
    for (const label of Object.values(FIELD_LABELS[uid])) {
      expect(label.en).toMatch(/^[A-Z]/)
      expect(label.fa).toMatch(/^[\u0600-\u06ff]/)
    }
  })

  it('cover each content type the Content Manager lists', () => {
    const api = path.join(__dirname, '..', 'api')
    const listed = readdirSync(api).flatMap((name) => {
      const schema = path.join(api, name, 'content-types', name, 'schema.json')
      if (!existsSync(schema)) return []
      const { pluginOptions } = JSON.parse(readFileSync(schema, 'utf8')) as {
        pluginOptions?: { 'content-manager'?: { visible?: boolean } }
      }
      return pluginOptions?.['content-manager']?.visible === false ? [] : [`api::${name}.${name}`]
    })
    expect(Object.keys(FIELD_LABELS).sort()).toEqual(listed.sort())
  })

  it("are the Persian catalogue's messages under Strapi's ids", () => {
    expect(fieldLabels('fa')[fieldLabelId('api::post.post', 'publishDate')]).toBe('تاریخ انتشار')
    expect(fieldLabels('en')['content-manager.content-types.api::post.post.title']).toBe('Title')
    expect(fieldLabels('fa')[fieldLabelId('api::redirect.redirect', 'id')]).toBe('شناسه')
    expect(fieldLabels('fa')[fieldLabelId('api::post.post', 'updatedAt')]).toBe('زمان آخرین ویرایش')
    // A type's own name for one of Strapi's fields wins: a comment's creation is its writing.
    expect(fieldLabels('en')[fieldLabelId('api::comment.comment', 'createdAt')]).toBe('Written at')
  })

  it("write the English label where the view still shows the attribute's name, and keep an editor's own", () => {
    const configuration = {
      uid: 'api::post.post',
      settings: { mainField: 'title' },
      metadatas: {
        title: { edit: { label: 'title', visible: true }, list: { label: 'title', sortable: true } },
        excerpt: { edit: { label: 'Teaser' }, list: { label: 'excerpt' } },
        id: { edit: {}, list: { label: 'id' } },
        createdAt: { edit: { label: 'createdAt' }, list: { label: 'createdAt' } },
      },
    }
    expect(labelled('api::post.post', configuration)).toEqual({
      ...configuration,
      metadatas: {
        title: { edit: { label: 'Title', visible: true }, list: { label: 'Title', sortable: true } },
        excerpt: { edit: { label: 'Teaser' }, list: { label: 'Excerpt' } },
        // Strapi's fields of every entry, named as the list's filters offer them.
        id: { edit: {}, list: { label: 'ID' } },
        createdAt: { edit: { label: 'Created at' }, list: { label: 'Created at' } },
      },
    })
    const done = labelled('api::post.post', configuration)!
    expect(labelled('api::post.post', done)).toBeNull()
    expect(labelled('api::unknown.unknown', configuration)).toBeNull()
  })
})
