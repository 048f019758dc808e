/**
 * A redirect rule is checked when it is saved, by the rule the build applies
 * (../rules/redirects.ts): a target a browser would read as another host (`/\evil.example`), a
 * scheme other than http(s) (`javascript:`, `data:`) or an external address without "allow
 * external" is refused with the reason beside its field, in the editor's language, instead of being
 * stored and then left out of the site by the build without a word to the editor.
 */
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { RULE_ERROR_FIELDS, checkRule, type RawRule } from '../rules/redirects'
import { editorLanguage, editorRefusal } from '../rules/editor-refusals'

const REDIRECT_UID = 'api::redirect.redirect'

type RedirectParams = { data?: Partial<RawRule>; documentId?: string; locale?: string }

export function registerRedirectRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== REDIRECT_UID || (context.action !== 'create' && context.action !== 'update')) return next()
    const params = context.params as RedirectParams
    const data = params.data ?? {}
    // An update may name some fields only: the rule is the stored draft with them applied.
    const stored =
      context.action === 'update' && params.documentId
        ? ((await strapi.documents(REDIRECT_UID).findOne({
            documentId: params.documentId,
            status: 'draft',
          })) as Partial<RawRule> | null)
        : null
    const rule = { ...stored, ...data }
    const checked = checkRule({ ...rule, fromPath: String(rule.fromPath ?? ''), toPath: String(rule.toPath ?? '') })
    if ('error' in checked) {
      const message = editorRefusal(checked.error, editorLanguage(strapi.requestContext.get()))
      throw new errors.ValidationError(message, {
        errors: [{ path: [RULE_ERROR_FIELDS[checked.error]], message, name: 'ValidationError' }],
      })
    }
    return next()
  })
}
