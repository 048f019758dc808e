/** Shapes of the /api/comments answers, shared by the function that checks them and the post page that shows them. */
import type { Locale } from '../../cms/src/rules/locales'

/** All anyone sees of a comment's author: never an e-mail or any other user field. */
export type CommentAuthor = { username: string; displayName: string | null; avatar: { url: string } | null }

export type PublicComment = {
  documentId: string
  /** Plain text as the member wrote it (normalised); shown as text, never as markup. */
  text: string
  createdAt: string
  editedAt: string | null
  post: { documentId: string; locale: Locale }
  /** null when the member's account is gone. */
  author: CommentAuthor | null
  /** The caller wrote it (and so may edit it). */
  mine: boolean
}

export type Pagination = { page: number; pageSize: number; pageCount: number; total: number }
export type CommentPage = { data: PublicComment[]; meta: { pagination: Pagination } }
export type CommentAnswer = { data: PublicComment }
