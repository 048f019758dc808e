/**
 * What the admin panel shows of the entries it lists (issue [25]).
 * - Names: where Strapi lists entries of many kinds (the homepage's "Last edited entries",
 *   relation pickers, an entry's heading) it names each by its content type's main field.
 *   Strapi's default is the first plain string attribute, else the internal id: a subscriber was
 *   named by its id, a comment by its post's id. Each is named here by its meaningful field, once
 *   for each version of the name, so an editor's own choice in "Configure the view" afterwards is
 *   kept.
 * - Columns: a list's columns are Strapi's internal id and the first three fields, whatever they
 *   are: a subscriber's request time or a consultation request's status fell outside them. The
 *   columns here are what editors work from; they are set once for each version of them, so a
 *   list an editor configures afterwards stays as they made it.
 */
import type { Core } from '@strapi/strapi'

export const ENTRY_NAMES: Record<string, string> = {
  'api::newsletter-subscriber.newsletter-subscriber': 'email',
  'api::comment.comment': 'text',
}

export const LIST_COLUMNS: Record<string, string[]> = {
  'api::newsletter-subscriber.newsletter-subscriber': ['email', 'language', 'state', 'requestedAt'],
  'api::consultation.consultation': ['name', 'email', 'service', 'preferredDate', 'language', 'handling'],
  // A comment's `post` is its post's internal id, which tells an editor nothing.
  'api::comment.comment': ['text', 'author', 'postLocale', 'moderation', 'createdAt'],
}

/** The store's key under which the name given to a content type's entries is recorded. */
const nameKey = (uid: string) => `${uid}#name`

type Configuration = {
  settings: { mainField?: string } & Record<string, unknown>
  layouts: { list: string[] } & Record<string, unknown>
} & Record<string, unknown>

export async function ensureListViews(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types')
  const applied = strapi.store({ type: 'plugin', name: 'qa-site', key: 'list-columns' })
  const done = ((await applied.get({})) ?? {}) as Record<string, string>
  for (const uid of new Set([...Object.keys(ENTRY_NAMES), ...Object.keys(LIST_COLUMNS)])) {
    const contentType = contentTypes.findContentType(uid)
    if (!contentType) continue
    const configuration = (await contentTypes.findConfiguration(contentType)) as Configuration
    const { uid: _uid, ...stored } = configuration
    const current = configuration.settings.mainField
    const wantedName = ENTRY_NAMES[uid]
    const name = wantedName && done[nameKey(uid)] !== wantedName ? wantedName : current
    const columns = LIST_COLUMNS[uid]
    const version = columns?.join(',')
    const list = columns && done[uid] !== version ? columns : configuration.layouts.list
    if (name !== current || list !== configuration.layouts.list)
      await contentTypes.updateConfiguration(contentType, {
        ...stored,
        settings: { ...configuration.settings, mainField: name },
        layouts: { ...configuration.layouts, list },
      })
    if (version) done[uid] = version
    if (wantedName) done[nameKey(uid)] = wantedName
  }
  await applied.set({ value: done })
}
