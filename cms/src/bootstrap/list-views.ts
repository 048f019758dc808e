/**
 * What the admin panel shows of the entries it lists (issue [25]).
 * - Names: where Strapi lists entries of many kinds (the homepage's "Last edited entries",
 *   relation pickers) it names each by its content type's main field. Strapi's default is the
 *   first plain string attribute, else the internal id; a content type without one is named here
 *   by its meaningful field. An editor's own choice in "Configure the view" is kept.
 * - Columns: a list's columns are Strapi's internal id and the first three fields, whatever they
 *   are: a subscriber's request time or a consultation request's status fell outside them. The
 *   columns here are what editors work from; they are set once for each version of them, so a
 *   list an editor configures afterwards stays as they made it.
 */
import type { Core } from '@strapi/strapi'

export const ENTRY_NAMES: Record<string, string> = {
  'api::newsletter-subscriber.newsletter-subscriber': 'email',
}

export const LIST_COLUMNS: Record<string, string[]> = {
  'api::newsletter-subscriber.newsletter-subscriber': ['email', 'language', 'state', 'requestedAt'],
  'api::consultation.consultation': ['name', 'email', 'service', 'preferredDate', 'language', 'handling'],
}

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
    const name =
      ENTRY_NAMES[uid] && (!current || current === 'id' || current === 'documentId') ? ENTRY_NAMES[uid] : current
    const columns = LIST_COLUMNS[uid]
    const version = columns?.join(',')
    const list = columns && done[uid] !== version ? columns : configuration.layouts.list
    if (name === current && list === configuration.layouts.list) continue
    await contentTypes.updateConfiguration(contentType, {
      ...stored,
      settings: { ...configuration.settings, mainField: name },
      layouts: { ...configuration.layouts, list },
    })
    if (version) done[uid] = version
  }
  await applied.set({ value: done })
}
