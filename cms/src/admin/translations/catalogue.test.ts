import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { en, type MessageId } from './en'
import { fa } from './fa'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { contentTypeNamesFa, strapiDefaultsFa, strapiFa } from './strapi-fa'
import { OPTION_LABELS } from '../../bootstrap/field-labels'

/** The installed Strapi's English messages, with its plugins' ids prefixed as its admin registers them. */
function strapiEnglish(): Record<string, string> {
  const strapi = path.join(__dirname, '..', '..', '..', 'node_modules', '@strapi')
  const catalogue = (file: string, prefix = '') => {
    // Each catalogue is a CommonJS module of its messages, some with a `default` of them all.
    const loaded = require(path.join(strapi, file)) as Record<string, string> & { default?: Record<string, string> }
    const messages = Object.entries(loaded.default ?? loaded).filter(([, message]) => typeof message === 'string')
    return Object.fromEntries(messages.map(([id, message]) => [prefix + id, message]))
  }
  return {
    ...catalogue('admin/dist/admin/admin/src/translations/en.json.js'),
    ...catalogue('content-manager/dist/admin/translations/en.json.js', 'content-manager.'),
    ...catalogue('upload/dist/admin/translations/en.json.js', 'upload.'),
    ...catalogue('i18n/dist/admin/translations/en.json.js', 'i18n.'),
  }
}

/** Every element of a message, wherever it sits in its tags, plurals and selects. */
function* elementsOf(elements: MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const element of elements) {
    yield element
    if (element.type === TYPE.tag) yield* elementsOf(element.children)
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) yield* elementsOf(option.value)
  }
}

/** The names of the elements of a message that `keep` keeps. */
const namesOf = (elements: MessageFormatElement[], keep: (element: MessageFormatElement) => boolean) =>
  new Set(
    [...elementsOf(elements)]
      .filter(keep)
      .map((element) => (element as MessageFormatElement & { value: string }).value),
  )

/** The values a message reads and the tags it wraps. */
const argumentsOf = (elements: MessageFormatElement[]) =>
  namesOf(elements, (element) => element.type !== TYPE.literal && element.type !== TYPE.pound)

/** The values a message writes as they come (`{value}`), which JavaScript writes in Latin digits if they are numbers. */
const bareArguments = (elements: MessageFormatElement[]) =>
  namesOf(elements, (element) => element.type === TYPE.argument)

/** The values a message counts with (`{value, plural, …}`): numbers, whatever else it does with them. */
const countedArguments = (elements: MessageFormatElement[]) =>
  namesOf(elements, (element) => element.type === TYPE.plural)

/** Whether a message says words of its own (not only values): such a message must be written in Persian. */
function hasWords(elements: MessageFormatElement[]): boolean {
  return elements.some((element) =>
    element.type === TYPE.literal
      ? /[A-Za-z]/.test(element.value)
      : element.type === TYPE.tag
        ? hasWords(element.children)
        : element.type === TYPE.plural || element.type === TYPE.select
          ? Object.values(element.options).some((option) => hasWords(option.value))
          : false,
  )
}

