/** Case studies under a service's page and on the home page, with the way to all of them (issue [18]). */
import { Link } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { caseStudyListPath, type Locale } from '../lib/i18n'
import { CaseStudyCards, type CaseStudySummary } from './case-study-card'
import * as styles from './case-study-card.module.css'

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
      <CaseStudyCards studies={studies} locale={locale} headingLevel="h3" />
    </section>
  )
}
