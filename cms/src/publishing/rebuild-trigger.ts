/**
 * How the CMS starts a site build: every change the built site shows is recorded in the outbox
 * (./outbox.ts), which calls the site's build hook (SITE_REBUILD_WEBHOOK_URL) until it accepts,
 * and told as one small site.change event. What the site shows: entries of its content types
 * (SITE_CONTENT_TYPES) published, unpublished or deleted, and a file changed or removed that its
 * content holds or shows in a text. A member's avatar, a comment, an account, a consultation
 * request or a subscriber never starts a build: the site reads those at run time, or never.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { apiUid, SITE_CONTENT_TYPES } from '../rules/site-content'
import { recordSiteChange, siteChangeDelivery, type SiteChange } from './outbox'

export const REBUILD_WEBHOOK_NAME = 'site-rebuild'
/**
 * One event per change the site shows, naming what changed without the entry: the build hook's
 * body has this shape, and a webhook an operator adds may subscribe to it. Strapi's own events put
 * the whole entry in the body, as long as the post itself, and a build hook need not take that:
 * Netlify passes the body to the build as an environment variable, and long bodies have been
 * reported to fail the build (ADR 0012).
 */
export const SITE_CHANGE_EVENT = 'site.change'

const FILE_UID = 'plugin::upload.file'

type Webhook = {
  id: string
  name: string
  url: string
  headers: Record<string, string>
  events: string[]
  isEnabled: boolean
}

/** What Strapi's entry events carry: the model and the whole entry; a file's change, the file. */
export type ChangeEvent = {
  model?: string
  uid?: string
  entry?: Record<string, unknown> | null
  media?: Record<string, unknown> | null
}

const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined)

/** What an editor calls the changed thing: a post's title, a redirect's address, a file's name. */
function titleOf(entry: Record<string, unknown> | null | undefined): string | undefined {
  for (const key of ['title', 'name', 'fromPath', 'slug']) {
    const value = entry?.[key]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200)
  }
  return undefined
}

export function siteChange(change: string, payload: ChangeEvent | undefined): SiteChange {
  const model = text(payload?.model) ?? (payload?.media ? 'file' : 'unknown')
  const documentId = text(payload?.entry?.documentId) ?? text(payload?.media?.documentId)
  return {
    change,
    model,
    uid: text(payload?.uid),
    documentId,
    locale: text(payload?.entry?.locale),
    title: titleOf(payload?.entry ?? payload?.media),
  }
}

type Attribute = { type: string; component?: string; components?: string[] }
type Schemas = Record<string, { attributes: Record<string, Attribute> } | undefined>

/**
 * The uids whose entries the built site shows: its content types and every component they hold
 * (a hero's image is related to the hero component, not to the page).
 */
export function siteContentUids(contentTypes: Schemas, components: Schemas): Set<string> {
  const uids = new Set<string>(SITE_CONTENT_TYPES.map(apiUid))
  const pending = [...uids]
  while (pending.length) {
    const uid = pending.pop() as string
    const schema = contentTypes[uid] ?? components[uid]
    for (const attribute of Object.values(schema?.attributes ?? {})) {
      const held = attribute.type === 'component' ? [attribute.component] : (attribute.components ?? [])
      for (const component of held)
        if (component && !uids.has(component)) {
          uids.add(component)
          pending.push(component)
        }
    }
  }
  return uids
}

/** A file as the media library stores it, with what holds it (Strapi's morph relation). */
export type StoredFile = {
  documentId?: string
  name?: string
  url?: string
  related?: { __type?: string }[]
} | null

/** Whether something of the site's content holds this file (a post's cover, a hero's image, a share image). */
export const isHeldBySite = (file: StoredFile, siteUids: Set<string>): boolean =>
  (file?.related ?? []).some((entry) => entry.__type !== undefined && siteUids.has(entry.__type))

