/**
 * The moderation digest editors receive: every comment written or changed since the last one, each
 * with its post, author, text and the two links an editor needs (read it on the site, hide it in the
 * admin). In English, the admin panel's language; the comments themselves as their authors wrote
 * them, marked `dir="auto"` so Persian reads right to left. Every dynamic value is escaped.
 */
import { escapeHtml } from '../text/html'
import type { Locale } from '../rules/locales'

export type DigestComment = {
  documentId: string
  text: string
  locale: Locale
  createdAt: Date
  /** Set when the author changed the text after writing it. */
  editedAt: Date | null
  author: { username: string; displayName: string | null } | null
  /** Missing when the post has been unpublished since. */
  post: { title: string; slug: string } | null
}

export type DigestEmail = { subject: string; text: string; html: string }

/** Longer comments are cut here in the e-mail; the admin link shows the whole text. */
export const EXCERPT_CHARACTERS = 400

const excerpt = (text: string) => {
  const characters = [...text]
  return characters.length > EXCERPT_CHARACTERS ? `${characters.slice(0, EXCERPT_CHARACTERS).join('')}…` : text
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

export const commentAdminUrl = (cmsUrl: string, documentId: string) =>
  new URL(`/admin/content-manager/collection-types/api::comment.comment/${documentId}`, cmsUrl).toString()

export const commentSiteUrl = (siteUrl: string, comment: Pick<DigestComment, 'locale' | 'post'>) =>
  comment.post
    ? new URL(`/${comment.locale}/posts/${encodeURIComponent(comment.post.slug)}/`, siteUrl).toString()
    : null

/** `total` counts every comment to report, when there are more than `comments` lists. */
export function composeDigest(
  comments: DigestComment[],
  links: { cmsUrl: string; siteUrl: string; total?: number },
): DigestEmail {
  const written = comments.filter((comment) => !comment.editedAt).length
  const edited = comments.length - written
  const more = Math.max(0, (links.total ?? comments.length) - comments.length)
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
  const counts = [
    written && plural(written, 'new comment'),
    edited && plural(edited, 'edited comment'),
    more && `${more} more`,
  ].filter(Boolean)
  const subject = `${counts.join(' and ').replace(/ and (?=.* and )/g, ', ')} to review`
  const rest = more
    ? `${plural(more, 'more comment')} not listed here: see Content Manager → Comment in the CMS (${new URL('/admin/content-manager/collection-types/api::comment.comment', links.cmsUrl).toString()}).`
    : null

  const entries = comments.map((comment) => {
    const author = comment.author
      ? comment.author.displayName
        ? `${comment.author.displayName} (${comment.author.username})`
        : comment.author.username
      : 'a deleted member'
    const post = comment.post ? comment.post.title : 'a post no longer published'
    const state = comment.editedAt ? `edited ${when(comment.editedAt)}` : when(comment.createdAt)
    return {
      author,
      post,
      state,
      text: excerpt(comment.text),
      site: commentSiteUrl(links.siteUrl, comment),
      admin: commentAdminUrl(links.cmsUrl, comment.documentId),
      locale: comment.locale,
    }
  })

  const text = [
    `${subject}. Hide a comment in the CMS: open its link, set moderation to "hidden" and save; it disappears from the post at once.`,
    ...entries.map((entry) =>
      [
        '',
        `[${entry.locale}] ${entry.post} — ${entry.author}, ${entry.state}`,
        ...entry.text.split('\n').map((line) => `  ${line}`),
        entry.site && `On the site: ${entry.site}`,
        `In the CMS: ${entry.admin}`,
      ]
        .filter((line) => line !== null)
        .join('\n'),
    ),
    ...(rest ? ['', rest] : []),
  ].join('\n')

  const html = [
    '<div style="font-family: Tahoma, Arial, sans-serif; line-height: 1.6">',
    `<p>${escapeHtml(subject)}. Hide a comment in the CMS: open its link, set moderation to “hidden” and save; it disappears from the post at once.</p>`,
    ...entries.map((entry) =>
      [
        '<div style="border-top: 1px solid #ddd; padding: 8px 0">',
        `<p style="margin: 0; color: #555">[${entry.locale}] <strong dir="auto">${escapeHtml(entry.post)}</strong> — <span dir="auto">${escapeHtml(entry.author)}</span>, ${escapeHtml(entry.state)}</p>`,
        `<p dir="auto" style="white-space: pre-wrap; margin: 4px 0">${escapeHtml(entry.text)}</p>`,
        `<p style="margin: 0">${entry.site ? `<a href="${escapeHtml(entry.site)}">On the site</a> · ` : ''}<a href="${escapeHtml(entry.admin)}">In the CMS</a></p>`,
        '</div>',
      ].join('\n'),
    ),
    ...(rest ? [`<p>${escapeHtml(rest)}</p>`] : []),
    '</div>',
  ].join('\n')

  return { subject, text, html }
}
