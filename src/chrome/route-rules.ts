/**
 * Applies the CMS's per-path rules in the browser (requirements §2 guard 3): the manifest is
 * fetched once per page load; a matching address goes on by a full navigation when the target is
 * outside the site, by a normal (history-replacing) redirect otherwise.
 */
import { navigate } from 'gatsby'
import { ROUTE_RULES_PATH, ruleFor } from '../lib/redirect-rules'
import type { RedirectRule } from '../../cms/src/rules/redirects'

let manifest: Promise<RedirectRule[]> | undefined

function loadRules(): Promise<RedirectRule[]> {
  manifest ??= fetch(ROUTE_RULES_PATH, { headers: { accept: 'application/json' } })
    .then((response): Promise<{ rules?: RedirectRule[] }> | { rules?: RedirectRule[] } =>
      response.ok ? response.json() : {},
    )
    .then((body) => (Array.isArray(body.rules) ? body.rules : []))
    .catch(() => [])
  return manifest
}

export async function applyRouteRules(pathname: string, win: Window = window): Promise<RedirectRule | undefined> {
  const rule = ruleFor(pathname, await loadRules())
  if (!rule) return undefined
  if (rule.external) win.location.assign(rule.toPath)
  else await navigate(rule.toPath, { replace: true })
  return rule
}
