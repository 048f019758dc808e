/**
 * Comments end to end on the real system: the /api/{collection} function handler in-process and
 * the real Strapi (compiled cms/, temporary SQLite). Covers author binding, the allowlist, the
 * privacy of authors, ownership on PUT, moderation by an editor, the query rules (bracket
 * notation passed on intact, anything beyond the documented query refused), validation and the
 * rate limits per member and per client address.
 */
import type { CommentAnswer, CommentPage } from '../../src/comments/types'
import { AccountClient, type Answer, pointFunctionsAt } from '../support/account-client'
import { startTestCms, type TestCms } from '../support/cms-process'
import { writerToken } from '../support/cms-api'
import type { ErrorBody } from '../../cms/src/rules/errors'

jest.setTimeout(180_000)

const MEMBER_LIMIT = 3
const ADDRESS_LIMIT = 5

let cms: TestCms
let nextIp = 10
let nextMember = 0
type Post = { documentId: string; slug: string }
const posts: Record<'fa' | 'en', Post> = {} as Record<'fa' | 'en', Post>
let authenticatedRole: number

const client = (ip = `203.0.113.${nextIp++}`) => new AccountClient(ip)

const expectError = (answer: Answer<unknown>, status: number, code: string, message?: string) => {
  expect({ status: answer.status, code: (answer.body as ErrorBody).error?.code }).toEqual({ status, code })
  if (message) expect((answer.body as ErrorBody).error.message).toBe(message)
}

