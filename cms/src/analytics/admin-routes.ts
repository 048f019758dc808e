/**
 * The admin routes behind the readers' figures (docs/decisions/0057-analytics.md):
 * - `GET ANALYTICS_PATH?days`: the site's figures over the editors' last `days` days, for the
 *   dashboard page and the homepage widget; any signed-in admin user may read them (they are
 *   counts, nothing about a reader);
 * - `GET ANALYTICS_PATH/entry?model&documentId&locale&days`: one entry's own figures, at its
 *   address in that language, for whoever may read that entry in the Content Manager.
 */
import type { Core, UID } from '@strapi/strapi'
import { z } from 'zod'
import type { CmsEnv } from '../env'
import { entryAccess } from '../admin-access/entries'
import { parsedInput, registerAdminRoutes } from '../admin-access/routes'
import { LOCALES } from '../rules/locales'
import { ADDRESSED_CONTENT, isSiteContentUid, type SiteContentUid } from '../site-content'
import { analyticsFigures } from './figures'
import { ANALYTICS_PATH, ANALYTICS_SPANS, type AnalyticsSpan } from './view'

const spanSchema = z
  .enum(ANALYTICS_SPANS.map(String) as [string, ...string[]])
  .default(String(ANALYTICS_SPANS[0]))
  .transform((days) => Number(days) as AnalyticsSpan)

const siteSchema = z.object({ days: spanSchema })
const entrySchema = z.object({
  model: z.string().refine(isSiteContentUid, 'not a content type of the site'),
  documentId: z.string().min(1).max(64),
  locale: z.enum(LOCALES),
  days: spanSchema,
})

type Ctx = {
  query: Record<string, unknown>
  state: { userAbility: unknown }
  body: unknown
  set(name: string, value: string): void
}

export function registerAnalyticsAdminRoutes(strapi: Core.Strapi, env: CmsEnv) {
  const figures = analyticsFigures(strapi, env.EDITOR_TIME_ZONE)
  const access = entryAccess(strapi)

  /** The entry's address in `locale`: its published version's, else its draft's; null without one. */
  async function addressOf(model: SiteContentUid, documentId: string, locale: (typeof LOCALES)[number]) {
    const addressed = ADDRESSED_CONTENT[model]
    if (!addressed) return null
    const rows = (await strapi.db.query(model as UID.Schema).findMany({
      where: { documentId, locale },
      select: [addressed.field, 'publishedAt'],
    })) as ({ publishedAt: string | null } & Record<string, unknown>)[]
    const row = rows.find((version) => version.publishedAt) ?? rows[0]
    const value = row?.[addressed.field]
    return typeof value === 'string' ? addressed.address(locale, value) : null
  }

  registerAdminRoutes<Ctx>(strapi, [
    {
      method: 'GET',
      path: ANALYTICS_PATH,
      async handler(ctx) {
        const { days } = parsedInput(siteSchema, ctx.query)
        ctx.set('cache-control', 'no-store')
        ctx.body = { data: await figures.site(days) }
      },
    },
    {
      method: 'GET',
      path: `${ANALYTICS_PATH}/entry`,
      async handler(ctx) {
        const request = parsedInput(entrySchema, ctx.query)
        const model = request.model as SiteContentUid
        await access.entry(ctx.state.userAbility, { model, documentId: request.documentId, locale: request.locale })
        ctx.set('cache-control', 'no-store')
        ctx.body = {
          data: await figures.page(request.days, await addressOf(model, request.documentId, request.locale)),
        }
      },
    },
  ])
}
