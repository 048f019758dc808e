/**
 * Members' data rights on the real system (docs/decisions/0018-members-data-rights.md): the real
 * Strapi (compiled cms/, temporary database), the /api/user function handlers in-process and a real
 * SMTP inbox. A member downloads everything the site holds about them and deletes their account
 * with their password: every session ends at once, the avatar file and the comments go, the
 * account's e-mail and name are free again, and a goodbye e-mail arrives in their language.
 */
import type { CommentAnswer, CommentPage } from '../../src/comments/types'
import type { AccountUser } from '../../src/account/types'
import { AccountClient, type Answer } from '../support/account-client'
import { openDatabase, type TestCms } from '../support/cms-process'
import { startCmsWithInbox, type CmsWithInbox } from '../support/cms-with-inbox'
import type { Inbox } from '../support/inbox'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  adminToken as adminTokenOf,
  authenticatedRoleId,
  cmsApi as cmsApiOf,
  addImageToPost,
  moderateComment,
  uploadImage,
} from '../support/cms-api'
import { webhookEvent } from '../../server/publish/build-hook'
import { persianMailProblems } from '../support/persian-mail'
import type { ErrorBody } from '../../cms/src/rules/errors'
import { localDay, offeredDays } from '../../cms/src/rules/consultation'

jest.setTimeout(180_000)

/** Wrong passwords one account may be tried with from one client (logins, password changes, deletions together). */
const DELETE_TRIES = 4
/** Wrong passwords one client address may try, whatever the account. */
const LOGINS_PER_CLIENT = 8
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4w8CAFWEXHbQSACD0MwE+VY84AAAAAElFTkSuQmCC',
  'base64',
)

let stack: CmsWithInbox
let cms: TestCms
let inbox: Inbox
let authenticatedRole: number
let post: { documentId: string; slug: string }
let adminToken: string
let nextMember = 0
/** The rebuild webhook's calls, as the build hook names them ("media.delete (file)"). */
const hookCalls: string[] = []
let hookServer: http.Server

const expectError = (answer: Answer<unknown>, status: number, code: string) =>
  expect({ status: answer.status, code: (answer.body as ErrorBody).error?.code }).toEqual({ status, code })

const cmsApi = <T>(pathname: string, init: RequestInit & { token?: string } = {}) => cmsApiOf<T>(cms, pathname, init)

async function member(language: 'fa' | 'en' = 'en') {
  const id = `${Date.now().toString(36)}${nextMember++}`
  const account = { email: `rights${id}@example.test`, username: `rights${id}`.slice(0, 30), password: 'my-data-pass1' }
  const created = await cmsApi<{ id: number }>('/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...account, confirmed: true, role: authenticatedRole, displayName: 'Data Owner' }),
  })
  expect(created.status).toBe(201)
  const reader = new AccountClient(`192.0.2.${nextMember}`, { language })
  expect(
    (await reader.call('POST', '/api/user/login', { json: { identifier: account.email, password: account.password } }))
      .status,
  ).toBe(200)
  return { reader, account, id: created.body.id }
}

const comment = async (reader: AccountClient, text: string) => {
  const answer = await reader.call<CommentAnswer>('POST', '/api/comments', {
    json: { data: { text, post: post.documentId, locale: 'en' } },
  })
  expect(answer.status).toBe(201)
  return answer.body.data.documentId
}

const uploadAvatar = async (reader: AccountClient) => {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png')
  const answer = await reader.call<{ user: AccountUser }>('PUT', '/api/user/me/avatar', { body: form })
  expect(answer.status).toBe(200)
  return answer.body.user.avatar!.url
}

