/**
 * The reader's session as the header needs it (requirements §4): fetched once in the browser
 * after the prerendered page mounts; a failed fetch counts as an empty session. Issue [4]'s
 * account screens update the same SWR key on login, logout and profile changes.
 */
import useSWR from 'swr'
import type { Session, SessionUser } from './types'

export const SESSION_KEY = '/api/user/session'

export type SessionState =
  { status: 'unknown'; user: null } | { status: 'anonymous'; user: null } | { status: 'member'; user: SessionUser }

export async function fetchSession(url: string = SESSION_KEY): Promise<Session> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    if (!response.ok) return {}
    const body = (await response.json()) as Session
    return body && typeof body === 'object' && body.user && typeof body.user.email === 'string'
      ? { user: body.user }
      : {}
  } catch {
    return {}
  }
}

export function useSession(): SessionState {
  const { data } = useSWR<Session>(SESSION_KEY, fetchSession, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 60_000,
  })
  if (!data) return { status: 'unknown', user: null }
  return data.user ? { status: 'member', user: data.user } : { status: 'anonymous', user: null }
}
