/**
 * Per-path redirect rules editors keep in the CMS (requirements §2 guard 3). The build turns the
 * valid ones into host redirects and publishes them as /route-rules.json; the site applies them in
 * the browser too (external targets by a full navigation, internal ones by a normal redirect), and
 * the 404 function answers with them where the host did not.
 */
export type RedirectRule = { fromPath: string; toPath: string; permanent: boolean; external: boolean }
export type RawRule = { fromPath: string; toPath: string; permanent?: boolean | null; allowExternal?: boolean | null }

/** Errors of the route-rule catalogue (requirements §2, route errors). */
export const RULE_ERRORS = {
  'external-not-allowed': 'Navigating to an external URL without explicit permission is an error',
  'invalid-from': 'A rule must start from a path under /fa/ or /en/',
  'invalid-target': 'A rule must lead to a site path or an http(s) address',
  'redirect-loop': 'A rule must not lead to its own address',
} as const
export type RuleError = keyof typeof RULE_ERRORS

export const ROUTE_RULES_PATH = '/route-rules.json'

const isExternal = (target: string) => /^https?:\/\//i.test(target)
/** "/en/about/" and "/en/about" are one address. */
export const normalisePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

export function checkRule(raw: RawRule): { rule: RedirectRule } | { error: RuleError } {
  const fromPath = normalisePath(raw.fromPath.trim())
  const toPath = raw.toPath.trim()
  if (!/^\/(fa|en)(\/[^?#\s]*)?$/.test(fromPath)) return { error: 'invalid-from' }
  const external = isExternal(toPath)
  if (!external && !/^\/(?!\/)[^\s]*$/.test(toPath)) return { error: 'invalid-target' }
  if (external && !raw.allowExternal) return { error: 'external-not-allowed' }
  if (!external && normalisePath(toPath.split(/[?#]/)[0]) === fromPath) return { error: 'redirect-loop' }
  return { rule: { fromPath, toPath, permanent: Boolean(raw.permanent), external } }
}

export function ruleFor(pathname: string, rules: readonly RedirectRule[]): RedirectRule | undefined {
  const wanted = normalisePath(pathname)
  return rules.find((rule) => rule.fromPath === wanted)
}
