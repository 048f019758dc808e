/**
 * SERVER-ONLY. The session cookie: the member's CMS token sealed with AES-256-GCM (encrypted and
 * authenticated), so the browser holds it but can neither read nor alter it. HttpOnly, SameSite=Lax,
 * Path=/; Secure and the `__Host-` prefix everywhere except plain-http localhost (browsers refuse
 * Secure cookies there). The cookie name is bound into the seal, so a value cannot be replayed
 * under the other name. Revocation is the CMS's: every use is checked against its session record.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

export const COOKIE_NAME = { secure: '__Host-qa_session', local: 'qa_session' } as const

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

export type SessionPayload = { token: string; /** ms since epoch */ expiresAt: number }

const keyFor = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'qa-site session cookie', VERSION, 32))

export function seal(payload: SessionPayload, secret: string, cookieName: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv)
  cipher.setAAD(Buffer.from(cookieName))
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url')}`
}

/** The payload of a sealed value, or null when it is garbled, forged, sealed with an unknown key or expired. */
export function unseal(value: string, secrets: string[], cookieName: string, now = Date.now()): SessionPayload | null {
  const [version, data] = value.split('.')
  if (version !== VERSION || !data) return null
  const raw = Buffer.from(data, 'base64url')
  if (raw.length <= IV_BYTES + TAG_BYTES) return null
  const iv = raw.subarray(0, IV_BYTES)
  const tag = raw.subarray(raw.length - TAG_BYTES)
  const encrypted = raw.subarray(IV_BYTES, raw.length - TAG_BYTES)
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), iv)
      decipher.setAAD(Buffer.from(cookieName))
      decipher.setAuthTag(tag)
      const payload = JSON.parse(
        Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8'),
      ) as Partial<SessionPayload>
      if (typeof payload.token !== 'string' || typeof payload.expiresAt !== 'number') return null
      return payload.expiresAt > now ? { token: payload.token, expiresAt: payload.expiresAt } : null
    } catch {
      // Not sealed with this key: try the next one.
    }
  }
  return null
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** Secure cookies everywhere but plain-http localhost (also behind a TLS-terminating proxy). */
export function usesSecureCookie(req: Request): boolean {
  const url = new URL(req.url)
  const forwardedProto = req.headers.get('x-forwarded-proto')?.split(',')[0].trim()
  const protocol = forwardedProto ? `${forwardedProto}:` : url.protocol
  return !(protocol === 'http:' && LOOPBACK.has(url.hostname))
}

export const cookieNameFor = (req: Request) => (usesSecureCookie(req) ? COOKIE_NAME.secure : COOKIE_NAME.local)

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

function attributes(req: Request, maxAgeSeconds: number): string {
  return [
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(usesSecureCookie(req) ? ['Secure'] : []),
  ].join('; ')
}

export function sessionCookie(req: Request, payload: SessionPayload, secret: string): string {
  const name = cookieNameFor(req)
  const maxAge = Math.max(0, Math.floor((payload.expiresAt - Date.now()) / 1000))
  return `${name}=${seal(payload, secret, name)}; ${attributes(req, maxAge)}`
}

export const clearSessionCookie = (req: Request) => `${cookieNameFor(req)}=; ${attributes(req, 0)}`

/** The session a request carries, or null for a missing, garbled, forged or expired cookie. */
export function sessionFrom(req: Request, secrets: string[]): SessionPayload | null {
  const name = cookieNameFor(req)
  const value = readCookie(req, name)
  return value ? unseal(value, secrets, name) : null
}
