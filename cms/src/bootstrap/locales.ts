/** The CMS's content locales (cms/src/rules/locales.ts), made sure of on every boot, the default included. */
import type { Core } from '@strapi/strapi'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '../rules/locales'

type CmsLocale = { code: string; isDefault?: boolean }

export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales')
  const existing = (await service.find()) as CmsLocale[]
  for (const code of LOCALES) {
    if (!existing.some((item) => item.code === code)) await service.create({ code, name: LOCALE_NAMES[code] })
  }
  if (!existing.some((item) => item.code === DEFAULT_LOCALE && item.isDefault)) {
    await service.setDefaultLocale({ code: DEFAULT_LOCALE })
  }
}
