import { cmsEnv } from '../src/env'

/** The admin panel shows media from S3 when uploads live there: Strapi's own policy, plus that origin. */
const security = () => {
  const env = cmsEnv()
  if (env.UPLOAD_PROVIDER !== 's3' || !env.S3_PUBLIC_URL) return 'strapi::security'
  const media = new URL(env.S3_PUBLIC_URL).origin
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', media],
          'media-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', media],
        },
      },
    },
  }
}

/**
 * Browsers may call the CMS with credentials only from the site and from the CMS itself (its admin
 * panel): Strapi's default answers any Origin with that origin and Allow-Credentials (ADR 0024).
 */
const cors = () => {
  const env = cmsEnv()
  return {
    name: 'strapi::cors',
    config: { origin: [...new Set([new URL(env.SITE_URL).origin, new URL(env.CMS_URL).origin])], credentials: true },
  }
}

export default () => [
  'global::received-at',
  'strapi::logger',
  'strapi::errors',
  security(),
  cors(),
  // Before the routes' rate limits: the real client address behind the site's functions.
  'global::client-ip',
  'strapi::query',
  // Around the body parser: a body it cannot read is the client's 400, not a 500.
  'global::unreadable-body',
  // The raw body beside the parsed one: deploy notifications are signed over their exact bytes.
  { name: 'strapi::body', config: { includeUnparsed: true } },
  // Right after the body is parsed: no route (login's bcrypt above all) sees malformed text.
  'global::well-formed-input',
  // Around the login's limit: its refusals and the login's own in the browser's language.
  'global::admin-login-language',
  // Needs the parsed body (the account it names) and the client address.
  'global::admin-login-limit',
  'strapi::session',
  // Serves cms/favicon.png (the site's static/favicon.svg at 64 px) for /favicon.ico: without that
  // file it answered every browser's request for it with 500.
  'strapi::favicon',
  'strapi::public',
]
