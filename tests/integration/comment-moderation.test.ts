/**
 * Comment moderation on the real system: the real Strapi (compiled cms/, temporary database), the
 * /api/{collection} function handler in-process, and a real SMTP inbox. Editors hear of new and
 * edited comments by one digest e-mail at most every COMMENT_DIGEST_MINUTES, nothing is lost while
 * the mail server is down, and a comment an editor hides in the admin leaves the post at once and
 * comes back when restored (requirements §7; docs/decisions/0017-moderation-digest.md).
 */
import type { CommentAnswer, CommentPage } from '../../src/comments/types'
import { AccountClient } from '../support/account-client'
import { openDatabase, type TestCms } from '../support/cms-process'
import { startCmsWithInbox, type CmsWithInbox } from '../support/cms-with-inbox'
import type { Inbox, InboxMessage } from '../support/inbox'
import {
  adminToken as adminTokenOf,
  authenticatedRoleId,
  cmsApi as cmsApiOf,
  moderateComment,
} from '../support/cms-api'

jest.setTimeout(180_000)

const EDITORS = 'editors@example.test'
/** Six seconds between digests, checked every second. */
const DIGEST_MINUTES = 0.1
const INTERVAL_MS = DIGEST_MINUTES * 60_000

let stack: CmsWithInbox
let cms: TestCms
let inbox: Inbox
let post: { documentId: string }
let authenticatedRole: number
let adminToken: string
let nextMember = 0

const cmsApi = <T>(pathname: string, init: RequestInit & { token?: string } = {}) => cmsApiOf<T>(cms, pathname, init)

async function member(displayName: string | null = null) {
  const id = `${Date.now().toString(36)}${nextMember++}`
  const account = { email: `mod${id}@example.test`, username: `moderated${id}`.slice(0, 30), password: 'comment-pass1' }
  expect(
    (
      await cmsApi('/api/users', {
        method: 'POST',
        body: JSON.stringify({ ...account, confirmed: true, role: authenticatedRole, displayName }),
      })
    ).status,
  ).toBe(201)
  const reader = new AccountClient(`198.51.100.${nextMember}`)
  expect(
    (await reader.call('POST', '/api/user/login', { json: { identifier: account.email, password: account.password } }))
      .status,
  ).toBe(200)
  return { reader, account }
}

async function write(reader: AccountClient, text: string, locale: 'fa' | 'en') {
  const answer = await reader.call<CommentAnswer>('POST', '/api/comments', {
    json: { data: { text, post: post.documentId, locale } },
  })
  expect(answer.status).toBe(201)
  return answer.body.data.documentId
}

/**
 * Marks a digest as sent just now, so none is due for a whole interval: comments written meanwhile
 * all fall in the next one (without it, a check could land between two writes and split them).
 */
async function holdDigest() {
  const db = openDatabase(cms.database)
  try {
    const row = (await db('strapi_core_store_settings').where({ key: 'plugin_comment-digest_state' }).first()) as
      { value: string } | undefined
    if (!row) throw new Error('the CMS has no digest state')
    const state = JSON.parse(row.value) as { reportedUntil: string; sentAt: string | null }
    await db('strapi_core_store_settings')
      .where({ key: 'plugin_comment-digest_state' })
      .update({ value: JSON.stringify({ ...state, sentAt: new Date().toISOString() }) })
  } finally {
    await db.destroy()
  }
}

const visibleIds = async (locale: 'fa' | 'en') => {
  const list = await new AccountClient('198.51.100.200').call<CommentPage>(
    'GET',
    `/api/comments?filters[post][documentId][$eq]=${post.documentId}&filters[post][locale][$eq]=${locale}&pagination[pageSize]=50`,
  )
  expect(list.status).toBe(200)
  return list.body.data.map((item) => item.documentId)
}

const moderate = (id: string, moderation: 'hidden' | 'visible') => moderateComment(cms, adminToken, id, moderation)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  stack = await startCmsWithInbox({
    SITE_URL: 'https://site.example.test',
    COMMENT_DIGEST_TO: EDITORS,
    COMMENT_DIGEST_MINUTES: String(DIGEST_MINUTES),
    COMMENT_RATE_LIMIT_MAX: '50',
  })
  ;({ cms, inbox } = stack)
  authenticatedRole = await authenticatedRoleId(cms)
  post = (await cmsApi<{ data: { documentId: string }[] }>('/api/posts?locale=en&pagination[pageSize]=1')).body.data[0]
  adminToken = await adminTokenOf(cms)
})

afterAll(async () => {
  await stack?.stop()
})

