/**
 * Our own admin routes (the subscribers' CSV, the schedule) give each admin role what the Content
 * Manager gives it (cms/src/admin-access/): a Super Admin and an Editor everything; an Author, whose
 * read permission holds for the entries they created only, no subscriber list and no one else's
 * draft titles or times, only their own. And the admin panel names entries by a meaningful field.
 */
import { startTestCms, type TestCms } from '../support/cms-process'
import { adminOfRole, adminToken, type AdminRole } from '../support/cms-api'
import { SCHEDULE_PATH } from '../../cms/src/rules/publishing-paths'
import { SUBSCRIBERS_CSV_PATH } from '../../cms/src/rules/newsletter-paths'
import type { ScheduleView, UpcomingView } from '../../cms/src/publishing/schedule-view'

jest.setTimeout(180_000)

const POSTS = '/content-manager/collection-types/api::post.post'
let cms: TestCms
const tokens = {} as Record<AdminRole, string>
/** A draft the Super Admin wrote, and one the Author wrote, each with a publish time set by the Super Admin. */
const drafts = { others: '', authors: '' }

const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' })

async function newDraft(token: string, title: string) {
  const slug = `admin-routes-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const made = await fetch(`${cms.url}${POSTS}?locale=en`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ title, slug, publishDate: '2026-12-07' }),
  })
  expect(made.status).toBe(201)
  return ((await made.json()) as { data: { documentId: string } }).data.documentId
}

async function scheduleByAdmin(documentId: string) {
  const set = await fetch(`${cms.url}${SCHEDULE_PATH}`, {
    method: 'POST',
    headers: headers(tokens['strapi-super-admin']),
    body: JSON.stringify({
      model: 'api::post.post',
      documentId,
      locale: 'en',
      action: 'publish',
      runAt: new Date(Date.now() + 3600_000).toISOString(),
    }),
  })
  expect(set.status).toBe(201)
  return ((await set.json()) as { data: ScheduleView }).data.pending[0].id
}

beforeAll(async () => {
  cms = await startTestCms({})
  tokens['strapi-super-admin'] = await adminToken(cms)
  tokens['strapi-editor'] = await adminOfRole(cms, 'strapi-editor')
  tokens['strapi-author'] = await adminOfRole(cms, 'strapi-author')
  drafts.others = await newDraft(tokens['strapi-super-admin'], 'Someone else’s secret plan')
  drafts.authors = await newDraft(tokens['strapi-author'], 'The author’s own draft')
  await scheduleByAdmin(drafts.others)
  await scheduleByAdmin(drafts.authors)
})

afterAll(async () => {
  await cms?.stop()
})

const roles: AdminRole[] = ['strapi-super-admin', 'strapi-editor', 'strapi-author']

describe('the subscribers’ CSV', () => {
  it.each(roles)('%s', async (role) => {
    const answer = await fetch(`${cms.url}${SUBSCRIBERS_CSV_PATH}`, { headers: headers(tokens[role]) })
    const body = await answer.text()
    if (role === 'strapi-author') {
      expect(answer.status).toBe(403)
      expect(body).not.toContain('@')
      expect(JSON.parse(body)).toMatchObject({ error: { details: { code: 'forbidden' } } })
    } else {
      expect(answer.status).toBe(200)
      expect(body.split('\r\n')[0]).toBe('email,language,state,requestedAt,confirmedAt,unsubscribedAt,bouncedAt')
    }
  })
})

describe('the upcoming times', () => {
  it.each(roles)('%s', async (role) => {
    const answer = await fetch(`${cms.url}${SCHEDULE_PATH}/upcoming`, { headers: headers(tokens[role]) })
    expect(answer.status).toBe(200)
    const listed = ((await answer.json()) as { data: UpcomingView }).data.upcoming.map((item) => item.documentId)
    expect(listed).toContain(drafts.authors)
    if (role === 'strapi-author') expect(listed).not.toContain(drafts.others)
    else expect(listed).toContain(drafts.others)
  })
})

describe('one entry’s schedule', () => {
  const read = (role: AdminRole, documentId: string) =>
    fetch(`${cms.url}${SCHEDULE_PATH}?model=api::post.post&documentId=${documentId}&locale=en`, {
      headers: headers(tokens[role]),
    })

  it.each(roles)('%s', async (role) => {
    const own = await read(role, drafts.authors)
    expect(own.status).toBe(200)
    // An Author publishes nothing: the panel offers no time to set.
    if (role === 'strapi-author')
      expect(((await own.json()) as { data: ScheduleView }).data.may).toEqual({ publish: false, unpublish: false })
    const others = await read(role, drafts.others)
    if (role === 'strapi-author') {
      expect(others.status).toBe(403)
      expect(await others.text()).not.toContain('secret plan')
    } else expect(others.status).toBe(200)
  })

  it('is changed by no one who may not publish it: an Author neither sets nor removes a time', async () => {
    const author = tokens['strapi-author']
    const set = await fetch(`${cms.url}${SCHEDULE_PATH}`, {
      method: 'POST',
      headers: headers(author),
      body: JSON.stringify({
        model: 'api::post.post',
        documentId: drafts.others,
        locale: 'en',
        action: 'publish',
        runAt: new Date(Date.now() + 7200_000).toISOString(),
      }),
    })
    expect(set.status).toBe(403)
    const id = await scheduleByAdmin(drafts.others)
    const removed = await fetch(`${cms.url}${SCHEDULE_PATH}/${id}`, { method: 'DELETE', headers: headers(author) })
    expect(removed.status).toBe(403)
  })
})

test('entries are named by a meaningful field where the admin panel lists many kinds: a subscriber by its address; fields by their English names', async () => {
  const configuration = async (uid: string) =>
    (
      (await (
        await fetch(`${cms.url}/content-manager/content-types/${uid}/configuration`, {
          headers: headers(tokens['strapi-editor']),
        })
      ).json()) as {
        data: {
          contentType: {
            settings: { mainField: string }
            metadatas: Record<string, { edit: { label: string }; list: { label: string } }>
          }
        }
      }
    ).data.contentType
  expect((await configuration('api::newsletter-subscriber.newsletter-subscriber')).settings.mainField).toBe('email')
  const post = await configuration('api::post.post')
  expect(post.settings.mainField).toBe('title')
  expect(post.metadatas.publishDate).toMatchObject({ edit: { label: 'Publish date' }, list: { label: 'Publish date' } })
  // Strapi's fields of every entry as well, which the list's filters offer.
  expect(post.metadatas.id.list.label).toBe('ID')
  expect(post.metadatas.createdAt.list.label).toBe('Created at')
})
