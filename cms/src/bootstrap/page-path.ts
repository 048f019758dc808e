/**
 * A page's `path` is its address under /{locale}/pages/. Editors may type it with slashes around
 * or in capitals; it is stored normalised ("services/load-testing", "" for the pages index) and
 * must be unique within a locale, otherwise two pages would claim one URL and the build would
 * silently drop one.
 */
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { editorLanguage, editorRefusal } from '../rules/editor-refusals'

const PAGE_UID = 'api::page.page'

export function normalisePagePath(input: unknown): string {
  if (input === null || input === undefined) return ''
  return String(input)
    .trim()
    .toLowerCase()
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean)
    .join('/')
}

type PageParams = { data?: { path?: unknown }; locale?: string; documentId?: string }

export function registerPagePathRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PAGE_UID || (context.action !== 'create' && context.action !== 'update')) return next()
    const params = context.params as PageParams
    if (params.data && 'path' in params.data) {
      const path = normalisePagePath(params.data.path)
      params.data.path = path
      const locale = params.locale ?? (await strapi.plugin('i18n').service('locales').getDefaultLocale())
      const clash = (await strapi.db.query(PAGE_UID).findOne({
        where: { locale, path, ...(params.documentId ? { documentId: { $ne: params.documentId } } : {}) },
      })) as { documentId: string } | null
      if (clash) {
        const language = editorLanguage(strapi.requestContext.get())
        throw new errors.ValidationError(
          editorRefusal('path-taken', language, { language: locale, path: path || '(empty)' }),
          {
            errors: [{ path: ['path'], message: editorRefusal('path-taken.field', language), name: 'ValidationError' }],
          },
        )
      }
    }
    return next()
  })
}
