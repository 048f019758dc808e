/**
 * A member's rights over their data (docs/decisions/0018-members-data-rights.md): everything the
 * site holds about them as one JSON document, and the account deleted with all of it. Called only
 * for the caller found by the users-permissions strategy, through /api/account/me/export and
 * /api/account/me/delete.
 */
import type { Core } from '@strapi/strapi'
import { publishedPostsOf } from '../comments/posts'
import { EDITABLE_FIELDS, type EditableField } from '../rules/account'
import type { Locale } from '../rules/locales'

const USER = 'plugin::users-permissions.user'
const COMMENT = 'api::comment.comment'
const SESSION = 'admin::session'
const FILE = 'plugin::upload.file'
/** The sessions of members (the admin panel's own sessions share the table). */
const MEMBER_ORIGIN = 'users-permissions'

/** Bumped when a field changes meaning, so a reader of old exports can tell. */
export const EXPORT_FORMAT = 'barsanj-account-export/1'

type Media = { id: number; url: string; width?: number | null; height?: number | null; mime: string }
type StoredMember = {
  id: number
  username: string
  email: string
  confirmed: boolean
  blocked: boolean
  createdAt: string
  updatedAt: string
  role?: { name: string } | null
  avatar?: Media | null
} & { [K in EditableField]?: string | null }
type StoredComment = {
  documentId: string
  text: string
  post: string
  postLocale: Locale
  moderation: string
  createdAt: string
  editedAt: string | null
}
type StoredSession = {
  createdAt: string
  updatedAt: string
  expiresAt: string
  absoluteExpiresAt: string | null
  status: string
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)

export async function exportAccount(
  strapi: Core.Strapi,
  id: number,
  links: { siteUrl: string; absolute: (url: string) => string },
) {
  const member = (await strapi.db
    .query(USER)
    .findOne({ where: { id }, populate: { role: { select: ['name'] }, avatar: true } })) as StoredMember | null
  if (!member) return null
  const [comments, sessions] = (await Promise.all([
    strapi.db.query(COMMENT).findMany({ where: { author: id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    strapi.db
      .query(SESSION)
      .findMany({ where: { userId: String(id), origin: MEMBER_ORIGIN }, orderBy: [{ createdAt: 'asc' }] }),
  ])) as [StoredComment[], StoredSession[]]
  const postOf = await publishedPostsOf(strapi, comments)
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    account: {
      username: member.username,
      email: member.email,
      confirmed: member.confirmed,
      blocked: member.blocked,
      role: member.role?.name ?? null,
      createdAt: iso(member.createdAt),
      updatedAt: iso(member.updatedAt),
      ...(Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, member[field] ?? null])) as Record<
        EditableField,
        string | null
      >),
    },
    avatar: member.avatar
      ? {
          url: links.absolute(member.avatar.url),
          width: member.avatar.width ?? null,
          height: member.avatar.height ?? null,
          mime: member.avatar.mime,
        }
      : null,
    comments: comments.map((comment) => {
      const post = postOf(comment)
      return {
        documentId: comment.documentId,
        text: comment.text,
        locale: comment.postLocale,
        post: {
          documentId: comment.post,
          title: post?.title ?? null,
          url: post
            ? new URL(`/${comment.postLocale}/posts/${encodeURIComponent(post.slug)}/`, links.siteUrl).toString()
            : null,
        },
        createdAt: iso(comment.createdAt),
        editedAt: iso(comment.editedAt),
        hiddenByModerators: comment.moderation === 'hidden',
      }
    }),
    sessions: sessions.map((session) => ({
      startedAt: iso(session.createdAt),
      lastRenewedAt: iso(session.updatedAt),
      expiresAt: iso(session.absoluteExpiresAt ?? session.expiresAt),
      status: session.status,
    })),
  }
}

/**
 * Deletes the member: their sessions (every token stops working at once), their comments and the
 * account in one transaction, then the avatar's files. Returns how many comments went.
 */
export async function deleteAccount(strapi: Core.Strapi, id: number): Promise<{ comments: number }> {
  const avatar = (
    (await strapi.db.query(USER).findOne({ where: { id }, populate: { avatar: { select: ['id'] } } })) as {
      avatar?: { id: number } | null
    } | null
  )?.avatar
  const comments = await strapi.db.transaction(async () => {
    await strapi.db.query(SESSION).deleteMany({ where: { userId: String(id), origin: MEMBER_ORIGIN } })
    // One by one, so Strapi removes each comment's link to its author with it.
    const written = (await strapi.db.query(COMMENT).findMany({ where: { author: id }, select: ['id'] })) as {
      id: number
    }[]
    for (const comment of written) await strapi.db.query(COMMENT).delete({ where: { id: comment.id } })
    await strapi.db.query(USER).delete({ where: { id } })
    return written.length
  })
  if (avatar) {
    try {
      const file = await strapi.db.query(FILE).findOne({ where: { id: avatar.id } })
      if (file) await strapi.plugin('upload').service('upload').remove(file)
    } catch (error) {
      // The account is gone either way; an orphaned file is logged for an operator to remove.
      strapi.log.error(
        `[account] the avatar file ${avatar.id} of a deleted account could not be removed: ${(error as Error).message}`,
      )
    }
  }
  return { comments }
}
