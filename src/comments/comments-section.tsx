/**
 * The comment area of a post (SPEC.md section 2): loaded in the browser with SWR, newest first,
 * ten at a time with 'load more'; times relative to now in the page's language, kept fresh.
 * A visitor sees 'Login to comment' (to the login screen and back to this post); a member gets
 * the form, which loads on demand so post pages carry none of the validation code. Comment text
 * is rendered as text (React escapes it), so markup in a comment shows as typed and never runs.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { Link } from 'gatsby'
import useSWRInfinite from 'swr/infinite'
import { useTranslation } from '../lib/translations'
import { Box, Button, Flex, Heading, Text } from 'theme-ui'
import { useSession } from '../chrome/session'
import { localeNumber } from '../lib/numbers'
import { authPath } from '../lib/account-routes'
import { formatDate, formatRelativeTime } from '../lib/dates'
import type { Locale } from '../lib/i18n'
import { commentsPageKey, fetchCommentPage, mergePages, withEditedComment, withNewComment } from './client'
import type { CommentPage, PublicComment } from './types'

const CommentForm = lazy(() => import('./comment-form'))

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
    (index, previous: CommentPage | null) => (previous && previous.meta.pagination.page >= previous.meta.pagination.pageCount ? null : commentsPageKey(post, locale, index + 1)),
    fetchCommentPage,
    { revalidateOnFocus: false, revalidateFirstPage: false },
  )
  const comments = mergePages(data)
  const last = data?.[data.length - 1]
  const total = data?.[0]?.meta.pagination.total
  const hasMore = !!last && last.meta.pagination.page < last.meta.pagination.pageCount
  const loadingMore = isValidating && !!data && size > data.length
  const loginHref = `${authPath(locale, 'login')}?next=${encodeURIComponent(pathname)}`

  const added = (comment: PublicComment) => mutate((pages) => withNewComment(pages, comment), { revalidate: false })
  const edited = (comment: PublicComment) => {
    setEditingId(null)
    return mutate((pages) => withEditedComment(pages, comment), { revalidate: false })
  }

  return (
    <Box as="section" aria-labelledby={titleId} data-testid="comments" sx={{ mt: 6, pt: 4, borderTop: '1px solid', borderColor: 'border' }}>
      <Heading as="h2" id={titleId} sx={{ fontSize: 4, mt: 0, mb: 3 }}>
        {t('comments.title')}
        {total !== undefined && (
          <Text as="span" sx={{ color: 'subtle', fontWeight: 400, marginInlineStart: 2 }} data-testid="comments-total">
            ({localeNumber(total, locale)})
          </Text>
        )}
      </Heading>

      <Box sx={{ mb: 4, minHeight: 48 }}>
        {session.status === 'anonymous' && (
          <Link to={loginHref} sx={{ variant: 'buttons.secondary' }}>
            {t('Login to comment')}
          </Link>
        )}
        {session.status === 'member' && (
          <Suspense fallback={<Text sx={{ color: 'subtle' }}>{t('comments.loadingForm')}</Text>}>
            <CommentForm locale={locale} post={post} onSaved={added} />
          </Suspense>
        )}
      </Box>

      {error && !data ? (
        <Box role="alert" sx={{ bg: 'muted', borderRadius: 'default', p: 3 }}>
          <Text as="p" sx={{ m: 0, mb: 2 }}>
            {t('comments.loadError')}
          </Text>
          <Button type="button" variant="secondary" onClick={() => mutate()}>
            {t('comments.retry')}
          </Button>
        </Box>
      ) : !data ? (
        <Text as="p" sx={{ color: 'subtle' }} aria-busy="true">
          {t('comments.loading')}
        </Text>
      ) : comments.length === 0 ? (
        <Text as="p" sx={{ color: 'subtle' }} data-testid="comments-empty">
          {t('comments.empty')}
        </Text>
      ) : (
        <Box as="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby={titleId}>
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
                    <CommentForm locale={locale} post={post} editing={comment} onSaved={edited} onCancel={() => setEditingId(null)} />
                  </Suspense>
                ) : null
              }
            />
          ))}
        </Box>
      )}

      {hasMore && (
        <Button type="button" variant="secondary" onClick={() => setSize(size + 1)} disabled={loadingMore} aria-busy={loadingMore} sx={{ mt: 3 }}>
          {loadingMore ? t('comments.loading') : t('comments.loadMore')}
        </Button>
      )}
      {error && data && (
        <Text as="p" role="alert" sx={{ color: 'primary', mt: 2 }}>
          {t('comments.loadError')}
        </Text>
      )}
    </Box>
  )
}

type ItemProps = { comment: PublicComment; locale: Locale; editing: boolean; onEdit?: () => void; editor: React.ReactNode }

function CommentItem({ comment, locale, editing, onEdit, editor }: ItemProps) {
  const { t } = useTranslation()
  const now = useNow(RELATIVE_TIME_REFRESH_MS)
  const author = comment.author
  const name = author ? author.displayName || author.username : t('comments.formerMember')
  return (
    <Box as="li" data-testid="comment" data-comment-id={comment.documentId} sx={{ display: 'flex', gap: 3, py: 3, borderBottom: '1px solid', borderColor: 'border' }}>
      {author?.avatar ? (
        <img src={author.avatar.url} alt="" width={40} height={40} loading="lazy" sx={{ borderRadius: 'pill', objectFit: 'cover', flexShrink: 0 }} />
      ) : (
        <Flex aria-hidden="true" sx={{ width: 40, height: 40, borderRadius: 'pill', bg: 'muted', alignItems: 'center', justifyContent: 'center', fontWeight: 700, flexShrink: 0 }}>
          {[...name][0]?.toUpperCase()}
        </Flex>
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Flex sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'baseline', fontSize: 1 }}>
          <Text as="span" sx={{ fontWeight: 700 }} dir="auto">
            {name}
          </Text>
          {author && (
            <Text as="span" sx={{ color: 'subtle' }} dir="ltr">
              @{author.username}
            </Text>
          )}
          <Text as="span" sx={{ color: 'subtle' }}>
            <time dateTime={comment.createdAt} title={formatDate(comment.createdAt, locale)}>
              {formatRelativeTime(comment.createdAt, locale, now)}
            </time>
            {comment.editedAt && ` · ${t('comments.edited')}`}
          </Text>
          {onEdit && !editing && (
            <Button type="button" onClick={onEdit} sx={{ bg: 'transparent', color: 'primary', border: 'none', borderRadius: 0, p: 0, fontSize: 1, fontWeight: 600, fontFamily: 'inherit', cursor: 'pointer', textDecoration: 'underline', marginInlineStart: 'auto' }}>
              {t('comments.edit')}
            </Button>
          )}
        </Flex>
        {editing ? (
          <Box sx={{ mt: 2 }}>{editor}</Box>
        ) : (
          <Text as="p" dir="auto" data-testid="comment-text" sx={{ m: 0, mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
        )}
      </Box>
    </Box>
  )
}
