import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { getImage } from 'gatsby-plugin-image'
import { ResponsiveImage } from '../components/responsive-image'
import { useTranslation } from '../lib/translations'
import { Blocks } from '../components/blocks'
import { Layout } from '../components/layout'
import * as styles from './post.module.css'
import { localeNumber } from '../lib/numbers'
import { SeoHead } from '../components/seo-head'
import { BackArrowIcon, ForwardArrowIcon } from '../chrome/icons'
import { postListPath, postPath, type Alternates, type Locale } from '../lib/i18n'
import { tableOfContents, type HeadingAnchor } from '../lib/reading'
import { Comments } from '../comments/comments'
import { shareImageOf, type Block, type CmsImage, type CmsShareImage } from '../cms/types'

type Neighbour = { slug: string; title: string } | null
type Data = {
  strapiPost: {
    documentId: string
    title: string
    slug: string
    excerpt: string | null
    publishDate: string
    publishDateText: string
    updatedAt: string | null
    authorName: string | null
    readingMinutes: number
    content: Block[] | null
    headingAnchors: HeadingAnchor[]
    tags: { name: string }[] | null
    cover: (NonNullable<CmsImage> & NonNullable<CmsShareImage>) | null
  }
  previous: Neighbour
  next: Neighbour
}
type Context = { language: Locale; alternates: Alternates }

export default function PostTemplate({ data, pageContext, location }: PageProps<Data, Context>) {
  const { t } = useTranslation()
  const locale = pageContext.language
  const post = data.strapiPost
  const image = getImage(post.cover?.localFile?.childImageSharp ?? null)
  const toc = tableOfContents(post.headingAnchors)
  return (
    <Layout locale={locale} alternates={pageContext.alternates}>
      <article className={styles.post}>
        <Link to={postListPath(locale, 1)} className={styles.back}>
          <BackArrowIcon />
          {t('post.backToPosts')}
        </Link>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.publishDate}>{post.publishDateText}</time>
          {' · '}
          {t('post.readingTime', { minutes: localeNumber(post.readingMinutes, locale) })}
          {post.authorName ? ` · ${t('post.by', { name: post.authorName })}` : ''}
        </p>
        {/* Decorative: the title beside it says what it shows, and the media library's one alternative text would be read in one language on both sites. */}
        {image && <ResponsiveImage image={image} alt="" loading="eager" className={styles.cover} />}
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        {toc.length > 0 && (
          <nav aria-labelledby="toc-title" className={styles.toc}>
            <h2 id="toc-title" className={styles.tocTitle}>
              {t('post.toc')}
            </h2>
            <ol className={styles.tocList}>
              {toc.map((entry) => (
                <li key={entry.id} className={entry.level === 3 ? styles.tocSub : undefined}>
                  <a href={`#${encodeURIComponent(entry.id)}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <Blocks content={post.content} anchors={post.headingAnchors} />
        {post.tags && post.tags.length > 0 && (
          <ul aria-label={t('post.tags')} className={styles.tags}>
            {post.tags.map((tag) => (
              <li key={tag.name} className={styles.tag}>{tag.name}</li>
            ))}
          </ul>
        )}
        {(data.previous || data.next) && (
          <nav aria-label={t('post.navigation')} className={styles.neighbours}>
            {data.previous ? <NeighbourLink locale={locale} post={data.previous} label={t('post.previous')} rel="prev" /> : <span />}
            {data.next ? <NeighbourLink locale={locale} post={data.next} label={t('post.next')} rel="next" /> : <span />}
          </nav>
        )}
        <Comments post={post.documentId} locale={locale} pathname={location.pathname} />
      </article>
    </Layout>
  )
}

function NeighbourLink({ locale, post, label, rel }: { locale: Locale; post: NonNullable<Neighbour>; label: string; rel: 'prev' | 'next' }) {
  return (
    <Link to={postPath(locale, post.slug)} rel={rel} className={styles.neighbour}>
      <span className={styles.neighbourLabel}>
        {rel === 'prev' && <BackArrowIcon size={16} />}
        {label}
        {rel === 'next' && <ForwardArrowIcon size={16} />}
      </span>
      <span className={styles.neighbourTitle}>{post.title}</span>
    </Link>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const post = data.strapiPost
  return (
    <SeoHead
      locale={pageContext.language}
      title={post.title}
      description={post.excerpt}
      pathname={location.pathname}
      image={shareImageOf(post.cover, post.title)}
      alternates={pageContext.alternates}
      type="article"
      publishedTime={post.publishDate}
      modifiedTime={post.updatedAt}
    />
  )
}

export const query = graphql`
  query Post($id: String!, $previousId: String!, $nextId: String!) {
    strapiPost(id: { eq: $id }) {
      documentId
      title
      slug
      excerpt
      publishDate
      publishDateText
      updatedAt
      authorName
      readingMinutes
      content
      headingAnchors { index id text level }
      tags {
        name
      }
      cover {
        ...CmsImage
        ...ShareImageFields
      }
    }
    previous: strapiPost(id: { eq: $previousId }) {
      slug
      title
    }
    next: strapiPost(id: { eq: $nextId }) {
      slug
      title
    }
  }
`
