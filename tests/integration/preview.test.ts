/**
 * Draft preview on the real system (docs/decisions/0020-draft-preview.md): the real Strapi
 * (compiled cms/, temporary database, seeded), its admin API giving the Preview button's link,
 * and the preview function's reading in-process (the page it renders: e2e/preview.spec.ts, which
 * needs the site's build). An editor's draft post, with its cover, is read
 * through a signed link in English and Persian; an altered, unsigned or expired link reads
 * nothing; drafts are not readable from the CMS without the API token.
 */
import { previewUrl } from '../../cms/src/rules/preview-link'
import { readPreviewContent } from '../../functions/lib/preview-content.mjs'
import { HttpFailure } from '../../functions/lib/http.mjs'
import { readPreviewEnv } from '../../src/server/env'
import { localeFromPath } from '../../src/lib/i18n'
import { pointFunctionsAt } from '../support/account-client'
import { adminToken, cmsApi, imageBlock, uploadImage } from '../support/cms-api'
import { openDatabase, startTestCms, type TestCms } from '../support/cms-process'
import type { PreviewContent } from '../../src/preview/content'
import { PUBLIC_READ_ACTIONS } from '../../cms/src/bootstrap/permissions'
import type { ErrorBody } from '../../cms/src/rules/errors'

jest.setTimeout(180_000)

const SITE = 'http://localhost:8888'

let cms: TestCms
let admin: string
let draft: string

async function previewLink(uid: string, query: Record<string, string>): Promise<URL> {
  const answer = await fetch(`${cms.url}/content-manager/preview/url/${uid}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${admin}` },
  })
  expect(answer.status).toBe(200)
  const { data } = (await answer.json()) as { data: { url: string } }
  return new URL(data.url)
}

/** What the preview function reads for `link`: the document, or the catalogued failure's answer. */
async function open<T = PreviewContent>(link: URL | string) {
  const url = new URL(link)
  try {
    const body = await readPreviewContent(readPreviewEnv(), new Request(url), {}, localeFromPath(url.pathname)!)
    return { status: 200, body: body as T }
  } catch (error) {
    if (!(error instanceof HttpFailure)) throw error
    const answer = error.toResponse()
    return { status: answer.status, body: (await answer.json()) as T }
  }
}

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const heading = (text: string) => ({ type: 'heading', level: 2, children: [{ type: 'text', text }] })

beforeAll(async () => {
  cms = await startTestCms({})
  pointFunctionsAt(cms.url, cms.env)
  Object.assign(process.env, { PREVIEW_API_TOKEN: cms.env.PREVIEW_API_TOKEN, PREVIEW_SECRET: cms.env.PREVIEW_SECRET })
  admin = await adminToken(cms)
  const cover = (await uploadImage(cms, 'draft-cover.png', 1600, 800, 'Draft cover')).id
  const inText = await uploadImage(cms, 'draft-chart.png', 1000, 500, 'Checkout latency')
  const created = await cmsApi<{ data: { documentId: string } }>(cms, '/api/posts?locale=en&status=draft', {
    method: 'POST',
    body: JSON.stringify({
      data: {
        title: 'Unpublished load test notes',
        slug: 'unpublished-load-test-notes',
        publishDate: '2026-11-20',
        cover,
        content: [heading('What we found'), paragraph('The checkout slowed down at 4,000 users.'), imageBlock(inText)],
        tags: [{ name: 'draft-tag' }],
      },
    }),
  })
  expect(created.status).toBe(201)
  draft = created.body.data.documentId
  const persian = await cmsApi(cms, `/api/posts/${draft}?locale=fa&status=draft`, {
    method: 'PUT',
    body: JSON.stringify({
      data: {
        title: 'یادداشت‌های منتشرنشدهٔ تست بار',
        slug: 'yaddasht-draft',
        publishDate: '2026-11-20',
        cover,
        content: [paragraph('پرداخت در ۴٬۰۰۰ کاربر کند شد.')],
      },
    }),
  })
  expect(persian.status).toBe(200)
})

afterAll(async () => {
  await cms?.stop()
})

