/**
 * Settings the CMS and the site both read, their defaults and bounds written once: cms/src/env.ts
 * and src/server/env.ts build their checks from these.
 */

/** Where `npm start` serves the CMS and the site on a developer's machine. */
export const LOCAL_CMS_URL = 'http://127.0.0.1:1337'
export const LOCAL_SITE_URL = 'http://localhost:8888'

/** How long the site's cookie remembers a reader's chosen language, in days (requirements §2). */
export const LOCALE_COOKIE_DAYS = 365

/** How long a member stays logged in, in days: the CMS's session record and token, the site's cookie. */
export const SESSION_TTL_DAYS = { min: 1, max: 365, default: 14 } as const

/** Shortest secrets each side accepts for what they share. */
export const SHARED_SECRET_LENGTH = {
  /** Proves to the CMS that a call's client address comes from the site's functions. */
  CMS_PROXY_SECRET: 16,
  /** The CMS signs the editors' preview links with it; the site's preview checks them. */
  PREVIEW_SECRET: 32,
  /** Signs the builds' deploy notifications (Netlify's, or `npm start`'s) the CMS accepts. */
  DEPLOY_NOTIFICATION_SECRET: 16,
} as const

export type SharedSecret = keyof typeof SHARED_SECRET_LENGTH

export const tooShort = (name: SharedSecret) => `${name} must be at least ${SHARED_SECRET_LENGTH[name]} characters`
