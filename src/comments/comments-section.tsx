/**
 * The comment area of a post (requirements §2): loaded in the browser with SWR, newest first,
 * ten at a time with 'load more'; times relative to now in the page's language, kept fresh.
 * A visitor sees 'Log in to comment' (to the login screen and back to this post); a member gets
 * the form, which loads on demand so post pages carry none of the validation code. Comment text
 * is rendered as text (React escapes it), so markup in a comment shows as typed and never runs.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { Link } from 'gatsby'
import useSWRInfinite from 'swr/infinite'
import { useTranslation } from '../lib/translations'
import { useSession } from '../account/session'
import { localeNumber } from '../lib/numbers'
import { loginPathBackTo } from '../account/routes'
import { formatDate, formatRelativeTime } from '../lib/dates'
import type { Locale } from '../lib/i18n'
import { commentsPageKey, fetchCommentPage, mergePages, withEditedComment, withNewComment } from './client'
import type { CommentPage, PublicComment } from './types'
import * as controls from '../styles/controls.module.css'
import * as styles from './comments-section.module.css'

const CommentForm = lazy(() => import(/* webpackChunkName: "comment-form" */ './comment-form'))

/** How often relative times are redrawn. */
export const RELATIVE_TIME_REFRESH_MS = 30_000

function useNow(interval: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval)
    return () => clearInterval(timer)
  }, [interval])
  return now
}

type Props = { post: string; locale: Locale; pathname: string }

export function CommentsSection({ post, locale, pathname }: Props) {
  const { t } = useTranslation()
  const session = useSession()
  const titleId = `comments-${useId().replace(/:/g, '')}`
  const [editingId, setEditingId] = useState<string | null>(null)
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<CommentPage>(
    (index, previous: CommentPage | null) =>
      previous && previous.meta.pagination.page >= previous.meta.pagination.pageCount
        ? null
        : commentsPageKey(post, locale, index + 1),
    fetchCommentPage,
    { revalidateOnFocus: false, revalidateFirstPage: false },
  )
  const comments = mergePages(data)
  const last = data?.[data.length - 1]
  const total = data?.[0]?.meta.pagination.total
  const hasMore = !!last && last.meta.pagination.page < last.meta.pagination.pageCount
  const loadingMore = isValidating && !!data && size > data.length
  const loginHref = loginPathBackTo(locale, pathname)

  const added = (comment: PublicComment) => mutate((pages) => withNewComment(pages, comment), { revalidate: false })
  const edited = (comment: PublicComment) => {
    setEditingId(null)
    return mutate((pages) => withEditedComment(pages, comment), { revalidate: false })
  }

  return (
    <section aria-labelledby={titleId} data-testid="comments" className={styles.section} data-pagefind-ignore>
      <h2 id={titleId} className={styles.title}>
        {t('comments.title')}
        {total !== undefined && (
          <span className={styles.total} data-testid="comments-total">
            ({localeNumber(total, locale)})
          </span>
        )}
      </h2>

      <div className={styles.compose}>
        {session.status === 'anonymous' && (
          <Link to={loginHref} className={styles.login}>
            {t('Log in to comment')}
          </Link>
        )}
        {session.status === 'member' && (
          <Suspense fallback={<span className={styles.subtle}>{t('comments.loadingForm')}</span>}>
            <CommentForm locale={locale} post={post} onSaved={added} />
          </Suspense>
        )}
      </div>

      {error && !data ? (
        <div role="alert" className={styles.problem}>
          <p className={styles.retryText}>{t('comments.loadError')}</p>
          <button type="button" className={controls.buttonSecondary} onClick={() => mutate()}>
            {t('comments.retry')}
          </button>
        </div>
      ) : !data ? (
        <p className={styles.subtle} aria-busy="true">
          {t('comments.loading')}
        </p>
      ) : comments.length === 0 ? (
        <p className={styles.subtle} data-testid="comments-empty">
          {t('comments.empty')}
        </p>
      ) : (
        <ol className={styles.list} aria-labelledby={titleId}>
          {comments.map((comment) => (
            <CommentItem
              key={comment.documentId}
              comment={comment}
              locale={locale}
              editing={editingId === comment.documentId}
              onEdit={session.status === 'member' && comment.mine ? () => setEditingId(comment.documentId) : undefined}
              editor={
                editingId === comment.documentId ? (
                  <Suspense fallback={null}>
                    <CommentForm
                      locale={locale}
                      post={post}
                      editing={comment}
                      onSaved={edited}
                      onCancel={() => setEditingId(null)}
                    />
                  </Suspense>
                ) : null
              }
            />
          ))}
        </ol>
      )}

      {hasMore && (
        <button
          type="button"
          className={styles.loadMore}
          onClick={() => setSize(size + 1)}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? t('comments.loading') : t('comments.loadMore')}
        </button>
      )}
      {error && data && (
        <p role="alert" className={styles.loadError}>
          {t('comments.loadError')}
        </p>
      )}
    </section>
  )
}

type ItemProps = {
  comment: PublicComment
  locale: Locale
  editing: boolean
  onEdit?: () => void
  editor: React.ReactNode
}

function CommentItem({ comment, locale, editing, onEdit, editor }: ItemProps) {
  const { t } = useTranslation()
  const now = useNow(RELATIVE_TIME_REFRESH_MS)
  const author = comment.author
  const name = author ? author.displayName || author.username : t('comments.formerMember')
  return (
    <li data-testid="comment" data-comment-id={comment.documentId} className={styles.comment}>
      {author?.avatar ? (
        <img src={author.avatar.url} alt="" width={40} height={40} loading="lazy" className={styles.avatar} />
      ) : (
        <div aria-hidden="true" className={styles.initial}>
          {[...name][0]?.toUpperCase()}
        </div>
      )}
      <div className={styles.body}>
        <div className={styles.byline}>
          <span className={styles.author} dir="auto">
            {name}
          </span>
          {author && (
            <span className={styles.username} dir="ltr">
              @{author.username}
            </span>
          )}
          <span className={styles.when}>
            <time dateTime={comment.createdAt} title={formatDate(comment.createdAt, locale)}>
              {formatRelativeTime(comment.createdAt, locale, now)}
            </time>
            {comment.editedAt && `${t('layout.separator')}${t('comments.edited')}`}
          </span>
          {onEdit && !editing && (
            <button type="button" onClick={onEdit} className={styles.edit}>
              {t('comments.edit')}
            </button>
          )}
        </div>
        {editing ? (
          <div className={styles.editor}>{editor}</div>
        ) : (
          <p dir="auto" data-testid="comment-text" className={styles.text}>
            {comment.text}
          </p>
        )}
      </div>
    </li>
  )
}