beforeAll(async () => {
  hookServer = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      hookCalls.push(webhookEvent(Buffer.concat(chunks).toString('utf8')))
      res.end()
    })
  })
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/rebuild`
  stack = await startCmsWithInbox({
    SITE_URL: 'https://site.example.test',
    AUTH_RATE_LIMIT_MAX: String(DELETE_TRIES),
    LOGIN_IP_RATE_LIMIT_MAX: String(LOGINS_PER_CLIENT),
    SITE_REBUILD_WEBHOOK_URL: hookUrl,
  })
  ;({ cms, inbox } = stack)
  authenticatedRole = await authenticatedRoleId(cms)
  post = (await cmsApi<{ data: { documentId: string; slug: string }[] }>('/api/posts?locale=en&pagination[pageSize]=1'))
    .body.data[0]
  adminToken = await adminTokenOf(cms)
})

afterAll(async () => {
  await stack?.stop()
  hookServer?.close()
})

/** Waits until the build hook has had `count` calls, or `ms` passed, and a little more for any late one. */
async function hookSettles(count: number, ms = 8000) {
  const deadline = Date.now() + ms
  while (hookCalls.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  await new Promise((resolve) => setTimeout(resolve, 1500))
  return [...hookCalls]
}

describe('what starts a site build', () => {
  it("is never a member's doing: pictures, comments, a consultation request, deleting the account", async () => {
    const { reader, account } = await member()
    hookCalls.length = 0
    await uploadAvatar(reader)
    await uploadAvatar(reader)
    const written = await comment(reader, 'A comment that starts no build')
    expect(
      (
        await reader.call('POST', '/api/consultation', {
          json: {
            name: 'Sara Ahmadi',
            email: account.email,
            service: 'load-stress',
            preferredDate: offeredDays(localDay(new Date()))[1],
            message: 'We expect ten times our usual traffic on launch day. Can you test the checkout?',
            locale: 'en',
          },
        })
      ).status,
    ).toBe(201)
    // An editor removing a member's comment in the admin is no change to the built site either.
    const removed = await fetch(`${cms.url}/content-manager/collection-types/api::comment.comment/${written}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    })
    expect(removed.status).toBe(200)
    expect(
      (await reader.call('POST', '/api/user/delete-account', { json: { password: account.password } })).status,
    ).toBe(200)
    expect(await hookSettles(1, 0)).toEqual([])
    const status = await cmsApi<{ data: { lastChange: { title: string | null } | null } }>('/site-deploys/status', {
      token: adminToken,
    })
    expect(status.status).toBe(200)
    expect(status.body.data.lastChange?.title ?? '').not.toMatch(/^avatar-/)
  })

  it('is a publish, once, and removing a file the site shows; not removing one it does not', async () => {
    hookCalls.length = 0
    const unused = await uploadImage(cms, 'never-used.png', 40, 20, 'Nothing shows this')
    expect((await cmsApi(`/api/upload/files/${unused.id}`, { method: 'DELETE' })).status).toBe(200)
    expect(await hookSettles(1, 0)).toEqual([])

    const inText = await uploadImage(cms, 'in-a-text.png', 40, 20, 'Shown in a post')
    await addImageToPost(cms, post.slug, 'en', inText)
    expect(await hookSettles(1)).toEqual(['entry.publish (post)'])
    hookCalls.length = 0
    expect((await cmsApi(`/api/upload/files/${inText.id}`, { method: 'DELETE' })).status).toBe(200)
    expect(await hookSettles(1)).toEqual(['media.delete (file)'])
  })
})

