/**
 * `npm run backup` and `npm run restore` (scripts/lib/backup.ts) on the real CMS, on the engine of
 * the pass (SQLite, or PostgreSQL with TEST_POSTGRES_URL): a member with a comment and an
 * avatar-sized upload is backed up with the CMS running, the CMS is stopped and a new, empty
 * database restored from the backup; the restored CMS has every post, the member logs in with
 * their password, their comment and the upload's record are there, and the uploads' files came
 * back byte for byte. A target that holds data is refused unless forced.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { cmsEnv, type CmsEnv } from '../../cms/src/env'
import { posts } from '../../cms/src/seed/content'
import { backup, restore, type Places } from '../../scripts/lib/backup'
import { authenticatedRoleId, cmsApi, uploadImage } from '../support/cms-api'
import { databaseEnv, newTestDatabase, startTestCms, testEnv, type TestCms } from '../support/cms-process'
import { startS3 } from '../../scripts/lib/s3'
import { freePort } from '../../server/supervisor'

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

it('takes the uploads from an S3 bucket and puts them back into another, refusing one that holds files', async () => {
  const [from, to] = [await startS3(await freePort()), await startS3(await freePort())]
  try {
    const database = path.join(scratch, 's3-source.db')
    const cmsRequire = createRequire(path.join(__dirname, '..', '..', 'cms', 'package.json'))
    const sqlite = cmsRequire('better-sqlite3')
    new sqlite(database).exec("CREATE TABLE kept (value TEXT); INSERT INTO kept VALUES ('a row')")
    const env = (s3: Record<string, string>, filename: string) =>
      cmsEnv({ ...testEnv(), DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename, ...s3 })
    const objects: Record<string, string> = {
      'cover_abc123.png': 'a cover',
      'thumbnail_cover_abc123.png': 'a thumbnail',
    }
    const sdk = cmsRequire('@aws-sdk/client-s3')
    const client = new sdk.S3Client({
      region: 'us-east-1',
      endpoint: from.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    for (const [key, body] of Object.entries(objects))
      await client.send(new sdk.PutObjectCommand({ Bucket: from.bucket, Key: key, Body: body }))
    const dir = path.join(scratch, 's3-backup')
    const manifest = await backup(env(from.env, database), dir)
    expect(manifest).toMatchObject({ uploads: 's3', files: 2 })

    const target = env(to.env, path.join(scratch, 's3-target.db'))
    await restore(target, dir)
    for (const [key, body] of Object.entries(objects))
      expect(await (await fetch(`${to.publicUrl}/${key}`)).text()).toBe(body)
    expect(new sqlite(path.join(scratch, 's3-target.db')).prepare('SELECT value FROM kept').get()).toEqual({
      value: 'a row',
    })
    await expect(restore(target, dir)).rejects.toThrow(/--force/)
  } finally {
    await Promise.all([from.stop(), to.stop()])
  }
})
