import { checkRule, RULE_ERRORS } from './redirects'
import { ruleFor } from '../../../src/lib/redirect-rules'

describe('redirect rules', () => {
  it('accepts site paths and allowed external targets', () => {
    expect(checkRule({ fromPath: '/en/about/', toPath: '/en/pages/about-us/', permanent: true })).toEqual({
      rule: { fromPath: '/en/about', toPath: '/en/pages/about-us/', permanent: true, external: false },
    })
    expect(checkRule({ fromPath: '/fa/lab', toPath: 'https://lab.example/', allowExternal: true })).toEqual({
      rule: { fromPath: '/fa/lab', toPath: 'https://lab.example/', permanent: false, external: true },
    })
  })

  it('refuses an external target without explicit permission, with the catalogued error', () => {
    expect(checkRule({ fromPath: '/en/lab', toPath: 'https://lab.example/' })).toEqual({
      error: 'external-not-allowed',
    })
    expect(RULE_ERRORS['external-not-allowed']).toBe(
      'Navigating to an external URL without explicit permission is an error',
    )
  })

  it.each([
    [{ fromPath: '/about', toPath: '/en/' }, 'invalid-from'],
    [{ fromPath: 'https://x.example/en/a', toPath: '/en/' }, 'invalid-from'],
    [{ fromPath: '/en/a', toPath: 'javascript:alert(1)', allowExternal: true }, 'invalid-target'],
    [{ fromPath: '/en/a', toPath: '//evil.example/', allowExternal: true }, 'invalid-target'],
    [{ fromPath: '/en/a/', toPath: '/en/a?x=1' }, 'redirect-loop'],
    // What browsers read as another host, whether external targets are allowed or not (the third probe).
    [{ fromPath: '/fa/x', toPath: '/\\evil.example' }, 'invalid-target'],
    [{ fromPath: '/fa/x', toPath: '/\\evil.example', allowExternal: true }, 'invalid-target'],
    [{ fromPath: '/fa/x', toPath: '/\t/evil.example' }, 'invalid-target'],
    [{ fromPath: '/fa/x', toPath: '/en/\u0000' }, 'invalid-target'],
    [{ fromPath: '/fa/x', toPath: 'https:/\\evil.example', allowExternal: true }, 'invalid-target'],
    // Other schemes, and text that is no address.
    [{ fromPath: '/fa/x', toPath: 'JavaScript:alert(1)', allowExternal: true }, 'invalid-target'],
    [{ fromPath: '/fa/x', toPath: 'data:text/html,<script>alert(1)</script>', allowExternal: true }, 'invalid-target'],
    [{ fromPath: '/fa/x', toPath: 'mailto:x@example.com', allowExternal: true }, 'invalid-target'],
    [{ fromPath: '/fa/x', toPath: 'en/about' }, 'invalid-target'],
    [{ fromPath: '/fa/x', toPath: 'https://', allowExternal: true }, 'invalid-target'],
    [{ fromPath: '/fa/x\\y', toPath: '/en/' }, 'invalid-from'],
  ])('refuses %p (%s)', (raw, error) => {
    expect(checkRule(raw)).toEqual({ error })
  })

  it('finds the rule for an address with or without its trailing slash', () => {
    const rules = [{ fromPath: '/en/about', toPath: '/en/pages/about-us/', permanent: true, external: false }]
    expect(ruleFor('/en/about/', rules)).toBe(rules[0])
    expect(ruleFor('/en/about', rules)).toBe(rules[0])
    expect(ruleFor('/en/about-us', rules)).toBeUndefined()
  })
})
