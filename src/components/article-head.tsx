/**
 * The Head of an article page's template (a post's, a case study's), apart from SeoHead so that
 * only those templates carry it.
 */
import type { HeadProps } from 'gatsby'
import { SeoHead } from './seo-head'
import { shareImageOf, type CmsShareImage } from '../cms/types'
import type { Alternates, Locale } from '../lib/i18n'

/** What an article page's head says of it: title, lead, cover and, for a post, its dates. */
export type ArticleMeta = {
  title: string
  lead: string | null
  cover: CmsShareImage | undefined
  publishedTime?: string | null
  modifiedTime?: string | null
}

/** The article, picked from the page's data by `of`, shared as an article. */
export function articleHead<Data>(of: (data: Data) => ArticleMeta) {
  return function Head({ data, pageContext, location }: HeadProps<Data, { language: Locale; alternates: Alternates }>) {
    const article = of(data)
    return (
      <SeoHead
        locale={pageContext.language}
        pathname={location.pathname}
        alternates={pageContext.alternates}
        title={article.title}
        description={article.lead}
        image={shareImageOf(article.cover, article.title)}
        type="article"
        publishedTime={article.publishedTime}
        modifiedTime={article.modifiedTime}
      />
    )
  }
}
