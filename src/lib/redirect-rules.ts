/**
 * Per-path redirect rules editors keep in the CMS (requirements §2 guard 3), checked by one rule
 * (cms/src/rules/redirects.ts). The build turns the valid ones into host redirects and publishes
 * them as /route-rules.json; the site applies them in
 * the browser too (external targets by a full navigation, internal ones by a normal redirect), and
 * the 404 function answers with them where the host did not.
 */
import { normalisePath, type RedirectRule } from '../../cms/src/rules/redirects'

export const ROUTE_RULES_PATH = '/route-rules.json'

export function ruleFor(pathname: string, rules: readonly RedirectRule[]): RedirectRule | undefined {
  const wanted = normalisePath(pathname)
  return rules.find((rule) => rule.fromPath === wanted)
}
