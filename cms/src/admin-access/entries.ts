/**
 * One entry of the site's content as an admin user may reach it through our own admin routes (the
 * schedule, the newsletter's editions): as the Content Manager decides, entry by entry, with what
 * the permissions' conditions read ("created by me") loaded.
 */
import type { Core, Modules } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { editorLanguage, editorRefusal } from '../rules/editor-refusals'
import { CONDITIONS_POPULATE } from '.'
import type { SiteContentUid } from '../site-content'

/** The Content Manager's verdict for one user and one content type. */
export type PermissionChecker = {
  can: Record<'read' | 'publish' | 'unpublish', (entity?: unknown) => boolean>
  cannot: Record<'read' | 'publish' | 'unpublish', (entity?: unknown) => boolean>
}

export type EntryRequest = { model: SiteContentUid; documentId: string; locale?: string | null }
export type Draft = { documentId: string; locale?: string; title?: string; name?: string }

type Populate = Modules.Documents.Params.Populate.Any<SiteContentUid>
/**
 * The creator and their roles, for every content type of the site alike: Strapi's types check a
 * populate against one content type's attributes, and with the union of the site's they refuse
 * the admin relation each of them has.
 */
const conditionsPopulate = CONDITIONS_POPULATE as unknown as Populate

export function entryAccess(strapi: Core.Strapi) {
  const checker = (userAbility: unknown, model: SiteContentUid) =>
    strapi.plugin('content-manager').service('permission-checker').create({ userAbility, model }) as PermissionChecker

  /** A draft with what the permissions' conditions read, or null. */
  const draftOf = (model: SiteContentUid, documentId: string, locale: string | null | undefined) =>
    strapi.documents(model).findOne({
      documentId,
      ...(locale ? { locale } : {}),
      status: 'draft',
      populate: conditionsPopulate,
    }) as Promise<Draft | null>

  /**
   * The draft the request names, or a 404; the admin must be allowed to read that entry (not just
   * some entries of its type), as in the Content Manager. Refusals are PolicyErrors: Strapi
   * answers a plain ForbiddenError from a handler with a bare "Forbidden", dropping the code the
   * panels show a sentence for.
   */
  const entry = async (userAbility: unknown, request: EntryRequest) => {
    const language = editorLanguage(strapi.requestContext.get())
    const forbidden = () =>
      new errors.PolicyError(editorRefusal('forbidden', language, { action: 'read' }), { code: 'forbidden' })
    const permissions = checker(userAbility, request.model)
    if (permissions.cannot.read()) throw forbidden()
    const draft = await draftOf(request.model, request.documentId, request.locale)
    if (!draft) throw new errors.NotFoundError(editorRefusal('entry-not-found', language), { code: 'not-found' })
    if (permissions.cannot.read(draft)) throw forbidden()
    return { draft, permissions }
  }

  return { checker, draftOf, entry }
}
