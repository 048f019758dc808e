/**
 * `npm run backup` and `npm run restore` (scripts/lib/backup.ts) on the real CMS, on the engine of
 * the pass (SQLite, or PostgreSQL with TEST_POSTGRES_URL): a member with a comment and an
 * avatar-sized upload is backed up with the CMS running, the CMS is stopped and a new, empty
 * database restored from the backup; the restored CMS has every post, the member logs in with
 * their password, their comment and the upload's record are there, and the uploads' files came
 * back byte for byte. A target that holds data is refused unless forced.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cmsEnv, type CmsEnv } from '../../cms/src/env'
import { posts } from '../../cms/src/seed/content'
import { backup, restore, type Places } from '../../scripts/lib/backup'
import { authenticatedRoleId, cmsApi, uploadImage } from '../support/cms-api'
import { databaseEnv, newTestDatabase, startTestCms, type TestCms } from '../support/cms-process'

jest.setTimeout(300_000)

let cms: TestCms
const scratch = mkdtempSync(path.join(os.tmpdir(), 'qa-backup-'))

afterAll(async () => {
  await cms?.stop()
})

const envOf = (test: TestCms): CmsEnv => cmsEnv({ ...test.env, ...databaseEnv(test.database) })

it('restores into an empty database every post, an account that logs in, its comment and the uploads', async () => {
  cms = await startTestCms({})
  const account = { username: `backup${Date.now()}`, email: `backup${Date.now()}@example.test`, password: 'kept-pass1' }
  const created = await cmsApi(cms, '/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...account, confirmed: true, role: await authenticatedRoleId(cms) }),
  })
  expect(created.status).toBe(201)
  const login = async () =>
    cmsApi<{ jwt?: string }>(cms, '/api/auth/local', {
      method: 'POST',
      token: '',
      body: JSON.stringify({ identifier: account.email, password: account.password }),
    })
  const jwt = (await login()).body.jwt as string
  const post = (
    await cmsApi<{ data: { documentId: string }[] }>(cms, `/api/posts?locale=en&filters[slug][$eq]=${posts[0].slug}`)
  ).body.data[0]
  const comment = await cmsApi<{ data: { documentId: string } }>(cms, '/api/comments', {
    method: 'POST',
    token: jwt,
    body: JSON.stringify({ data: { text: 'Kept through a backup', post: post.documentId, locale: 'en' } }),
  })
  expect(comment.status).toBe(201)
  const upload = await uploadImage(cms, 'kept-through-a-backup.png', 64, 32, 'Kept')
  const uploadsDir = path.join(__dirname, '..', '..', 'cms', 'public', 'uploads')

  // With the CMS running, as an operator would before an upgrade.
  const dir = path.join(scratch, 'backup')
  const manifest = await backup(envOf(cms), dir, { uploadsDir })
  expect(manifest.files).toBeGreaterThan(0)
  await cms.stop()

  // A new, empty database; the uploads restored into an empty folder of their own (the CMS's is shared by the tests).
  const database = await newTestDatabase()
  const restoredUploads: Places = { uploadsDir: path.join(scratch, 'uploads') }
  const target = cmsEnv({ ...cms.env, ...databaseEnv(database) })
  await restore(target, dir, {}, restoredUploads)
  const file = upload.url.replace(/^\/uploads\//, '')
  expect(readFileSync(path.join(restoredUploads.uploadsDir, file))).toEqual(readFileSync(path.join(uploadsDir, file)))

  // Now the target holds data: refused, unless forced.
  await expect(restore(target, dir, {}, restoredUploads)).rejects.toThrow(/--force/)
  await restore(target, dir, { force: true }, restoredUploads)

  cms = await startTestCms({ database, env: { ...cms.env } })
  const list = await cmsApi<{ meta: { pagination: { total: number } } }>(cms, '/api/posts?locale=en')
  expect(list.body.meta.pagination.total).toBe(posts.length)
  const again = await login()
  expect(again.status).toBe(200)
  const comments = await cmsApi<{ data: { text: string }[] }>(
    cms,
    `/api/comments?filters[post][documentId][$eq]=${post.documentId}&filters[post][locale][$eq]=en`,
    { token: '' },
  )
  expect(comments.body.data.map((item) => item.text)).toContain('Kept through a backup')
  const files = await cmsApi<{ id: number; url: string }[]>(cms, '/api/upload/files')
  expect(files.body.map((item) => item.url)).toContain(upload.url)
})
