/**
 * Case studies under a service's page and on the home page, with the way to all of them (issue
 * [18]). Its code is not part of the page's first load: the prerendered section stays on screen
 * while it loads, as the comments do (src/comments/comments.tsx).
 */
import { lazy, Suspense } from 'react'
import type { Locale } from '../lib/i18n'
import type { CaseStudySummary } from './case-study-card'

const CaseStudiesContent = lazy(() => import(/* webpackChunkName: "case-studies" */ './case-studies-content'))

export function CaseStudiesSection({ studies, locale }: { studies: CaseStudySummary[]; locale: Locale }) {
  if (studies.length === 0) return null
  return (
    <Suspense fallback={null}>
      <CaseStudiesContent studies={studies} locale={locale} />
    </Suspense>
  )
}
