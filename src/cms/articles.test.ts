/**
 * A kind of article is one line in cms/src/rules/articles.ts and what the line cannot say: its
 * content type, its templates and its search label (ADR 0056). A line without them fails here,
 * by name, before a build does.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ARTICLES, ARTICLE_KINDS, articleKindOfSection } from '../../cms/src/rules/articles'
import { PREVIEW_KIND_OF } from '../../cms/src/rules/preview-link'
import { SITE_CONTENT_TYPES, apiUid } from '../../cms/src/rules/site-content'
import { LOCALES } from '../lib/i18n'
import { searchSection } from '../search/site-index'
import { sitePages } from '../server/site-pages'

const ROOT = path.join(__dirname, '../..')
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'))

describe.each(ARTICLE_KINDS)('the article kind %s', (kind) => {
  it('is a localized content type with drafts and a slug', () => {
    const schema = read(`cms/src/api/${kind}/content-types/${kind}/schema.json`)
    expect(schema.info.singularName).toBe(kind)
    expect(schema.options.draftAndPublish).toBe(true)
    expect(schema.pluginOptions.i18n.localized).toBe(true)
    expect(schema.attributes.slug).toMatchObject({ type: 'uid', required: true })
  })

  it('has a page template and a list template', () => {
    for (const template of [kind, `${kind}-list`])
      expect(existsSync(path.join(ROOT, `src/templates/${template}.tsx`))).toBe(true)
  })

  it.each(LOCALES)('has a search label in %s', (locale) => {
    expect(read(`locales/${locale}/translation.json`)).toHaveProperty([`search.section.${kind}`])
  })

  it('is built, previewed and searched from its line', () => {
    expect(SITE_CONTENT_TYPES).toContain(kind)
    expect(PREVIEW_KIND_OF[apiUid(kind)]).toBe(kind)
    expect(searchSection(`/en/${ARTICLES[kind].section}/some-slug/`)).toBe(kind)
    expect(searchSection(`/en/${ARTICLES[kind].section}/`)).toBeNull()
  })
})

it('gives every kind a section of its own', () => {
  const sections = ARTICLE_KINDS.map((kind) => ARTICLES[kind].section)
  expect(new Set(sections).size).toBe(sections.length)
  for (const kind of ARTICLE_KINDS) expect(articleKindOfSection(ARTICLES[kind].section)).toBe(kind)
  expect(articleKindOfSection('pages')).toBeUndefined()
})

it('plans an article page in each language at its kind address, linked to its translation', () => {
  const node = (locale: string, slug: string) => ({ id: `${locale}-${slug}`, documentId: 'doc1', locale, slug })
  const pages = sitePages({
    allStrapiPost: {
      nodes: [
        { ...node('fa', 'yek'), tags: null },
        { ...node('en', 'one'), tags: null },
      ],
    },
    allStrapiPage: { nodes: [] },
    allStrapiCaseStudy: {
      nodes: [
        { ...node('fa', 'do'), service: null },
        { ...node('en', 'two'), service: null },
      ],
    },
    allStrapiRedirect: { nodes: [] },
  })
  const at = (pathname: string) => pages.find((page) => page.path === pathname)
  expect(at('/fa/posts/yek/')).toMatchObject({
    template: 'post',
    context: { id: 'fa-yek', alternates: { fa: '/fa/posts/yek/', en: '/en/posts/one/' }, previousId: '', nextId: '' },
  })
  expect(at('/en/case-studies/two/')).toMatchObject({
    template: 'case-study',
    context: {
      id: 'en-two',
      servicePage: null,
      alternates: { fa: '/fa/case-studies/do/', en: '/en/case-studies/two/' },
    },
  })
})
