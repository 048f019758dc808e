/**
 * /{locale}/tags/{slug}/: one tag's posts in its language, newest first, as post cards, paged as
 * the post list is (issue [19], docs/decisions/0042-tag-pages.md).
 */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import { PostCard, PostGrid, inListOrder, type PostSummary } from '../components/post-card'
import { Pagination } from '../components/pagination'
import { SeoHead } from '../components/seo-head'
import { tagIndexPath, tagPath, type Locale } from '../lib/i18n'
import { headTranslator } from '../lib/head-translations'
import { useSiteFrame } from '../lib/site-frame'
import { localeNumber } from '../lib/numbers'
import type { TagPageContext } from '../tags/tag-pages'
import * as styles from './tags.module.css'

type Data = { allStrapiPost: { nodes: PostSummary[] } }
type Context = TagPageContext & { language: Locale }

export default function TagTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { t } = useTranslation()
  const { language: locale, tag, currentPage, pageCount } = pageContext
  const posts = inListOrder(data.allStrapiPost.nodes, pageContext.ids)
  return (
    <Layout locale={locale} alternates={pageContext.alternates}>
      <h1 className={styles.title}>{t('tags.tagTitle', { tag: tag.name })}</h1>
      <p className={styles.intro}>
        {t(tag.count === 1 ? 'tags.one' : 'tags.count', { count: localeNumber(tag.count, locale) })}
        {t('layout.separator')}
        <Link to={tagIndexPath(locale)}>{t('tags.all')}</Link>
      </p>
      <PostGrid>
        {posts.map((post, index) => (
          <PostCard key={post.id} post={post} locale={locale} eager={index < 3} />
        ))}
      </PostGrid>
      <Pagination
        locale={locale}
        currentPage={currentPage}
        pageCount={pageCount}
        pathOf={(page) => tagPath(locale, tag.slug, page)}
      />
    </Layout>
  )
}

export function Head({ pageContext, location }: HeadProps<Data, Context>) {
  const { language: locale, tag, currentPage } = pageContext
  const t = headTranslator(useSiteFrame().locales, locale)
  const base = t('tags.tagTitle', { tag: tag.name })
  return (
    <SeoHead
      locale={locale}
      title={currentPage > 1 ? `${base} (${localeNumber(currentPage, locale)})` : base}
      description={t('tags.tagDescription', { tag: tag.name })}
      pathname={location.pathname}
      alternates={pageContext.alternates}
    />
  )
}

export const query = graphql`
  query TagPosts($ids: [String!]!) {
    allStrapiPost(filter: { id: { in: $ids } }) {
      nodes {
        ...PostSummary
      }
    }
  }
`
