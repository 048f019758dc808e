/**
 * Comments are the one place where members write public content, so every action is written out
 * here instead of Strapi's generic ones:
 * - reads accept only the documented query (post filter, newest/oldest first, pagination) and
 *   return comments built field by field: the author is a display name, username and avatar,
 *   never an e-mail or any other user field, whatever `populate` or `fields` a caller sends;
 * - hidden comments (moderation) are never returned;
 * - the author of a new comment is the caller found by the users-permissions strategy, never a
 *   value from the body; only the author may change a comment, and only its text;
 * - writes are rate limited per member and per client address (`limitWrites` below, on cms/src/rate-limits/store.ts).
 * Errors carry `details.code` from the site's catalogue (cms/src/rules/errors.ts), which the
 * site's /api/{collection} function passes on.
 */
import { errors } from '@strapi/utils'
import type { Core } from '@strapi/strapi'
import { z } from 'zod'
import { cmsEnv } from '../../../env'
import { LOCALES, type Locale } from '../../../rules/locales'
import { COMMENT_LIMITS, commentTextProblem, normaliseCommentText } from '../../../rules/comments'
import { rateLimits, type Limit } from '../../../rate-limits/store'
import { addressKey } from '../../../rate-limits/address-key'
import { absoluteUrl } from '../../account/controllers/account'

const COMMENT = 'api::comment.comment'
const POST = 'api::post.post'

type Media = { url: string; formats?: Record<string, { url: string }> | null }
type StoredComment = {
  id: number
  documentId: string
  text: string
  post: string
  postLocale: Locale
  moderation: 'visible' | 'hidden'
  editedAt: string | null
  createdAt: string
  author?: { id: number; username: string; displayName?: string | null; avatar?: Media | null } | null
}

type Ctx = {
  state: { user?: { id: number } }
  params: { id?: string }
  query: unknown
  request: { body?: unknown; ip: string }
  status: number
  body: unknown
  set(name: string, value: string): void
}

const documentId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+$/)

