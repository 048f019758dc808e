/**
 * The published post each comment belongs to (its title and slug in the comment's language), one
 * lookup per post however many comments it has. Missing when the post is not published any more.
 */
import type { Core } from '@strapi/strapi'
import type { Locale } from '../rules/locales'

const POST = 'api::post.post'

export type CommentedPost = { title: string; slug: string }
type CommentRef = { post: string; postLocale: Locale }

const keyOf = (comment: CommentRef) => `${comment.postLocale}:${comment.post}`

export async function publishedPostsOf(
  strapi: Core.Strapi,
  comments: CommentRef[],
): Promise<(comment: CommentRef) => CommentedPost | null> {
  const posts = new Map<string, CommentedPost | null>()
  for (const comment of comments) {
    if (posts.has(keyOf(comment))) continue
    const post = (await strapi.db.query(POST).findOne({
      where: { documentId: comment.post, locale: comment.postLocale, publishedAt: { $notNull: true } },
      select: ['title', 'slug'],
    })) as CommentedPost | null
    posts.set(keyOf(comment), post)
  }
  return (comment) => posts.get(keyOf(comment)) ?? null
}
