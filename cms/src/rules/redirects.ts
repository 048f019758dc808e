/**
 * Per-path redirect rules editors keep in the CMS (requirements §2 guard 3): the one check of a
 * rule, used by the CMS when a rule is saved (cms/src/bootstrap/redirect-rules.ts: a refused rule
 * is never stored, with the reason beside its field) and by the build, which turns the valid ones
 * into host redirects (gatsby-node.ts) and leaves out any stored before this check existed.
 */
import { LOCALE_ALTERNATION } from './locales'

export type RedirectRule = { fromPath: string; toPath: string; permanent: boolean; external: boolean }
export type RawRule = { fromPath: string; toPath: string; permanent?: boolean | null; allowExternal?: boolean | null }

/** Errors of the route-rule catalogue (requirements §2, route errors), and the field each is about. */
export const RULE_ERRORS = {
  'external-not-allowed': 'Navigating to an external URL without explicit permission is an error',
  'invalid-from': 'A rule must start from a path under /fa/ or /en/',
  'invalid-target': 'A rule must lead to a site path or an http(s) address',
  'redirect-loop': 'A rule must not lead to its own address',
} as const
export type RuleError = keyof typeof RULE_ERRORS
export const RULE_ERROR_FIELDS: Record<RuleError, keyof RawRule> = {
  'external-not-allowed': 'allowExternal',
  'invalid-from': 'fromPath',
  'invalid-target': 'toPath',
  'redirect-loop': 'toPath',
}

/** Any origin stands for the site's: a target is internal when a browser resolves it to the same origin. */
const SITE = 'https://site.invalid'
/** A path under one of the languages: `/fa`, `/en/...`, without a query, fragment, space or backslash. */
const LOCALE_FROM_PATH = new RegExp(`^/(${LOCALE_ALTERNATION})(/[^?#\\s\\\\]*)?$`)

/**
 * Where a browser takes a reader for `target`: the site (a path that resolves to the site's own
 * origin), another site over http(s), or nowhere a rule may lead. Read as the URL standard does,
 * not by its first characters: `/\evil.example`, `/\t/evil.example` and `//evil.example` are all
 * another host to a browser. Backslashes and control characters, which browsers read as slashes
 * or drop, are refused in any target.
 */
function targetKind(target: string): 'internal' | 'external' | 'invalid' {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\\\u0000-\u0020\u007f]/.test(target)) return 'invalid'
  let resolved: URL
  try {
    resolved = new URL(target, SITE)
  } catch {
    return 'invalid'
  }
  if (target.startsWith('/')) return resolved.origin === SITE ? 'internal' : 'invalid'
  if (/^https?:\/\//i.test(target) && /^https?:$/.test(resolved.protocol) && resolved.hostname) return 'external'
  return 'invalid'
}

/** "/en/about/" and "/en/about" are one address. */
export const normalisePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

export function checkRule(raw: RawRule): { rule: RedirectRule } | { error: RuleError } {
  const fromPath = normalisePath(raw.fromPath.trim())
  const toPath = raw.toPath.trim()
  if (!LOCALE_FROM_PATH.test(fromPath)) return { error: 'invalid-from' }
  const kind = targetKind(toPath)
  if (kind === 'invalid') return { error: 'invalid-target' }
  const external = kind === 'external'
  if (external && !raw.allowExternal) return { error: 'external-not-allowed' }
  if (!external && normalisePath(toPath.split(/[?#]/)[0]) === fromPath) return { error: 'redirect-loop' }
  return { rule: { fromPath, toPath, permanent: Boolean(raw.permanent), external } }
}
