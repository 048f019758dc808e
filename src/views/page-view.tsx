/** A CMS page as readers see it: rendered by the page template and by the preview of a draft (docs/decisions/0020-draft-preview.md). */
import * as styles from './page.module.css'
import { Sections } from '../components/sections'
import type { Locale } from '../lib/i18n'
import type { CmsSeo, Section } from '../cms/types'
import { CaseStudiesSection } from '../components/case-studies-section'
import type { CaseStudySummary } from '../components/case-study-card'

export type PageContent = {
  title: string
  path: string | null
  content: (Section | null)[] | null
  seo: CmsSeo | null
}

/** `caseStudies`: those of the service the page presents (a preview shows none). */
export function PageView({
  page,
  locale,
  caseStudies = [],
}: {
  page: PageContent
  locale: Locale
  caseStudies?: CaseStudySummary[]
}) {
  const startsWithHero = page.content?.[0]?.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO'
  return (
    <article className={styles.page}>
      {!startsWithHero && <h1 className={styles.title}>{page.title}</h1>}
      <Sections sections={page.content} locale={locale} />
      <CaseStudiesSection studies={caseStudies} locale={locale} />
    </article>
  )
}