/** The only query a list accepts; anything else (populate, fields, other filters) is refused, not ignored. */
const listQuery = z
  .object({
    filters: z
      .object({
        post: z
          .object({
            documentId: z.object({ $eq: documentId }).strict(),
            locale: z
              .object({ $eq: z.enum(LOCALES) })
              .strict()
              .optional(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    sort: z.enum(['createdAt:desc', 'createdAt:asc']).optional(),
    pagination: z
      .object({
        page: z.coerce.number().int().min(1).max(100_000).optional(),
        pageSize: z.coerce.number().int().min(1).max(COMMENT_LIMITS.maxPageSize).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

const createBody = z
  .object({ data: z.object({ text: z.unknown(), post: z.unknown(), locale: z.unknown() }).passthrough() })
  .strict()
const updateBody = z.object({ data: z.object({ text: z.unknown() }).passthrough() }).strict()

const populate = {
  author: { select: ['id', 'username', 'displayName'], populate: { avatar: { select: ['url', 'formats'] } } },
} as const

function invalidQuery(message: string): never {
  throw new errors.ValidationError(message, { code: 'invalid-query' })
}

function refuseOtherFields(data: Record<string, unknown>, allowed: string[]) {
  const refused = Object.keys(data).filter((key) => !allowed.includes(key))
  if (refused.length)
    throw new errors.ValidationError(`These fields cannot be set: ${refused.join(', ')}`, {
      code: 'field-not-allowed',
      fields: refused,
    })
}

function validText(value: unknown): string {
  if (typeof value !== 'string')
    throw new errors.ValidationError('Must be text', { code: 'validation-failed', fields: { text: "It's required" } })
  const text = normaliseCommentText(value)
  const problem = commentTextProblem(text)
  if (problem) throw new errors.ValidationError(problem, { code: 'validation-failed', fields: { text: problem } })
  return text
}

function callerId(ctx: Ctx): number {
  const id = ctx.state.user?.id
  if (typeof id !== 'number') throw new errors.UnauthorizedError('Missing authentication')
  return id
}

/** What anyone may see of a comment. `mine` tells the caller which comments they may edit. */
export function toPublicComment(comment: StoredComment, absolute: (url: string) => string, callerId?: number) {
  const avatar = comment.author?.avatar
  return {
    documentId: comment.documentId,
    text: comment.text,
    createdAt: comment.createdAt,
    editedAt: comment.editedAt ?? null,
    post: { documentId: comment.post, locale: comment.postLocale },
    author: comment.author
      ? {
          username: comment.author.username,
          displayName: comment.author.displayName || null,
          avatar: avatar ? { url: absolute(avatar.formats?.thumbnail?.url ?? avatar.url) } : null,
        }
      : null,
    mine: callerId !== undefined && comment.author?.id === callerId,
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const env = cmsEnv()
  const windowMs = env.COMMENT_RATE_LIMIT_WINDOW_SECONDS * 1000
  const perMember: Limit = { name: 'comment-member', max: env.COMMENT_RATE_LIMIT_MAX, windowMs }
  const perAddress: Limit = { name: 'comment-address', max: env.COMMENT_RATE_LIMIT_IP_MAX, windowMs }
  const absolute = absoluteUrl(strapi)

  /** Counts a write for the member and the client address; a full window is a 429 with Retry-After. */
  async function limitWrites(ctx: Ctx, memberId: number) {
    const wait = await rateLimits().take([
      [perMember, String(memberId)],
      [perAddress, addressKey(ctx.request.ip)],
    ])
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)))
      throw new errors.RateLimitError('Too many requests, please try later', { code: 'too-many-requests' })
    }
  }

  const findVisible = async (id: string) =>
    (await strapi.db
      .query(COMMENT)
      .findOne({ where: { documentId: id, moderation: 'visible' }, populate })) as StoredComment | null

  return {
    async find(ctx: Ctx) {
      const parsed = listQuery.safeParse(ctx.query ?? {})
      if (!parsed.success)
        invalidQuery(
          `The query is not allowed: ${parsed.error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ')}`,
        )
      const { filters, sort = 'createdAt:desc', pagination = {} } = parsed.data
      const page = pagination.page ?? 1
      const pageSize = pagination.pageSize ?? COMMENT_LIMITS.pageSize
      const where: Record<string, unknown> = { moderation: 'visible' }
      if (filters?.post) {
        where.post = filters.post.documentId.$eq
        if (filters.post.locale) where.postLocale = filters.post.locale.$eq
      }
      const direction = sort.endsWith(':asc') ? 'asc' : 'desc'
      const [rows, total] = await Promise.all([
        strapi.db.query(COMMENT).findMany({
          where,
          populate,
          orderBy: [{ createdAt: direction }, { id: direction }],
          offset: (page - 1) * pageSize,
          limit: pageSize,
        }),
        strapi.db.query(COMMENT).count({ where }),
      ])
      const caller = ctx.state.user?.id
      ctx.body = {
        data: (rows as StoredComment[]).map((row) => toPublicComment(row, absolute, caller)),
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
      }
    },

    async findOne(ctx: Ctx) {
      if (ctx.query && Object.keys(ctx.query as object).length) invalidQuery('A single comment takes no query')
      const comment = documentId.safeParse(ctx.params.id).success ? await findVisible(ctx.params.id as string) : null
      if (!comment) throw new errors.NotFoundError('Not found', { code: 'not-found' })
      ctx.body = { data: toPublicComment(comment, absolute, ctx.state.user?.id) }
    },

    async create(ctx: Ctx) {
      const memberId = callerId(ctx)
      const body = createBody.safeParse(ctx.request.body)
      if (!body.success)
        throw new errors.ValidationError('Send { data: { text, post, locale } }', {
          code: 'validation-failed',
          fields: { text: "It's required" },
        })
      const data = body.data.data
      refuseOtherFields(data, ['text', 'post', 'locale'])
      const text = validText(data.text)
      const post = documentId.safeParse(data.post)
      const locale = z.enum(LOCALES).safeParse(data.locale)
      if (!post.success || !locale.success)
        throw new errors.ValidationError('post and locale must name a post', {
          code: 'validation-failed',
          fields: { post: 'Not found' },
        })
      const published = await strapi.db.query(POST).findOne({
        where: { documentId: post.data, locale: locale.data, publishedAt: { $notNull: true } },
        select: ['id'],
      })
      if (!published) throw new errors.NotFoundError('Not found', { code: 'not-found' })
      // Only writes that would succeed count: a member fixing a refused comment keeps their allowance.
      await limitWrites(ctx, memberId)
      const created = (await strapi.db.query(COMMENT).create({
        data: { text, post: post.data, postLocale: locale.data, moderation: 'visible', author: memberId },
        populate,
      })) as StoredComment
      ctx.status = 201
      ctx.body = { data: toPublicComment(created, absolute, memberId) }
    },

    async update(ctx: Ctx) {
      const memberId = callerId(ctx)
      const body = updateBody.safeParse(ctx.request.body)
      if (!body.success)
        throw new errors.ValidationError('Send { data: { text } }', {
          code: 'validation-failed',
          fields: { text: "It's required" },
        })
      refuseOtherFields(body.data.data, ['text'])
      const existing = documentId.safeParse(ctx.params.id).success
        ? ((await strapi.db.query(COMMENT).findOne({
            where: { documentId: ctx.params.id },
            populate: { author: { select: ['id'] } },
          })) as StoredComment | null)
        : null
      if (!existing || existing.moderation !== 'visible')
        throw new errors.NotFoundError('Not found', { code: 'not-found' })
      // A PolicyError: Strapi's authorize step turns any other ForbiddenError into a bare 'Forbidden'.
      if (existing.author?.id !== memberId)
        throw new errors.PolicyError('You can only change your own comments', { code: 'not-your-record' })
      const text = validText(body.data.data.text)
      await limitWrites(ctx, memberId)
      const updated = (await strapi.db
        .query(COMMENT)
        .update({ where: { id: existing.id }, data: { text, editedAt: new Date() }, populate })) as StoredComment
      ctx.body = { data: toPublicComment(updated, absolute, memberId) }
    },
  }
}
