/**
 * The comment area of a post, as the post template places it. Its code (./comments-section.tsx,
 * with SWR) is not part of the post's first load: the comments are fetched in the browser after
 * the page has loaded anyway, so their code is fetched alongside, while the page hydrates. The
 * prerendered page already shows the section as it is while comments load; a reader who comes
 * by a link inside the site sees the same until the code arrives.
 */
import { lazy, Suspense } from 'react'
import { useTranslation } from '../lib/translations'
import type { Locale } from '../lib/i18n'
import * as styles from './comments-section.module.css'

const CommentsSection = lazy(() =>
  import(/* webpackChunkName: "comments-section" */ './comments-section').then((module) => ({
    default: module.CommentsSection,
  })),
)

type Props = { post: string; locale: Locale; pathname: string }

function CommentsLoading() {
  const { t } = useTranslation()
  return (
    <section aria-label={t('comments.title')} className={styles.section} data-pagefind-ignore>
      <h2 className={styles.title}>{t('comments.title')}</h2>
      <p className={styles.subtle} aria-busy="true">
        {t('comments.loading')}
      </p>
    </section>
  )
}

export function Comments(props: Props) {
  return (
    <Suspense fallback={<CommentsLoading />}>
      <CommentsSection {...props} />
    </Suspense>
  )
}
