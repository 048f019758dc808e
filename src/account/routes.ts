/**
 * The account area's routes (requirements §2) and guards (requirements §2, "Route guards").
 * Shared by gatsby-node (which prerenders one page per screen and writes the host's rules for
 * e-mailed links) and the account screens.
 */
import { LOCALES, localePath, type Locale } from '../lib/i18n'
import { LOCALE_ALTERNATION } from '../../cms/src/rules/locales'

export const AUTH_SCREENS = [
  'login',
  'signup',
  'confirm-account',
  'send-email-confirmation',
  'forgot-password',
  'reset-password',
] as const
export const USER_SCREENS = ['profile', 'avatar', 'password'] as const
export type AuthScreen = (typeof AUTH_SCREENS)[number]
export type UserScreen = (typeof USER_SCREENS)[number]

/**
 * Auth screens search engines may index (own prerendered page, canonical, in the sitemap, allowed
 * in robots.txt): people search for "<site> login". The others only make sense from an e-mail or
 * a flow, and the user area is private: noindex, disallowed.
 */
export const INDEXABLE_AUTH_SCREENS: readonly AuthScreen[] = ['login', 'signup']
export const isIndexableAuthPath = (pathname: string) =>
  INDEXABLE_AUTH_SCREENS.some((screen) => new RegExp(`^/(${LOCALE_ALTERNATION})/auth/${screen}/?$`).test(pathname))

/**
 * Screens opened from an e-mailed link that carries `?code=`. Opened without one there is nothing
 * to confirm or reset: the host answers 404 (requirements §2 guard 4), see `codeLinkRules`.
 */
export const CODE_SCREENS = ['confirm-account', 'reset-password'] as const satisfies readonly AuthScreen[]

export const authPath = (locale: Locale, screen: AuthScreen) => localePath(locale, `/auth/${screen}`)
/** The login screen, sending the reader back to `pathname` once logged in (see nextAfterLogin). */
export const loginPathBackTo = (locale: Locale, pathname: string) =>
  `${authPath(locale, 'login')}?next=${encodeURIComponent(pathname)}`
export const userPath = (locale: Locale, screen?: UserScreen) =>
  localePath(locale, screen ? `/user/${screen}` : '/user')

/**
 * Every address of the account area, each a prerendered page of its own: the section's index
 * `/{locale}/user/` (it sends a member on to the profile), the auth screens and the user screens.
 * Nothing else under /auth/ or /user/ exists, so the host answers anything else with 404.
 */
export function accountPaths(locale: Locale): string[] {
  return [
    userPath(locale),
    ...AUTH_SCREENS.map((screen) => authPath(locale, screen)),
    ...USER_SCREENS.map((screen) => userPath(locale, screen)),
  ]
}

/** A host rule in Netlify's `_redirects` syntax. */
export type HostRule = { from: string; query?: Record<string, string>; to: string; status: number; force: boolean }

/**
 * The host's rules for the screens of CODE_SCREENS: with a `code` the page is served as it is;
 * without one the same page is served with status 404, so the answer is honest to crawlers and
 * link checkers while the page (which renders its 404 view in the browser) hydrates unchanged.
 * The first rule that matches wins, so the one with the query condition comes first. Both are
 * forced: the page's file exists, and an unforced rule would let the file shadow them.
 */
export function codeLinkRules(): HostRule[] {
  return LOCALES.flatMap((locale) =>
    CODE_SCREENS.flatMap((screen) => {
      const page = authPath(locale, screen)
      const file = `${page}index.html`
      return [page, page.slice(0, -1)].flatMap((from): HostRule[] => [
        { from, query: { code: ':code' }, to: file, status: 200, force: true },
        { from, to: file, status: 404, force: true },
      ])
    }),
  )
}

/** One line of `_redirects`: from, query conditions, to, status (`!` when forced). */
export const hostRuleLine = (rule: HostRule) =>
  [
    rule.from,
    ...Object.entries(rule.query ?? {}).map(([key, value]) => `${key}=${value}`),
    rule.to,
    `${rule.status}${rule.force ? '!' : ''}`,
  ].join('  ')

/** The path without its locale prefix: "/fa/user/profile/" → "/user/profile/". */
const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=/|$)`)
const withoutLocale = (pathname: string) => pathname.replace(LOCALE_PREFIX, '') || '/'

/** requirements §2 guard 1: "a path containing /user/ or ending in /user". */
export const isUserSection = (pathname: string) => /\/user(\/|$)/.test(withoutLocale(pathname))
/** requirements §2 guard 2: "any path that starts with /auth/". */
export const isAuthSection = (pathname: string) => /^\/auth(\/|$)/.test(withoutLocale(pathname))

export type GuardResult = { redirect: string } | null

/**
 * Guards 1 and 2, in the order of requirements §2; null when the reader may stay. A member on an auth screen
 * goes home, or to the page the login was started from (`?next=`, e.g. 'Log in to comment'): the
 * moment a login succeeds the reader is a member on the login screen, and this guard and the
 * login screen must send them to the same place.
 */
export function accountGuard(pathname: string, locale: Locale, loggedIn: boolean, search = ''): GuardResult {
  if (!loggedIn && isUserSection(pathname)) return { redirect: localePath(locale, '/') }
  if (loggedIn && isAuthSection(pathname)) return { redirect: nextAfterLogin(search, locale) }
  return null
}

const UNDER_A_LOCALE = new RegExp(`^/(${LOCALE_ALTERNATION})/`)

/**
 * Where to go after logging in: a `next` parameter naming a page of this site (a path, never
 * another origin or the auth screens themselves), else the locale's home.
 */
export function nextAfterLogin(search: string, locale: Locale): string {
  const next = new URLSearchParams(search).get('next')
  if (next && UNDER_A_LOCALE.test(next) && !next.startsWith('//') && !isAuthSection(next)) return next
  return localePath(locale, '/')
}
