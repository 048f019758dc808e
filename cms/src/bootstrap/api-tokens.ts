/** The API tokens the site reads the CMS with, made sure of on every boot (ADR 0024). */
import type { Core } from '@strapi/strapi'
import type { CmsEnv } from '../env'
import { SITE_CONTENT_UIDS, readActions } from '../site-content'
import { PREVIEW_KIND_OF } from '../rules/preview-link'

export const SITE_TOKEN_NAME = 'site-build'

/** What the site's build reads: every site content type, the locales, and the schemas gatsby-source-strapi shapes its nodes from. */
export const SITE_BUILD_ACTIONS = [
  ...SITE_CONTENT_UIDS.flatMap(readActions),
  'plugin::i18n.locales.listLocales',
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.components.getComponents',
]

/** What the editors' preview reads: a draft of each kind it shows, the latest posts the home page lists, the page presenting a case study's service. */
export const PREVIEW_ACTIONS = Object.keys(PREVIEW_KIND_OF).flatMap(readActions)

export const PREVIEW_TOKEN_NAME = 'site-preview'

type ApiToken = { id: number; accessKey: string; type: string; permissions?: { action: string }[] }

/**
 * The CMS's API tokens for the site, each allowed only what its user reads (ADR 0024): the build's
 * (STRAPI_API_TOKEN) and the preview function's (PREVIEW_API_TOKEN), never full access. Strapi
 * generates token keys itself; the site needs keys known before the CMS starts (they live in
 * .env), so each token row is created once and its hash/encrypted key set to that value. A token
 * made before (full access) is narrowed on the next boot.
 */
async function ensureApiToken(
  strapi: Core.Strapi,
  wanted: { name: string; key: string | undefined; description: string; permissions: string[] },
) {
  if (!wanted.key) return
  const tokens = strapi.service('admin::api-token-content-api')
  const hashed = tokens.hash(wanted.key) as string
  const query = strapi.db.query('admin::api-token')
  let token = (await query.findOne({ where: { name: wanted.name }, populate: ['permissions'] })) as ApiToken | null
  if (!token) {
    const created = (await tokens.create({
      name: wanted.name,
      description: wanted.description,
      type: 'custom',
      permissions: wanted.permissions,
      lifespan: null,
    })) as { id: number }
    token = {
      id: created.id,
      accessKey: '',
      type: 'custom',
      permissions: wanted.permissions.map((action) => ({ action })),
    }
  }
  const granted = (token.permissions ?? []).map((permission) => permission.action).sort()
  if (token.type !== 'custom' || granted.join() !== [...wanted.permissions].sort().join()) {
    await tokens.update(token.id, { type: 'custom', permissions: wanted.permissions })
    strapi.log.info(`[setup] API token ${wanted.name} now allows only: ${wanted.permissions.join(', ')}`)
  }
  if (token.accessKey !== hashed) {
    const encryptedKey = strapi.service('admin::encryption').encrypt(wanted.key)
    await query.update({ where: { id: token.id }, data: { accessKey: hashed, encryptedKey } })
  }
}

export async function ensureSiteTokens(strapi: Core.Strapi, env: CmsEnv) {
  await ensureApiToken(strapi, {
    name: SITE_TOKEN_NAME,
    key: env.STRAPI_API_TOKEN,
    description:
      'The site build reads published content with it (managed by the CMS bootstrap; the key is STRAPI_API_TOKEN)',
    permissions: SITE_BUILD_ACTIONS,
  })
  await ensureApiToken(strapi, {
    name: PREVIEW_TOKEN_NAME,
    key: env.PREVIEW_API_TOKEN,
    description:
      "The site's preview function reads drafts with it (managed by the CMS bootstrap; the key is PREVIEW_API_TOKEN)",
    permissions: PREVIEW_ACTIONS,
  })
}
