import { Link, graphql } from 'gatsby'
import { GatsbyImage, getImage } from 'gatsby-plugin-image'
import { Box, Heading, Text } from 'theme-ui'
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

export function PostCard({ post, locale, eager = false, headingLevel = 'h2' }: { post: PostSummary; locale: Locale; eager?: boolean; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation()
  const image = getImage(post.cover?.localFile?.childImageSharp ?? null)
  return (
    <Box as="article" sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      {image && <GatsbyImage image={image} alt={post.cover?.alternativeText ?? ''} loading={eager ? 'eager' : 'lazy'} />}
      <Box sx={{ p: 3 }}>
        <Heading as={headingLevel} sx={{ fontSize: 3, lineHeight: 'heading' }}>
          <Link to={postPath(locale, post.slug)} sx={{ color: 'text', textDecoration: 'none', ':hover': { color: 'primary' } }}>
            {post.title}
          </Link>
        </Heading>
        <Text as="p" sx={{ fontSize: 1, color: 'subtle', mt: 1 }}>
          <time dateTime={post.publishDate}>{post.publishDateText}</time>
          {' · '}
          {t('post.readingTime', { minutes: localeNumber(post.readingMinutes, locale) })}
          {post.authorName ? ` · ${post.authorName}` : ''}
        </Text>
        {post.excerpt && <Text as="p">{post.excerpt}</Text>}
      </Box>
    </Box>
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
