/**
 * SERVER-ONLY. A strict Content-Security-Policy for every built page, written into `_headers`
 * after each build: scripts only from the site itself or inline with one of the hashes of that
 * page's own inline scripts (no 'unsafe-inline' for scripts), no plugins, no <base>, no framing.
 * Gatsby writes a few inline scripts per page (its page path, chunk map and compilation hash) and
 * the site one (the colour mode before first paint); their hashes differ per page, so each page
 * gets its own rule.
 *
 * Styles allow 'unsafe-inline': Gatsby inlines each page's stylesheet, and images (their blurred
 * placeholder) and a few components write style attributes (Observatory-style scoring does not
 * penalise it in style-src).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BuiltPage } from './feed-source'
import { SECURITY_HEADERS } from './security-headers'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Types a browser runs; any other (application/ld+json) is data and never executed. */
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** The CSP source expressions ('sha256-…') of the inline scripts an HTML document runs, sorted, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = (SCRIPT_TYPE.exec(attributes)?.[1] ?? '').toLowerCase()
    if (!RUNNABLE_TYPES.has(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes].sort()
}

/**
 * The origins a browser may show `address` under: itself, and where it names this machine's
 * loopback, the other name for it (an editor who opens the CMS admin at localhost rather than
 * 127.0.0.1 still sees the preview in its frame).
 */
export function originsOf(address: string): string[] {
  const url = new URL(address)
  const other = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' }[url.hostname]
  if (!other) return [url.origin]
  const alias = new URL(url.origin)
  alias.hostname = other
  return [url.origin, alias.origin]
}

/**
 * Where a page may load images from besides itself: the CMS's media (avatars are served from it).
 * `framed`: pages another origin may frame, with their extra headers (the CMS admin frames the
 * preview page, docs/decisions/0020-draft-preview.md); every other page may be framed by nobody.
 */
export type PolicySources = {
  imageOrigins: string[]
  framed?: { paths: string[]; by: string[]; headers: Record<string, string> }
}

export function contentSecurityPolicy(
  scriptHashes: string[],
  sources: PolicySources,
  frameAncestors: string[] = ["'none'"],
): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // wasm-unsafe-eval: the site's search compiles its WebAssembly (Pagefind, ADR 0032); it lets
    // no JavaScript be evaluated from strings.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the blurred placeholders of images, blob: for the preview of a chosen avatar.
    ['img-src', ["'self'", 'data:', 'blob:', ...sources.imageOrigins]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', frameAncestors],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** `headers`: set beside the policy, for addresses whose other headers the host does not know. */
export type PageRule = { path: string; policy: string; headers?: Record<string, string> }

/** The HTML file a page was written to (trailing slashes everywhere but `/404.html`). */
export const htmlFileOf = (publicDir: string, pagePath: string) =>
  path.join(
    publicDir,
    ...decodeURI(pagePath).split('/').filter(Boolean),
    ...(pagePath.endsWith('.html') ? [] : ['index.html']),
  )

/**
 * One rule per built page, and one per match path (`/x/*`, answered by its page through a host
 * rewrite; the site has none today, ADR 0014). A match path's rule also covers the pages
 * prerendered under it and a host may apply both rules to such a page: its policy therefore
 * allows the scripts of every page under it, so that whichever policies apply, each page's own
 * scripts run.
 */
export function pageRules(publicDir: string, pages: BuiltPage[], sources: PolicySources): PageRule[] {
  const built = pages.flatMap((page) => {
    const file = htmlFileOf(publicDir, page.path)
    return existsSync(file) ? [{ ...page, hashes: inlineScriptHashes(readFileSync(file, 'utf8')) }] : []
  })
  const rules = new Map<string, string[]>()
  for (const page of built) rules.set(page.path, page.hashes)
  for (const page of built) {
    if (!page.matchPath?.endsWith('*')) continue
    const prefix = page.matchPath.slice(0, -1)
    rules.set(
      page.matchPath,
      [...new Set(built.filter((other) => other.path.startsWith(prefix)).flatMap((other) => other.hashes))].sort(),
    )
  }
  const framed = new Set(sources.framed?.paths)
  return [...rules]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([address, hashes]) =>
      framed.has(address) && sources.framed
        ? {
            path: address,
            policy: contentSecurityPolicy(hashes, sources, sources.framed.by),
            headers: sources.framed.headers,
          }
        : { path: address, policy: contentSecurityPolicy(hashes, sources) },
    )
}

const MARKER_START = '# qa-site content security policy start'
const MARKER_END = '# qa-site content security policy end'

/**
 * The rule every file of the site matches: its security headers, written once (Gatsby's own
 * `headers` setting would write them once per route and file, a rule for each of thousands,
 * which the host parses on every release and which names the search index's files of the
 * build before).
 */
const EVERY_FILE: Record<string, string> = { ...SECURITY_HEADERS }

/**
 * `_headers` with the security headers of every file and the page rules in the site's own marked
 * block, replacing the block of an earlier build and keeping everything else.
 */
export function withPolicyBlock(existing: string, rules: PageRule[]): string {
  const start = existing.indexOf(MARKER_START)
  const end = existing.indexOf(MARKER_END)
  const rest =
    start >= 0 && end > start
      ? existing.slice(0, start) + existing.slice(end + MARKER_END.length).replace(/^\n/, '')
      : existing
  const block = [
    MARKER_START,
    '/*',
    ...Object.entries(EVERY_FILE).map(([name, value]) => `  ${name}: ${value}`),
    ...rules.flatMap((rule) => [
      encodeURI(rule.path),
      `  Content-Security-Policy: ${rule.policy}`,
      ...Object.entries(rule.headers ?? {}).map(([name, value]) => `  ${name}: ${value}`),
    ]),
    MARKER_END,
  ].join('\n')
  return `${rest.replace(/\n*$/, rest ? '\n' : '')}${block}\n`
}

/**
 * `rewritten`: host rewrites onto a page's file (`/en/auth/reset-password/index.html` for
 * `/en/auth/reset-password/`, src/account/routes.ts). netlify dev matches headers against
 * the file the rewrite served, for which the adapter wrote none, so those addresses get the
 * page's policy and the security headers here.
 */
export function writePolicyHeaders(
  publicDir: string,
  pages: BuiltPage[],
  sources: PolicySources,
  rewritten: Record<string, string> = {},
): number {
  const file = path.join(publicDir, '_headers')
  const byPath = new Map(pageRules(publicDir, pages, sources).map((rule) => [rule.path, rule]))
  const aliases = Object.entries(rewritten).flatMap(([address, page]): PageRule[] => {
    const rule = byPath.get(page)
    return rule ? [{ path: address, policy: rule.policy, headers: { ...SECURITY_HEADERS } }] : []
  })
  const rules = [...byPath.values(), ...aliases]
  writeFileSync(
    file,
    withPolicyBlock(existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : '', rules),
  )
  return rules.length
}
