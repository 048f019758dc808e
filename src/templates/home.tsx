import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/layout'
import type { PostSummary } from '../components/post-card'
import type { CaseStudySummary } from '../components/case-study-card'
import { SeoHead } from '../components/seo-head'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'
import type { Alternates, Locale } from '../lib/i18n'
import { shareImageOf } from '../cms/types'
import { HomeView, type HomeContent } from '../views/home-view'

type Data = {
  strapiHome: HomeContent | null
  latestPosts: { nodes: PostSummary[] }
  caseStudies: { nodes: CaseStudySummary[] }
}
type Context = { language: Locale; alternates: Alternates }

export default function HomeTemplate({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <Layout locale={pageContext.language} alternates={pageContext.alternates}>
      <HomeView
        home={data.strapiHome}
        latestPosts={data.latestPosts.nodes}
        caseStudies={data.caseStudies.nodes}
        locale={pageContext.language}
      />
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const home = data.strapiHome
  const siteInfo = siteInfoFor(useSiteFrame(), pageContext.language)
  return (
    <SeoHead
      locale={pageContext.language}
      title={home?.seo?.metaTitle ?? home?.title ?? siteInfo?.name}
      standaloneTitle
      description={home?.seo?.metaDescription ?? siteInfo?.description}
      // "/" only redirects to a language, so the language's own home is canonical.
      pathname={location.pathname === '/' ? (pageContext.alternates[pageContext.language] ?? '/') : location.pathname}
      image={shareImageOf(home?.seo?.shareImage, home?.seo?.metaTitle ?? home?.title)}
      alternates={pageContext.alternates}
      xDefault="/"
    />
  )
}

export const query = graphql`
  query HomePage($language: String!) {
    strapiHome(locale: { eq: $language }) {
      title
      seo {
        ...CmsSeoFields
      }
      sections {
        ...SectionFields
      }
    }
    latestPosts: allStrapiPost(filter: { locale: { eq: $language } }, sort: { publishDate: DESC }, limit: 3) {
      nodes {
        ...PostSummary
      }
    }
    caseStudies: allStrapiCaseStudy(filter: { locale: { eq: $language } }, sort: { publishDate: DESC }, limit: 3) {
      nodes {
        ...CaseStudySummary
      }
    }
  }
`