/** The site's blocks fields (a post's text, a rich text section's body), by uid. */
export function siteTextFields(schemas: Schemas, siteUids: Set<string>): [uid: string, field: string][] {
  return [...siteUids].flatMap((uid) =>
    Object.entries(schemas[uid]?.attributes ?? {}).flatMap(([field, attribute]) =>
      attribute.type === 'blocks' ? [[uid, field] as [string, string]] : [],
    ),
  )
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** The change a document action makes to the site, if any: a publish, an unpublish, a deletion. */
export function documentChange(action: string, params: object | undefined): string | null {
  if (action === 'publish') return 'entry.publish'
  const status = params && 'status' in params ? params.status : undefined
  if ((action === 'create' || action === 'update') && status === 'published') return 'entry.publish'
  if (action === 'unpublish') return 'entry.unpublish'
  if (action === 'delete') return 'entry.delete'
  return null
}

/** What a document action answers (an entry, or `{ documentId, entries }` for publish and delete). */
const entryOf = (result: unknown): Record<string, unknown> | null => {
  if (!result || typeof result !== 'object') return null
  const entries = (result as { entries?: unknown }).entries
  if (Array.isArray(entries)) return (entries[0] as Record<string, unknown> | undefined) ?? null
  return result as Record<string, unknown>
}

type Delivery = ReturnType<typeof siteChangeDelivery>
let delivery: Delivery | undefined

/**
 * Every change the site shows is recorded in the outbox (./outbox.ts) in the same transaction as
 * the change, delivered to the build hook, and told as a site.change event (the build status
 * listens): a document action of the site's content types through a document service middleware
 * that wraps it in a transaction; a file's update or removal from the database's own hooks, where
 * the file's holders can still be read (Strapi's media.delete comes while the row is being removed).
 * Without a build hook nothing is recorded: no build would follow.
 */
export function relaySiteChanges(strapi: Core.Strapi, env: CmsEnv) {
  strapi.get('webhookStore').addAllowedEvent('SITE_CHANGE', SITE_CHANGE_EVENT)
  const hookUrl = env.SITE_REBUILD_WEBHOOK_URL
  delivery = hookUrl ? siteChangeDelivery(strapi, hookUrl, env.SITE_REBUILD_RETRY_SECONDS) : undefined
  let uids: Set<string> | undefined
  const siteUids = () =>
    (uids ??= siteContentUids(strapi.contentTypes as unknown as Schemas, strapi.components as unknown as Schemas))
  const record = async (change: SiteChange) => {
    if (delivery) await recordSiteChange(strapi, change)
  }
  const told = (change: SiteChange) => {
    delivery?.soon()
    void strapi.eventHub.emit(SITE_CHANGE_EVENT, change)
  }

  strapi.documents.use(async (context, next) => {
    const change = siteUids().has(context.uid) ? documentChange(context.action, context.params) : null
    if (!change) return next()
    let result: Awaited<ReturnType<typeof next>> | undefined
    await strapi.db.transaction(async ({ onCommit }) => {
      result = await next()
      const entry = entryOf(result)
      const params = context.params as { documentId?: unknown; locale?: unknown } | undefined
      const recorded = siteChange(change, {
        model: context.contentType.modelName,
        uid: context.uid,
        entry: {
          ...entry,
          documentId: entry?.documentId ?? params?.documentId,
          locale: entry?.locale ?? params?.locale,
        },
      })
      await record(recorded)
      // Told once the outermost transaction commits (a caller's may enclose this one): before it, the
      // row is not there for another connection, nor for a delivery that outlives the transaction.
      onCommit(() => told(recorded))
    })
    return result as Awaited<ReturnType<typeof next>>
  })

  const storedFile = (id: unknown) =>
    strapi.db
      .query(FILE_UID)
      .findOne({ where: { id }, select: ['documentId', 'name', 'url'], populate: { related: true } })
      .then((file) => file as StoredFile)
  // An image in a text is a copy of the file's description in the blocks' JSON, not a relation:
  // found by its address. Inside a transaction (none of Strapi's file changes runs in one) the
  // raw query could wait on the transaction's own connection, so the file counts as the site's.
  const inSiteText = async (url: string | undefined) => {
    if (!url) return false
    if (strapi.db.inTransaction()) return true
    const schemas = { ...strapi.contentTypes, ...strapi.components } as unknown as Schemas
    for (const [uid, field] of siteTextFields(schemas, siteUids())) {
      const { tableName, attributes } = strapi.db.metadata.get(uid) as {
        tableName: string
        attributes: Record<string, { columnName?: string }>
      }
      const hit = await strapi.db
        .getConnection(tableName)
        .whereRaw("CAST(?? AS TEXT) LIKE ? ESCAPE '\\'", [attributes[field]?.columnName ?? field, likePattern(url)])
        .first('id')
      if (hit) return true
    }
    return false
  }
  const fileChange = async (change: string, id: unknown) => {
    try {
      const file = await storedFile(id)
      if (!file || !(isHeldBySite(file, siteUids()) || (await inSiteText(file.url)))) return
      const recorded = siteChange(change, { media: file })
      await record(recorded)
      told(recorded)
    } catch (error) {
      // A build hook's note never stands in the way of the editor's change.
      strapi.log.warn(
        `[publishing] could not record a file's change: ${error instanceof Error ? error.message : error}`,
      )
    }
  }
  strapi.db.lifecycles.subscribe({
    models: [FILE_UID],
    async afterUpdate(event) {
      await fileChange('media.update', (event.result as { id?: unknown } | undefined)?.id)
    },
    async beforeDelete(event) {
      await fileChange('media.delete', (event.params.where as { id?: unknown } | undefined)?.id)
    },
  })
}

/** Every instance delivers on a timer too: retries, and what an instance that died left. */
export function scheduleSiteChangeDelivery() {
  delivery?.schedule()
}

/** As the CMS shuts down: the delivery under way ends and gives back what it held. */
export async function stopSiteChangeDelivery() {
  await delivery?.stop()
}

/**
 * The webhook earlier versions made for the build hook, removed: Strapi's runner tried once and
 * forgot, and the outbox now calls the hook itself.
 */
export async function removeRebuildWebhook(strapi: Core.Strapi) {
  const store = strapi.get('webhookStore')
  const existing = ((await store.findWebhooks()) as Webhook[]).find((hook) => hook.name === REBUILD_WEBHOOK_NAME)
  if (!existing) return
  await store.deleteWebhook(existing.id)
  strapi.get('webhookRunner').remove(existing)
}
