/**
 * A score of the security headers of one answer, computed the way Mozilla's HTTP Observatory scores
 * a site (its published methodology: every site starts at 100, each test adds a modifier, bonuses
 * count only when the score without them is 90 or more; 100+ is A+). What it cannot see from one
 * local answer it leaves out: the HTTP → HTTPS redirection (Netlify's) and preload lists.
 * `http:` sources count as insecure only when the page itself is served over HTTPS, as on the
 * Observatory, which scans HTTPS sites.
 */
export type ObservatoryInput = { url: string; headers: Headers; html: string | null; setCookies: string[] }
export type TestResult = { test: string; result: string; modifier: number }
export type ObservatoryScore = { score: number; grade: string; results: TestResult[] }

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

export const gradeOf = (score: number) => GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F'

export function parsePolicy(header: string): Map<string, string[]> | null {
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (!name) continue
    if (!/^[a-z-]+$/i.test(name)) return null
    if (!directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values)
  }
  return directives.size ? directives : null
}

function contentSecurityPolicy({ url, headers }: ObservatoryInput): TestResult {
  const test = 'content-security-policy'
  const header = headers.get('content-security-policy')
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 }
  const policy = parsePolicy(header)
  if (!policy) return { test, result: 'csp-header-invalid', modifier: -25 }
  const effective = (name: string) => policy.get(name) ?? policy.get('default-src')
  const secure = url.startsWith('https:')
  const broad = (source: string) => ['*', 'http:', 'https:', 'data:'].includes(source.toLowerCase())
  const scripts = effective('script-src')
  const objects = effective('object-src')
  if (
    !scripts ||
    !objects ||
    scripts.some((source) => broad(source) || source === "'unsafe-inline'") ||
    objects.some(broad)
  ) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  }
  if (secure && [...policy.values()].some((values) => values.some((source) => source.startsWith('http:')))) {
    const active = [...policy].some(
      ([name, values]) =>
        !['img-src', 'media-src'].includes(name) && values.some((source) => source.startsWith('http:')),
    )
    return active
      ? { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 }
      : { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 }
  }
  if (scripts.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  const styles = effective('style-src') ?? []
  if (styles.some((source) => broad(source) || source === "'unsafe-inline'"))
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  if (policy.get('default-src')?.join(' ') === "'none'")
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

function cookies({ url, headers, setCookies }: ObservatoryInput): TestResult {
  const test = 'cookies'
  if (!setCookies.length) return { test, result: 'cookies-not-found', modifier: 0 }
  const hsts = /max-age=\d+/i.test(headers.get('strict-transport-security') ?? '')
  const parsed = setCookies.map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim())
    const names = new Set(attributes.map((attribute) => attribute.split('=')[0].toLowerCase()))
    const sameSite = attributes
      .find((attribute) => attribute.toLowerCase().startsWith('samesite='))
      ?.split('=')[1]
      ?.toLowerCase()
    const name = pair.split('=')[0]
    return {
      secure: names.has('secure') && url.startsWith('https:'),
      httpOnly: names.has('httponly'),
      sameSite,
      session: /sess|login|auth|token|sid/i.test(name),
    }
  })
  if (parsed.some((cookie) => cookie.sameSite && !['strict', 'lax', 'none'].includes(cookie.sameSite)))
    return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 }
  if (parsed.some((cookie) => cookie.session && !cookie.secure))
    return hsts
      ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 }
      : { test, result: 'cookies-session-without-secure-flag', modifier: -40 }
  if (parsed.some((cookie) => cookie.session && !cookie.httpOnly))
    return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 }
  if (parsed.some((cookie) => !cookie.secure))
    return hsts
      ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
      : { test, result: 'cookies-without-secure-flag', modifier: -20 }
  if (parsed.every((cookie) => cookie.sameSite === 'strict' || cookie.sameSite === 'lax'))
    return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
}

function crossOriginResourceSharing({ headers }: ObservatoryInput): TestResult {
  const test = 'cross-origin-resource-sharing'
  const allowed = headers.get('access-control-allow-origin')
  if (!allowed) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
  return allowed.trim() === '*'
    ? { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 }
    : { test, result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 }
}

function referrerPolicy({ headers }: ObservatoryInput): TestResult {
  const test = 'referrer-policy'
  const header = headers.get('referrer-policy')
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 }
  // The last policy a browser understands wins.
  const policy =
    header
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)
      .at(-1) ?? ''
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return { test, result: 'referrer-policy-private', modifier: 5 }
  if (policy === 'no-referrer-when-downgrade')
    return { test, result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(policy))
    return { test, result: 'referrer-policy-unsafe', modifier: -5 }
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 }
}

function strictTransportSecurity({ headers }: ObservatoryInput): TestResult {
  const test = 'strict-transport-security'
  const header = headers.get('strict-transport-security')
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 }
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1]
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 }
  return Number(maxAge) >= 15_768_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
}

function subresourceIntegrity({ url, headers, html }: ObservatoryInput): TestResult {
  const test = 'subresource-integrity'
  if (!html || !/html/i.test(headers.get('content-type') ?? ''))
    return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 }
  const origin = new URL(url).origin
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi)].map((match) => ({
    src: new URL(match[1], url),
    integrity: /\bintegrity\s*=/i.test(match[0]),
  }))
  if (!scripts.length) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 }
  const external = scripts.filter((script) => script.src.origin !== origin)
  if (!external.length)
    return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
  if (external.every((script) => script.integrity)) {
    return external.every((script) => script.src.protocol === 'https:')
      ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
  }
  return external.every((script) => script.src.protocol === 'https:')
    ? { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }
    : { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 }
}

function contentTypeOptions({ headers }: ObservatoryInput): TestResult {
  const test = 'x-content-type-options'
  const header = headers.get('x-content-type-options')
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 }
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 }
}

function frameOptions({ headers }: ObservatoryInput): TestResult {
  const test = 'x-frame-options'
  const policy = parsePolicy(headers.get('content-security-policy') ?? '')
  if (policy?.get('frame-ancestors')?.length)
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 }
  const header = headers.get('x-frame-options')?.trim().toUpperCase()
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 }
  return header === 'DENY' || header === 'SAMEORIGIN'
    ? { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test, result: 'x-frame-options-header-invalid', modifier: -20 }
}

function crossOriginResourcePolicy({ headers }: ObservatoryInput): TestResult {
  const test = 'cross-origin-resource-policy'
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase()
  if (!header) return { test, result: 'corp-not-implemented', modifier: 0 }
  return ['same-origin', 'same-site', 'cross-origin'].includes(header)
    ? { test, result: `corp-implemented-with-${header}`, modifier: 0 }
    : { test, result: 'corp-header-invalid', modifier: -5 }
}

export function observatoryScore(input: ObservatoryInput): ObservatoryScore {
  const results = [
    contentSecurityPolicy,
    cookies,
    crossOriginResourceSharing,
    referrerPolicy,
    strictTransportSecurity,
    subresourceIntegrity,
    contentTypeOptions,
    frameOptions,
    crossOriginResourcePolicy,
  ].map((test) => test(input))
  const penalties = results.reduce((sum, result) => sum + Math.min(result.modifier, 0), 0)
  const bonuses = results.reduce((sum, result) => sum + Math.max(result.modifier, 0), 0)
  const score = Math.max(0, 100 + penalties + (100 + penalties >= 90 ? bonuses : 0))
  return { score, grade: gradeOf(score), results }
}
