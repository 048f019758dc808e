/**
 * The mailbox an e-mail address delivers to, as a rate-limit key. Most providers deliver
 * `name+anything@` to `name@`, and Gmail ignores dots in the name, so counting the address as
 * typed would give whoever sends mail to one inbox a fresh limit per alias.
 */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at <= 0) return lower
  let name = lower.slice(0, at).split('+')[0] || lower.slice(0, at)
  const domain = lower.slice(at + 1)
  if (DOTLESS_DOMAINS.has(domain)) name = name.replace(/\./g, '')
  return `${name}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`
}
