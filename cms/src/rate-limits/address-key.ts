/**
 * The key a client address counts under in the rate limits: an IPv4 address as it is, an IPv6
 * address by its /64 network. An IPv6 host is given a whole /64 (a home line, a phone on a mobile
 * network) and picks any address in it at will, so a limit per address would be a limit per
 * guess; an IPv4 address mapped into IPv6 (`::ffff:192.0.2.1`) is the IPv4 one.
 */
import net from 'node:net'

export function addressKey(address: string): string {
  if (net.isIPv4(address)) return address
  if (!net.isIPv6(address)) return address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  // Expand `::` to the zero groups it stands for, then keep the first four groups.
  const [head, tail] = address.toLowerCase().split('::') as [string, string | undefined]
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
