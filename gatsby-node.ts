import path from 'node:path'
import type { CreatePagesArgs, CreateSchemaCustomizationArgs, GatsbyNode, Page } from 'gatsby'
import { strapiTypeDefs } from './src/cms/schema'
import { DEFAULT_LOCALE, LOCALES, isLocale, localePath, pagePath, postListPath, postPath, POSTS_PER_PAGE, type Alternates, type Locale } from './src/lib/i18n'
import { i18nContext } from './src/lib/page-context'

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }: CreateSchemaCustomizationArgs) => {
  actions.createTypes(strapiTypeDefs)
}


type SourcedContent = {
  allStrapiPost: { nodes: { id: string; documentId: string; locale: string; slug: string }[] }
  allStrapiPage: { nodes: { id: string; documentId: string; locale: string; path: string | null }[] }
}

const template = (name: string) => path.resolve(__dirname, 'src', 'templates', `${name}.tsx`)

/** Groups locale versions of one CMS document, so each page knows its translations. */
function alternatesByDocument<T extends { documentId: string; locale: string }>(nodes: T[], toPath: (locale: Locale, node: T) => string) {
  const map = new Map<string, Alternates>()
  for (const node of nodes) {
    if (!isLocale(node.locale)) continue
    const entry = map.get(node.documentId) ?? {}
    entry[node.locale] = toPath(node.locale, node)
    map.set(node.documentId, entry)
  }
  return map
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const { createPage } = actions
  const result = await graphql<SourcedContent>(`
    {
      allStrapiPost(sort: { publishDate: DESC }) {
        nodes { id documentId locale slug }
      }
      allStrapiPage {
        nodes { id documentId locale path }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query CMS content for page creation', result.errors)
    return
  }
  const { allStrapiPost, allStrapiPage } = result.data

  const homeAlternates: Alternates = Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, '/')]))
  createPage({ path: '/', component: template('home'), context: { ...i18nContext(DEFAULT_LOCALE, '/', false), alternates: homeAlternates } })
  for (const locale of LOCALES) {
    createPage({ path: localePath(locale, '/'), component: template('home'), context: { ...i18nContext(locale, localePath(locale, '/')), alternates: homeAlternates } })
  }

  const postAlternates = alternatesByDocument(allStrapiPost.nodes, (locale, node) => postPath(locale, node.slug))
  for (const locale of LOCALES) {
    const posts = allStrapiPost.nodes.filter((post) => post.locale === locale)
    const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE))
    for (let page = 1; page <= pageCount; page++) {
      const listPath = postListPath(locale, page)
      createPage({
        path: listPath,
        component: template('post-list'),
        context: {
          ...i18nContext(locale, listPath),
          limit: POSTS_PER_PAGE,
          skip: (page - 1) * POSTS_PER_PAGE,
          currentPage: page,
          pageCount,
          alternates: Object.fromEntries(LOCALES.map((other) => [other, postListPath(other, page)])),
        },
      })
    }
    for (const post of posts) {
      const postUrl = postPath(locale, post.slug)
      createPage({
        path: postUrl,
        component: template('post'),
        context: { ...i18nContext(locale, postUrl), id: post.id, alternates: postAlternates.get(post.documentId) ?? {} },
      })
    }
  }

  const pageAlternates = alternatesByDocument(allStrapiPage.nodes, (locale, node) => pagePath(locale, node.path))
  for (const page of allStrapiPage.nodes) {
    if (!isLocale(page.locale)) continue
    const url = pagePath(page.locale, page.path)
    createPage({
      path: url,
      component: template('page'),
      context: { ...i18nContext(page.locale, url), id: page.id, alternates: pageAlternates.get(page.documentId) ?? {} },
    })
  }
}

/**
 * The i18n plugin gives its locale 404 pages a doubled match path (`/en/en/*`). A match path would
 * also turn every unknown URL into a 200 rewrite on the host, so locale 404 pages get none: the
 * host answers unknown paths with them and status 404 (netlify.toml), and the 404 template reads
 * the locale from the address.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const typed = page as Page<{ i18n?: unknown }>
  if (/^\/?(fa|en)\/404\/?$/.test(typed.path) && typed.matchPath) {
    actions.deletePage(typed)
    actions.createPage({ ...typed, path: `/${typed.path.replace(/^\//, '')}`, matchPath: undefined })
  }
}