describe('the Preview button', () => {
  it('opens an English draft post, with its cover and blocks', async () => {
    const link = await previewLink('api::post.post', { documentId: draft, locale: 'en', status: 'draft' })
    expect(`${link.origin}${link.pathname}`).toBe(`${cms.env.SITE_URL}/en/preview/`)
    const answer = await open(link)
    expect(answer.status).toBe(200)
    const body = answer.body as Extract<PreviewContent, { kind: 'post' }>
    expect(body).toMatchObject({
      kind: 'post',
      locale: 'en',
      status: 'draft',
      post: {
        documentId: draft,
        title: 'Unpublished load test notes',
        publishDateText: 'November 20, 2026',
        tagLinks: [{ name: 'draft-tag', slug: 'draft-tag' }],
      },
    })
    expect(body.post.headingAnchors).toEqual([expect.objectContaining({ id: 'what-we-found', text: 'What we found' })])
    const image = body.post.cover?.localFile?.childImageSharp?.gatsbyImageData
    expect(image).toMatchObject({ width: 1200, height: 600 })
    const src = image!.images.fallback!.src
    expect(src.startsWith(`${cms.url}/uploads/`)).toBe(true)
    expect((await fetch(src)).status).toBe(200)
    // The image in the text, as the build's field gives it: at most the text's width, from the CMS's stored sizes.
    expect(body.post.blockImages?.map((picture) => picture.index)).toEqual([2])
    const inText = body.post.blockImages![0].file!.childImageSharp!.gatsbyImageData
    expect(inText).toMatchObject({ width: 720, height: 360 })
    for (const candidate of inText.images.fallback!.srcSet!.split(',\n')) {
      const address = candidate.split(' ')[0]
      expect(address.startsWith(`${cms.url}/uploads/`)).toBe(true)
      expect((await fetch(address)).status).toBe(200)
    }
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000)
  })

  it('opens the same draft in Persian at the Persian preview', async () => {
    const link = await previewLink('api::post.post', { documentId: draft, locale: 'fa', status: 'draft' })
    expect(link.pathname).toBe('/fa/preview/')
    const { status, body } = await open(link)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      kind: 'post',
      locale: 'fa',
      post: { title: 'یادداشت‌های منتشرنشدهٔ تست بار', publishDateText: expect.stringMatching(/۱۴۰۵/) },
    })
  })

  it('opens a page draft and the home page, which shows the latest published posts', async () => {
    const pages = await cmsApi<{ data: { documentId: string; path: string }[] }>(cms, '/api/pages?locale=en')
    const contact = pages.body.data.find((page) => page.path === 'contact-us')!
    const page = await open(
      await previewLink('api::page.page', { documentId: contact.documentId, locale: 'en', status: 'draft' }),
    )
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ kind: 'page', page: { path: 'contact-us' } })
    const sections = (page.body as Extract<PreviewContent, { kind: 'page' }>).page.content?.map(
      (section) => section?.__typename,
    )
    expect(sections).toContain('STRAPI__COMPONENT_SECTIONS_CONSULTATION_FORM')

    const home = await open(await previewLink('api::home.home', { locale: 'fa', status: 'draft' }))
    expect(home.status).toBe(200)
    const body = home.body as Extract<PreviewContent, { kind: 'home' }>
    expect(body.kind).toBe('home')
    expect(body.home.sections?.[0]?.__typename).toBe('STRAPI__COMPONENT_SECTIONS_HERO')
    expect(body.latestPosts.length).toBeGreaterThan(0)
    expect(body.latestPosts.map((post) => post.id)).not.toContain(draft)
  })

  it('opens a case study draft with its figures, quote and the page of its service', async () => {
    const created = await cmsApi<{ data: { documentId: string } }>(cms, '/api/case-studies?locale=en&status=draft', {
      method: 'POST',
      body: JSON.stringify({
        data: {
          title: 'A ticket sale without a queue',
          slug: 'ticket-sale-without-a-queue',
          sector: 'Live events',
          service: { kind: 'load-stress' },
          challenge: 'Tickets for a stadium went on sale at noon.',
          approach: [heading('What we rehearsed'), paragraph('The first minute, ten times over.')],
          results: [{ figure: '40,000', label: 'buyers in the first minute' }],
          quote: { text: 'Nobody saw a queue.', author: 'Head of sales' },
          publishDate: '2026-11-20',
        },
      }),
    })
    expect(created.status).toBe(201)
    const study = await open(
      await previewLink('api::case-study.case-study', {
        documentId: created.body.data.documentId,
        locale: 'en',
        status: 'draft',
      }),
    )
    expect({ status: study.status, body: study.status === 200 ? null : study.body }).toEqual({
      status: 200,
      body: null,
    })
    const body = study.body as Extract<PreviewContent, { kind: 'case-study' }>
    expect(body).toMatchObject({
      kind: 'case-study',
      locale: 'en',
      caseStudy: {
        title: 'A ticket sale without a queue',
        client: null,
        service: { kind: 'load-stress' },
        results: [{ figure: '40,000', label: 'buyers in the first minute' }],
        quote: { text: 'Nobody saw a queue.', author: 'Head of sales' },
        headingAnchors: [expect.objectContaining({ id: 'what-we-rehearsed' })],
      },
      // The seeded page presenting load and stress testing, as the built study links it.
      servicePage: { path: '/en/pages/services/load-and-stress-testing/', title: expect.any(String) },
    })
  })

  it('finds nothing to preview where the document has no such version', async () => {
    const published = await open<ErrorBody>(
      await previewLink('api::post.post', { documentId: draft, locale: 'en', status: 'published' }),
    )
    expect({ status: published.status, code: published.body.error.code }).toEqual({
      status: 404,
      code: 'preview-not-found',
    })
  })
})

