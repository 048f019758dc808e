import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import * as styles from './list.module.css'
import { PostCard, PostGrid, inListOrder, type PostSummary } from '../components/post-card'
import { Pagination } from '../components/pagination'
import { FeedLink } from '../components/feed-link'
import { SeoHead } from '../components/seo-head'
import { postListPath, tagIndexPath, type Alternates, type Locale } from '../lib/i18n'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'
import { headTranslator } from '../lib/head-translations'
import { localeNumber } from '../lib/numbers'

type Data = {
  allStrapiPost: { nodes: PostSummary[] }
}
/** ids: the page's posts, newest first (gatsby-node). */
type Context = { language: Locale; alternates: Alternates; ids: string[]; currentPage: number; pageCount: number }

export default function PostListTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { t } = useTranslation()
  const { language: locale, currentPage, pageCount } = pageContext
  const posts = inListOrder(data.allStrapiPost.nodes, pageContext.ids)
  return (
    <Layout locale={locale} alternates={pageContext.alternates}>
      <h1 className={styles.title}>{t('posts.title')}</h1>
      <p className={styles.listLinks}>
        <FeedLink locale={locale} />
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
        pathOf={(page) => postListPath(locale, page)}
      />
    </Layout>
  )
}

export function Head({ pageContext, location }: HeadProps<Data, Context>) {
  const frame = useSiteFrame()
  const base = headTranslator(frame.locales, pageContext.language)('posts.title')
  const title =
    pageContext.currentPage > 1 ? `${base} (${localeNumber(pageContext.currentPage, pageContext.language)})` : base
  return (
    <SeoHead
      locale={pageContext.language}
      title={title}
      description={siteInfoFor(frame, pageContext.language)?.description}
      pathname={location.pathname}
      alternates={pageContext.alternates}
    />
  )
}

export const query = graphql`
  query PostList($ids: [String!]!) {
    allStrapiPost(filter: { id: { in: $ids } }) {
      nodes {
        ...PostSummary
      }
    }
  }
`
