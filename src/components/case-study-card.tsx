/**
 * Case studies as cards (issue [18]): on their list, on the home page and under the service they
 * are a case of. Each: the service, the title (a link), the client or sector, the headline
 * figure and the summary.
 */
import { Link, graphql } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { localeFigure } from '../lib/numbers'
import { caseStudyPath, type Locale } from '../lib/i18n'
import type { CmsResult, CmsServiceKind } from '../cms/types'
import * as styles from './case-study-card.module.css'

export type CaseStudySummary = {
  id: string
  slug: string
  title: string
  client: string | null
  sector: string
  summary: string | null
  service: CmsServiceKind | null
  results: CmsResult[] | null
}

export function CaseStudyCards({
  studies,
  locale,
  headingLevel = 'h2',
}: {
  studies: CaseStudySummary[]
  locale: Locale
  headingLevel?: 'h2' | 'h3'
}) {
  const { t } = useTranslation()
  const Title = headingLevel
  return (
    <ul className={styles.grid}>
      {studies.map((study) => {
        const [headline] = study.results ?? []
        return (
          <li key={study.id} className={styles.card}>
            {study.service && <p className={styles.service}>{t(`service.${study.service.kind}`)}</p>}
            <Title className={styles.title}>
              <Link to={caseStudyPath(locale, study.slug)}>{study.title}</Link>
            </Title>
            <p className={styles.client}>{study.client ?? study.sector}</p>
            {headline && (
              <p className={styles.headline}>
                <strong className={styles.figure}>{localeFigure(headline.figure, locale)}</strong> {headline.label}
              </p>
            )}
            {study.summary && <p className={styles.summary}>{study.summary}</p>}
          </li>
        )
      })}
    </ul>
  )
}

export const query = graphql`
  fragment CaseStudySummary on STRAPI_CASE_STUDY {
    id
    slug
    title
    client
    sector
    summary
    service {
      ...CmsServiceKindFields
    }
    results {
      ...CmsResultFields
    }
  }
`