describe('a preview link', () => {
  it('is refused without its signature, altered, signed with another secret or expired', async () => {
    const link = await previewLink('api::post.post', { documentId: draft, locale: 'en', status: 'draft' })
    const refused = async (url: string, code: string) => {
      const answer = await open<ErrorBody>(url)
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 403, code })
      expect(JSON.stringify(answer.body)).not.toContain('Unpublished')
    }
    const unsigned = new URLSearchParams(link.search)
    unsigned.delete('signature')
    await refused(`${SITE}/en/preview/?${unsigned}`, 'preview-link-invalid')
    await refused(`${SITE}/en/preview/`, 'preview-link-invalid')
    const otherLocale = new URLSearchParams(link.search)
    otherLocale.set('locale', 'fa')
    await refused(`${SITE}/en/preview/?${otherLocale}`, 'preview-link-invalid')
    const forged = new URL(
      previewUrl(SITE, 'x'.repeat(40), 'api::post.post', { documentId: draft, locale: 'en', status: 'draft' })!,
    )
    await refused(`${SITE}/en/preview/${forged.search}`, 'preview-link-invalid')
    const expired = new URL(
      previewUrl(
        SITE,
        cms.env.PREVIEW_SECRET,
        'api::post.post',
        { documentId: draft, locale: 'en', status: 'draft' },
        Date.now() - 2 * 3600_000,
      )!,
    )
    await refused(`${SITE}/en/preview/${expired.search}`, 'preview-link-expired')
  })

  it('is only made for an administrator of the CMS', async () => {
    const anonymous = await fetch(
      `${cms.url}/content-manager/preview/url/api::post.post?documentId=${draft}&locale=en&status=draft`,
    )
    expect(anonymous.status).toBe(401)
  })
})

describe('drafts straight from the CMS', () => {
  it('are refused to the public and given to the API token', async () => {
    const publicCall = (path: string) => cmsApi<ErrorBody & { data?: unknown }>(cms, path, { token: '' })
    for (const path of [
      `/api/posts?status=draft&locale=en`,
      `/api/posts/${draft}?status=draft&locale=en`,
      '/api/posts?publicationState=preview',
      '/api/home?status=draft',
      '/api/pages?status=draft&locale=all',
    ]) {
      const answer = await publicCall(path)
      expect({ path, status: answer.status, message: answer.body.error?.message }).toEqual({
        path,
        status: 403,
        message: 'Unpublished content is readable with an API token only',
      })
    }
    const listed = await publicCall('/api/posts?locale=en&pagination[pageSize]=100')
    expect(listed.status).toBe(200)
    expect(JSON.stringify(listed.body)).not.toContain(draft)
    expect((await publicCall('/api/posts?status=published&locale=en')).status).toBe(200)
    const withToken = await cmsApi<{ data: { title: string } }>(cms, `/api/posts/${draft}?status=draft&locale=en`)
    expect(withToken).toMatchObject({ status: 200, body: { data: { title: 'Unpublished load test notes' } } })
  })
})