async function cmsApi(pathname: string, init: RequestInit & { token?: string } = {}) {
  const token = init.token ?? (await writerToken(cms))
  const response = await fetch(`${cms.url}${pathname}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** A confirmed member made by the CMS admin API (e-mail confirmation is covered by account-api.test.ts), logged in through the function. */
async function member(options: { ip?: string; displayName?: string } = {}) {
  const id = `${Date.now().toString(36)}${nextMember++}`
  const account = { email: `c${id}@example.test`, username: `commenter${id}`.slice(0, 30), password: 'comment-pass1' }
  const created = await cmsApi('/api/users', {
    method: 'POST',
    body: JSON.stringify({
      ...account,
      confirmed: true,
      role: authenticatedRole,
      displayName: options.displayName ?? null,
    }),
  })
  expect(created.status).toBe(201)
  const reader = client(options.ip)
  expect(
    (await reader.call('POST', '/api/user/login', { json: { identifier: account.email, password: account.password } }))
      .status,
  ).toBe(200)
  return { reader, account, id: (created.body as { id: number }).id }
}

const comment = (reader: AccountClient, data: Record<string, unknown>) =>
  reader.call<CommentAnswer>('POST', '/api/comments', { json: { data } })
const listOf = (reader: AccountClient, post: Post, locale: 'fa' | 'en', extra = '') =>
  reader.call<CommentPage>(
    'GET',
    `/api/comments?filters[post][documentId][$eq]=${post.documentId}&filters[post][locale][$eq]=${locale}${extra}`,
  )

beforeAll(async () => {
  cms = await startTestCms({
    env: {
      COMMENT_RATE_LIMIT_MAX: String(MEMBER_LIMIT),
      COMMENT_RATE_LIMIT_IP_MAX: String(ADDRESS_LIMIT),
      COMMENT_RATE_LIMIT_WINDOW_SECONDS: '60',
      AUTH_RATE_LIMIT_MAX: '100',
    },
  })
  pointFunctionsAt(cms.url, cms.env, 5000)
  const roles = (await cmsApi('/api/users-permissions/roles')).body as { roles: { id: number; type: string }[] }
  authenticatedRole = roles.roles.find((role) => role.type === 'authenticated')!.id
  for (const locale of ['fa', 'en'] as const) {
    const { body } = (await cmsApi(`/api/posts?locale=${locale}&sort=publishDate:desc&pagination[pageSize]=1`)) as {
      body: { data: Post[] }
    }
    posts[locale] = body.data[0]
  }
  // The seeded posts exist in both languages under one document.
  expect(posts.fa.documentId).toBe(posts.en.documentId)
})

afterAll(async () => {
  await cms?.stop()
})

describe('writing', () => {
  it('a visitor reads an empty list and cannot post', async () => {
    const visitor = client()
    const list = await listOf(visitor, posts.en, 'en')
    expect(list.status).toBe(200)
    expect(list.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } } })
    expectError(
      await comment(visitor, { text: 'Hello there', post: posts.en.documentId, locale: 'en' }),
      401,
      'not-logged-in',
      'You need to log in',
    )
  })

  it('binds the author to the caller, never to the body', async () => {
    const writer = await member({ displayName: 'Sara Writer' })
    const other = await member()
    const refused = await comment(writer.reader, {
      text: 'Posing as someone else',
      post: posts.en.documentId,
      locale: 'en',
      author: other.id,
    })
    expectError(refused, 400, 'field-not-allowed')
    expect((refused.body as unknown as ErrorBody).error.message).toContain('author')

    const created = await comment(writer.reader, {
      text: '  Great write-up on soak tests.  ',
      post: posts.en.documentId,
      locale: 'en',
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      text: 'Great write-up on soak tests.',
      post: { documentId: posts.en.documentId, locale: 'en' },
      author: { username: writer.account.username, displayName: 'Sara Writer', avatar: null },
      editedAt: null,
      mine: true,
    })

    // The CMS itself refuses an author too, even for a member calling it directly with their token.
    const login = await cmsApi('/api/auth/local', {
      method: 'POST',
      token: '',
      body: JSON.stringify({ identifier: writer.account.email, password: writer.account.password }),
    })
    const jwt = (login.body as { jwt: string }).jwt
    const direct = await cmsApi('/api/comments', {
      method: 'POST',
      token: jwt,
      body: JSON.stringify({
        data: { text: 'Direct with an author', post: posts.en.documentId, locale: 'en', author: other.id },
      }),
    })
    expect(direct.status).toBe(400)
    expect((direct.body as { error: { details: { code: string } } }).error.details.code).toBe('field-not-allowed')

    const list = await listOf(client(), posts.en, 'en')
    const mine = list.body.data.find((item) => item.documentId === created.body.data.documentId)
    expect(mine?.author?.username).toBe(writer.account.username)
    expect(mine?.mine).toBe(false)
  })

  it('refuses empty, whitespace-only, too short and oversized comments with the form messages', async () => {
    const { reader } = await member()
    const cases: [unknown, string][] = [
      ['', "It's required"],
      ['  \n\t  ', "It's required"],
      [undefined, "It's required"],
      ['a', 'Must be at least 2 characters'],
      ['x'.repeat(1001), 'Must be at most 1000 characters'],
      [42, 'Must be text'],
    ]
    for (const [text, message] of cases) {
      const answer = await comment(reader, { text, post: posts.en.documentId, locale: 'en' })
      expectError(answer, 400, 'validation-failed', message)
      expect((answer.body as unknown as ErrorBody).error.fields).toEqual({ text: message })
    }
    // The CMS holds the same line when called directly.
    const login = await cmsApi('/api/auth/local', {
      method: 'POST',
      token: '',
      body: JSON.stringify({ identifier: (await member()).account.email, password: 'comment-pass1' }),
    })
    const direct = await cmsApi('/api/comments', {
      method: 'POST',
      token: (login.body as { jwt: string }).jwt,
      body: JSON.stringify({ data: { text: ' \u0000 ', post: posts.en.documentId, locale: 'en' } }),
    })
    expect(direct.status).toBe(400)
    expect((direct.body as { error: { details: { fields: Record<string, string> } } }).error.details.fields).toEqual({
      text: "It's required",
    })
  })

  it('accepts a comment of exactly 1000 characters and keeps a script payload as plain text', async () => {
    const { reader } = await member()
    expect((await comment(reader, { text: 'ب'.repeat(1000), post: posts.fa.documentId, locale: 'fa' })).status).toBe(
      201,
    )
    const payload = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">'
    const created = await comment(reader, { text: payload, post: posts.en.documentId, locale: 'en' })
    expect(created.status).toBe(201)
    expect(created.body.data.text).toBe(payload)
  })

  it('refuses a post that does not exist or a language it is not in', async () => {
    const { reader } = await member()
    expectError(
      await comment(reader, { text: 'Where am I?', post: 'nosuchpost000000000000000', locale: 'en' }),
      404,
      'not-found',
    )
    expectError(
      await comment(reader, { text: 'Where am I?', post: posts.en.documentId, locale: 'de' }),
      400,
      'validation-failed',
    )
  })

  it('keeps the languages apart: a comment on the fa post is not on the en post', async () => {
    const { reader } = await member()
    const created = await comment(reader, { text: 'نوشتهٔ خوبی بود', post: posts.fa.documentId, locale: 'fa' })
    expect(created.status).toBe(201)
    const fa = await listOf(client(), posts.fa, 'fa')
    const en = await listOf(client(), posts.en, 'en')
    expect(fa.body.data.map((item) => item.documentId)).toContain(created.body.data.documentId)
    expect(en.body.data.map((item) => item.documentId)).not.toContain(created.body.data.documentId)
  })
})

describe('reading', () => {
  it('lists newest first and passes bracket-notation pagination through intact', async () => {
    const { reader } = await member()
    const texts = ['First of three', 'Second of three', 'Third of three']
    for (const text of texts)
      expect((await comment(reader, { text, post: posts.fa.documentId, locale: 'fa' })).status).toBe(201)
    const first = await listOf(
      client(),
      posts.fa,
      'fa',
      '&pagination[pageSize]=2&pagination[page]=1&sort=createdAt:desc',
    )
    expect(first.status).toBe(200)
    expect(first.body.data.map((item) => item.text)).toEqual(['Third of three', 'Second of three'])
    expect(first.body.meta.pagination).toMatchObject({ page: 1, pageSize: 2 })
    const second = await listOf(client(), posts.fa, 'fa', '&pagination%5BpageSize%5D=2&pagination%5Bpage%5D=2')
    expect(second.body.data[0].text).toBe('First of three')
    const single = await client().call<CommentAnswer>('GET', `/api/comments/${first.body.data[0].documentId}`)
    expect(single.body.data.text).toBe('Third of three')
  })

  it('never shows an e-mail or any other user field, whatever the query asks for', async () => {
    const { account, reader } = await member()
    expect((await comment(reader, { text: 'Privacy check', post: posts.en.documentId, locale: 'en' })).status).toBe(201)
    const list = await listOf(client(), posts.en, 'en')
    const raw = JSON.stringify(list.body)
    expect(raw).not.toContain('@')
    expect(raw).not.toContain(account.email)
    for (const item of list.body.data)
      if (item.author) expect(Object.keys(item.author).sort()).toEqual(['avatar', 'displayName', 'username'])

    for (const query of [
      'populate=*',
      'populate[author]=*',
      'fields[0]=text',
      'filters[author][email][$startsWith]=c',
      'filters[moderation][$eq]=hidden',
      'pagination[pageSize]=500',
      'sort=author.email:asc',
    ]) {
      expectError(
        await client().call('GET', `/api/comments?${query}`),
        400,
        'invalid-query',
        'This query is not allowed',
      )
      // Straight to the CMS, as a visitor: the same refusal.
      const direct = await cmsApi(`/api/comments?${query}`, { token: '' })
      expect(direct.status).toBe(400)
      expect(JSON.stringify(direct.body)).not.toContain(account.email)
    }
    // The CMS's user list stays closed to visitors.
    expect((await cmsApi('/api/users', { token: '' })).status).toBe(403)
  })

  it('answers unknown collections with the catalogued 404', async () => {
    for (const path of ['/api/users', '/api/users/1', '/api/posts', '/api/user/no-such-call'])
      expectError(await client().call('GET', path), 404, 'not-found', 'Not found')
  })
})

describe('changing a comment', () => {
  it('lets only the author change the text, and nothing else', async () => {
    const author = await member()
    const stranger = await member()
    const created = await comment(author.reader, {
      text: 'Typo in thsi comment',
      post: posts.en.documentId,
      locale: 'en',
    })
    const id = created.body.data.documentId

    expectError(
      await stranger.reader.call('PUT', `/api/comments/${id}`, { json: { data: { text: 'Hijacked' } } }),
      403,
      'not-your-record',
      'You can only change your own comments',
    )
    expectError(
      await client().call('PUT', `/api/comments/${id}`, { json: { data: { text: 'Anonymous edit' } } }),
      401,
      'not-logged-in',
    )
    expectError(
      await author.reader.call('PUT', `/api/comments/${id}`, {
        json: { data: { text: 'Fine', moderation: 'visible' } },
      }),
      400,
      'field-not-allowed',
    )
    expectError(
      await author.reader.call('PUT', `/api/comments/${id}`, {
        json: { data: { text: 'Moving', post: posts.fa.documentId } },
      }),
      400,
      'field-not-allowed',
    )
    expectError(
      await author.reader.call('PUT', '/api/comments/nosuchcomment000000000000', { json: { data: { text: 'Ghost' } } }),
      404,
      'not-found',
    )

    const edited = await author.reader.call<CommentAnswer>('PUT', `/api/comments/${id}`, {
      json: { data: { text: 'Typo in this comment' } },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({
      text: 'Typo in this comment',
      mine: true,
      author: { username: author.account.username },
    })
    expect(edited.body.data.editedAt).not.toBeNull()
    const seen = await client().call<CommentAnswer>('GET', `/api/comments/${id}`)
    expect(seen.body.data.text).toBe('Typo in this comment')
  })

  it('hides a comment an editor moderates, and its author can no longer change it', async () => {
    const author = await member()
    const created = await comment(author.reader, {
      text: 'Buy cheap pills here',
      post: posts.en.documentId,
      locale: 'en',
    })
    const id = created.body.data.documentId
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cms.env.CMS_ADMIN_EMAIL, password: cms.env.CMS_ADMIN_PASSWORD }),
    })
    const { data } = (await login.json()) as { data: { token: string } }
    const hide = await fetch(`${cms.url}/content-manager/collection-types/api::comment.comment/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ moderation: 'hidden' }),
    })
    expect(hide.status).toBe(200)
    const list = await listOf(client(), posts.en, 'en', '&pagination[pageSize]=50')
    expect(list.body.data.map((item) => item.documentId)).not.toContain(id)
    expectError(await client().call('GET', `/api/comments/${id}`), 404, 'not-found')
    expectError(
      await author.reader.call('PUT', `/api/comments/${id}`, { json: { data: { text: 'Buy cheaper pills' } } }),
      404,
      'not-found',
    )

    // Editors may change the moderation state of comments and nothing else of them.
    const admin = (path: string) =>
      fetch(`${cms.url}${path}`, { headers: { authorization: `Bearer ${data.token}` } }).then((r) => r.json())
    const roles = (await admin('/admin/roles')) as { data: { id: number; code: string }[] }
    const editor = roles.data.find((role) => role.code === 'strapi-editor')!
    const permissions = (await admin(`/admin/roles/${editor.id}/permissions`)) as {
      data: { action: string; subject: string; properties: { fields?: string[] } }[]
    }
    const onComments = permissions.data.filter((item) => item.subject === 'api::comment.comment')
    expect(onComments.map((item) => item.action).sort()).toEqual([
      'plugin::content-manager.explorer.read',
      'plugin::content-manager.explorer.update',
    ])
    expect(onComments.find((item) => item.action.endsWith('.update'))?.properties.fields).toEqual(['moderation'])
    // They see who wrote a comment by the username the site shows, and nothing else of the member.
    const onMembers = permissions.data.filter((item) => item.subject === 'plugin::users-permissions.user')
    expect(onMembers.map((item) => [item.action, item.properties.fields])).toEqual([
      ['plugin::content-manager.explorer.read', ['username']],
    ])
  })
})

