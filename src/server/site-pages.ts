/**
 * Every page the build makes, planned from what it sources from the CMS: the homes, the posts and
 * their lists, the tags, the CMS's pages, the case studies, and the site's own screens (account,
 * the editors' preview shells, the newsletter's pages, search). A plan is a path, a template of
 * src/templates and the page's context; gatsby-node's createPages queries the content
 * (`SITE_PAGES_QUERY`) and creates each page planned here.
 */
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localePath,
  pagePath,
  articlePath,
  caseStudyListPath,
  postListPath,
  searchPath,
  POSTS_PER_PAGE,
  type Alternates,
  type Locale,
} from '../lib/i18n'
import { i18nContext } from '../lib/page-context'
import type { ArticleKind } from '../../cms/src/rules/articles'
import { RELATED_POSTS, relatedPostIds } from '../lib/related'
import { tagSlug } from '../tags/tags'
import { tagPages } from '../tags/tag-pages'
import { accountPaths, isIndexableAuthPath } from '../account/routes'
import { previewPath, previewShellPath } from '../preview/paths'
import { NEWSLETTER_PAGES, newsletterPagePath } from '../../cms/src/rules/newsletter-paths'
import type { RawRule } from '../../cms/src/rules/redirects'

/** A template of src/templates, by file name. */
export type Template =
  | 'home'
  | ArticleKind
  | `${ArticleKind}-list`
  | 'tag-list'
  | 'tag'
  | 'page'
  | 'account'
  | 'preview'
  | 'newsletter'
  | 'search'

export type SitePage = { path: string; template: Template; context: Record<string, unknown> }

/** What the pages are planned from: every locale's posts (newest first), pages, case studies (newest first) and redirect rules. */
export type SourcedContent = {
  allStrapiPost: {
    nodes: { id: string; documentId: string; locale: string; slug: string; tags: { name: string }[] | null }[]
  }
  allStrapiPage: {
    nodes: {
      id: string
      documentId: string
      locale: string
      title: string
      path: string | null
      service: { kind: string } | null
    }[]
  }
  allStrapiCaseStudy: {
    nodes: { id: string; documentId: string; locale: string; slug: string; service: { kind: string } | null }[]
  }
  allStrapiRedirect: { nodes: RawRule[] }
}

export const SITE_PAGES_QUERY = `
  {
    allStrapiPost(sort: { publishDate: DESC }) {
      nodes {
        id
        documentId
        locale
        slug
        tags {
          name
        }
      }
    }
    allStrapiPage {
      nodes {
        id
        documentId
        locale
        title
        path
        service {
          kind
        }
      }
    }
    allStrapiCaseStudy(sort: { publishDate: DESC }) {
      nodes {
        id
        documentId
        locale
        slug
        service {
          kind
        }
      }
    }
    allStrapiRedirect {
      nodes {
        fromPath
        toPath
        permanent
        allowExternal
      }
    }
  }
`

export function sitePages(content: SourcedContent): SitePage[] {
  return [
    ...homePages(),
    ...postPages(content.allStrapiPost.nodes),
    // Tags (issue [19], docs/decisions/0042-tag-pages.md): each language's index of its tags and a
    // page per tag, from the posts (newest first).
    ...tagPages(content.allStrapiPost.nodes).map((page): SitePage => ({
      path: page.path,
      template: page.template,
      context: { ...i18nContext(page.locale, page.path), ...page.context },
    })),
    ...accountPages(),
    ...previewPages(),
    ...newsletterPages(),
    ...searchPages(),
    ...cmsPages(content.allStrapiPage.nodes),
    ...caseStudyPages(content.allStrapiCaseStudy.nodes, content.allStrapiPage.nodes),
  ]
}

/** The same page in every locale: each one's alternates are all of them. */
function inEveryLocale(template: Template, pathOf: (locale: Locale) => string, context = {}): SitePage[] {
  const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, pathOf(locale)]))
  return LOCALES.map((locale) => ({
    path: pathOf(locale),
    template,
    context: { ...i18nContext(locale, pathOf(locale)), alternates, ...context },
  }))
}

/** Groups locale versions of one CMS document, so each page knows its translations. */
function alternatesByDocument<T extends { documentId: string; locale: string }>(
  nodes: T[],
  toPath: (locale: Locale, node: T) => string,
) {
  const map = new Map<string, Alternates>()
  for (const node of nodes) {
    if (!isLocale(node.locale)) continue
    const entry = map.get(node.documentId) ?? {}
    entry[node.locale] = toPath(node.locale, node)
    map.set(node.documentId, entry)
  }
  return map
}

/** The root (the default locale's home, no language in its address) and each locale's home. */
function homePages(): SitePage[] {
  const alternates: Alternates = Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, '/')]))
  return [
    { path: '/', template: 'home', context: { ...i18nContext(DEFAULT_LOCALE, '/', false), alternates } },
    ...inEveryLocale('home', (locale) => localePath(locale, '/')),
  ]
}

/**
 * A post's related posts as the page query's variables: one node each (`strapiPost(id: …)`), so
 * a post's page depends on those posts alone; a query over all posts would run again for every
 * post page whenever any post changed.
 */
const relatedContext = (ids: string[]) =>
  Object.fromEntries(Array.from({ length: RELATED_POSTS }, (_, index) => [`related${index}`, ids[index] ?? '']))