describe("the admin panels' catalogue", () => {
  it("names the options by ids Strapi's own messages do not use (an option's id is its value)", () => {
    const strapi = strapiEnglish()
    expect(Object.keys(OPTION_LABELS).filter((id) => id in strapi)).toEqual([])
  })

  it.each(Object.keys(en) as MessageId[])('%s reads the same values in Persian as in English', (id) => {
    expect([...argumentsOf(parse(fa[id]))].sort()).toEqual([...argumentsOf(parse(en[id]))].sort())
  })

  it('writes Persian in Persian: no message with words of its own is left in English', () => {
    const untranslated = (Object.keys(en) as MessageId[]).filter(
      (id) => hasWords(parse(en[id])) && !/[\u0600-\u06FF]/.test(fa[id]),
    )
    expect(untranslated).toEqual([])
  })

  describe("Strapi's own screens in Persian", () => {
    const english = strapiEnglish()
    it.each(Object.keys(strapiFa))('%s is a message of the installed Strapi, with the same values', (id) => {
      expect(english[id]).toBeDefined()
      expect([...argumentsOf(parse(strapiFa[id]))].sort()).toEqual([...argumentsOf(parse(english[id]))].sort())
    })

    // Strapi passes counts under these names, or counts with them in its English plurals.
    const COUNT = /count|number|total|percent|^[nm]$|max|position|step|length/i
    it('writes every count in Persian digits: no count is a bare value', () => {
      const bare = Object.entries(strapiFa).flatMap(([id, message]) => {
        const counted = countedArguments(parse(english[id] ?? ''))
        return [...bareArguments(parse(message))]
          .filter((name) => COUNT.test(name) || counted.has(name))
          .map((name) => `${id}: {${name}}`)
      })
      expect(bare).toEqual([])
    })

    // A bare `{value}` is written as JavaScript writes the number, in Latin digits; `{value, number}`
    // in the interface language's. The values are the numbers Strapi's code passes these messages.
    it.each([
      ['tours.stepCount', { currentStep: 2, tourLength: 4 }, 'گام ۲ از ۴'],
      ['upload.mediaLibraryInput.slideCount', { n: 1, m: 3 }, '۱ از ۳ اسلاید'],
      ['components.Blocks.dnd.reorder', { item: 'x', position: 12 }, 'x جابه‌جا شد. جای تازه در ویرایشگر: ۱۲.'],
    ] as const)('%s writes the numbers Strapi passes it in Persian digits', (id, values, expected) => {
      expect(new IntlMessageFormat(strapiFa[id], 'fa').format(values)).toBe(expected)
    })
  })

  it.each(Object.keys(strapiDefaultsFa))('%s is an id the installed Strapi formats', (id) => {
    const strapiPackages = path.join(__dirname, '..', '..', '..', 'node_modules', '@strapi')
    // A plugin names its own ids without its prefix (`getTranslation('containers…')`); an id with
    // no plugin's prefix is written whole, by the Content Manager or the Media Library.
    const [prefix, ...rest] = id.split('.')
    const plugin = existsSync(path.join(strapiPackages, prefix, 'dist', 'admin'))
    const dists = (plugin ? [prefix] : ['content-manager', 'upload']).map((name) =>
      path.join(strapiPackages, name, 'dist', 'admin'),
    )
    const inCode = plugin ? rest.join('.') : id
    const uses = (dir: string): boolean =>
      readdirSync(dir, { withFileTypes: true }).some((entry) =>
        entry.isDirectory()
          ? uses(path.join(dir, entry.name))
          : entry.name.endsWith('.mjs') && readFileSync(path.join(dir, entry.name), 'utf8').includes(inCode),
      )
    expect(dists.some(uses)).toBe(true)
  })

  it('names each content type the Content Manager lists, by its schema’s name', () => {
    const api = path.join(__dirname, '..', '..', 'api')
    // An API without a content type of its own (the account's routes) lists nothing; the members'
    // type is users-permissions' own, as our extension of it names it.
    const schemas = [
      ...readdirSync(api).map((name) => path.join(api, name, 'content-types', name, 'schema.json')),
      path.join(__dirname, '..', '..', 'extensions', 'users-permissions', 'content-types', 'user', 'schema.json'),
    ]
    const listed = schemas.flatMap((schema) => {
      if (!existsSync(schema)) return []
      const { info, pluginOptions } = JSON.parse(readFileSync(schema, 'utf8')) as {
        info: { displayName: string }
        pluginOptions?: { 'content-manager'?: { visible?: boolean } }
      }
      return pluginOptions?.['content-manager']?.visible === false ? [] : [info.displayName]
    })
    expect(Object.keys(contentTypeNamesFa).sort()).toEqual(listed.sort())
  })
})
