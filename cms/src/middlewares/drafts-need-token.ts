/**
 * Drafts are the editors' and the preview's (docs/decisions/0020-draft-preview.md). Strapi 5 lets
 * anyone who may read a content type ask for its drafts (`?status=draft`), and the public role
 * reads the site's content; on these routes only an API token (the site's build and its preview
 * function) may ask for anything but published content.
 *
 * Asking for published content is not enough on its own: Strapi scopes the entries it returns (and
 * the relations it populates) to published rows, but a filter or a sort across a relation joins
 * every row of the related type, drafts included. `filters[localizations][title][$containsi]=…`
 * answers yes or no about another language's unpublished title, enough to read it letter by letter.
 * So without a token no filter or sort may cross a relation to a type with drafts, whether the
 * query's own or one inside `populate` (which filters or sorts the populated entries), and the
 * parameters about drafts (`publicationFilter`, `hasPublishedVersion`) are the token's too
 * (docs/decisions/0024-what-an-attacker-still-gets.md).
 */
import { errors, traverse } from '@strapi/utils'
import type { Core, UID } from '@strapi/strapi'

/** Strapi's name for API-token authentication (`api-token` before 5.x's admin tokens split it). */
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token'])

/** Query parameters that are about drafts whatever their value. */
const DRAFT_PARAMETERS = ['publicationFilter', 'hasPublishedVersion'] as const

type Ctx = { query?: Record<string, unknown>; state?: { auth?: { strategy?: { name?: string } } } }

export const DRAFTS_NEED_TOKEN_MESSAGE = 'Unpublished content is readable with an API token only'
export const RELATION_QUERY_NEEDS_TOKEN_MESSAGE =
  'Filtering or sorting by related entries is allowed with an API token only'

export type DraftsNeedTokenConfig = { uid: UID.ContentType }

type Model = {
  uid?: string
  options?: { draftAndPublish?: boolean }
  attributes: Record<string, { type: string; target?: string; relation?: string }>
}

type Attribute = { type: string; target?: string; relation?: string }
type Visit = { key: string; value: unknown; attribute?: Attribute; schema?: Model; parent?: { attribute?: Attribute } }
type Walk = Parameters<typeof traverse.traverseQueryFilters>[0]
type WalkOptions = Parameters<typeof traverse.traverseQueryFilters>[1]

/**
 * Whether a filter or sort over `query` of `uid` joins a related type that has drafts: the
 * query's own, and those inside `populate`, at any depth, which filter or sort the populated
 * entries (`populate[localizations][filters][localizations][title][$containsi]=…` joins the
 * populated post's other languages, drafts included). A query whose shape the walk cannot follow
 * counts as crossing.
 */
export async function crossesIntoDrafts(
  getModel: (uid: string) => Model | undefined,
  uid: string,
  query: Record<string, unknown>,
): Promise<boolean> {
  let crosses = false
  const onRelation = ({ attribute }: Visit) => {
    if (attribute?.type !== 'relation') return
    // A polymorphic relation names no one target: it may reach any type, drafts included.
    const target = attribute.target ? getModel(attribute.target) : undefined
    if (!target || target.options?.draftAndPublish) crosses = true
  }
  const optionsOf = (schema: Model) => ({ schema, getModel }) as unknown as WalkOptions
  const filtersAndSort = async (schema: Model, filters: unknown, sort: unknown) => {
    const walk = onRelation as unknown as Walk
    if (filters !== undefined) await traverse.traverseQueryFilters(walk, optionsOf(schema), filters)
    if (sort !== undefined) await traverse.traverseQuerySort(walk, optionsOf(schema), sort)
  }
  // Strapi's populate walk leaves `filters` and `sort` to the visitor, with the schema of the
  // populated type, and takes them as keywords where Strapi's query does: not an attribute of
  // that type, or inside a populated attribute.
  const inPopulate = async ({ key, value, attribute, schema, parent }: Visit) => {
    if (!schema || (attribute && !parent?.attribute)) return
    if (key === 'filters') await filtersAndSort(schema, value, undefined)
    if (key === 'sort') await filtersAndSort(schema, undefined, value)
  }
  const schema = getModel(uid)
  if (!schema) return false
  try {
    await filtersAndSort(schema, query.filters, query.sort)
    if (query.populate !== undefined)
      await traverse.traverseQueryPopulate(inPopulate as unknown as Walk, optionsOf(schema), query.populate)
  } catch {
    return true
  }
  return crosses
}

export default (config: DraftsNeedTokenConfig, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: () => Promise<void>) => {
    if (TOKEN_STRATEGIES.has(ctx.state?.auth?.strategy?.name ?? '')) return next()
    const query = ctx.query ?? {}
    const status = query.status
    const legacyState = query.publicationState
    const asksForDrafts =
      (status !== undefined && status !== 'published') ||
      (legacyState !== undefined && legacyState !== 'live') ||
      DRAFT_PARAMETERS.some((name) => query[name] !== undefined)
    // A PolicyError: Strapi's authorize step turns any other ForbiddenError into a bare 'Forbidden'.
    if (asksForDrafts) throw new errors.PolicyError(DRAFTS_NEED_TOKEN_MESSAGE, { code: 'drafts-need-token' })
    const getModel = (uid: string) => strapi.getModel(uid as UID.Schema) as unknown as Model | undefined
    if (await crossesIntoDrafts(getModel, config.uid, query)) {
      throw new errors.PolicyError(RELATION_QUERY_NEEDS_TOKEN_MESSAGE, { code: 'relation-query-needs-token' })
    }
    await next()
  }
