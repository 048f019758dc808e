import { cmsEnv } from '../src/env'
import { previewUrl, type PreviewRequest } from '../src/rules/preview-link'

/**
 * The Preview button of the Content Manager opens the site's own rendering of the document in an
 * iframe: a signed, expiring link to the site's preview page (docs/decisions/0020-draft-preview.md).
 * `allowedOrigins` lets the admin frame the site (Strapi adds it to the admin's frame-src).
 */
const preview = (env: ReturnType<typeof cmsEnv>) => {
  const secret = env.PREVIEW_SECRET
  if (!secret) return { enabled: false }
  return {
    enabled: true,
    config: {
      allowedOrigins: [new URL(env.SITE_URL).origin],
      handler: (uid: string, request: PreviewRequest) => previewUrl(env.SITE_URL, secret, uid, request),
    },
  }
}

export default () => {
  const env = cmsEnv()
  return {
    auth: { secret: env.ADMIN_JWT_SECRET },
    apiToken: { salt: env.API_TOKEN_SALT },
    transfer: { token: { salt: env.TRANSFER_TOKEN_SALT } },
    secrets: { encryptionKey: env.ENCRYPTION_KEY },
    flags: { nps: false, promoteEE: false },
    // Off: Strapi's counted right passwords and refused without Retry-After. The admin's login is
    // limited per account first by global::admin-login-limit (cms/src/rate-limits/accounts.ts).
    rateLimit: { enabled: false },
    preview: preview(env),
  }
}
