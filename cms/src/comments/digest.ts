/**
 * Editors are told of new and edited comments by e-mail, at most one digest per
 * COMMENT_DIGEST_MINUTES, to COMMENT_DIGEST_TO (no address: no digest). Decisions: ADR 0017.
 *
 * A check runs on a timer in every CMS instance. What has been reported lives in the database (one
 * core-store row: the end of the last reported window and when it was sent), and an instance takes
 * a window by a compare-and-set on that row, so two instances on one database send one digest, and a
 * restart neither repeats nor skips a comment. A window ends a few seconds before the check, so a
 * comment whose write is still committing falls in the next one. When the mail cannot be sent the
 * row is put back and the next check tries again: nothing is lost while SMTP is down.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { composeDigest, type DigestComment } from './digest-email'
import { publishedPostsOf } from './posts'
import { runEvery } from '../jobs/every'
import type { Locale } from '../rules/locales'

const STORE = 'strapi::core-store'
const STATE_KEY = 'plugin_comment-digest_state'
const COMMENT = 'api::comment.comment'

/** How far behind the check a window ends: longer than any comment write takes to commit. */
const SETTLE_MS = 2_000
/** One e-mail lists at most this many comments and counts the rest. */
export const MAX_COMMENTS_PER_DIGEST = 100

type DigestState = { reportedUntil: string; sentAt: string | null }
type StoreRow = { id: number; value: string }
type StoredComment = {
  documentId: string
  text: string
  post: string
  postLocale: Locale
  createdAt: string
  editedAt: string | null
  author?: { username: string; displayName?: string | null } | null
}

const counted = (total: number) => `${total} comment${total === 1 ? '' : 's'}`

/** The check's period: a tenth of the interval, between 1 and 60 seconds. */
export const checkSeconds = (intervalMinutes: number) =>
  Math.min(60, Math.max(1, Math.round((intervalMinutes * 60) / 10)))

async function readState(strapi: Core.Strapi): Promise<{ row: StoreRow; state: DigestState } | null> {
  const row = (await strapi.db.query(STORE).findOne({ where: { key: STATE_KEY } })) as StoreRow | null
  return row ? { row, state: JSON.parse(row.value) as DigestState } : null
}

/** Replaces the state only if it is still `from`; false when another instance got there first. */
async function swapState(strapi: Core.Strapi, from: string, to: DigestState): Promise<boolean> {
  const { count } = await strapi.db
    .query(STORE)
    .updateMany({ where: { key: STATE_KEY, value: from }, data: { value: JSON.stringify(to) } })
  return count === 1
}

/**
 * Run under the boot lock. Reporting starts at the first boot, or at the last boot without an
 * address: turning the digest on does not mail the whole history.
 */
export async function ensureDigestState(strapi: Core.Strapi, env: CmsEnv) {
  const fresh: DigestState = { reportedUntil: new Date().toISOString(), sentAt: null }
  const current = await readState(strapi)
  if (!current)
    await strapi.db
      .query(STORE)
      .create({ data: { key: STATE_KEY, value: JSON.stringify(fresh), type: 'object', environment: null, tag: null } })
  else if (!env.COMMENT_DIGEST_TO) await swapState(strapi, current.row.value, fresh)
}

async function commentsBetween(
  strapi: Core.Strapi,
  after: Date,
  until: Date,
): Promise<{ comments: DigestComment[]; total: number }> {
  const window = { $gt: after, $lte: until }
  const where = { moderation: 'visible', $or: [{ createdAt: window }, { editedAt: window }] }
  const [rows, total] = (await Promise.all([
    strapi.db.query(COMMENT).findMany({
      where,
      populate: { author: { select: ['username', 'displayName'] } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      limit: MAX_COMMENTS_PER_DIGEST,
    }),
    strapi.db.query(COMMENT).count({ where }),
  ])) as [StoredComment[], number]
  const postOf = await publishedPostsOf(strapi, rows)
  const comments = rows.map((row) => {
    const editedAt = row.editedAt ? new Date(row.editedAt) : null
    const createdAt = new Date(row.createdAt)
    return {
      documentId: row.documentId,
      text: row.text,
      locale: row.postLocale,
      createdAt,
      // An edit counts as one only when the comment was already reported before it.
      editedAt: editedAt && createdAt <= after ? editedAt : null,
      author: row.author ? { username: row.author.username, displayName: row.author.displayName || null } : null,
      post: postOf(row),
    }
  })
  return { comments, total }
}

/** One check: sends a digest if one is due and there is something to report. Returns what it sent. */
export async function checkCommentDigest(
  strapi: Core.Strapi,
  env: CmsEnv,
  now = new Date(),
): Promise<{ sent: number }> {
  const to = env.COMMENT_DIGEST_TO
  if (!to) return { sent: 0 }
  const current = await readState(strapi)
  if (!current) return { sent: 0 }
  const { row, state } = current
  if (state.sentAt && now.getTime() - Date.parse(state.sentAt) < env.COMMENT_DIGEST_MINUTES * 60_000) return { sent: 0 }

  const after = new Date(state.reportedUntil)
  const until = new Date(now.getTime() - SETTLE_MS)
  if (until <= after) return { sent: 0 }
  const { comments, total } = await commentsBetween(strapi, after, until)
  if (comments.length === 0) {
    // Nothing to say: move the window on without counting it as a digest.
    await swapState(strapi, row.value, { ...state, reportedUntil: until.toISOString() })
    return { sent: 0 }
  }

  const taken: DigestState = { reportedUntil: until.toISOString(), sentAt: now.toISOString() }
  if (!(await swapState(strapi, row.value, taken))) return { sent: 0 }
  const email = composeDigest(comments, { cmsUrl: env.CMS_URL, siteUrl: env.SITE_URL, total })
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, subject: email.subject, text: email.text, html: email.html })
  } catch (error) {
    await swapState(strapi, JSON.stringify(taken), state)
    strapi.log.error(
      `[comment-digest] could not send the digest of ${counted(total)} to ${to}; trying again at the next check: ${(error as Error).message}`,
    )
    return { sent: 0 }
  }
  strapi.log.info(`[comment-digest] sent ${counted(total)} to ${to}`)
  return { sent: total }
}

export function scheduleCommentDigest(strapi: Core.Strapi, env: CmsEnv) {
  if (!env.COMMENT_DIGEST_TO) return
  runEvery(strapi, 'comment-digest', checkSeconds(env.COMMENT_DIGEST_MINUTES), () => checkCommentDigest(strapi, env))
  strapi.log.info(
    `[comment-digest] new comments reported to ${env.COMMENT_DIGEST_TO} at most every ${env.COMMENT_DIGEST_MINUTES} min`,
  )
}
