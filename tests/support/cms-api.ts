/**
 * Calls a test CMS as its administrators do: the content API with a full-access token an
 * administrator made (the site's own tokens only read), the admin API with an admin's token.
 */
import type { TestCms } from './cms-process'

type CmsAddress = Pick<TestCms, 'url' | 'env'>

const writers = new Map<string, Promise<string>>()

/**
 * A full-access API token of the CMS at `cms.url`, made once through the admin panel's API as an
 * administrator would (Settings → API Tokens). Instances sharing one database share it.
 */
export function writerToken(cms: CmsAddress): Promise<string> {
  let token = writers.get(cms.url)
  if (!token) {
    token = (async () => {
      const admin = await adminToken(cms as TestCms)
      const name = `tests-writer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
      const answer = await fetch(`${cms.url}/admin/api-tokens`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name, description: 'Writes test content', type: 'full-access', lifespan: null }),
      })
      if (answer.status !== 201) throw new Error(`making a writer token: ${answer.status} ${await answer.text()}`)
      return ((await answer.json()) as { data: { accessKey: string } }).data.accessKey
    })()
    token.catch(() => writers.delete(cms.url))
    writers.set(cms.url, token)
  }
  return token
}

export async function cmsApi<T>(
  cms: CmsAddress,
  pathname: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: T }> {
  const token = init.token ?? (await writerToken(cms))
  const response = await fetch(`${cms.url}${pathname}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as T }
}

/** The id of users-permissions' Authenticated role, which members get. */
export async function authenticatedRoleId(cms: TestCms): Promise<number> {
  const roles = await cmsApi<{ roles: { id: number; type: string }[] }>(cms, '/api/users-permissions/roles')
  return roles.body.roles.find((role) => role.type === 'authenticated')!.id
}

/** A token of the admin panel's first administrator (CMS_ADMIN_EMAIL). */
export async function adminToken(cms: CmsAddress): Promise<string> {
  const login = await cmsApi<{ data: { token: string } }>(cms, '/admin/login', {
    method: 'POST',
    token: '',
    body: JSON.stringify({ email: cms.env.CMS_ADMIN_EMAIL, password: cms.env.CMS_ADMIN_PASSWORD }),
  })
  return login.body.data.token
}

/** Strapi's admin roles by their codes. */
export type AdminRole = 'strapi-super-admin' | 'strapi-editor' | 'strapi-author'

/**
 * A new admin panel user with `role`, invited and registered as a colleague would be (Settings →
 * Users → Invite, then the registration link): how they log in, and their token.
 */
export async function inviteAdmin(
  cms: CmsAddress,
  role: AdminRole,
): Promise<{ email: string; password: string; token: string }> {
  const headers = { authorization: `Bearer ${await adminToken(cms)}`, 'content-type': 'application/json' }
  const roles = (await (await fetch(`${cms.url}/admin/roles`, { headers })).json()) as {
    data: { id: number; code: string }[]
  }
  const name = role.replace('strapi-', '')
  const email = `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`
  const password = `${name}-Pass-1234`
  const invited = await fetch(`${cms.url}/admin/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstname: name,
      email,
      roles: [roles.data.find((each) => each.code === role)!.id],
    }),
  })
  if (invited.status !== 201) throw new Error(`inviting an admin (${role}): ${invited.status} ${await invited.text()}`)
  const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data
  const registered = await fetch(`${cms.url}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ registrationToken, userInfo: { firstname: name, password } }),
  })
  if (registered.status !== 200) throw new Error(`registering an admin (${role}): ${registered.status}`)
  return { email, password, token: ((await registered.json()) as { data: { token: string } }).data.token }
}

/** A token of a new admin panel user with `role` (`inviteAdmin`). */
export const adminOfRole = async (cms: CmsAddress, role: AdminRole): Promise<string> =>
  (await inviteAdmin(cms, role)).token

/** What an editor does in the admin panel: Content Manager → Comment → moderation. */
export const moderateComment = (cms: TestCms, token: string, documentId: string, moderation: 'hidden' | 'visible') =>
  fetch(`${cms.url}/content-manager/collection-types/api::comment.comment/${documentId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ moderation }),
  })

/** An upload as the CMS describes it (what the admin's editor copies into an image block). */
export type UploadedFile = {
  id: number
  url: string
  width: number
  height: number
  alternativeText: string | null
  formats: Record<string, { url: string; width: number; height: number }> | null
}

/** Uploads a generated PNG (a red-to-white gradient) of the given size through the content API. */
export async function uploadImage(
  cms: TestCms,
  name: string,
  width: number,
  height: number,
  alternativeText: string,
  caption?: string,
): Promise<UploadedFile> {
  const { default: sharp } = await import('sharp')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c62828"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  const form = new FormData()
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  form.append('fileInfo', JSON.stringify({ name, alternativeText, caption }))
  const answer = await fetch(`${cms.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await writerToken(cms)}` },
    body: form,
  })
  if (answer.status !== 201) throw new Error(`uploading ${name}: ${answer.status} ${await answer.text()}`)
  const [file] = (await answer.json()) as UploadedFile[]
  return file
}

/** An image block as Strapi's blocks editor stores it: the upload's description and an empty text child. */
export const imageBlock = (file: UploadedFile) => ({
  type: 'image',
  image: file,
  children: [{ type: 'text', text: '' }],
})

/** Adds an image block after a post's text in one locale and publishes it, as an editor does in the admin. */
export async function addImageToPost(
  cms: TestCms,
  slug: string,
  locale: 'fa' | 'en',
  file: UploadedFile,
): Promise<void> {
  const found = await cmsApi<{ data: { documentId: string; content: unknown[] }[] }>(
    cms,
    `/api/posts?locale=${locale}&filters[slug][$eq]=${encodeURIComponent(slug)}`,
  )
  const post = found.body.data[0]
  if (!post) throw new Error(`no ${locale} post ${slug}`)
  const saved = await cmsApi(cms, `/api/posts/${post.documentId}?locale=${locale}`, {
    method: 'PUT',
    body: JSON.stringify({ data: { content: [...post.content, imageBlock(file)] } }),
  })
  if (saved.status !== 200) throw new Error(`saving ${slug} (${locale}): ${saved.status} ${JSON.stringify(saved.body)}`)
}