describe('the moderation digest', () => {
  let first: InboxMessage
  let firstArrived: number
  let sara: Awaited<ReturnType<typeof member>>
  const ids: Record<string, string> = {}

  it('tells editors of new comments in one e-mail, with links to read and to hide each', async () => {
    // Comments written before the CMS first started with a digest (none here) are never reported.
    expect(await inbox.to(EDITORS)).toEqual([])
    sara = await member('Sara K.')
    const ali = await member()
    await holdDigest()
    ids.english = await write(sara.reader, 'Which tool do you use for soak tests?', 'en')
    ids.persian = await write(ali.reader, 'برای تست استقامت از چه ابزاری استفاده می‌کنید؟', 'fa')
    first = await inbox.waitFor(EDITORS, 1, 20_000)
    firstArrived = Date.now()
    expect(first.subject).toBe('2 new comments to review')
    expect(first.text).toContain(`— Sara K. (${sara.account.username}), `)
    expect(first.text).toContain('Which tool do you use for soak tests?')
    expect(first.text).toContain(`— ${ali.account.username}, `)
    expect(first.text).toContain('برای تست استقامت از چه ابزاری استفاده می‌کنید؟')
    expect(first.text).toContain(
      `In the CMS: ${cms.url}/admin/content-manager/collection-types/api::comment.comment/${ids.english}`,
    )
    expect(first.text).toMatch(/On the site: https:\/\/site\.example\.test\/en\/posts\/[^/\s]+\//)
    // No member's e-mail address in what editors receive.
    expect(first.text).not.toContain(sara.account.email)
  })

  it('sends at most one digest per interval, and reports an edit as one', async () => {
    const carol = await member()
    // Creating the member may outlast the interval under load: the digest is held again meanwhile.
    await holdDigest()
    ids.third = await write(carol.reader, 'A third comment, written right after the digest', 'en')
    const edited = await sara.reader.call<CommentAnswer>('PUT', `/api/comments/${ids.english}`, {
      json: { data: { text: 'Which tool do you use for soak tests? JMeter or k6?' } },
    })
    expect(edited.status).toBe(200)

    await sleep(INTERVAL_MS / 2)
    expect(await inbox.to(EDITORS)).toHaveLength(1)
    const second = await inbox.waitFor(EDITORS, 2, 20_000)
    expect(Date.now() - firstArrived).toBeGreaterThanOrEqual(INTERVAL_MS - 1_500)
    expect(second.subject).toBe('1 new comment and 1 edited comment to review')
    expect(second.text).toContain('A third comment, written right after the digest')
    expect(second.text).toMatch(
      /, edited \d{4}-\d\d-\d\d \d\d:\d\d UTC\n {2}Which tool do you use for soak tests\? JMeter or k6\?/,
    )
    expect(second.text).not.toContain('برای تست استقامت')
  })

  it('loses nothing while the mail server is down', async () => {
    await stack.stopInbox()
    const dave = await member()
    ids.fourth = await write(dave.reader, 'Written while the mail server was down', 'en')
    // Several checks fail meanwhile; the comment stays due.
    await sleep(INTERVAL_MS + 3_000)
    await stack.startInbox()
    const late = await inbox.waitFor(EDITORS, 1, 20_000)
    expect(late.subject).toBe('1 new comment to review')
    expect(late.text).toContain('Written while the mail server was down')
    expect(cms.output()).toContain(
      `[comment-digest] could not send the digest of 1 comment to ${EDITORS}; trying again at the next check`,
    )
  })
})

describe('hiding and restoring', () => {
  it('a comment an editor hides leaves the post at once and comes back when restored', async () => {
    const erin = await member()
    const id = await write(erin.reader, 'Visit my shop for cheap pills', 'en')
    expect(await visibleIds('en')).toContain(id)

    expect((await moderate(id, 'hidden')).status).toBe(200)
    expect(await visibleIds('en')).not.toContain(id)
    expect((await new AccountClient('198.51.100.201').call('GET', `/api/comments/${id}`)).status).toBe(404)

    expect((await moderate(id, 'visible')).status).toBe(200)
    expect(await visibleIds('en')).toContain(id)
    expect((await new AccountClient('198.51.100.202').call('GET', `/api/comments/${id}`)).status).toBe(200)
  })

  it('a comment hidden before its digest goes out is not in it', async () => {
    const frank = await member()
    await holdDigest()
    const kept = await write(frank.reader, 'A fair question about thresholds', 'en')
    const spam = await write(frank.reader, 'Spam hidden straight away', 'en')
    expect((await moderate(spam, 'hidden')).status).toBe(200)
    const before = (await inbox.to(EDITORS)).length
    const digest = await inbox.waitFor(EDITORS, before + 1, 20_000)
    expect(digest.text).toContain('A fair question about thresholds')
    expect(digest.text).not.toContain('Spam hidden straight away')
    expect(digest.text).toContain(kept)
  })
})