describe('rate limits', () => {
  it('limit comments per member', async () => {
    const { reader } = await member()
    for (let index = 0; index < MEMBER_LIMIT; index++)
      expect(
        (await comment(reader, { text: `Comment number ${index}`, post: posts.en.documentId, locale: 'en' })).status,
      ).toBe(201)
    const refused = await comment(reader, { text: 'One too many', post: posts.en.documentId, locale: 'en' })
    expectError(refused, 429, 'too-many-requests', 'Too many requests, please try later')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('limit comments per client address, across members', async () => {
    const ip = '203.0.113.250'
    const first = await member({ ip })
    const second = await member({ ip })
    for (let index = 0; index < MEMBER_LIMIT; index++)
      expect(
        (await comment(first.reader, { text: `From the first ${index}`, post: posts.en.documentId, locale: 'en' }))
          .status,
      ).toBe(201)
    for (let index = MEMBER_LIMIT; index < ADDRESS_LIMIT; index++)
      expect(
        (await comment(second.reader, { text: `From the second ${index}`, post: posts.en.documentId, locale: 'en' }))
          .status,
      ).toBe(201)
    expectError(
      await comment(second.reader, { text: 'The address is full', post: posts.en.documentId, locale: 'en' }),
      429,
      'too-many-requests',
    )
    // The same member from another address is not blocked by the first one's count.
    const elsewhere = second.reader.copy('203.0.113.251')
    expect(
      (await comment(elsewhere, { text: 'From another address', post: posts.en.documentId, locale: 'en' })).status,
    ).toBe(201)
  })
})
