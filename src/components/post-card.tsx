import { Link, graphql } from 'gatsby'
import { GatsbyImage, getImage } from 'gatsby-plugin-image'
import type { ReactNode } from 'react'
import { Box, type ThemeUIStyleObject } from 'theme-ui'
import { themeUiBase } from '../theme'
import { useTranslation } from '../lib/translations'
import { postPath, type Locale } from '../lib/i18n'
import type { CmsImage } from '../cms/types'
import { localeNumber } from '../lib/numbers'

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

/** Post cards in one to three columns; it holds the cards' styles (see themeUiBase in theme.ts). */
export function PostGrid({ children }: { children: ReactNode }) {
  return <Box sx={postGridSheet}>{children}</Box>
}

/** A post's card, rendered inside a PostGrid, whose stylesheet styles it. */
export function PostCard({ post, locale, eager = false, headingLevel = 'h2' }: { post: PostSummary; locale: Locale; eager?: boolean; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation()
  const image = getImage(post.cover?.localFile?.childImageSharp ?? null)
  const Title = headingLevel
  return (
    <article className="post-card">
      {/* Decorative: the title beside it says what it shows, and the media library's one alternative text would be read in one language on both sites. */}
      {image && <GatsbyImage image={image} alt="" loading={eager ? 'eager' : 'lazy'} />}
      <div className="post-card-body">
        <Title className="post-card-title">
          <Link to={postPath(locale, post.slug)}>{post.title}</Link>
        </Title>
        <p className="post-card-meta">
          <time dateTime={post.publishDate}>{post.publishDateText}</time>
          {' · '}
          {t('post.readingTime', { minutes: localeNumber(post.readingMinutes, locale) })}
          {post.authorName ? ` · ${post.authorName}` : ''}
        </p>
        {post.excerpt && <p className="post-card-excerpt">{post.excerpt}</p>}
      </div>
    </article>
  )
}

const { box, heading } = themeUiBase

const postGridSheet: ThemeUIStyleObject = {
  display: 'grid',
  gridGap: 4,
  gridTemplateColumns: ['repeat(1, 1fr)', 'repeat(2, 1fr)', 'repeat(3, 1fr)'],
  mt: 4,
  '.post-card': { ...box, border: '1px solid', borderColor: 'border', borderRadius: 'default', overflow: 'hidden', display: 'flex', flexDirection: 'column' },
  '.post-card-body': { ...box, p: 3 },
  '.post-card-title': { ...heading, fontSize: 3 },
  '.post-card-title > a': { color: 'text', textDecoration: 'none', ':hover': { color: 'primary' } },
  '.post-card-meta': { ...box, fontSize: 1, color: 'subtle', mt: 1 },
  '.post-card-excerpt': box,
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
