/**
 * A release's `_headers` rules, looked up per request. The build writes a rule for every page (its
 * own Content-Security-Policy), so a site of thousands of pages has thousands of rules; trying each
 * one's pattern against every request made each answer's cost grow with the site. A rule naming
 * one address (no `*`, no `:placeholder`) is found by its address instead; the few with patterns
 * are tried as before. The answer is the same: every rule that matches, in the file's order (a
 * later one overrides an earlier one, as on Netlify), each confirmed by the pattern Netlify's
 * parser made for it (`forRegExp`: case-insensitive, with or without a trailing slash).
 */
import type { Header } from '@netlify/headers-parser'

/** An address as a literal rule is filed: case folded, without its trailing slash (`/` stays). */
const addressKey = (address: string) =>
  (address.length > 1 && address.endsWith('/') ? address.slice(0, -1) : address).toLowerCase()

/** A rule's `for` as Netlify's parser reads it (segments trimmed, empty ones dropped), if it names one address. */
function literalAddress(forPath: string): string | undefined {
  const segments = forPath
    .split('/')
    .map((segment) => segment.trimEnd())
    .filter(Boolean)
  if (segments.some((segment) => segment.startsWith(':') || segment.includes('*'))) return undefined
  return addressKey(`/${segments.join('/')}`)
}

export class HeaderRules {
  /** Rules naming one address, by its key: their indices in the file. */
  private readonly literal = new Map<string, number[]>()
  /** The indices of the rules with patterns. */
  private readonly patterned: number[] = []

  constructor(private readonly rules: Header[]) {
    rules.forEach((rule, index) => {
      const address = literalAddress(rule.for)
      if (address === undefined) this.patterned.push(index)
      else this.literal.set(address, [...(this.literal.get(address) ?? []), index])
    })
  }

  /**
   * The values for a path. Netlify matches rules against the address as sent, so the build writes
   * a Persian page's rule percent-encoded (Gatsby's adapter and the pages' policies both do):
   * `pathname` is decoded, and is tried in both forms.
   */
  valuesFor(pathname: string): Record<string, string> {
    const encoded = encodeURI(pathname)
    const candidates = [
      ...this.patterned,
      ...(this.literal.get(addressKey(pathname)) ?? []),
      ...(encoded === pathname ? [] : (this.literal.get(addressKey(encoded)) ?? [])),
    ].sort((a, b) => a - b)
    const values: Record<string, string> = {}
    let last = -1
    for (const index of candidates) {
      if (index === last) continue
      last = index
      const rule = this.rules[index]
      if (rule.forRegExp.test(pathname) || rule.forRegExp.test(encoded)) Object.assign(values, rule.values)
    }
    return values
  }
}
