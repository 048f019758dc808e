import { createHash } from 'node:crypto'
// An independent JWT implementation (Strapi's own dependency) checks ours both ways.
import jwt from 'jsonwebtoken'
import { signDeployNotification, verifyDeployNotification } from './netlify-signature'

const secret = 'a-shared-jws-secret-token'
const body = JSON.stringify({ id: '6571f0', state: 'ready', published_at: '2026-11-23T10:00:00.000Z', name: 'سایت' })
const sha256 = createHash('sha256').update(body).digest('hex')

describe('deploy notification signatures', () => {
  it('accepts a token made the way Netlify makes it (HS256, iss netlify, sha256 of the body)', () => {
    const token = jwt.sign({ iss: 'netlify', sha256 }, secret, { algorithm: 'HS256' })
    expect(verifyDeployNotification(body, token, secret)).toBe(true)
    expect(verifyDeployNotification(Buffer.from(body), token, secret)).toBe(true)
  })

  it('signs tokens a JWT library verifies, with the body hash as Netlify puts it', () => {
    const claims = jwt.verify(signDeployNotification(body, secret), secret, { algorithms: ['HS256'] }) as Record<
      string,
      unknown
    >
    expect(claims).toEqual({ iss: 'netlify', sha256 })
  })

  it('refuses another secret, another body, another issuer, no token and junk', () => {
    const token = signDeployNotification(body, secret)
    expect(verifyDeployNotification(body, token, 'another-secret-of-length')).toBe(false)
    expect(verifyDeployNotification(`${body} `, token, secret)).toBe(false)
    expect(verifyDeployNotification(body, jwt.sign({ iss: 'someone', sha256 }, secret), secret)).toBe(false)
    expect(verifyDeployNotification(body, jwt.sign({ iss: 'netlify' }, secret), secret)).toBe(false)
    expect(verifyDeployNotification(body, undefined, secret)).toBe(false)
    for (const junk of ['', 'a.b', 'a.b.c', '...', `${token}.x`, 'x'.repeat(5000)])
      expect(verifyDeployNotification(body, junk, secret)).toBe(false)
  })

  it('refuses a token that names no algorithm or another one, even with the right claims', () => {
    const unsigned = jwt.sign({ iss: 'netlify', sha256 }, '', { algorithm: 'none' })
    expect(verifyDeployNotification(body, unsigned, secret)).toBe(false)
    expect(
      verifyDeployNotification(body, jwt.sign({ iss: 'netlify', sha256 }, secret, { algorithm: 'HS512' }), secret),
    ).toBe(false)
  })
})
