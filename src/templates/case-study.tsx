import { graphql, type PageProps } from 'gatsby'
import { ArticlePage, type ArticlePageContext } from '../components/article-page'
import { articleHead } from '../components/article-head'
import { CaseStudyView, type CaseStudyContent, type ServicePage } from '../views/case-study-view'

type Data = { strapiCaseStudy: CaseStudyContent }
/** servicePage: the CMS page presenting the case study's service in this language, if any (gatsby-node). */
type Context = ArticlePageContext & { servicePage: ServicePage | null }

export default function CaseStudyTemplate({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <ArticlePage
      context={pageContext}
      view={({ locale, sharePath }) => (
        <CaseStudyView
          study={data.strapiCaseStudy}
          locale={locale}
          servicePage={pageContext.servicePage}
          sharePath={sharePath}
        />
      )}
    />
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
