/**
 * GET /api/user/session: the reader's session. Until accounts land (issue [2]) every reader is
 * anonymous, so this answers the empty session; the client treats `{}` as logged out.
 */
import type { Config } from '@netlify/functions'
import { json, methodNotAllowed } from './lib/http.mjs'

export type SessionUser = { email: string; avatar: { url: string | null } | null }
export type Session = { user?: SessionUser }

export default async (req: Request): Promise<Response> => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD'])
  const session: Session = {}
  return json(session)
}

export const config: Config = { path: '/api/user/session' }
