/**
 * The account area's routes (SPEC section 2) and guards (SPEC section 2, "Route guards").
 * Shared by gatsby-node (which creates the client-only shells), the 404 function (which leaves
 * these paths to the shells) and the account screens.
 */
import { localePath, type Locale } from './i18n'

export const ACCOUNT_SECTIONS = ['auth', 'user'] as const

export const AUTH_SCREENS = ['login', 'signup', 'confirm-account', 'send-email-confirmation', 'forgot-password', 'reset-password'] as const
export const USER_SCREENS = ['profile', 'avatar', 'password'] as const
export type AuthScreen = (typeof AUTH_SCREENS)[number]
export type UserScreen = (typeof USER_SCREENS)[number]

/**
 * Auth screens search engines may index (own prerendered page, canonical, in the sitemap, allowed
 * in robots.txt): people search for "<site> login". The others only make sense from an e-mail or
 * a flow, and the user area is private: noindex, disallowed.
 */
export const INDEXABLE_AUTH_SCREENS: readonly AuthScreen[] = ['login', 'signup']
export const isIndexableAuthPath = (pathname: string) => INDEXABLE_AUTH_SCREENS.some((screen) => new RegExp(`^/(fa|en)/auth/${screen}/?$`).test(pathname))

export const authPath = (locale: Locale, screen: AuthScreen) => localePath(locale, `/auth/${screen}`)
export const userPath = (locale: Locale, screen?: UserScreen) => localePath(locale, screen ? `/user/${screen}` : '/user')

/** The path without its locale prefix: "/fa/user/profile/" → "/user/profile/". */
const withoutLocale = (pathname: string) => pathname.replace(/^\/(fa|en)(?=\/|$)/, '') || '/'

/** SPEC guard 1: "a path containing /user/ or ending in /user". */
export const isUserSection = (pathname: string) => /\/user(\/|$)/.test(withoutLocale(pathname))
/** SPEC guard 2: "any path that starts with /auth/". */
export const isAuthSection = (pathname: string) => /^\/auth(\/|$)/.test(withoutLocale(pathname))

export type GuardResult = { redirect: string } | null

/**
 * Guards 1 and 2, in the SPEC's order; null when the reader may stay. A member on an auth screen
 * goes home, or to the page the login was started from (`?next=`, e.g. 'Login to comment'): the
 * moment a login succeeds the reader is a member on the login screen, and this guard and the
 * login screen must send them to the same place.
 */
export function accountGuard(pathname: string, locale: Locale, loggedIn: boolean, search = ''): GuardResult {
  if (!loggedIn && isUserSection(pathname)) return { redirect: localePath(locale, '/') }
  if (loggedIn && isAuthSection(pathname)) return { redirect: nextAfterLogin(search, locale) }
  return null
}

/**
 * Where to go after logging in: a `next` parameter naming a page of this site (a path, never
 * another origin or the auth screens themselves), else the locale's home.
 */
export function nextAfterLogin(search: string, locale: Locale): string {
  const next = new URLSearchParams(search).get('next')
  if (next && /^\/(fa|en)\//.test(next) && !next.startsWith('//') && !isAuthSection(next)) return next
  return localePath(locale, '/')
}
