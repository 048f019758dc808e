/**
 * What the admin panel names an entry by where it lists entries of many kinds (the homepage's
 * "Last edited entries", relation pickers): the content type's main field. Strapi's default is the
 * first plain string attribute, else the internal id; a content type without one is named here by
 * its meaningful field (issue [25]). An editor's own choice in "Configure the view" is kept.
 */
import type { Core } from '@strapi/strapi'

export const ENTRY_NAMES: Record<string, string> = {
  'api::newsletter-subscriber.newsletter-subscriber': 'email',
}

type Configuration = { settings: { mainField?: string } & Record<string, unknown> } & Record<string, unknown>

export async function ensureEntryNames(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types')
  for (const [uid, field] of Object.entries(ENTRY_NAMES)) {
    const contentType = contentTypes.findContentType(uid)
    if (!contentType) continue
    const configuration = (await contentTypes.findConfiguration(contentType)) as Configuration
    const current = configuration.settings.mainField
    if (current && current !== 'id' && current !== 'documentId') continue
    const { uid: _uid, ...stored } = configuration
    await contentTypes.updateConfiguration(contentType, {
      ...stored,
      settings: { ...configuration.settings, mainField: field },
    })
  }
}
