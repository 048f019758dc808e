/**
 * Scheduled publishing: an editor sets a time at which an entry of the site's content, in one
 * language, is published or unpublished (the edit view's Schedule panel, cms/src/admin/). Each
 * time is a `scheduled-action` row in the CMS's database; every instance looks for due rows each
 * second and takes one with a compare-and-set on its attempts, so a time is carried out once
 * however many instances run, and a restart loses nothing (a time that passed while no instance
 * ran is carried out at the next start). The publish goes through the document service like an
 * editor's, so the site rebuilds through the outbox (./outbox.ts) and a renamed slug gets its
 * redirect (./renames.ts). A publish that fails (the draft was made unpublishable since) is
 * kept, with the reason for the panel, and tried again. Decisions: ADR 0031.
 */
import type { Core, Modules } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { z } from 'zod'
import { entryAccess } from '../admin-access/entries'
import { parsedInput, registerAdminRoutes } from '../admin-access/routes'
import { runEvery } from '../jobs/every'
import { isSiteContentUid, type SiteContentUid } from '../site-content'
import { LOCALES } from '../rules/locales'
import { editorLanguage, editorRefusal, type EditorRefusal } from '../rules/editor-refusals'
import { LEASE_MS, retryDelayMs } from './outbox'
import { SCHEDULE_PATH } from '../rules/publishing-paths'
import type { ScheduleView, ScheduledAction, ScheduledActionKind, UpcomingAction } from './schedule-view'

export const SCHEDULED_ACTION_UID = 'api::scheduled-action.scheduled-action'
/** The first wait before a failed publish is tried again, doubling up to MAX_RETRY_MS. */
const RETRY_SECONDS = 30
/** Carried-out actions are kept this long for the panel to show, then removed. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000
/** How many upcoming times the admin homepage lists. */
const UPCOMING = 20
/** How far ahead a time may be set: further is a typo (a year of 20266). */
const MAX_AHEAD_MS = 5 * 366 * 24 * 60 * 60_000

type ScheduledActionRow = {
  id: number
  action: ScheduledActionKind
  model: SiteContentUid
  entryDocumentId: string
  entryLocale: string | null
  runAt: string
  scheduledBy: string | null
  attempts: number
  nextAttemptAt: string | null
  doneAt: string | null
  lastError: string | null
}

const rows = (strapi: Core.Strapi) => strapi.db.query(SCHEDULED_ACTION_UID)

const shown = (row: ScheduledActionRow): ScheduledAction => ({
  id: row.id,
  action: row.action,
  runAt: new Date(row.runAt).toISOString(),
  scheduledBy: row.scheduledBy,
  attempts: row.attempts,
  doneAt: row.doneAt ? new Date(row.doneAt).toISOString() : null,
  lastError: row.lastError,
})

/** A publish's refusal in words an editor can act on: the fields it names, not just "2 errors occurred". */
export function describeFailure(error: unknown): string {
  const failure = error as { message?: string; details?: { errors?: { path?: unknown; message?: string }[] } }
  const fields = (failure.details?.errors ?? []).map((item) => ({
    path: Array.isArray(item.path) ? item.path.join('.') : String(item.path ?? ''),
    message: item.message ?? '',
  }))
  const message = failure.message ?? String(error)
  // One field's refusal is the whole message already ("publishDate must be defined."): said once.
  if (fields.length === 1 && fields[0].message === message) return message.slice(0, 500)
  const named = fields.map((field) => `${field.path}: ${field.message}`).join('; ')
  return (named ? `${message} (${named})` : message).slice(0, 500)
}

/** Carries out every due action nobody else holds; how many it carried out. */
export async function runDueActions(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const due = (await rows(strapi).findMany({
    where: { doneAt: { $null: true }, runAt: { $lte: now }, nextAttemptAt: { $lte: now } },
    orderBy: { runAt: 'asc' },
    limit: 100,
  })) as ScheduledActionRow[]
  let done = 0
  for (const row of due) {
    const { count } = await rows(strapi).updateMany({
      where: { id: row.id, attempts: row.attempts, doneAt: { $null: true } },
      data: { attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) },
    })
    if (count !== 1) continue
    const target = { documentId: row.entryDocumentId, ...(row.entryLocale ? { locale: row.entryLocale } : {}) }
    try {
      const documents = strapi.documents(row.model)
      const draft = await documents.findOne({ ...target, status: 'draft' })
      if (!draft) {
        await rows(strapi).update({
          where: { id: row.id },
          data: { doneAt: new Date(), nextAttemptAt: null, lastError: 'The entry no longer exists in this language' },
        })
        continue
      }
      if (row.action === 'publish') await documents.publish(target)
      else await documents.unpublish(target)
      await rows(strapi).update({
        where: { id: row.id },
        data: { doneAt: new Date(), nextAttemptAt: null, lastError: null },
      })
      done++
      strapi.log.info(`[schedule] ${row.action} of ${row.model} ${row.entryDocumentId} (${row.entryLocale}) done`)
    } catch (error) {
      const problem = describeFailure(error)
      await rows(strapi).update({
        where: { id: row.id },
        data: {
          nextAttemptAt: new Date(Date.now() + retryDelayMs(RETRY_SECONDS, row.attempts + 1)),
          lastError: problem,
        },
      })
      strapi.log.warn(`[schedule] ${row.action} of ${row.model} ${row.entryDocumentId} failed: ${problem}`)
    }
  }
  return done
}

