/**
 * The admin routes behind the edit view's Newsletter panel (docs/decisions/0051-newsletter-editions.md),
 * for one post in one language:
 * - `GET  /newsletter/editions?documentId&locale`: whether it is published, how many confirmed
 *   subscribers it would go to, whether this admin may send it, and its editions with their progress;
 * - `GET  /newsletter/editions/preview?documentId&locale`: the e-mail as a subscriber gets it
 *   (subject, HTML and text; the panel shows the HTML in a sandboxed frame);
 * - `POST /newsletter/editions/test {documentId, locale}`: that e-mail to the admin's own address;
 * - `POST /newsletter/editions {documentId, locale, again?}`: queues it to the subscribers; only
 *   an admin who may publish this post may (an Author may not), and a post sent before is sent
 *   again only with `again` (409 `already-sent` says when and by whom).
 * Reading any of it needs the read permission on that post, as in the Content Manager.
 */
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { z } from 'zod'
import type { CmsEnv } from '../env'
import { refuse } from '../answers'
import { entryAccess } from '../admin-access/entries'
import { parsedInput, registerAdminRoutes } from '../admin-access/routes'
import { LOCALES } from '../rules/locales'
import { editorLanguage, editorRefusal } from '../rules/editor-refusals'
import { EDITIONS_PATH } from '../rules/newsletter-paths'
import { EditionError, newsletterEditions, type EditionRow } from './editions'
import { editionEmail } from './edition-email'
import type { EditionSummary, EditionsView } from './edition-view'

const POST = 'api::post.post'

const entrySchema = z.object({ documentId: z.string().min(1).max(64), locale: z.enum(LOCALES) })
const sendSchema = entrySchema.extend({ again: z.boolean().optional() })

type Ctx = {
  query: Record<string, unknown>
  request: { body?: unknown }
  state: { userAbility: unknown; user: { email?: string } }
  status: number
  body: unknown
  set(name: string, value: string): void
}

/** An edition's refusal as the catalogued error the panel shows, in the language of `ctx`'s editor. */
function refusal(ctx: unknown, error: unknown): never {
  if (!(error instanceof EditionError)) throw error
  throw new errors.ValidationError(editorRefusal(error.refusal, editorLanguage(ctx)), {
    code: error.code,
    ...error.details,
  })
}

export function registerEditionRoutes(strapi: Core.Strapi, env: CmsEnv) {
  const access = entryAccess(strapi)
  const service = () => newsletterEditions(strapi, env)
  const postOf = (ctx: Ctx, request: z.infer<typeof entrySchema>) =>
    access.entry(ctx.state.userAbility, { model: POST, ...request })

  async function summary(edition: EditionRow): Promise<EditionSummary> {
    const { progress, lastFailure } = await service().outcomeOf(edition)
    return {
      documentId: edition.documentId,
      number: edition.number,
      state: edition.state,
      recipients: edition.recipients,
      progress,
      lastFailure,
      requestedBy: edition.requestedBy,
      requestedAt: new Date(edition.requestedAt).toISOString(),
      finishedAt: edition.finishedAt ? new Date(edition.finishedAt).toISOString() : null,
    }
  }

  const handlers = {
    async read(ctx: Ctx) {
      const request = parsedInput(entrySchema, ctx.query)
      const { draft, permissions } = await postOf(ctx, request)
      const editions = service()
      const view: EditionsView = {
        published: (await editions.contentOf(request.documentId, request.locale)) !== null,
        subscribers: await editions.audience(request.locale),
        maySend: permissions.can.publish(draft),
        timeZone: env.EDITOR_TIME_ZONE,
        editions: await Promise.all((await editions.editionsOf(request.documentId, request.locale)).map(summary)),
      }
      ctx.body = { data: view }
    },

    async preview(ctx: Ctx) {
      const request = parsedInput(entrySchema, ctx.query)
      await postOf(ctx, request)
      const editions = service()
      const content = await editions.contentOf(request.documentId, request.locale)
      if (!content) refusal(ctx, new EditionError('not-published', 'not-published.preview'))
      const { subject, html, text } = editionEmail(content, { sample: true, locale: request.locale }, editions.links)
      ctx.body = { data: { subject, html, text } }
    },

    async test(ctx: Ctx) {
      const request = parsedInput(entrySchema, ctx.request.body)
      await postOf(ctx, request)
      const to = ctx.state.user.email
      if (!to)
        throw new errors.ValidationError(editorRefusal('no-address', editorLanguage(ctx)), { code: 'no-address' })
      const editions = service()
      const content = await editions.contentOf(request.documentId, request.locale)
      if (!content) refusal(ctx, new EditionError('not-published'))
      const email = editionEmail(content, { sample: true, locale: request.locale }, editions.links)
      await strapi
        .plugin('email')
        .service('email')
        .send({ to, subject: `[test] ${email.subject}`, text: email.text, html: email.html })
      ctx.body = { data: { to } }
    },

    async send(ctx: Ctx) {
      const request = parsedInput(sendSchema, ctx.request.body)
      const { draft, permissions } = await postOf(ctx, request)
      if (permissions.cannot.publish(draft))
        throw new errors.PolicyError(editorRefusal('may-not-send', editorLanguage(ctx)), { code: 'forbidden' })
      try {
        const edition = await service().queue({ ...request, requestedBy: ctx.state.user.email ?? 'admin' })
        ctx.status = 201
        ctx.body = { data: await summary(edition) }
      } catch (error) {
        // Strapi's errors have no 409; the body has the shape of theirs.
        if (!(error instanceof EditionError) || error.code !== 'already-sent') refusal(ctx, error)
        refuse(ctx, 409, editorRefusal(error.refusal, editorLanguage(ctx)), { code: error.code, ...error.details })
      }
    },
  }

  registerAdminRoutes<Ctx>(strapi, [
    { method: 'GET', path: EDITIONS_PATH, handler: handlers.read },
    { method: 'GET', path: `${EDITIONS_PATH}/preview`, handler: handlers.preview },
    { method: 'POST', path: `${EDITIONS_PATH}/test`, handler: handlers.test },
    { method: 'POST', path: EDITIONS_PATH, handler: handlers.send },
  ])
}
