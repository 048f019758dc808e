/**
 * One zod schema per comment payload, used by the post page's form and by the /api/comments
 * function alike, and the shapes of the CMS's answers that the function checks before passing
 * them on (types at the boundary).
 */
import { z } from 'zod'
import { MESSAGES } from '../../cms/src/rules/account'
import { COMMENT_LIMITS, commentTextProblem, normaliseCommentText } from '../../cms/src/rules/comments'
import type { CommentAnswer, CommentPage, PublicComment } from './types'
import { LOCALES } from '../../cms/src/rules/locales'

/** A Strapi 5 documentId: lower-case letters and digits. */
export const documentIdField = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+$/, 'Not found')

export const commentTextField = z
  .string({ required_error: MESSAGES.required, invalid_type_error: MESSAGES.mustBeText })
  .transform(normaliseCommentText)
  .superRefine((text, ctx) => {
    const problem = commentTextProblem(text)
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
  })

/** POST /api/comments `data`: the text and which language version of which post. The author is never sent. */
export const newCommentSchema = z
  .object({ text: commentTextField, post: documentIdField, locale: z.enum(LOCALES) })
  .strict()

/** PUT /api/comments/{id} `data`: a member may change only the text of their own comment. */
export const commentEditSchema = z.object({ text: commentTextField }).strict()

/** The post page's form. */
export const commentFormSchema = z.object({ text: commentTextField })

export type NewCommentInput = z.infer<typeof newCommentSchema>

export const publicCommentSchema = z
  .object({
    documentId: z.string(),
    text: z.string().max(COMMENT_LIMITS.text.max * 4),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    post: z.object({ documentId: z.string(), locale: z.enum(LOCALES) }).strict(),
    author: z
      .object({
        username: z.string(),
        displayName: z.string().nullable(),
        avatar: z.object({ url: z.string() }).strict().nullable(),
      })
      .strict()
      .nullable(),
    mine: z.boolean(),
  })
  // strict: a field the CMS starts sending (an e-mail, say) fails the check instead of reaching the public.
  .strict() satisfies z.ZodType<PublicComment>

export const commentPageSchema = z.object({
  data: z.array(publicCommentSchema),
  meta: z.object({
    pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }),
  }),
}) satisfies z.ZodType<CommentPage>

export const commentAnswerSchema = z.object({ data: publicCommentSchema }) satisfies z.ZodType<CommentAnswer>
