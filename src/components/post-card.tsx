import { Link, graphql } from 'gatsby'
import { ResponsiveImage } from './responsive-image'
import type { ReactNode } from 'react'
import { useTranslation } from '../lib/translations'
import { postPath, type Locale } from '../lib/i18n'
import { imageDataOf, type CmsImage } from '../cms/types'
import { localeNumber } from '../lib/numbers'
import * as styles from './post-card.module.css'

export type PostSummary = {
  id: string
  slug: string
  title: string
  excerpt: string | null
  publishDate: string
  /** publishDate in the locale's calendar and digits, formatted at build time. */
  publishDateText: string
  authorName: string | null
  readingMinutes: number
  cover: Pick<NonNullable<CmsImage>, 'alternativeText' | 'localFile'> | null
}

/** A list page's queried posts in the order gatsby-node gave their ids (newest first); an id the query did not return is left out. */
export function inListOrder(nodes: PostSummary[], ids: string[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Post cards in one to three columns. */
export function PostGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>
}

/** A post's card, rendered inside a PostGrid. */
export function PostCard({
  post,
  locale,
  eager = false,
  headingLevel = 'h2',
}: {
  post: PostSummary
  locale: Locale
  eager?: boolean
  headingLevel?: 'h2' | 'h3'
}) {
  const { t } = useTranslation()
  const image = imageDataOf(post.cover)
  const Title = headingLevel
  return (
    <article className={styles.card}>
      {/* Decorative: the title beside it says what it shows, and the media library's one alternative text would be read in one language on both sites. */}
      {image && <ResponsiveImage image={image} alt="" loading={eager ? 'eager' : 'lazy'} />}
      <div className={styles.body}>
        <Title className={styles.title}>
          <Link to={postPath(locale, post.slug)}>{post.title}</Link>
        </Title>
        <p className={styles.meta}>
          <time dateTime={post.publishDate}>{post.publishDateText}</time>
          {t('layout.separator')}
          {t('post.readingTime', { minutes: localeNumber(post.readingMinutes, locale) })}
          {post.authorName ? `${t('layout.separator')}${post.authorName}` : ''}
        </p>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      </div>
    </article>
  )
}

export const query = graphql`
  fragment PostSummary on STRAPI_POST {
    id
    slug
    title
    excerpt
    publishDate
    publishDateText
    authorName
    readingMinutes
    cover {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.9, layout: CONSTRAINED)
        }
      }
    }
  }
`
