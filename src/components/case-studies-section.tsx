/**
 * Case studies under a service's page and on the home page, with the way to all of them (issue
 * [18]). The cards' code is not part of the page's first load: the prerendered cards stay on
 * screen while it loads, as the comments do (src/comments/comments.tsx). The section around them
 * is, so the cards' stylesheet comes inlined with the page (ADR 0048).
 */
import { lazy, Suspense } from 'react'
import { Link } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { caseStudyListPath, type Locale } from '../lib/i18n'
import type { CaseStudySummary } from './case-study-card'
import * as styles from './case-study-card.module.css'

const CaseStudyCards = lazy(() =>
  import(/* webpackChunkName: "case-studies" */ './case-study-card').then((module) => ({
    default: module.CaseStudyCards,
  })),
)

export function CaseStudiesSection({ studies, locale }: { studies: CaseStudySummary[]; locale: Locale }) {
  const { t } = useTranslation()
  if (studies.length === 0) return null
  return (
    <section aria-labelledby="case-studies-title" className={styles.section} data-pagefind-ignore>
      <div className={styles.sectionHeader}>
        <h2 id="case-studies-title" className={styles.sectionTitle}>
          {t('caseStudy.title')}
        </h2>
        <Link to={caseStudyListPath(locale)}>{t('caseStudy.allLink')}</Link>
      </div>
      <Suspense fallback={null}>
        <CaseStudyCards studies={studies} locale={locale} headingLevel="h3" />
      </Suspense>
    </section>
  )
}
