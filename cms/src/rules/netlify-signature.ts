/**
 * Netlify signs each outgoing deploy notification with the "JWS secret token" set on it: the
 * `X-Webhook-Signature` header is a JWT (HS256) whose claims are `iss: "netlify"` and `sha256`,
 * the hex SHA-256 of the raw request body. `npm start`'s local builds sign theirs the same way, so
 * the CMS has one way in for both. No dependency: the format is three base64url parts and an HMAC.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-webhook-signature'
export const EVENT_HEADER = 'x-netlify-event'

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const bodyHash = (body: string | Buffer) => createHash('sha256').update(body).digest('hex')
const hmac = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest()

export function signDeployNotification(body: string, secret: string): string {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ iss: 'netlify', sha256: bodyHash(body) })}`
  return `${unsigned}.${hmac(unsigned, secret).toString('base64url')}`
}

function decodePart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** True when `token` is a valid signature of exactly `body` with `secret`. */
export function verifyDeployNotification(body: string | Buffer, token: string | undefined, secret: string): boolean {
  if (!token || token.length > 2048) return false
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const [header, claims, signature] = parts
  // Only HS256: a token that names another algorithm ("none" above all) is refused before any check.
  if (decodePart(header)?.alg !== 'HS256') return false
  const expected = hmac(`${header}.${claims}`, secret)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  const payload = decodePart(claims)
  return payload?.iss === 'netlify' && payload.sha256 === bodyHash(body)
}