describe('relations without a token', () => {
  type Attribute = { type: string; target?: string }
  type Schema = {
    kind: string
    info: { pluralName: string; singularName: string }
    pluginOptions?: { i18n?: { localized?: boolean } }
    attributes: Record<string, Attribute>
  }
  const schemaOf = (name: string) => require(`../../cms/src/api/${name}/content-types/${name}/schema.json`) as Schema
  /** Each type the public reads, its route, the text field to probe and its relations: its own, i18n's localizations and Strapi's creator fields. */
  const publicTypes = [...new Set(PUBLIC_READ_ACTIONS.map((action) => action.split('.')[1]))].map((name) => {
    const schema = schemaOf(name)
    const relations = Object.entries(schema.attributes)
      .filter(([, attribute]) => attribute.type === 'relation')
      .map(([key, attribute]) => ({ key, target: attribute.target! }))
    if (schema.pluginOptions?.i18n?.localized) relations.push({ key: 'localizations', target: `api::${name}.${name}` })
    relations.push({ key: 'createdBy', target: 'admin::user' }, { key: 'updatedBy', target: 'admin::user' })
    const route = schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName
    const text = Object.entries(schema.attributes).find(([, attribute]) => attribute.type === 'string')![0]
    return {
      name,
      route,
      single: schema.kind === 'singleType',
      localized: Boolean(schema.pluginOptions?.i18n?.localized),
      text,
      relations,
    }
  })
  /** The text field probed on a relation's target. */
  const targetText: Record<string, string> = {
    'admin::user': 'firstname',
    'plugin::users-permissions.user': 'username',
  }
  const publicCall = (path: string) =>
    fetch(`${cms.url}${path}`).then(async (answer) => ({ status: answer.status, body: await answer.text() }))

  it('answer nothing about a draft: every relation of every public type, in both locales, by filter, sort and populate', async () => {
    const secrets: Record<string, Record<string, string>> = {}
    // A draft edit in each locale of one published document of each localized type, never published.
    for (const type of publicTypes.filter((each) => each.localized)) {
      secrets[type.name] = {}
      for (const locale of ['fa', 'en'] as const) {
        const secret = `SECRETX${type.name.length}${locale}`
        const listed = await cmsApi<{ data: { documentId: string } | { documentId: string }[] }>(
          cms,
          `/api/${type.route}?locale=${locale}`,
        )
        const documentId = Array.isArray(listed.body.data)
          ? listed.body.data.find((entry) => entry.documentId !== draft)!.documentId
          : listed.body.data.documentId
        const path = type.single
          ? `/api/${type.route}?locale=${locale}&status=draft`
          : `/api/${type.route}/${documentId}?locale=${locale}&status=draft`
        const saved = await cmsApi(cms, path, {
          method: 'PUT',
          body: JSON.stringify({ data: { [type.text]: `Draft ${secret}` } }),
        })
        expect({ path, status: saved.status }).toEqual({ path, status: 200 })
        secrets[type.name][locale] = secret
      }
    }
    const leaks: string[] = []
    for (const type of publicTypes) {
      for (const relation of type.relations) {
        const field =
          targetText[relation.target] ??
          publicTypes.find((each) => `api::${each.name}.${each.name}` === relation.target)!.text
        for (const locale of type.localized ? ['fa', 'en'] : ['']) {
          const base = `/api/${type.route}?${locale ? `locale=${locale}&` : ''}`
          const other = locale === 'fa' ? 'en' : 'fa'
          const secret = secrets[relation.target.split('.')[1]]?.[other] ?? 'Site'
          const pairs = [
            [
              `filters[${relation.key}][${field}][$containsi]=${secret}`,
              `filters[${relation.key}][${field}][$containsi]=NOPE999`,
            ],
            [
              `filters[$or][0][${relation.key}][${field}][$startsWith]=D`,
              `filters[$or][0][${relation.key}][${field}][$startsWith]=Q`,
            ],
            [`sort=${relation.key}.${field}:asc`, `sort=${relation.key}.${field}:desc`],
            [`sort[0][${relation.key}][${field}]=asc`, `sort[0][${relation.key}][${field}]=desc`],
            [
              `populate[${relation.key}][filters][${field}][$containsi]=${secret}`,
              `populate[${relation.key}][filters][${field}][$containsi]=NOPE999`,
            ],
          ]
          // Inside populate, at depth 1 and 2: the populated entries filtered or sorted across
          // their own relations (the third probe: their other languages' drafts).
          const typeOf = (uid: string) => publicTypes.find((each) => `api::${each.name}.${each.name}` === uid)
          const throughPopulate = (prefix: string, target: (typeof publicTypes)[number] | undefined) => {
            if (!target?.localized) return
            for (const draftSecret of Object.values(secrets[target.name]))
              pairs.push(
                [
                  `${prefix}[filters][localizations][${target.text}][$containsi]=${draftSecret}`,
                  `${prefix}[filters][localizations][${target.text}][$containsi]=NOPE999`,
                ],
                [
                  `${prefix}[filters][$or][0][localizations][${target.text}][$startsWith]=D`,
                  `${prefix}[filters][$or][0][localizations][${target.text}][$startsWith]=Q`,
                ],
              )
            pairs.push([
              `${prefix}[sort]=localizations.${target.text}:asc`,
              `${prefix}[sort]=localizations.${target.text}:desc`,
            ])
          }
          const target = typeOf(relation.target)
          throughPopulate(`populate[${relation.key}]`, target)
          for (const inner of target?.relations ?? [])
            throughPopulate(`populate[${relation.key}][populate][${inner.key}]`, typeOf(inner.target))
          for (const [probe, control] of pairs) {
            const [asked, nothing] = [await publicCall(base + probe), await publicCall(base + control)]
            if (asked.status !== nothing.status || asked.body !== nothing.body || asked.body.includes(secret))
              leaks.push(`${base}${probe}: ${asked.status} ${asked.body.slice(0, 160)}`)
          }
        }
      }
    }
    expect(leaks).toEqual([])
  })

  it('answer nothing about a draft to the third probe: one post, its draft title read through populate', async () => {
    const listed = await cmsApi<{ data: { documentId: string }[] }>(cms, '/api/posts?locale=en&fields[0]=title')
    const { documentId } = listed.body.data.find((entry) => entry.documentId !== draft)!
    const saved = await cmsApi(cms, `/api/posts/${documentId}?locale=en&status=draft`, {
      method: 'PUT',
      body: JSON.stringify({ data: { title: 'A quokka in the draft' } }),
    })
    expect(saved.status).toBe(200)
    const probe = (word: string) =>
      publicCall(
        `/api/posts/${documentId}?locale=en&populate[localizations][filters][localizations][title][$containsi]=${word}`,
      )
    const [asked, control] = [await probe('quokka'), await probe('nomatchxyz')]
    expect(asked).toEqual(control)
    expect(JSON.parse(asked.body)).toMatchObject({
      error: { status: 403, message: 'Filtering or sorting by related entries is allowed with an API token only' },
    })
  })

  it('still filter, sort and populate published content for the public', async () => {
    const [post] = (
      await cmsApi<{ data: { title: string; documentId: string }[] }>(
        cms,
        '/api/posts?locale=en&pagination[pageSize]=1&fields[0]=title',
        { token: '' },
      )
    ).body.data
    const word = post.title.split(' ')[0]
    const found = await cmsApi<{ data: { documentId: string }[] }>(
      cms,
      `/api/posts?locale=en&filters[title][$startsWith]=${encodeURIComponent(word)}&sort=title:asc&fields[0]=title`,
      { token: '' },
    )
    expect(found.status).toBe(200)
    expect(found.body.data.map((entry) => entry.documentId)).toContain(post.documentId)
    const populated = await cmsApi<{ data: { localizations: { title: string }[] }[] }>(
      cms,
      `/api/posts?locale=fa&filters[documentId]=${post.documentId}&populate[localizations][fields][0]=title`,
      { token: '' },
    )
    expect(populated.status).toBe(200)
    expect(populated.body.data[0].localizations.map((entry) => entry.title)).toEqual([post.title])
    // Populated entries filtered and sorted by their own fields.
    const ownFields = await cmsApi<{ data: { localizations: { title: string }[] }[] }>(
      cms,
      `/api/posts?locale=fa&filters[documentId]=${post.documentId}&populate[localizations][filters][title][$startsWith]=${encodeURIComponent(word)}&populate[localizations][sort]=title:asc`,
      { token: '' },
    )
    expect(ownFields.status).toBe(200)
    expect(ownFields.body.data[0].localizations.map((entry) => entry.title)).toEqual([post.title])
  })

  it('refuse the parameters about drafts, and give them to the token', async () => {
    for (const query of ['publicationFilter=modified', 'hasPublishedVersion=true']) {
      const answer = await cmsApi<ErrorBody>(cms, `/api/posts?locale=en&${query}`, { token: '' })
      expect({ query, status: answer.status, code: answer.body.error?.message }).toEqual({
        query,
        status: 403,
        code: 'Unpublished content is readable with an API token only',
      })
      expect((await cmsApi(cms, `/api/posts?locale=en&${query}`)).status).toBe(200)
    }
    expect((await cmsApi(cms, `/api/posts?locale=fa&filters[localizations][title][$containsi]=x`)).status).toBe(200)
  })
})

