import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Box, Heading } from 'theme-ui'
import { Layout } from '../components/layout'
import { Sections } from '../components/sections'
import { SeoHead } from '../components/seo-head'
import type { Alternates, Locale } from '../lib/i18n'
import { shareImageOf, type PageFrameData, type Section, type Seo } from '../cms/types'

type Data = PageFrameData & {
  strapiPage: {
    title: string
    path: string | null
    content: (Section | null)[] | null
    seo: Seo
  }
}
type Context = { language: Locale; alternates: Alternates }

export default function PageTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const page = data.strapiPage
  const startsWithHero = page.content?.[0]?.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO'
  return (
    <Layout locale={pageContext.language} siteInfo={data.strapiSiteInfo} alternates={pageContext.alternates}>
      <Box as="article" sx={{ py: 5 }}>
        {!startsWithHero && (
          <Heading as="h1" sx={{ fontSize: [5, 6] }}>
            {page.title}
          </Heading>
        )}
        <Sections sections={page.content} locale={pageContext.language} />
      </Box>
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const page = data.strapiPage
  return (
    <SeoHead
      locale={pageContext.language}
      title={page.seo?.metaTitle ?? page.title}
      siteName={data.strapiSiteInfo?.name}
      description={page.seo?.metaDescription ?? data.strapiSiteInfo?.description}
      pathname={location.pathname}
      siteUrl={data.site.siteMetadata.siteUrl}
      image={shareImageOf(page.seo?.shareImage)}
      alternates={pageContext.alternates}
    />
  )
}

export const query = graphql`
  query Page($id: String!, $language: String!) {
    ...PageFrame
    strapiPage(id: { eq: $id }) {
      title
      path
      content {
        ...SectionFields
      }
      seo {
        ...SeoFields
      }
    }
  }
`