/** When the first action that falls due within `withinMs` of `now` falls due, if one does (ms since the epoch). */
export async function nextDueAt(strapi: Core.Strapi, withinMs: number, now = new Date()): Promise<number | undefined> {
  const [next] = (await rows(strapi).findMany({
    where: { doneAt: { $null: true }, nextAttemptAt: { $gt: now, $lte: new Date(now.getTime() + withinMs) } },
    orderBy: { nextAttemptAt: 'asc' },
    limit: 1,
  })) as ScheduledActionRow[]
  return next?.nextAttemptAt ? new Date(next.nextAttemptAt).getTime() : undefined
}

/**
 * Every instance looks for due actions each second, and one falling due before the next look is
 * carried out at its time by a timer: an entry goes live at the time the editor set, not up to a
 * second later. Carried-out ones past a week are removed.
 */
export function scheduleActions(strapi: Core.Strapi) {
  let armed: NodeJS.Timeout | undefined
  runEvery(strapi, 'scheduled-actions', 1, async () => {
    await runDueActions(strapi)
    if (armed) return
    const dueAt = await nextDueAt(strapi, 1000)
    if (dueAt === undefined) return
    armed = setTimeout(
      () => {
        armed = undefined
        runDueActions(strapi).catch((error: Error) =>
          strapi.log.error(`[scheduled-actions] run failed: ${error.message}`),
        )
      },
      Math.max(0, dueAt - Date.now()),
    )
  })
  runEvery(strapi, 'scheduled-actions-cleanup', 60, () =>
    rows(strapi).deleteMany({ where: { doneAt: { $lt: new Date(Date.now() - KEEP_DONE_MS) } } }),
  )
}

const entrySchema = z.object({
  model: z.string().refine(isSiteContentUid, 'Only the site’s content can be scheduled'),
  documentId: z.string().min(1).max(200),
  locale: z.enum(LOCALES).optional(),
})
const requestSchema = entrySchema.extend({
  action: z.enum(['publish', 'unpublish']),
  runAt: z.string().datetime({ offset: true }),
})

type Ctx = {
  query: Record<string, unknown>
  params: Record<string, string>
  request: { body?: unknown }
  state: { userAbility: unknown; user: { firstname?: string; lastname?: string; email?: string } }
  status: number
  body: unknown
  set(name: string, value: string): void
}

/** Refuses the request of `ctx`'s editor with `refusal`, in their language; `code` is the panel's. */
function invalid(ctx: unknown, refusal: EditorRefusal, code: string, values?: Record<string, string>): never {
  throw new errors.ValidationError(editorRefusal(refusal, editorLanguage(ctx), values), { code })
}

function forbidden(ctx: unknown, action: 'publish' | 'unpublish'): never {
  throw new errors.PolicyError(editorRefusal('forbidden', editorLanguage(ctx), { action }), { code: 'forbidden' })
}

type Populate = Modules.Documents.Params.Populate.Any<SiteContentUid>

