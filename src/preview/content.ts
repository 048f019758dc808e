/**
 * What the preview function reads for a link: a draft in the shapes the views render (src/views),
 * so that it is drawn by the same components as the built pages (docs/decisions/0020-draft-preview.md).
 */
import type { PostSummary } from '../components/post-card'
import type { Locale } from '../lib/i18n'
import type { HomeContent } from '../views/home-view'
import type { PageContent } from '../views/page-view'
import type { PostContent } from '../views/post-view'
import type { CaseStudyContent, ServicePage } from '../views/case-study-view'

type Common = { locale: Locale; status: 'draft' | 'published' }

export type PreviewDocument = Common &
  (
    | { kind: 'post'; post: PostContent }
    | { kind: 'page'; page: PageContent }
    | { kind: 'home'; home: HomeContent; latestPosts: PostSummary[] }
    | { kind: 'case-study'; caseStudy: CaseStudyContent; servicePage: ServicePage | null }
  )

/** `expiresAt`: when the link stops working (ISO time). */
export type PreviewContent = PreviewDocument & { expiresAt: string }
