import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import type { Alternates, Locale } from '../lib/i18n'
import { shareImageOf } from '../cms/types'
import { CaseStudyView, type CaseStudyContent, type ServicePage } from '../views/case-study-view'

type Data = { strapiCaseStudy: CaseStudyContent }
/** servicePage: the CMS page presenting the case study's service in this language, if any (gatsby-node). */
type Context = { language: Locale; alternates: Alternates; servicePage: ServicePage | null }

export default function CaseStudyTemplate({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <Layout locale={pageContext.language} alternates={pageContext.alternates}>
      <CaseStudyView study={data.strapiCaseStudy} locale={pageContext.language} servicePage={pageContext.servicePage} />
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const study = data.strapiCaseStudy
  return (
    <SeoHead
      locale={pageContext.language}
      title={study.title}
      description={study.summary}
      pathname={location.pathname}
      image={shareImageOf(study.cover, study.title)}
      alternates={pageContext.alternates}
      type="article"
    />
  )
}

export const query = graphql`
  query CaseStudy($id: String!) {
    strapiCaseStudy(id: { eq: $id }) {
      title
      client
      sector
      summary
      service {
        ...CmsServiceKindFields
      }
      challenge
      approach
      headingAnchors {
        ...HeadingAnchorFields
      }
      blockImages {
        ...BlockImageFields
      }
      results {
        ...CmsResultFields
      }
      quote {
        ...CmsQuoteFields
      }
      cover {
        ...CmsImage
        ...ShareImageFields
      }
    }
  }
`
