/**
 * What the preview function puts in the shell's slot (docs/decisions/0020-draft-preview.md): the
 * document under a banner saying it is a preview, drawn by the views of the built pages, or why
 * there is nothing to see.
 */
import { useTranslation } from '../lib/translations'
import { localeNumber } from '../lib/numbers'
import { PostView } from '../views/post-view'
import { PageView } from '../views/page-view'
import { HomeView } from '../views/home-view'
import { CaseStudyView } from '../views/case-study-view'
import type { PreviewContent } from './content'
import * as styles from './preview.module.css'

function PreviewDocument({ content }: { content: PreviewContent }) {
  switch (content.kind) {
    case 'post':
      return <PostView post={content.post} locale={content.locale} />
    case 'page':
      return <PageView page={content.page} locale={content.locale} />
    case 'home':
      return <HomeView home={content.home} latestPosts={content.latestPosts} locale={content.locale} />
    case 'case-study':
      return <CaseStudyView study={content.caseStudy} locale={content.locale} servicePage={content.servicePage} />
  }
}

/** Whole minutes left before `expiresAt`, counted from `now`, as the banner says them. */
export const minutesLeft = (expiresAt: string, now: Date) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 60_000))

export function PreviewArticle({ content, now }: { content: PreviewContent; now: Date }) {
  const { t } = useTranslation()
  const minutes = localeNumber(minutesLeft(content.expiresAt, now), content.locale)
  return (
    <>
      <p role="note" className={styles.banner}>
        {t(content.status === 'draft' ? 'preview.draftBanner' : 'preview.publishedBanner', { minutes })}
      </p>
      <PreviewDocument content={content} />
    </>
  )
}

/** Why there is nothing to see: the catalogued message of the failure, in the page's language. */
export function PreviewMessage({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <p role="alert" className={styles.state}>
      {t(message)}
    </p>
  )
}
