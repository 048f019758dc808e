import { addressKey } from './address-key'

describe('addressKey', () => {
  it('keeps an IPv4 address, and the IPv4 address inside an IPv4-mapped IPv6 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7')
  })

  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const network = '2001:db8:85a3:42::/64'
    for (const address of [
      '2001:db8:85a3:42::1',
      '2001:0db8:85a3:0042:0000:0000:0000:0001',
      '2001:db8:85a3:42:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:42:1234::9',
    ])
      expect({ address, key: addressKey(address) }).toEqual({ address, key: network })
    expect(addressKey('2001:db8:85a3:43::1')).not.toBe(network)
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
  })

  it('leaves what is no address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown')
  })
})
