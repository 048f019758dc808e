/** Shapes of the /api/user answers, shared by the functions that send them and the browser that reads them. */
export type { AccountUser, Avatar, Role } from '../../cms/src/rules/account'
import type { AccountUser } from '../../cms/src/rules/account'

/** What GET /api/user/session shows of the user (requirements §3: email and avatar URL). */
export type SessionUser = { email: string; avatar: { url: string | null } }
export type Session = { user?: SessionUser }

export type UserResponse = { user: AccountUser }
export type OkResponse = { ok: true }
