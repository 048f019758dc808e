/** The home page as readers see it: rendered by the home template and by the preview of a draft (docs/decisions/0020-draft-preview.md). */
import { Link } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { PostCard, PostGrid, type PostSummary } from '../components/post-card'
import { Sections } from '../components/sections'
import { CaseStudiesSection } from '../components/case-studies-section'
import type { CaseStudySummary } from '../components/case-study-card'
import { postListPath, type Locale } from '../lib/i18n'
import type { CmsSeo, Section } from '../cms/types'
import * as styles from './home.module.css'

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
      <CaseStudiesSection studies={caseStudies} locale={locale} />
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
