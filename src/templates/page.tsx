import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/layout'
import * as styles from './page.module.css'
import { Sections } from '../components/sections'
import { SeoHead } from '../components/seo-head'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'
import type { Alternates, Locale } from '../lib/i18n'
import { shareImageOf, type Section, type Seo } from '../cms/types'

type Data = {
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
    <Layout locale={pageContext.language} alternates={pageContext.alternates}>
      <article className={styles.page}>
        {!startsWithHero && <h1 className={styles.title}>{page.title}</h1>}
        <Sections sections={page.content} locale={pageContext.language} />
      </article>
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
  query Page($id: String!) {
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