describe("the site's API tokens", () => {
  type Call = [method: string, path: string, body?: unknown]
  const call = async (token: string, [method, path, body]: Call) =>
    (
      await fetch(`${cms.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).status
  /** What neither token may do: write anything, or read members, files and what visitors sent. */
  const forbidden = (): Call[] => [
    ['POST', '/api/posts?locale=en', { data: { title: 'Written with a read token', slug: 'read-token-write' } }],
    ['PUT', `/api/posts/${draft}?locale=en&status=draft`, { data: { title: 'Rewritten with a read token' } }],
    ['DELETE', `/api/posts/${draft}?locale=en`],
    ['PUT', '/api/home?locale=en', { data: { title: 'Home rewritten' } }],
    ['GET', '/api/users'],
    ['GET', '/api/upload/files'],
    ['GET', '/api/users-permissions/roles'],
  ]

  it('read what their users read and nothing more', async () => {
    const build = cms.env.STRAPI_API_TOKEN
    const preview = cms.env.PREVIEW_API_TOKEN
    for (const path of [
      '/api/posts?locale=en',
      `/api/posts/${draft}?locale=en&status=draft`,
      '/api/pages?locale=fa',
      '/api/home?locale=en',
      '/api/site-info?locale=fa',
      '/api/redirects',
      '/api/i18n/locales',
      '/api/content-type-builder/content-types',
      '/api/content-type-builder/components',
    ]) {
      expect({ path, status: await call(build, ['GET', path]) }).toEqual({ path, status: 200 })
    }
    for (const path of [
      `/api/posts/${draft}?locale=en&status=draft`,
      '/api/posts?locale=en',
      '/api/home?locale=en&status=draft',
    ]) {
      expect({ path, status: await call(preview, ['GET', path]) }).toEqual({ path, status: 200 })
    }
    for (const path of ['/api/site-info?locale=fa', '/api/redirects', '/api/i18n/locales'])
      expect({ path, status: await call(preview, ['GET', path]) }).toEqual({ path, status: 403 })
    for (const [name, token] of [
      ['build', build],
      ['preview', preview],
    ] as const) {
      for (const attempt of forbidden())
        expect({ name, attempt, status: await call(token, attempt) }).toEqual({ name, attempt, status: 403 })
    }
  })

  it('are narrowed at boot when an earlier version made them full-access', async () => {
    const db = openDatabase(cms.database)
    await db('strapi_api_tokens').where({ name: 'site-build' }).update({ type: 'full-access' })
    await db.destroy()
    expect(await call(cms.env.STRAPI_API_TOKEN, ['GET', '/api/users'])).toBe(200)
    await cms.stop()
    cms = await startTestCms({ port: cms.port, database: cms.database })
    expect(await call(cms.env.STRAPI_API_TOKEN, ['GET', '/api/users'])).toBe(403)
    expect(await call(cms.env.STRAPI_API_TOKEN, ['GET', '/api/posts?locale=en'])).toBe(200)
  })
})
