/** The home page as readers see it: rendered by the home template and by the preview of a draft (docs/decisions/0020-draft-preview.md). */
import { lazy, Suspense } from 'react'
import { Link } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { PostCard, PostGrid, type PostSummary } from '../components/post-card'
import { Sections } from '../components/sections'
import type { CaseStudySummary } from '../components/case-study-card'
import { postListPath, type Locale } from '../lib/i18n'
import type { CmsSeo, Section } from '../cms/types'
import * as styles from './home.module.css'

/**
 * Its code is not part of the page's first load: the prerendered section shows while it loads,
 * as the comments do (src/comments/comments.tsx).
 */
const CaseStudiesSection = lazy(() => import('../components/case-studies-section'))

export type HomeContent = { title: string; seo: CmsSeo | null; sections: (Section | null)[] | null }

export function HomeView({
  home,
  latestPosts,
  caseStudies = [],
  locale,
}: {
  home: HomeContent | null
  latestPosts: PostSummary[]
  /** The newest case studies (a preview shows none). */
  caseStudies?: CaseStudySummary[]
  locale: Locale
}) {
  const { t } = useTranslation()
  return (
    <>
      <Sections sections={home?.sections} locale={locale} />
      {caseStudies.length > 0 && (
        <Suspense fallback={null}>
          <CaseStudiesSection studies={caseStudies} locale={locale} />
        </Suspense>
      )}
      {latestPosts.length > 0 && (
        <section aria-labelledby="latest-posts" className={styles.latest}>
          <div className={styles.latestHeader}>
            <h2 id="latest-posts" className={styles.latestTitle}>
              {t('home.latestPosts')}
            </h2>
            <Link to={postListPath(locale, 1)}>{t('home.allPosts')}</Link>
          </div>
          <PostGrid>
            {latestPosts.map((post) => (
              <PostCard key={post.id} post={post} locale={locale} />
            ))}
          </PostGrid>
        </section>
      )}
    </>
  )
}
