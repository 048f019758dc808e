/**
 * The post page's reading side of /api/comments: the SWR key of each page of a post's comments
 * (newest first, bracket-notation query as requirements §7 has it) and the fetcher. Kept free
 * of validation code so it costs the post page little; writing loads with the form.
 */
import type { Locale } from '../lib/i18n'
import { COMMENT_LIMITS } from '../../cms/src/rules/comments'
import type { CommentPage, PublicComment } from './types'

export const COMMENTS_PATH = '/api/comments'

export function commentsPageKey(
  post: string,
  locale: Locale,
  page: number,
  pageSize: number = COMMENT_LIMITS.pageSize,
): string {
  const query = [
    `filters[post][documentId][$eq]=${encodeURIComponent(post)}`,
    `filters[post][locale][$eq]=${locale}`,
    'sort=createdAt:desc',
    `pagination[page]=${page}`,
    `pagination[pageSize]=${pageSize}`,
  ].join('&')
  return `${COMMENTS_PATH}?${query}`
}

export class CommentsUnavailable extends Error {}

export async function fetchCommentPage(url: string): Promise<CommentPage> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
  if (!response.ok) throw new CommentsUnavailable(`GET ${url} answered ${response.status}`)
  const body = (await response.json()) as Partial<CommentPage> | null
  if (!body || !Array.isArray(body.data) || !body.meta?.pagination)
    throw new CommentsUnavailable(`GET ${url} answered an unexpected shape`)
  return body as CommentPage
}

/** The comments of all loaded pages in order, each once (a comment posted since page 1 loaded shifts later pages). */
export function mergePages(pages: CommentPage[] | undefined): PublicComment[] {
  const seen = new Set<string>()
  const merged: PublicComment[] = []
  for (const page of pages ?? []) {
    for (const comment of page.data) {
      if (seen.has(comment.documentId)) continue
      seen.add(comment.documentId)
      merged.push(comment)
    }
  }
  return merged
}

/** The pages with a new comment first and the total counting it (what the list shows right after posting). */
export function withNewComment(pages: CommentPage[] | undefined, comment: PublicComment): CommentPage[] | undefined {
  if (!pages?.length) return pages
  const [first, ...rest] = pages
  const pagination = { ...first.meta.pagination, total: first.meta.pagination.total + 1 }
  return [{ data: [comment, ...first.data], meta: { pagination } }, ...rest]
}

/** The pages with one comment replaced by its edited version. */
export function withEditedComment(pages: CommentPage[] | undefined, comment: PublicComment): CommentPage[] | undefined {
  return pages?.map((page) => ({
    ...page,
    data: page.data.map((item) => (item.documentId === comment.documentId ? comment : item)),
  }))
}
