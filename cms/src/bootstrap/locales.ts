/** The CMS's content locales (cms/src/rules/locales.ts), made sure of on every boot, the default included. */
import type { Core } from '@strapi/strapi'
import { DEFAULT_LOCALE, FORMER_LOCALE_NAMES, LOCALE_NAMES, LOCALES } from '../rules/locales'

type CmsLocale = { id: number; code: string; name: string; isDefault?: boolean }

export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales')
  const existing = (await service.find()) as CmsLocale[]
  for (const code of LOCALES) {
    const found = existing.find((item) => item.code === code)
    if (!found) await service.create({ code, name: LOCALE_NAMES[code] })
    else if (found.name === FORMER_LOCALE_NAMES[code])
      await service.update({ id: found.id }, { name: LOCALE_NAMES[code] })
  }
  if (!existing.some((item) => item.code === DEFAULT_LOCALE && item.isDefault)) {
    await service.setDefaultLocale({ code: DEFAULT_LOCALE })
  }
}
