import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'
import type { Alternates, Locale } from '../lib/i18n'
import { shareImageOf } from '../cms/types'
import { PageView, type PageContent } from '../views/page-view'
import type { CaseStudySummary } from '../components/case-study-card'

type Data = { strapiPage: PageContent; caseStudies: { nodes: CaseStudySummary[] } }
type Context = { language: Locale; alternates: Alternates }

export default function PageTemplate({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <Layout locale={pageContext.language} alternates={pageContext.alternates}>
      <PageView page={data.strapiPage} locale={pageContext.language} caseStudies={data.caseStudies.nodes} />
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const page = data.strapiPage
  const siteInfo = siteInfoFor(useSiteFrame(), pageContext.language)
  return (
    <SeoHead
      locale={pageContext.language}
      title={page.seo?.metaTitle ?? page.title}
      description={page.seo?.metaDescription ?? siteInfo?.description}
      pathname={location.pathname}
      image={shareImageOf(page.seo?.shareImage, page.seo?.metaTitle ?? page.title)}
      alternates={pageContext.alternates}
    />
  )
}

export const query = graphql`
  query Page($id: String!, $language: String!, $service: String!) {
    strapiPage(id: { eq: $id }) {
      title
      path
      content {
        ...SectionFields
      }
      seo {
        ...CmsSeoFields
      }
    }
    caseStudies: allStrapiCaseStudy(
      filter: { locale: { eq: $language }, service: { kind: { eq: $service } } }
      sort: { publishDate: DESC }
    ) {
      nodes {
        ...CaseStudySummary
      }
    }
  }
`
