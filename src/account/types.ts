/** Shapes of the /api/user answers, shared by the functions that send them and the browser that reads them. */
import type { ProfileField } from '../../cms/src/rules/account'
import type { Locale } from '../../cms/src/rules/locales'

export type Avatar = {
  id: number
  url: string
  width: number | null
  height: number | null
  mime: string
  /** Smaller renditions the CMS made (thumbnail, small, ...), absolute URLs. */
  formats: Record<string, { url: string; width: number; height: number }>
}

export type Role = { id: number; name: string; type: string }

/** A "populated" user (requirements §7): the member's own record with role and avatar. */
export type AccountUser = {
  id: number
  documentId: string
  username: string
  email: string
  confirmed: boolean
  blocked: boolean
  preferredLocale: Locale | null
  createdAt: string
  updatedAt: string
  role: Role | null
  avatar: Avatar | null
} & { [K in ProfileField]: string | null }

/** What GET /api/user/session shows of the user (requirements §3: email and avatar URL). */
export type SessionUser = { email: string; avatar: { url: string | null } }
export type Session = { user?: SessionUser }

export type UserResponse = { user: AccountUser }
export type OkResponse = { ok: true }
