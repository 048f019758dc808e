/**
 * How the CMS starts a site build: every change the built site shows is told again as one small
 * site.change event, which the rebuild webhook (SITE_REBUILD_WEBHOOK_URL, made sure of on every
 * boot) sends to the site's build hook.
 */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { isMemberAvatar } from '../account/avatar-files'

export const REBUILD_WEBHOOK_NAME = 'site-rebuild'
/** The changes that show on the site, so call the build hook. */
export const REBUILD_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete']
/**
 * What the rebuild webhook is subscribed to: one event per REBUILD_EVENTS change, naming what
 * changed without the entry. Strapi's own events put the whole entry in the webhook's body, as long
 * as the post itself, and a build hook need not take that: Netlify passes the body to the build as
 * an environment variable, and long bodies have been reported to fail the build (ADR 0012).
 */
export const SITE_CHANGE_EVENT = 'site.change'

type Webhook = {
  id: string
  name: string
  url: string
  headers: Record<string, string>
  events: string[]
  isEnabled: boolean
}

/** What Strapi's entry and media events carry: the model, or the file, and the whole entry. */
export type ChangeEvent = {
  model?: string
  uid?: string
  entry?: Record<string, unknown> | null
  media?: Record<string, unknown> | null
}

/** A site.change event's body: the change, the model and the document, no content. */
export type SiteChange = { change: string; model: string; uid?: string; documentId?: string; locale?: string }

const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined)

export function siteChange(change: string, payload: ChangeEvent | undefined): SiteChange {
  const model = text(payload?.model) ?? (payload?.media ? 'file' : 'unknown')
  const documentId = text(payload?.entry?.documentId) ?? text(payload?.media?.documentId)
  return { change, model, uid: text(payload?.uid), documentId, locale: text(payload?.entry?.locale) }
}

/** Whether an entry or media event changes what the built site shows: a member's picture does not. */
export const isSiteChange = (payload: ChangeEvent | undefined) => !isMemberAvatar(payload?.media)

/** Every change the site shows is told again as a site.change event, which the rebuild webhook sends. */
export function relaySiteChanges(strapi: Core.Strapi) {
  strapi.get('webhookStore').addAllowedEvent('SITE_CHANGE', SITE_CHANGE_EVENT)
  for (const event of REBUILD_EVENTS) {
    strapi.eventHub.on(event, async (payload: ChangeEvent) => {
      if (isSiteChange(payload)) await strapi.eventHub.emit(SITE_CHANGE_EVENT, siteChange(event, payload))
    })
  }
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
