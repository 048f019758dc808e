/** /{locale}/case-studies/: every case study of the language, newest first (issue [18]). */
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import { CaseStudyCards, type CaseStudySummary } from '../components/case-study-card'
import type { Alternates, Locale } from '../lib/i18n'
import { headTranslator } from '../lib/head-translations'
import { useSiteFrame } from '../lib/site-frame'
import * as styles from './list.module.css'

type Data = { allStrapiCaseStudy: { nodes: CaseStudySummary[] } }
type Context = { language: Locale; alternates: Alternates }

export default function CaseStudyListTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { t } = useTranslation()
  return (
    <Layout locale={pageContext.language} alternates={pageContext.alternates}>
      <h1 className={styles.title}>{t('caseStudy.title')}</h1>
      <p className={styles.description}>{t('caseStudy.description')}</p>
      <CaseStudyCards studies={data.allStrapiCaseStudy.nodes} locale={pageContext.language} />
    </Layout>
  )
}

export function Head({ pageContext, location }: HeadProps<Data, Context>) {
  const t = headTranslator(useSiteFrame().locales, pageContext.language)
  return (
    <SeoHead
      locale={pageContext.language}
      title={t('caseStudy.title')}
      description={t('caseStudy.description')}
      pathname={location.pathname}
      alternates={pageContext.alternates}
    />
  )
}

export const query = graphql`
  query CaseStudyList($language: String!) {
    allStrapiCaseStudy(filter: { locale: { eq: $language } }, sort: { publishDate: DESC }) {
      nodes {
        ...CaseStudySummary
      }
    }
  }
`