describe('downloading my data', () => {
  it('gives a member everything held about them, and nothing secret', async () => {
    const { reader, account } = await member()
    expect(
      (await reader.call('PUT', '/api/user/me', { json: { headline: 'Performance engineer', company: 'Acme' } }))
        .status,
    ).toBe(200)
    const avatarUrl = await uploadAvatar(reader)
    const kept = await comment(reader, 'A comment of mine that stays visible')
    const hidden = await comment(reader, 'A comment the editors hid')
    const hide = await moderateComment(cms, adminToken, hidden, 'hidden')
    expect(hide.status).toBe(200)
    // A second device: two sessions.
    expect(
      (
        await new AccountClient('192.0.2.250').call('POST', '/api/user/login', {
          json: { identifier: account.username, password: account.password },
        })
      ).status,
    ).toBe(200)

    const answer = await reader.call<Record<string, unknown>>('GET', '/api/user/me/export')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="account-data-\d{4}-\d\d-\d\d\.json"$/,
    )
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.body).toMatchObject({
      format: 'barsanj-account-export/1',
      account: {
        username: account.username,
        email: account.email,
        confirmed: true,
        blocked: false,
        role: 'Authenticated',
        displayName: 'Data Owner',
        headline: 'Performance engineer',
        company: 'Acme',
      },
      avatar: { url: avatarUrl, mime: 'image/webp' },
    })
    const body = answer.body as {
      comments: { documentId: string; text: string; hiddenByModerators: boolean; post: { url: string | null } }[]
      sessions: { status: string }[]
    }
    expect(body.comments.map((item) => [item.documentId, item.text, item.hiddenByModerators])).toEqual([
      [kept, 'A comment of mine that stays visible', false],
      [hidden, 'A comment the editors hid', true],
    ])
    expect(body.comments[0].post.url).toMatch(/^https:\/\/site\.example\.test\/en\/posts\/[^/]+\/$/)
    expect(body.sessions.filter((session) => session.status === 'active').length).toBeGreaterThanOrEqual(2)
    const raw = JSON.stringify(answer.body)
    for (const secret of ['password', 'sessionId', 'resetPasswordToken', 'confirmationToken', cms.env.STRAPI_API_TOKEN])
      expect(raw).not.toContain(secret)
  })

  it('is for members only', async () => {
    expectError(await new AccountClient('192.0.2.251').call('GET', '/api/user/me/export'), 401, 'not-logged-in')
    expect((await cmsApi('/api/account/me/export', { token: '' })).status).toBe(403)
  })
})

