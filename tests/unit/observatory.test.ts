import { gradeOf, observatoryScore } from '../support/observatory'

const page = (
  headers: Record<string, string>,
  html = '<html><script src="/app.js"></script></html>',
  setCookies: string[] = [],
  url = 'https://site.example/en/',
) =>
  observatoryScore({
    url,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
    html,
    setCookies,
  })

const STRICT = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
}

describe('the Observatory-style score', () => {
  it('grades as the methodology does', () => {
    expect([gradeOf(135), gradeOf(100), gradeOf(99), gradeOf(85), gradeOf(50), gradeOf(24)]).toEqual([
      'A+',
      'A+',
      'A',
      'A-',
      'C',
      'F',
    ])
  })

  it('gives a page with no security headers a D (Mozilla: CSP -25, HSTS -20, XFO -20, XCTO -5)', () => {
    const { score, grade } = page({})
    expect(score).toBe(30)
    expect(grade).toBe('D')
  })

  it('gives the strict set A+, with the bonuses only once the score reaches 90', () => {
    const strict = page(STRICT)
    expect(strict.results.find((result) => result.test === 'content-security-policy')?.result).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    )
    expect(strict.score).toBe(110)
    expect(strict.grade).toBe('A+')
    // Bonuses (referrer +5, frame-ancestors +5) do not lift a site below 90.
    expect(page({ ...STRICT, 'strict-transport-security': '' }).score).toBe(80)
  })

  it('penalises a policy that lets scripts in unsafely, or loads over http on an https site', () => {
    expect(
      page({
        ...STRICT,
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'",
      }).results[0],
    ).toMatchObject({ modifier: -20 })
    expect(page({ ...STRICT, 'content-security-policy': "script-src 'self'" }).results[0]).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline',
    })
    expect(
      page({ ...STRICT, 'content-security-policy': "default-src 'self'; img-src http://cdn.example" }).results[0],
    ).toMatchObject({ modifier: -10 })
    expect(
      page(
        { ...STRICT, 'content-security-policy': "default-src 'self'; img-src http://cdn.example" },
        undefined,
        [],
        'http://localhost:8888/',
      ).results[0],
    ).toMatchObject({ modifier: 5 })
    expect(page({ ...STRICT, 'content-security-policy': "default-src 'none'" }).results[0]).toMatchObject({
      modifier: 10,
    })
  })

  it('judges cookies, CORS and external scripts', () => {
    expect(
      page(STRICT, undefined, ['__Host-qa_session=x; Path=/; HttpOnly; SameSite=Lax; Secure']).results.find(
        (result) => result.test === 'cookies',
      )?.modifier,
    ).toBe(5)
    expect(
      page(STRICT, undefined, ['qa_session=x; Path=/; HttpOnly; SameSite=Lax']).results.find(
        (result) => result.test === 'cookies',
      )?.modifier,
    ).toBe(-10)
    expect(page({ ...STRICT, 'access-control-allow-origin': '*' }).score).toBe(50)
    expect(
      page(STRICT, '<script src="http://evil.example/x.js"></script>').results.find(
        (result) => result.test === 'subresource-integrity',
      )?.modifier,
    ).toBe(-50)
  })
})
