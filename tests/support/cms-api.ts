/** Calls a test CMS as its administrators do: the content API with the site's full-access token, the admin API with an admin's token. */
import type { TestCms } from './cms-process'

export async function cmsApi<T>(cms: TestCms, pathname: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: T }> {
  const token = init.token ?? cms.env.STRAPI_API_TOKEN
  const response = await fetch(`${cms.url}${pathname}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as T }
}

/** The id of users-permissions' Authenticated role, which members get. */
export async function authenticatedRoleId(cms: TestCms): Promise<number> {
  const roles = await cmsApi<{ roles: { id: number; type: string }[] }>(cms, '/api/users-permissions/roles')
  return roles.body.roles.find((role) => role.type === 'authenticated')!.id
}

/** A token of the admin panel's first administrator (CMS_ADMIN_EMAIL). */
export async function adminToken(cms: TestCms): Promise<string> {
  const login = await cmsApi<{ data: { token: string } }>(cms, '/admin/login', { method: 'POST', token: '', body: JSON.stringify({ email: cms.env.CMS_ADMIN_EMAIL, password: cms.env.CMS_ADMIN_PASSWORD }) })
  return login.body.data.token
}

/** What an editor does in the admin panel: Content Manager → Comment → moderation. */
export const moderateComment = (cms: TestCms, token: string, documentId: string, moderation: 'hidden' | 'visible') =>
  fetch(`${cms.url}/content-manager/collection-types/api::comment.comment/${documentId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ moderation }),
  })
