import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { GatsbyImage, getImage } from 'gatsby-plugin-image'
import { Box, Flex, Heading, Text } from 'theme-ui'
import { useTranslation } from '../lib/translations'
import { Blocks } from '../components/blocks'
import { Layout } from '../components/layout'
import { localeNumber } from '../lib/numbers'
import { SeoHead } from '../components/seo-head'
import { BackArrowIcon, ForwardArrowIcon } from '../chrome/icons'
import { postListPath, postPath, type Alternates, type Locale } from '../lib/i18n'
import { tableOfContents, type HeadingAnchor } from '../lib/reading'
import { CommentsSection } from '../comments/comments-section'
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
      <Box as="article" sx={{ maxWidth: 'prose', mx: 'auto', py: 5 }}>
        <Link to={postListPath(locale, 1)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <BackArrowIcon />
          {t('post.backToPosts')}
        </Link>
        <Heading as="h1" sx={{ fontSize: [5, 6], mt: 3 }}>
          {post.title}
        </Heading>
        <Text as="p" sx={{ color: 'subtle', fontSize: 1 }}>
          <time dateTime={post.publishDate}>{post.publishDateText}</time>
          {' · '}
          {t('post.readingTime', { minutes: localeNumber(post.readingMinutes, locale) })}
          {post.authorName ? ` · ${t('post.by', { name: post.authorName })}` : ''}
        </Text>
        {image && <GatsbyImage image={image} alt={post.cover?.alternativeText ?? ''} loading="eager" style={{ borderRadius: 12, marginBlock: 24 }} />}
        {post.excerpt && (
          <Text as="p" sx={{ fontSize: 4, color: 'subtle' }}>
            {post.excerpt}
          </Text>
        )}
        {toc.length > 0 && (
          <Box as="nav" aria-labelledby="toc-title" sx={{ bg: 'muted', borderRadius: 'default', p: 3, my: 4 }}>
            <Heading as="h2" id="toc-title" sx={{ fontSize: 2, mt: 0 }}>
              {t('post.toc')}
            </Heading>
            <Box as="ol" sx={{ m: 0, paddingInlineStart: 4 }}>
              {toc.map((entry) => (
                <li key={entry.id} sx={{ marginInlineStart: entry.level === 3 ? 3 : 0 }}>
                  <a href={`#${encodeURIComponent(entry.id)}`}>{entry.text}</a>
                </li>
              ))}
            </Box>
          </Box>
        )}
        <Blocks content={post.content} anchors={post.headingAnchors} />
        {post.tags && post.tags.length > 0 && (
          <Flex as="ul" aria-label={t('post.tags')} sx={{ listStyle: 'none', p: 0, gap: 2, flexWrap: 'wrap', mt: 4 }}>
            {post.tags.map((tag) => (
              <li key={tag.name} sx={{ bg: 'muted', borderRadius: 'pill', px: 3, py: 1, fontSize: 1 }}>
                {tag.name}
              </li>
            ))}
          </Flex>
        )}
        {(data.previous || data.next) && (
          <Flex as="nav" aria-label={t('post.navigation')} sx={{ justifyContent: 'space-between', gap: 3, mt: 5, pt: 4, borderTop: '1px solid', borderColor: 'border', flexWrap: 'wrap' }}>
            {data.previous ? <NeighbourLink locale={locale} post={data.previous} label={t('post.previous')} rel="prev" /> : <span />}
            {data.next ? <NeighbourLink locale={locale} post={data.next} label={t('post.next')} rel="next" /> : <span />}
          </Flex>
        )}
        <CommentsSection post={post.documentId} locale={locale} pathname={location.pathname} />
      </Box>
    </Layout>
  )
}

function NeighbourLink({ locale, post, label, rel }: { locale: Locale; post: NonNullable<Neighbour>; label: string; rel: 'prev' | 'next' }) {
  return (
    <Link to={postPath(locale, post.slug)} rel={rel} sx={{ display: 'block', maxWidth: ['100%', '48%'], textAlign: rel === 'next' ? 'end' : 'start', marginInlineStart: rel === 'next' ? 'auto' : 0, textDecoration: 'none' }}>
      <Text as="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: 1, color: 'subtle' }}>
        {rel === 'prev' && <BackArrowIcon size={16} />}
        {label}
        {rel === 'next' && <ForwardArrowIcon size={16} />}
      </Text>
      <Text as="span" sx={{ display: 'block', fontWeight: 600, color: 'primary' }}>
        {post.title}
      </Text>
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
      image={shareImageOf(post.cover)}
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