describe('deleting my account', () => {
  it('refuses a wrong password, then deletes everything with the right one', async () => {
    const { reader, account, id } = await member('fa')
    const db = openDatabase(cms.database)
    const sessionsOf = async () =>
      (await db('strapi_sessions').select('user_id', 'origin')).filter(
        (row) => String(row.user_id) === String(id) && row.origin === 'users-permissions',
      ).length
    const avatarUrl = await uploadAvatar(reader)
    const written = await comment(reader, 'Soon to be deleted with its author')
    const otherDevice = new AccountClient('192.0.2.252')
    expect(
      (
        await otherDevice.call('POST', '/api/user/login', {
          json: { identifier: account.email, password: account.password },
        })
      ).status,
    ).toBe(200)
    const stolen = reader.copy('192.0.2.253')

    expectError(
      await reader.call('POST', '/api/user/delete-account', { json: { password: 'not-my-password' } }),
      400,
      'invalid-current-password',
    )
    expectError(await reader.call('POST', '/api/user/delete-account', { json: {} }), 400, 'validation-failed')
    expect((await reader.call('GET', '/api/user/session')).body).toMatchObject({ user: { email: account.email } })
    expect(await sessionsOf()).toBeGreaterThanOrEqual(2)

    const deleted = await reader.call('POST', '/api/user/delete-account', { json: { password: account.password } })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ ok: true })
    expect(deleted.setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)

    // Every session ended at once: this device, the other one, and a copy of the cookie.
    expect((await otherDevice.call('GET', '/api/user/session')).body).toEqual({})
    expectError(await stolen.call('GET', '/api/user/me'), 401, 'not-logged-in')
    expect(await sessionsOf()).toBe(0)
    await db.destroy()
    expectError(
      await new AccountClient('192.0.2.254').call('POST', '/api/user/login', {
        json: { identifier: account.email, password: account.password },
      }),
      401,
      'invalid-credentials',
    )
    // The comment and the avatar's files are gone.
    const list = await new AccountClient('192.0.2.255').call<CommentPage>(
      'GET',
      `/api/comments?filters[post][documentId][$eq]=${post.documentId}&pagination[pageSize]=50`,
    )
    expect(list.body.data.map((item) => item.documentId)).not.toContain(written)
    expect((await fetch(avatarUrl)).status).toBe(404)
    // Goodbye, in the language the member used the site in.
    const goodbye = await inbox.waitFor(account.email)
    expect(goodbye.subject).toBe('حساب کاربری شما حذف شد')
    expect(goodbye.text).toContain('https://site.example.test/fa/')
    expect(persianMailProblems(goodbye, ['Data Owner', account.username])).toEqual([])
    // The address and the username are free again.
    expect(
      (
        await cmsApi('/api/users', {
          method: 'POST',
          body: JSON.stringify({ ...account, confirmed: true, role: authenticatedRole }),
        })
      ).status,
    ).toBe(201)
  })

  it('counts each password it checks as a login: no route gives a stolen session more guesses', async () => {
    const { reader, account } = await member()
    // Wrong guesses through a change of password and deletion take from the allowance a login has.
    expectError(
      await reader.call('POST', '/api/user/change-password', {
        json: {
          currentPassword: 'wrong-0',
          newPassword: 'Another-pass-123',
          newPasswordConfirmation: 'Another-pass-123',
        },
      }),
      400,
      'invalid-current-password',
    )
    for (let index = 1; index < DELETE_TRIES; index++)
      expectError(
        await reader.call('POST', '/api/user/delete-account', { json: { password: `wrong-${index}` } }),
        400,
        'invalid-current-password',
      )
    // The account's allowance from this client is spent: the right password is not even checked, through any route.
    expectError(
      await reader.call('POST', '/api/user/login', { json: { identifier: account.email, password: account.password } }),
      429,
      'too-many-requests',
    )
    expectError(
      await reader.call('POST', '/api/user/change-password', {
        json: {
          currentPassword: account.password,
          newPassword: 'Another-pass-123',
          newPasswordConfirmation: 'Another-pass-123',
        },
      }),
      429,
      'too-many-requests',
    )
    // The client's own allowance took them too: what is left of it goes to guesses at other accounts.
    const logins: number[] = []
    for (let index = DELETE_TRIES; index <= LOGINS_PER_CLIENT; index++)
      logins.push(
        (
          await reader.call('POST', '/api/user/login', {
            json: { identifier: `other${index}@example.test`, password: 'guess' },
          })
        ).status,
      )
    expect(logins).toEqual([...Array(LOGINS_PER_CLIENT - DELETE_TRIES).fill(401), 429])
    // Another client is not held back by it.
    expect(
      (
        await new AccountClient('192.0.2.240').call('POST', '/api/user/login', {
          json: { identifier: account.email, password: account.password },
        })
      ).status,
    ).toBe(200)
  })

  it('limits password tries per member, and refuses text that is not valid Unicode', async () => {
    const { reader } = await member()
    for (let index = 0; index < DELETE_TRIES; index++)
      expectError(
        await reader.call('POST', '/api/user/delete-account', { json: { password: `wrong-${index}` } }),
        400,
        'invalid-current-password',
      )
    const refused = await reader.call('POST', '/api/user/delete-account', { json: { password: 'wrong-again' } })
    expectError(refused, 429, 'too-many-requests')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const { reader: another, account } = await member()
    expectError(
      await another.call('POST', '/api/user/delete-account', {
        body: '{"password":"\\ud800abc"}',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'malformed-text',
    )
    // Straight to the CMS with the member's token: refused before any password hashing, and the CMS stays up.
    const login = await cmsApi<{ jwt: string }>('/api/auth/local', {
      method: 'POST',
      token: '',
      body: JSON.stringify({ identifier: account.email, password: account.password }),
    })
    const direct = await fetch(`${cms.url}/api/account/me/delete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.body.jwt}`, 'content-type': 'application/json' },
      body: '{"password":"\\ud800abc"}',
    })
    expect(direct.status).toBe(400)
    expect((await fetch(`${cms.url}/_health`)).status).toBe(204)
    expect((await another.call('GET', '/api/user/session')).body).toMatchObject({ user: { email: account.email } })
  })
})