function postPages(nodes: SourcedContent['allStrapiPost']['nodes']): SitePage[] {
  const pages: SitePage[] = []
  const around = new Map<string, Record<string, unknown>>()
  for (const locale of LOCALES) {
    const posts = nodes.filter((post) => post.locale === locale)
    const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE))
    for (let page = 1; page <= pageCount; page++) {
      const listPath = postListPath(locale, page)
      pages.push({
        path: listPath,
        template: 'post-list',
        context: {
          ...i18nContext(locale, listPath),
          // The page's posts by id, not limit/skip over the sorted locale: skip walks every post
          // before the page, which made the list queries of a large blog grow with its square.
          ids: posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE).map((post) => post.id),
          currentPage: page,
          pageCount,
          alternates: Object.fromEntries(LOCALES.map((other) => [other, postListPath(other, page)])),
        },
      })
    }
    // Newest first: the "previous" post is the older neighbour, "next" the newer one. An empty id
    // matches nothing, so the template gets null at either end (and fewer related posts).
    const related = relatedPostIds(
      posts.map((post) => ({ id: post.id, tags: (post.tags ?? []).map((tag) => tag.name) })),
      // Posts share a tag when its tag page is one (src/tags/tags.ts).
      (name) => tagSlug(name, locale),
    )
    posts.forEach((post, index) =>
      around.set(post.id, {
        previousId: posts[index + 1]?.id ?? '',
        nextId: posts[index - 1]?.id ?? '',
        ...relatedContext(related[index]),
      }),
    )
  }
  return [...pages, ...articlePages('post', nodes, (post) => around.get(post.id) ?? {})]
}

type ArticleNode = { id: string; documentId: string; locale: string; slug: string }

/**
 * Each article's page (cms/src/rules/articles.ts): at its kind's address, by its kind's template,
 * with its id and its translations' addresses; `more` adds what that template queries besides.
 */
function articlePages<Node extends ArticleNode>(
  kind: ArticleKind,
  nodes: Node[],
  more: (node: Node & { locale: Locale }) => Record<string, unknown> = () => ({}),
): SitePage[] {
  const alternatesOf = alternatesByDocument(nodes, (locale, node) => articlePath(kind, locale, node.slug))
  return nodes.flatMap((node): SitePage[] => {
    if (!isLocale(node.locale)) return []
    const url = articlePath(kind, node.locale, node.slug)
    return [
      {
        path: url,
        template: kind,
        context: {
          ...i18nContext(node.locale, url),
          id: node.id,
          alternates: alternatesOf.get(node.documentId) ?? {},
          ...more({ ...node, locale: node.locale }),
        },
      },
    ]
  })
}

/**
 * The account area (requirements §2): one prerendered page per screen, so each address answers
 * with its own title, canonical and alternates before any script runs (login and signup are
 * indexable), and an address that is no screen gets the host's 404. The screen itself renders in
 * the browser once the session is known.
 */
function accountPages(): SitePage[] {
  return LOCALES.flatMap((locale) =>
    accountPaths(locale).map((url, index): SitePage => ({
      path: url,
      template: 'account',
      context: {
        ...i18nContext(locale, url),
        alternates: Object.fromEntries(LOCALES.map((other) => [other, accountPaths(other)[index]])),
        indexable: isIndexableAuthPath(url),
      },
    })),
  )
}

/**
 * The editors' preview (docs/decisions/0020-draft-preview.md): one shell per locale, holding no
 * content; functions/preview-page.mts fills it for a signed link. Its language link is to the
 * other language's preview: the function signs it for the same document.
 */
function previewPages(): SitePage[] {
  return LOCALES.map((locale) => {
    const url = previewShellPath(locale)
    const alternates = Object.fromEntries(
      LOCALES.filter((other) => other !== locale).map((other) => [other, previewPath(other)]),
    )
    return { path: url, template: 'preview', context: { ...i18nContext(locale, url), alternates } }
  })
}

/**
 * The pages the newsletter's e-mailed links open (docs/decisions/0022-newsletter.md). Their token
 * is the link's own: the language switch leads to the other language's home.
 */
function newsletterPages(): SitePage[] {
  return LOCALES.flatMap((locale) =>
    NEWSLETTER_PAGES.map((screen): SitePage => {
      const url = newsletterPagePath(locale, screen)
      return { path: url, template: 'newsletter', context: { ...i18nContext(locale, url), alternates: {}, screen } }
    }),
  )
}

/** The site's search (docs/decisions/0032-search.md): its results come from the index in the browser. */
function searchPages(): SitePage[] {
  return inEveryLocale('search', searchPath)
}

/** The CMS's pages; `service`: the service a page presents, whose case studies it lists ('' matches none). */
function cmsPages(nodes: SourcedContent['allStrapiPage']['nodes']): SitePage[] {
  const alternatesOf = alternatesByDocument(nodes, (locale, node) => pagePath(locale, node.path))
  return nodes.flatMap((page): SitePage[] => {
    if (!isLocale(page.locale)) return []
    const url = pagePath(page.locale, page.path)
    return [
      {
        path: url,
        template: 'page',
        context: {
          ...i18nContext(page.locale, url),
          id: page.id,
          service: page.service?.kind ?? '',
          alternates: alternatesOf.get(page.documentId) ?? {},
        },
      },
    ]
  })
}

/** Case studies (issue [18]): their list and a page each, linked to the page of their service. */
function caseStudyPages(
  nodes: SourcedContent['allStrapiCaseStudy']['nodes'],
  cmsPages: SourcedContent['allStrapiPage']['nodes'],
): SitePage[] {
  return [
    ...inEveryLocale('case-study-list', caseStudyListPath),
    ...articlePages('case-study', nodes, (study) => {
      const servicePage = cmsPages.find(
        (page) => page.locale === study.locale && page.service && page.service.kind === study.service?.kind,
      )
      return {
        servicePage: servicePage ? { path: pagePath(study.locale, servicePage.path), title: servicePage.title } : null,
      }
    }),
  ]
}
