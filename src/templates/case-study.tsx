import { graphql, type PageProps } from 'gatsby'
import { Layout } from '../components/layout'
import { articleHead } from '../components/article-head'
import type { Alternates, Locale } from '../lib/i18n'
import { CaseStudyView, type CaseStudyContent, type ServicePage } from '../views/case-study-view'

type Data = { strapiCaseStudy: CaseStudyContent }
/** servicePage: the CMS page presenting the case study's service in this language, if any (gatsby-node). */
type Context = { language: Locale; alternates: Alternates; servicePage: ServicePage | null }

export default function CaseStudyTemplate({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <Layout locale={pageContext.language} alternates={pageContext.alternates}>
      <CaseStudyView
        study={data.strapiCaseStudy}
        locale={pageContext.language}
        servicePage={pageContext.servicePage}
        sharePath={pageContext.alternates[pageContext.language]}
      />
    </Layout>
  )
}

export const Head = articleHead(({ strapiCaseStudy: study }: Data) => ({
  title: study.title,
  lead: study.summary,
  cover: study.cover,
}))

export const query = graphql`
  query CaseStudy($id: String!) {
    strapiCaseStudy(id: { eq: $id }) {
      ...CaseStudySummary
      challenge
      approach
      headingAnchors {
        ...HeadingAnchorFields
      }
      blockImages {
        ...BlockImageFields
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
