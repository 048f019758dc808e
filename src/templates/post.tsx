import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { GatsbyImage, getImage } from 'gatsby-plugin-image'
import { Box, Flex, Heading, Text } from 'theme-ui'
import { useTranslation } from 'react-i18next'
import { Blocks } from '../components/blocks'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import { formatDate } from '../lib/dates'
import { postListPath, type Alternates, type Locale } from '../lib/i18n'
import type { Block, CmsImage, SiteInfo } from '../cms/types'

type Data = {
  site: { siteMetadata: { siteUrl: string } }
  strapiSiteInfo: SiteInfo | null
  strapiPost: {
    title: string
    slug: string
    excerpt: string | null
    publishDate: string
    authorName: string | null
    content: Block[] | null
    tags: { name: string }[] | null
    cover: (NonNullable<CmsImage> & { localFile: { publicURL: string } | null }) | null
  }
}
type Context = { language: Locale; alternates: Alternates }

export default function PostTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { t } = useTranslation()
  const locale = pageContext.language
  const post = data.strapiPost
  const image = getImage(post.cover?.localFile?.childImageSharp ?? null)
  return (
    <Layout locale={locale} siteInfo={data.strapiSiteInfo} alternates={pageContext.alternates}>
      <Box as="article" sx={{ maxWidth: 'prose', mx: 'auto', py: 5 }}>
        <Link to={postListPath(locale, 1)}>{t('post.backToPosts')}</Link>
        <Heading as="h1" sx={{ fontSize: [5, 6], mt: 3 }}>
          {post.title}
        </Heading>
        <Text as="p" sx={{ color: 'subtle', fontSize: 1 }}>
          <time dateTime={post.publishDate}>{formatDate(post.publishDate, locale)}</time>
          {post.authorName ? ` · ${t('post.by', { name: post.authorName })}` : ''}
        </Text>
        {image && <GatsbyImage image={image} alt={post.cover?.alternativeText ?? ''} loading="eager" style={{ borderRadius: 12, marginBlock: 24 }} />}
        {post.excerpt && <Text as="p" sx={{ fontSize: 4, color: 'subtle' }}>{post.excerpt}</Text>}
        <Blocks content={post.content} />
        {post.tags && post.tags.length > 0 && (
          <Flex as="ul" aria-label={t('post.tags')} sx={{ listStyle: 'none', p: 0, gap: 2, flexWrap: 'wrap', mt: 4 }}>
            {post.tags.map((tag) => (
              <li key={tag.name} sx={{ bg: 'muted', borderRadius: 'pill', px: 3, py: 1, fontSize: 1 }}>
                {tag.name}
              </li>
            ))}
          </Flex>
        )}
      </Box>
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const post = data.strapiPost
  return (
    <SeoHead
      locale={pageContext.language}
      title={`${post.title} | ${data.strapiSiteInfo?.name ?? ''}`}
      description={post.excerpt}
      path={location.pathname}
      siteUrl={data.site.siteMetadata.siteUrl}
      image={post.cover?.localFile?.publicURL}
      alternates={pageContext.alternates}
    />
  )
}

export const query = graphql`
  query Post($id: String!, $language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Translations
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    strapiSiteInfo(locale: { eq: $language }) {
      ...SiteInfoFields
    }
    strapiPost(id: { eq: $id }) {
      title
      slug
      excerpt
      publishDate
      authorName
      content
      tags {
        name
      }
      cover {
        ...CmsImage
        localFile {
          publicURL
        }
      }
    }
  }
`
