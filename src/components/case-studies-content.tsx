/** The case studies section's content (./case-studies-section.tsx loads it after the page's first load). */
import { Link } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { caseStudyListPath, type Locale } from '../lib/i18n'
import { CaseStudyCards, type CaseStudySummary } from './case-study-card'
import * as styles from './case-study-card.module.css'

export default function CaseStudiesContent({ studies, locale }: { studies: CaseStudySummary[]; locale: Locale }) {
  const { t } = useTranslation()
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
