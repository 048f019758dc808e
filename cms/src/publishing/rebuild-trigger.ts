/**
 * How the CMS starts a site build: every change the built site shows is told again as one small
 * site.change event, which the rebuild webhook (SITE_REBUILD_WEBHOOK_URL, made sure of on every
 * boot) sends to the site's build hook. What the site shows: entries of its content types
 * (SITE_CONTENT_TYPES) published, unpublished or deleted, and a file changed or removed that its
 * content holds or shows in a text. A member's avatar, a comment, an account, a consultation
 * request or a subscriber never starts a build: the site reads those at run time, or never.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { apiUid, SITE_CONTENT_TYPES } from '../rules/site-content'

export const REBUILD_WEBHOOK_NAME = 'site-rebuild'
/** The entry events that change what the site shows, when the entry is site content. */
export const ENTRY_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete'] as const
/**
 * What the rebuild webhook is subscribed to: one event per change the site shows, naming what
 * changed without the entry. Strapi's own events put the whole entry in the webhook's body, as long
 * as the post itself, and a build hook need not take that: Netlify passes the body to the build as
 * an environment variable, and long bodies have been reported to fail the build (ADR 0012).
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

/** A site.change event's body: the change, the model, the document and what an editor calls it; no content. */
export type SiteChange = {
  change: string
  model: string
  uid?: string
  documentId?: string
  locale?: string
  title?: string
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

/**
 * Every change the site shows is told again as a site.change event, which the rebuild webhook
 * sends: entry events of the site's content types as Strapi raises them; a file's update or
 * removal from the database's own hooks, where the file's holders can still be read (Strapi's
 * media.delete comes while the row is being removed).
 */
export function relaySiteChanges(strapi: Core.Strapi) {
  strapi.get('webhookStore').addAllowedEvent('SITE_CHANGE', SITE_CHANGE_EVENT)
  let uids: Set<string> | undefined
  const siteUids = () =>
    (uids ??= siteContentUids(strapi.contentTypes as unknown as Schemas, strapi.components as unknown as Schemas))
  const tell = (change: SiteChange) => strapi.eventHub.emit(SITE_CHANGE_EVENT, change)

  for (const event of ENTRY_EVENTS) {
    strapi.eventHub.on(event, async (payload: ChangeEvent) => {
      if (typeof payload?.uid === 'string' && siteUids().has(payload.uid)) await tell(siteChange(event, payload))
    })
  }

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
  const tellFileChange = async (change: string, id: unknown) => {
    try {
      const file = await storedFile(id)
      if (!file || !(isHeldBySite(file, siteUids()) || (await inSiteText(file.url)))) return
      // Not awaited: the file's row goes on being written while the change is told.
      void tell(siteChange(change, { media: file }))
    } catch (error) {
      // A build hook's note never stands in the way of the editor's change.
      strapi.log.warn(`[publishing] could not tell a file's change: ${error instanceof Error ? error.message : error}`)
    }
  }
  strapi.db.lifecycles.subscribe({
    models: [FILE_UID],
    async afterUpdate(event) {
      await tellFileChange('media.update', (event.result as { id?: unknown } | undefined)?.id)
    },
    async beforeDelete(event) {
      await tellFileChange('media.delete', (event.params.where as { id?: unknown } | undefined)?.id)
    },
  })
}

export async function ensureRebuildWebhook(strapi: Core.Strapi, env: CmsEnv) {
  const store = strapi.get('webhookStore')
  const runner = strapi.get('webhookRunner')
  const existing = ((await store.findWebhooks()) as Webhook[]).find((hook) => hook.name === REBUILD_WEBHOOK_NAME)
  const url = env.SITE_REBUILD_WEBHOOK_URL
  if (!url) {
    if (existing) {
      await store.deleteWebhook(existing.id)
      runner.remove(existing)
    }
    return
  }
  const wanted = { name: REBUILD_WEBHOOK_NAME, url, headers: {}, events: [SITE_CHANGE_EVENT], isEnabled: true }
  if (!existing) {
    runner.add(await store.createWebhook(wanted))
  } else if (existing.url !== url || !existing.isEnabled || existing.events.join() !== wanted.events.join()) {
    runner.update(await store.updateWebhook(existing.id, wanted))
  }
}
