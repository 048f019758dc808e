export default [
  'global::received-at',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  // Before the routes' rate limits: the real client address behind the site's functions.
  'global::client-ip',
  'strapi::query',
  'strapi::body',
  // Right after the body is parsed: no route (login's bcrypt above all) sees malformed text.
  'global::well-formed-input',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
]
