/**
 * The kinds of article (docs/architecture.md, Words): documents with a slug, a version in each
 * language, a list and a page of their own under the kind's section of the site. What the CMS
 * and the site know of a kind follows from its line here: its addresses, that the build sources
 * it and its publishing starts a build, the public's and the preview's read access, the redirect
 * a renamed slug leaves, its search results' section. Adding a kind: its content type
 * (cms/src/api/{kind}/), a line here, and the site's view of it (ADR 0056).
 */
export const ARTICLES = {
  post: { section: 'posts' },
  'case-study': { section: 'case-studies' },
} as const satisfies Record<string, { section: string }>

export type ArticleKind = keyof typeof ARTICLES

export const ARTICLE_KINDS = Object.keys(ARTICLES) as ArticleKind[]

export const isArticleKind = (value: unknown): value is ArticleKind =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ARTICLES, value)

/** The kind whose section of the site a path segment is (`posts` → post), if any. */
export const articleKindOfSection = (segment: string | undefined): ArticleKind | undefined =>
  ARTICLE_KINDS.find((kind) => ARTICLES[kind].section === segment)
