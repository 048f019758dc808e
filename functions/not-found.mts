/**
 * Unknown /fa/* and /en/* addresses: status 404 with that locale's prebuilt 404 page, the
 * requested path filled in on the server (the static page cannot know it). Existing files are
 * served first (preferStatic), so this runs only for misses.
 */
import type { Config } from '@netlify/functions'
import { fillMissingPath } from '../src/lib/missing-path'
import { localeFromPath } from '../src/lib/i18n'
import { ROUTE_RULES_PATH, ruleFor } from '../src/lib/redirect-rules'
import type { RedirectRule } from '../cms/src/rules/redirects'
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../src/server/security-headers'
import { siteOrigin } from '../src/server/env'
import type { FunctionContext } from './lib/http.mjs'

const FALLBACK =
  '<!doctype html><html><head><meta charset="utf-8"><title>404 Page not found</title></head><body><h1>Page not found<span data-missing-path=""></span></h1><p>Sorry, we couldn’t find the page you’re looking for.</p></body></html>'

/**
 * netlify dev retries a request whose function answered 404 with `.html`, `.htm`, `/index.html`
 * and finally `/index.htm` appended (mimicking the CDN's static lookups), and sends the last answer.
 * The path the reader asked for is the one without that last suffix.
 */
export function requestedPath(pathname: string): string {
  return pathname.replace(/\/index\.htm$/, '') || '/'
}

/** A CMS redirect rule for this address, from the build's manifest (the host may have routed the miss here first). */
async function redirectFor(origin: string, path: string) {
  try {
    const manifest = await fetch(new URL(ROUTE_RULES_PATH, origin), { signal: AbortSignal.timeout(2000) })
    if (!manifest.ok) return undefined
    const body = (await manifest.json()) as { rules?: RedirectRule[] }
    return ruleFor(path, Array.isArray(body.rules) ? body.rules : [])
  } catch {
    return undefined
  }
}

export default async (req: Request, context: FunctionContext = {}): Promise<Response> => {
  const url = new URL(req.url)
  // The site's files are read from its configured address, never from the host the request names.
  const origin = siteOrigin(context.site)
  const path = requestedPath(url.pathname)
  const rule = await redirectFor(origin, path)
  // A relative location: the reader stays on the address they came by (a deploy's own, or the site's).
  if (rule) return new Response(null, { status: rule.permanent ? 301 : 302, headers: { location: rule.toPath } })
  const locale = localeFromPath(path) ?? 'fa'
  let page = FALLBACK
  // The prebuilt page's own policy allows exactly its inline scripts; the fallback runs none.
  let policy = API_CONTENT_SECURITY_POLICY
  // Asked for the 404 page itself and it is missing (a site being replaced): fetching it would
  // come back here, each call waiting on the next.
  const prebuiltPath = `/${locale}/404/`
  try {
    if (path === prebuiltPath || path === prebuiltPath.slice(0, -1) || path === `/${locale}/404.html`)
      throw new Error('no prebuilt 404 page')
    const prebuilt = await fetch(new URL(prebuiltPath, origin), { signal: AbortSignal.timeout(5000) })
    if (prebuilt.ok) {
      page = await prebuilt.text()
      policy = prebuilt.headers.get('content-security-policy') ?? policy
    }
  } catch {
    // The fallback still answers 404 with the message and the path.
  }
  return new Response(req.method === 'HEAD' ? null : fillMissingPath(page, path), {
    status: 404,
    headers: {
      ...SECURITY_HEADERS,
      'content-security-policy': policy,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  })
}

/** Every account screen is a page of its own, so an unknown one (`/en/auth/xyz`) is a miss like any other. */
export const config: Config = {
  path: ['/fa/*', '/en/*'],
  preferStatic: true,
  // The editors' preview is a function of its own (functions/preview-page.mts, src/preview/paths.ts).
  excludedPath: ['/fa/preview', '/en/preview'],
}