export function registerSchedule(strapi: Core.Strapi, timeZone: string) {
  const access = entryAccess(strapi)
  const checker = (ctx: Ctx, model: SiteContentUid) => access.checker(ctx.state.userAbility, model)
  const { draftOf } = access
  const entry = (ctx: Ctx, request: z.infer<typeof entrySchema>) => access.entry(ctx.state.userAbility, request)

  const view = async (ctx: Ctx, request: z.infer<typeof entrySchema>): Promise<ScheduleView> => {
    const { draft, permissions } = await entry(ctx, request)
    const where = { model: request.model, entryDocumentId: request.documentId, entryLocale: request.locale ?? null }
    const pending = (await rows(strapi).findMany({
      where: { ...where, doneAt: { $null: true } },
      orderBy: { runAt: 'asc' },
    })) as ScheduledActionRow[]
    const done = (await rows(strapi).findOne({
      where: { ...where, doneAt: { $notNull: true } },
      orderBy: { doneAt: 'desc' },
    })) as ScheduledActionRow | null
    return {
      timeZone,
      pending: pending.map(shown),
      done: done ? shown(done) : null,
      may: { publish: permissions.can.publish(draft), unpublish: permissions.can.unpublish(draft) },
    }
  }

  /** A publish at a time needs a draft that could be published now: told at once, not at 9:00 on Monday. */
  const checkPublishable = async (ctx: Ctx, model: SiteContentUid, documentId: string, locale: string | undefined) => {
    const populateBuilder = strapi.plugin('content-manager').service('populate-builder') as unknown as (
      model: string,
    ) => { populateDeep(depth: number): { build(): Promise<Populate> } }
    const populate = await populateBuilder(model).populateDeep(Infinity).build()
    // Strapi's publish runs this check with the published version beside the draft (unique fields).
    const validator = strapi.entityValidator as unknown as {
      validateEntityCreation(model: unknown, data: unknown, options: unknown, entity: unknown): Promise<unknown>
    }
    const find = (status: 'draft' | 'published') =>
      strapi.documents(model).findOne({ documentId, ...(locale ? { locale } : {}), status, populate })
    try {
      await validator.validateEntityCreation(
        strapi.contentType(model),
        await find('draft'),
        { isDraft: false, locale },
        await find('published'),
      )
    } catch (error) {
      if (!(error instanceof errors.ValidationError)) throw error
      invalid(ctx, 'not-publishable', 'not-publishable', { reason: describeFailure(error) })
    }
  }

  const handlers = {
    async read(ctx: Ctx) {
      ctx.set('cache-control', 'no-store')
      ctx.body = { data: await view(ctx, parsedInput(entrySchema, ctx.query)) }
    },

    async set(ctx: Ctx) {
      const request = parsedInput(requestSchema, ctx.request.body)
      const { draft, permissions } = await entry(ctx, request)
      if (permissions.cannot[request.action](draft)) forbidden(ctx, request.action)
      const runAt = new Date(request.runAt)
      const now = Date.now()
      if (runAt.getTime() <= now) invalid(ctx, 'time-passed', 'time-passed')
      if (runAt.getTime() > now + MAX_AHEAD_MS) invalid(ctx, 'time-too-far', 'time-too-far')
      if (request.action === 'publish') await checkPublishable(ctx, request.model, request.documentId, request.locale)
      const where = {
        model: request.model,
        entryDocumentId: request.documentId,
        entryLocale: request.locale ?? null,
        doneAt: { $null: true },
      }
      const other = (await rows(strapi).findOne({
        where: { ...where, action: request.action === 'publish' ? 'unpublish' : 'publish' },
      })) as ScheduledActionRow | null
      if (other) {
        const otherAt = Date.parse(other.runAt)
        if (request.action === 'publish' ? otherAt <= runAt.getTime() : otherAt >= runAt.getTime())
          invalid(ctx, 'times-out-of-order', 'times-out-of-order')
      }
      const user = ctx.state.user
      await strapi.db.transaction(async () => {
        await rows(strapi).deleteMany({ where: { ...where, action: request.action } })
        await rows(strapi).create({
          data: {
            action: request.action,
            model: request.model,
            entryDocumentId: request.documentId,
            entryLocale: request.locale ?? null,
            runAt,
            nextAttemptAt: runAt,
            attempts: 0,
            scheduledBy: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || null,
          },
        })
      })
      ctx.status = 201
      ctx.body = { data: await view(ctx, request) }
    },

    async upcoming(ctx: Ctx) {
      ctx.set('cache-control', 'no-store')
      const due = (await rows(strapi).findMany({
        where: { doneAt: { $null: true } },
        orderBy: { runAt: 'asc' },
        limit: 200,
      })) as ScheduledActionRow[]
      const upcoming: UpcomingAction[] = []
      for (const row of due) {
        if (upcoming.length === UPCOMING) break
        const permissions = checker(ctx, row.model)
        if (permissions.cannot.read()) continue
        const entry = await draftOf(row.model, row.entryDocumentId, row.entryLocale)
        // Only the times of entries this admin may read (an Author's own), as the Content Manager
        // lists them; a time whose entry is gone comes to nothing (runDueActions).
        if (!entry || permissions.cannot.read(entry)) continue
        const type = strapi.contentType(row.model) as { kind: string; info: { displayName: string } }
        upcoming.push({
          ...shown(row),
          model: row.model,
          documentId: row.entryDocumentId,
          locale: row.entryLocale,
          title: entry.title ?? entry.name ?? type.info.displayName,
          kind: type.kind === 'singleType' ? 'singleType' : 'collectionType',
        })
      }
      ctx.body = { data: { timeZone, upcoming } }
    },

    async remove(ctx: Ctx) {
      const id = Number(ctx.params.id)
      const row = Number.isSafeInteger(id)
        ? ((await rows(strapi).findOne({
            where: { id, doneAt: { $null: true } },
          })) as ScheduledActionRow | null)
        : null
      if (!row)
        throw new errors.NotFoundError(editorRefusal('schedule-not-found', editorLanguage(ctx)), { code: 'not-found' })
      const { draft, permissions } = await entry(ctx, {
        model: row.model,
        documentId: row.entryDocumentId,
        locale: (row.entryLocale ?? undefined) as z.infer<typeof entrySchema>['locale'],
      })
      if (permissions.cannot[row.action](draft)) forbidden(ctx, row.action)
      await rows(strapi).delete({ where: { id: row.id } })
      ctx.status = 204
    },
  }

  registerAdminRoutes<Ctx>(strapi, [
    { method: 'GET', path: SCHEDULE_PATH, handler: handlers.read },
    { method: 'GET', path: `${SCHEDULE_PATH}/upcoming`, handler: handlers.upcoming },
    { method: 'POST', path: SCHEDULE_PATH, handler: handlers.set },
    { method: 'DELETE', path: `${SCHEDULE_PATH}/:id`, handler: handlers.remove },
  ])
}
