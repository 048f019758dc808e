/**
 * The real Strapi (compiled cms/) on a new database (SQLite, or PostgreSQL in the second pass): first boot seeds both locales,
 * the content API serves them, rules on page paths hold, editors may edit, a publish calls the
 * rebuild webhook with a small body whatever the post's length, and a second boot on the same
 * database seeds nothing twice.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { isDeepStrictEqual } from 'node:util'
import { webhookEvent } from '../../server/publish/build-hook'
import { jsonColumn, openDatabase, startTestCms, type Knex, type TestCms } from '../support/cms-process'
import {
  CONSULTATION_URL,
  CONTACT_PATH,
  PRIVACY_PATH,
  READING_FIGURES_SECTION,
  READING_FIGURES_SECTION_7,
  caseStudies,
  consultationForm,
  home,
  pages,
  posts,
  redirects,
  SERVICE_PATHS,
  SERVICES_OVERVIEW_PATH,
  siteInfo,
} from '../../cms/src/seed/content'
import { toBlocks, withoutLinks } from '../../cms/src/seed/blocks'
import type { Locale } from '../../cms/src/rules/locales'
import { writerToken } from '../support/cms-api'

jest.setTimeout(180_000)

const PERSIAN = /[\u0600-\u06FF]/
let cms: TestCms
let hookServer: http.Server
/** The rebuild webhook's calls: what for, as npm start's build hook names it ("entry.publish (post)"), and the body's size. */
const hookCalls: { what: string; bytes: number }[] = []

type Entry = { documentId: string; locale: string; [key: string]: unknown }
async function api<T = { data: Entry[]; meta?: { pagination: { total: number } } }>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${cms.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${await writerToken(cms)}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/** A rich-text row holds this text. PostgreSQL's jsonb does not keep the order of keys: compare as values. */
const sameBlocks = (stored: unknown, text: string) => isDeepStrictEqual(jsonColumn(stored), toBlocks(text))

/** The rich-text rows (a document's draft and published versions, every language) holding this text. */
const richTextRows = async (db: Knex, text: string) =>
  (await db('components_sections_rich_texts').select('id', 'body')).filter((row) => sameBlocks(row.body, text))

/**
 * Starts the CMS again on its database as the seed of `version` left it: `change` edits the
 * stopped database the way that version's content was, then the seed's marker says `version`.
 */
async function startAgainAsSeededBy(version: number, change: (db: Knex) => Promise<void> = async () => {}) {
  await cms.stop()
  const db = openDatabase(cms.database)
  try {
    await change(db)
    expect(
      await db('strapi_core_store_settings')
        .where({ key: 'plugin_qa-site_seed' })
        .update({ value: JSON.stringify({ version }) }),
    ).toBe(1)
  } finally {
    await db.destroy()
  }
  cms = await startTestCms({ port: cms.port, database: cms.database, env: { ...cms.env } })
  expect(cms.output()).toMatch(`[seed] upgrading seeded content from version ${version}`)
}

beforeAll(async () => {
  hookServer = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      hookCalls.push({ what: webhookEvent(body.toString('utf8')), bytes: body.length })
      res.end()
    })
  })
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/rebuild`
  cms = await startTestCms({ env: { SITE_REBUILD_WEBHOOK_URL: hookUrl } })
})

afterAll(async () => {
  await cms?.stop()
  hookServer?.close()
})

describe('seeded content in both locales', () => {
  it('serves every post in fa and en, Persian in fa, sharing slug and document', async () => {
    const fa = await api(`/api/posts?locale=fa&pagination[pageSize]=100&sort=publishDate:desc`)
    const en = await api(`/api/posts?locale=en&pagination[pageSize]=100&sort=publishDate:desc`)
    expect(fa.status).toBe(200)
    expect(fa.body.data).toHaveLength(posts.length)
    expect(en.body.data).toHaveLength(posts.length)
    expect(posts.length).toBeGreaterThanOrEqual(8)
    for (const post of posts) {
      const faPost = fa.body.data.find((entry) => entry.slug === post.slug)!
      const enPost = en.body.data.find((entry) => entry.slug === post.slug)!
      expect(faPost.title).toBe(post.fa.title)
      expect(faPost.title).toMatch(PERSIAN)
      expect(enPost.title).toBe(post.en.title)
      expect(enPost.title).not.toMatch(PERSIAN)
      expect(faPost.documentId).toBe(enPost.documentId)
    }
  })

  it('gives every post a cover image', async () => {
    const { body } = await api(`/api/posts?locale=en&pagination[pageSize]=100&populate=cover`)
    for (const entry of body.data) {
      const cover = entry.cover as { url: string; mime: string } | null
      expect(cover?.mime).toBe('image/jpeg')
      const image = await fetch(`${cms.url}${cover!.url}`)
      expect(image.status).toBe(200)
    }
  })

  it('serves site info and home per locale with their sections', async () => {
    for (const locale of ['fa', 'en'] as const) {
      const info = await api<{ data: Entry }>(`/api/site-info?locale=${locale}`)
      expect(info.body.data).toMatchObject({
        name: siteInfo[locale].name,
        headline: siteInfo[locale].headline,
        copyright: siteInfo[locale].copyright,
      })
      const homePage = await api<{ data: Entry & { sections: { __component: string; title?: string }[] } }>(
        `/api/home?locale=${locale}&populate=sections`,
      )
      expect(homePage.body.data.sections.map((section) => section.__component)).toEqual(
        home[locale].sections.map((section) => section.__component),
      )
      expect(homePage.body.data.sections[0].title).toBe(home[locale].sections[0].title)
    }
  })

  it('has about-us, contact-us, the pages index and one page per service in both locales', async () => {
    for (const locale of ['fa', 'en'] as const) {
      const { body } = await api(`/api/pages?locale=${locale}&pagination[pageSize]=100`)
      expect(body.data.map((page) => page.path ?? '').sort()).toEqual(pages.map((page) => page.path).sort())
    }
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['', 'about-us', 'contact-us']))
    expect(pages.filter((page) => page.path.startsWith('services/'))).toHaveLength(4)
  })

  it('has the case studies in both languages, each with its service, figures and quote, and each service page names its service', async () => {
    type Study = { slug: string; title: string; service: { kind: string }; results: unknown[]; quote: { text: string } }
    for (const locale of ['fa', 'en'] as const) {
      const studies = await api<{ data: Study[] }>(
        `/api/case-studies?locale=${locale}&populate=*&sort=publishDate:desc`,
      )
      expect(studies.body.data.map((study) => study.slug).sort()).toEqual(caseStudies.map((study) => study.slug).sort())
      for (const study of studies.body.data) {
        const seeded = caseStudies.find((each) => each.slug === study.slug)!
        expect(study).toMatchObject({ title: seeded[locale].title, service: { kind: seeded.service } })
        expect(study.results).toHaveLength(seeded[locale].results.length)
        expect(study.quote.text).toBe(seeded[locale].quote.text)
      }
      for (const [kind, path] of Object.entries(SERVICE_PATHS)) {
        const page = await api<{ data: { service: { kind: string } | null }[] }>(
          `/api/pages?locale=${locale}&filters[path][$eq]=${path}&populate=service`,
        )
        expect(page.body.data[0].service?.kind).toBe(kind)
      }
    }
  })

  it('lists fa as the default locale next to en, each named in its own language', async () => {
    const { body } = await api<{ code: string; name: string; isDefault: boolean }[]>('/api/i18n/locales')
    expect(body.map((locale) => [locale.code, locale.name, locale.isDefault]).sort()).toEqual([
      ['en', 'English (en)', false],
      ['fa', 'فارسی (fa)', true],
    ])
  })

  it('lets anyone read published content but not write it', async () => {
    const read = await fetch(`${cms.url}/api/posts?locale=en`)
    expect(read.status).toBe(200)
    const write = await fetch(`${cms.url}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x' } }),
    })
    expect(write.status).toBe(403)
  })
})

describe('page paths', () => {
  it('are stored normalised and unique within a locale', async () => {
    const created = await api<{ data: Entry }>('/api/pages?locale=en', {
      method: 'POST',
      body: JSON.stringify({ data: { title: 'Careers', path: '/Careers/Open-Roles/' } }),
    })
    expect(created.status).toBe(201)
    expect(created.body.data.path).toBe('careers/open-roles')
    const clash = await api<{ error: { status: number; message: string } }>('/api/pages?locale=en', {
      method: 'POST',
      body: JSON.stringify({ data: { title: 'Again', path: 'careers/open-roles' } }),
    })
    expect(clash.status).toBe(400)
    expect(clash.body.error.message).toMatch(/already uses the path "careers\/open-roles"/)
    const otherLocale = await api<{ data: Entry }>('/api/pages?locale=fa', {
      method: 'POST',
      body: JSON.stringify({ data: { title: 'فرصت‌های شغلی', path: 'careers/open-roles' } }),
    })
    expect(otherLocale.status).toBe(201)
  })
})

describe('editors and rebuilds', () => {
  it('lets the Editor role edit site info, home, pages and posts', async () => {
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cms.env.CMS_ADMIN_EMAIL, password: cms.env.CMS_ADMIN_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const { data } = (await login.json()) as { data: { token: string } }
    const admin = (path: string) =>
      fetch(`${cms.url}${path}`, { headers: { authorization: `Bearer ${data.token}` } }).then((r) => r.json())
    const roles = (await admin('/admin/roles')) as { data: { id: number; code: string }[] }
    const editor = roles.data.find((role) => role.code === 'strapi-editor')!
    const permissions = (await admin(`/admin/roles/${editor.id}/permissions`)) as {
      data: { action: string; subject: string; properties: { locales?: string[] } }[]
    }
    for (const subject of ['api::site-info.site-info', 'api::home.home', 'api::page.page', 'api::post.post']) {
      for (const action of ['plugin::content-manager.explorer.update', 'plugin::content-manager.explorer.publish']) {
        const permission = permissions.data.find((item) => item.action === action && item.subject === subject)
        expect(permission?.properties.locales?.sort()).toEqual(['en', 'fa'])
      }
    }
  })

  it('calls the rebuild webhook when content is published', async () => {
    hookCalls.length = 0
    const { body } = await api(`/api/posts?locale=en&filters[slug][$eq]=${posts[0].slug}`)
    const updated = await api(`/api/posts/${body.data[0].documentId}?locale=en`, {
      method: 'PUT',
      body: JSON.stringify({ data: { excerpt: 'Updated by the integration test.' } }),
    })
    expect(updated.status).toBe(200)
    await hookCalled('entry.publish (post)')
  })

  it('calls it for a long post too, with only what changed in the body', async () => {
    // Strapi's own events carry the whole entry: a build hook would get the post's full text,
    // and Netlify has been reported to fail builds whose hook body is over about 60 KB (craftcms/webhooks#5).
    hookCalls.length = 0
    const text = 'آزمون بار نشان می‌دهد سامانه زیر فشار چه می‌کند. '.repeat(4_000)
    const created = await api<{ data: Entry }>('/api/posts?locale=fa', {
      method: 'POST',
      body: JSON.stringify({
        data: {
          title: 'نوشته‌ای بلند',
          slug: 'a-long-post',
          publishDate: '2026-11-26',
          content: [{ type: 'paragraph', children: [{ type: 'text', text }] }],
        },
      }),
    })
    expect(created.status).toBe(201)
    try {
      expect(Buffer.byteLength(text)).toBeGreaterThan(300_000)
      await hookCalled('entry.publish (post)')
      expect(hookCalls.map((call) => call.bytes)).toEqual([expect.any(Number)])
      expect(hookCalls[0].bytes).toBeLessThan(1_000)
    } finally {
      expect((await api(`/api/posts/${created.body.data.documentId}?locale=fa`, { method: 'DELETE' })).status).toBe(204)
    }
  })
})

describe('a renamed address', () => {
  it('answers from every old address of a post, in the language renamed, with one hop after two renames', async () => {
    const { body } = await api(`/api/posts?locale=en&filters[slug][$eq]=${posts[2].slug}`)
    const documentId = body.data[0].documentId
    const rename = async (slug: string) => {
      const saved = await api(`/api/posts/${documentId}?locale=en`, {
        method: 'PUT',
        body: JSON.stringify({ data: { slug } }),
      })
      expect(saved.status).toBe(200)
    }
    await rename('renamed-once')
    await rename('renamed-twice')
    const rules = await api<{ data: { fromPath: string; toPath: string; permanent: boolean }[] }>(
      '/api/redirects?pagination[pageSize]=100',
    )
    const toPost = rules.body.data
      .filter((rule) => rule.toPath.startsWith('/en/posts/'))
      .map(({ fromPath, toPath, permanent }) => ({ fromPath, toPath, permanent }))
      .sort((a, b) => a.fromPath.localeCompare(b.fromPath))
    expect(toPost).toEqual(
      [
        { fromPath: `/en/posts/${posts[2].slug}`, toPath: '/en/posts/renamed-twice/', permanent: true },
        { fromPath: '/en/posts/renamed-once', toPath: '/en/posts/renamed-twice/', permanent: true },
      ].sort((a, b) => a.fromPath.localeCompare(b.fromPath)),
    )
    // The Persian version keeps its address: nothing redirects there.
    expect(rules.body.data.filter((rule) => rule.fromPath.startsWith('/fa/posts/'))).toEqual([])
    // Renamed back: the old address is the post's again, and no rule loops.
    await rename(posts[2].slug)
    const back = await api<{ data: { fromPath: string; toPath: string }[] }>('/api/redirects?pagination[pageSize]=100')
    expect(back.body.data.filter((rule) => rule.fromPath === `/en/posts/${posts[2].slug}`)).toEqual([])
    expect(
      back.body.data.filter((rule) => rule.toPath.startsWith('/en/posts/')).map((rule) => [rule.fromPath, rule.toPath]),
    ).toEqual(
      expect.arrayContaining([
        ['/en/posts/renamed-once', `/en/posts/${posts[2].slug}/`],
        ['/en/posts/renamed-twice', `/en/posts/${posts[2].slug}/`],
      ]),
    )
  })
})

describe('a redirect rule', () => {
  const save = (data: Record<string, unknown>) =>
    api<{
      data?: { documentId: string }
      error?: { status: number; message: string; details: { errors: { path: string[] }[] } }
    }>('/api/redirects', { method: 'POST', body: JSON.stringify({ data }) })

  it.each([
    // What a browser reads as another host: refused even with external targets allowed.
    [
      { fromPath: '/fa/x', toPath: '/\\evil.example' },
      'toPath',
      'A rule must lead to a site path or an http(s) address',
    ],
    [
      { fromPath: '/fa/x', toPath: '/\\evil.example', allowExternal: true },
      'toPath',
      'A rule must lead to a site path or an http(s) address',
    ],
    [
      { fromPath: '/fa/x', toPath: 'javascript:alert(document.cookie)', allowExternal: true },
      'toPath',
      'A rule must lead to a site path or an http(s) address',
    ],
    [
      { fromPath: '/fa/x', toPath: 'https://evil.example/' },
      'allowExternal',
      'Navigating to an external URL without explicit permission is an error',
    ],
  ])('is refused when saved: %p', async (data, field, message) => {
    const saved = await save(data)
    expect({ status: saved.status, message: saved.body.error?.message }).toEqual({ status: 400, message })
    expect(saved.body.error?.details.errors[0].path).toEqual([field])
  })

  it('is refused when an edit makes it invalid, and saved when valid', async () => {
    const saved = await save({ fromPath: '/en/old-lab', toPath: '/en/pages/lab/' })
    expect(saved.status).toBe(201)
    const documentId = saved.body.data!.documentId
    const edited = await api<{ error?: { message: string } }>(`/api/redirects/${documentId}`, {
      method: 'PUT',
      body: JSON.stringify({ data: { toPath: '/\\evil.example' } }),
    })
    expect({ status: edited.status, message: edited.body.error?.message }).toEqual({
      status: 400,
      message: 'A rule must lead to a site path or an http(s) address',
    })
    expect((await api(`/api/redirects/${documentId}`, { method: 'DELETE' })).status).toBe(204)
  })
})

async function hookCalled(what: string) {
  const deadline = Date.now() + 15_000
  while (!hookCalls.some((call) => call.what === what) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200))
  expect(hookCalls.map((call) => call.what)).toContain(what)
}

describe('a second start', () => {
  it('reuses the database: no second seed, no duplicates; renames a locale still named as before, not one an editor named', async () => {
    await cms.stop()
    const db = openDatabase(cms.database)
    await db('i18n_locale').where({ code: 'fa' }).update({ name: 'Persian (fa)' })
    await db('i18n_locale').where({ code: 'en' }).update({ name: 'English (ours)' })
    await db.destroy()
    cms = await startTestCms({ port: cms.port, database: cms.database, env: { ...cms.env } })
    const locales = await api<{ code: string; name: string }[]>('/api/i18n/locales')
    expect(Object.fromEntries(locales.body.map((locale) => [locale.code, locale.name]))).toEqual({
      fa: 'فارسی (fa)',
      en: 'English (ours)',
    })
    expect(cms.output()).not.toMatch(/\[seed\] seeding/)
    const fa = await api(`/api/posts?locale=fa&pagination[pageSize]=100`)
    expect(fa.body.data).toHaveLength(posts.length)
    const files = await api<unknown[]>('/api/upload/files')
    expect(files.body).toHaveLength(posts.length + caseStudies.length + 1)
  })

  it('upgrades a database seeded by version 1: header links and redirects come back, nothing else changes', async () => {
    // Make the database look like a version-1 one: Persian header links gone (their component
    // changed), no redirects, marker at 1.
    expect(
      (
        await api('/api/site-info?locale=fa&status=published', {
          method: 'PUT',
          body: JSON.stringify({ data: { headerLinks: [] } }),
        })
      ).status,
    ).toBe(200)
    for (const rule of (await api('/api/redirects')).body.data)
      await api(`/api/redirects/${rule.documentId}`, { method: 'DELETE' })
    expect((await api('/api/redirects')).body.data).toHaveLength(0)
    await startAgainAsSeededBy(1)
    const info = await api<{ data: { headerLinks: { label: string; items: unknown[] }[] } }>(
      '/api/site-info?locale=fa&populate[headerLinks][populate]=items',
    )
    expect(info.body.data.headerLinks.map((link) => link.label)).toEqual(
      siteInfo.fa.headerLinks.map((link) => link.label),
    )
    expect(info.body.data.headerLinks.find((link) => link.items.length > 0)?.items).toHaveLength(4)
    const english = await api<{ data: { headerLinks: unknown[] } }>('/api/site-info?locale=en&populate=headerLinks')
    expect(english.body.data.headerLinks).toHaveLength(siteInfo.en.headerLinks.length)
    expect((await api('/api/redirects')).body.data).toHaveLength(redirects.length)
    expect((await api(`/api/posts?locale=fa&pagination[pageSize]=100`)).body.data).toHaveLength(posts.length)
  })

  it('upgrades a database seeded by version 2: the services overview, "Services" leading to it, links in the pages’ text, an editor’s text left alone', async () => {
    const overview = (await api(`/api/pages?locale=en&filters[path][$eq]=${SERVICES_OVERVIEW_PATH}`)).body.data[0]
    expect(overview).toBeDefined()
    for (const locale of ['fa', 'en'])
      await api(`/api/pages/${overview.documentId}?locale=${locale}`, { method: 'DELETE' })
    const oldUrl = `/pages/${SERVICE_PATHS['load-stress']}`
    const newUrl = `/pages/${SERVICES_OVERVIEW_PATH}`
    // The pages' text as version 2 wrote it (without links), but for one an editor rewrote.
    const linked = pages.flatMap((page) => [page.fa.body, page.en.body]).filter((body) => withoutLinks(body) !== body)
    const edited = toBlocks('An editor wrote this contact text: hello@barsanj.example')
    const contact = pages.find((page) => page.path === 'contact-us')!
    await startAgainAsSeededBy(2, async (db) => {
      expect(
        await db('components_shared_nav_links').where({ url: newUrl }).update({ url: oldUrl }),
      ).toBeGreaterThanOrEqual(2)
      const seededLinks = (await db('components_shared_links').select('id', 'url', 'label')).filter(
        (link) => link.url === newUrl && ['Our services', 'خدمات ما'].includes(link.label as string),
      )
      expect(
        await db('components_shared_links')
          .whereIn(
            'id',
            seededLinks.map((link) => link.id),
          )
          .update({ url: oldUrl }),
      ).toBeGreaterThanOrEqual(2)
      let reverted = 0
      for (const text of await db('components_sections_rich_texts').select('id', 'body')) {
        const body = linked.find((candidate) => sameBlocks(text.body, candidate))
        if (body)
          reverted += await db('components_sections_rich_texts')
            .where({ id: text.id })
            .update({ body: JSON.stringify(toBlocks(withoutLinks(body))) })
      }
      expect(reverted).toBeGreaterThanOrEqual(4)
      const contactRows = (await db('components_sections_rich_texts').select('id', 'body')).filter((text) =>
        sameBlocks(text.body, withoutLinks(contact.en.body)),
      )
      for (const row of contactRows)
        await db('components_sections_rich_texts')
          .where({ id: row.id })
          .update({ body: JSON.stringify(edited) })
    })
    for (const locale of ['fa', 'en'] as const) {
      const created = await api<{ data: { title: string; content: { __component: string }[] }[] }>(
        `/api/pages?locale=${locale}&filters[path][$eq]=${SERVICES_OVERVIEW_PATH}&populate=content`,
      )
      expect(created.body.data.map((page) => page.title)).toEqual([
        pages.find((page) => page.path === SERVICES_OVERVIEW_PATH)![locale].title,
      ])
      expect(created.body.data[0].content.map((section) => section.__component)).toEqual([
        'sections.rich-text',
        'sections.services',
      ])
      const info = await api<{ data: { headerLinks: { label: string; url: string }[] } }>(
        `/api/site-info?locale=${locale}&populate=headerLinks`,
      )
      expect(info.body.data.headerLinks.map((link) => link.url)).toEqual(
        siteInfo[locale].headerLinks.map((link) => link.url),
      )
      const homePage = await api<{ data: { sections: { __component: string; secondaryAction?: { url: string } }[] } }>(
        `/api/home?locale=${locale}&populate[sections][on][sections.hero][populate]=*`,
      )
      expect(homePage.body.data.sections[0].secondaryAction?.url).toBe(newUrl)
      const index = await api<{ data: { content: { body: unknown }[] }[] }>(
        `/api/pages?locale=${locale}&filters[path][$null]=true&populate=content`,
      )
      const indexBody =
        index.body.data[0]?.content[0]?.body ??
        (
          await api<{ data: { path: string | null; content: { body: unknown }[] }[] }>(
            `/api/pages?locale=${locale}&populate=content&pagination[pageSize]=100`,
          )
        ).body.data.find((page) => !page.path)?.content[0]?.body
      expect(indexBody).toEqual(toBlocks(pages.find((page) => page.path === '')![locale].body))
      const contactPage = await api<{ data: { content: { body: unknown }[] }[] }>(
        `/api/pages?locale=${locale}&filters[path][$eq]=contact-us&populate=content`,
      )
      expect(contactPage.body.data[0].content[0].body).toEqual(locale === 'en' ? edited : toBlocks(contact.fa.body))
    }
  })

  it('upgrades a database seeded by version 3: the consultation form on the contact page, "Book a consultation" leading to it', async () => {
    type Contact = {
      documentId: string
      content: { __component: string; body?: unknown; title?: string; intro?: string }[]
    }
    const contactIn = async (locale: 'fa' | 'en') =>
      (
        await api<{ data: Contact[] }>(
          `/api/pages?locale=${locale}&filters[path][$eq]=${CONTACT_PATH}&populate=content`,
        )
      ).body.data[0]
    // The contact page as version 3 left it: its text only (published), the hero's link to the page itself.
    const texts: Record<string, unknown> = {}
    for (const locale of ['fa', 'en'] as const) {
      const page = await contactIn(locale)
      texts[locale] = page.content[0].body
      const reverted = await api(`/api/pages/${page.documentId}?locale=${locale}&status=published`, {
        method: 'PUT',
        body: JSON.stringify({
          data: { content: [{ __component: 'sections.rich-text', body: page.content[0].body }] },
        }),
      })
      expect(reverted.status).toBe(200)
      expect((await contactIn(locale)).content.map((section) => section.__component)).toEqual(['sections.rich-text'])
    }
    await startAgainAsSeededBy(3, async (db) => {
      expect(
        await db('components_shared_links')
          .where({ url: CONSULTATION_URL })
          .update({ url: `/pages/${CONTACT_PATH}` }),
      ).toBeGreaterThanOrEqual(2)
    })
    for (const locale of ['fa', 'en'] as const) {
      const page = await contactIn(locale)
      expect(page.content.map((section) => section.__component)).toEqual([
        'sections.rich-text',
        'sections.consultation-form',
      ])
      expect(page.content[0].body).toEqual(texts[locale])
      expect(page.content[1]).toMatchObject({
        title: consultationForm(locale).title,
        intro: consultationForm(locale).intro,
      })
      const homePage = await api<{ data: { sections: { __component: string; primaryAction?: { url: string } }[] } }>(
        `/api/home?locale=${locale}&populate[sections][on][sections.hero][populate]=*`,
      )
      expect(homePage.body.data.sections[0].primaryAction?.url).toBe(CONSULTATION_URL)
    }
    // The call to action's "Contact us" keeps leading to the page itself.
    const ctaLinks = await api<{ data: { sections: { __component: string; action?: { url: string } }[] } }>(
      '/api/home?locale=en&populate[sections][on][sections.call-to-action][populate]=*',
    )
    expect(
      ctaLinks.body.data.sections.find((section) => section.__component === 'sections.call-to-action')?.action?.url,
    ).toBe(`/pages/${CONTACT_PATH}`)
  })

  it('upgrades a database seeded by version 4: the case studies come, the service pages name their service, and (version 5) the privacy page comes', async () => {
    for (const locale of ['fa', 'en'] as const)
      for (const study of (await api<{ data: { documentId: string }[] }>(`/api/case-studies?locale=${locale}`)).body
        .data)
        await api(`/api/case-studies/${study.documentId}?locale=${locale}`, { method: 'DELETE' })
    const privacyPage = (locale: Locale) =>
      api<{ data: { documentId: string; title: string }[] }>(
        `/api/pages?locale=${locale}&filters[path][$eq]=${PRIVACY_PATH}`,
      )
    for (const locale of ['fa', 'en'] as const) {
      const privacy = await privacyPage(locale)
      await api(`/api/pages/${privacy.body.data[0].documentId}?locale=${locale}`, { method: 'DELETE' })
      expect((await privacyPage(locale)).body.data).toHaveLength(0)
    }
    expect((await api<{ data: unknown[] }>('/api/case-studies?locale=en')).body.data).toHaveLength(0)
    for (const locale of ['fa', 'en'] as const) {
      const page = await api<{ data: { documentId: string }[] }>(
        `/api/pages?locale=${locale}&filters[path][$eq]=${SERVICE_PATHS.performance}`,
      )
      const cleared = await api(`/api/pages/${page.body.data[0].documentId}?locale=${locale}&status=published`, {
        method: 'PUT',
        body: JSON.stringify({ data: { service: null } }),
      })
      expect(cleared.status).toBe(200)
    }
    await startAgainAsSeededBy(4)
    for (const locale of ['fa', 'en'] as const) {
      const studies = await api<{ data: { slug: string }[] }>(`/api/case-studies?locale=${locale}`)
      expect(studies.body.data.map((study) => study.slug).sort()).toEqual(caseStudies.map((study) => study.slug).sort())
      const page = await api<{ data: { service: { kind: string } | null }[] }>(
        `/api/pages?locale=${locale}&filters[path][$eq]=${SERVICE_PATHS.performance}&populate=service`,
      )
      expect(page.body.data[0].service?.kind).toBe('performance')
    }
    for (const locale of ['fa', 'en'] as const)
      expect((await privacyPage(locale)).body.data.map((page) => page.title)).toEqual([
        pages.find((page) => page.path === PRIVACY_PATH)![locale].title,
      ])
    expect(cms.output()).toMatch(/\[seed\] added the privacy page \(\/pages\/privacy\) in fa and en/)
    expect((await api(`/api/posts?locale=fa&pagination[pageSize]=100`)).body.data).toHaveLength(posts.length)
  })
  it("upgrades a database seeded by version 6: the seed's privacy text gets its section on readers' figures, an editor's is left and the log says what to add", async () => {
    const privacy = pages.find((page) => page.path === PRIVACY_PATH)!
    // Persian: the text as version 6 seeded it; English: an editor's own.
    const edited = 'An editor wrote this privacy text.'
    let faRows: Record<string, unknown>[] = []
    await startAgainAsSeededBy(6, async (db) => {
      faRows = await richTextRows(db, privacy.fa.body)
      const enRows = await richTextRows(db, privacy.en.body)
      expect([faRows.length, enRows.length]).toEqual([2, 2])
      for (const row of faRows)
        await db('components_sections_rich_texts')
          .where({ id: row.id })
          .update({ body: JSON.stringify(toBlocks(privacy.fa.body.replace(READING_FIGURES_SECTION.fa, ''))) })
      for (const row of enRows)
        await db('components_sections_rich_texts')
          .where({ id: row.id })
          .update({ body: JSON.stringify(toBlocks(edited)) })
    })
    const db = openDatabase(cms.database)
    try {
      expect((await richTextRows(db, privacy.fa.body)).map((row) => row.id).sort()).toEqual(
        faRows.map((row) => row.id).sort(),
      )
      expect(await richTextRows(db, edited)).toHaveLength(2)
    } finally {
      await db.destroy()
    }
    expect(cms.output()).toMatch(/\[seed\] the en privacy page \(\/pages\/privacy\) is not the seed's/)
    expect(cms.output()).not.toMatch(/the fa privacy page/)
  })
  it("upgrades a database seeded by version 7: the seed's section on readers' figures gets today's words, an editor's is left", async () => {
    const privacy = pages.find((page) => page.path === PRIVACY_PATH)!
    const asVersion7 = (locale: 'fa' | 'en') =>
      privacy[locale].body.replace(READING_FIGURES_SECTION[locale], READING_FIGURES_SECTION_7[locale])
    // Of the Persian page's two rows (draft and published): one as version 7 seeded it, one an editor changed.
    const edited = `${asVersion7('fa')}\nیک خط از خود ویراستار.`
    let seeded: Record<string, unknown> = {}
    let changed: Record<string, unknown> = {}
    await startAgainAsSeededBy(7, async (db) => {
      ;[seeded, changed] = await richTextRows(db, privacy.fa.body)
      await db('components_sections_rich_texts')
        .where({ id: seeded.id })
        .update({ body: JSON.stringify(toBlocks(asVersion7('fa'))) })
      await db('components_sections_rich_texts')
        .where({ id: changed.id })
        .update({ body: JSON.stringify(toBlocks(edited)) })
    })
    const db = openDatabase(cms.database)
    try {
      expect((await richTextRows(db, privacy.fa.body)).map((row) => row.id)).toEqual([seeded.id])
      expect((await richTextRows(db, edited)).map((row) => row.id)).toEqual([changed.id])
    } finally {
      await db.destroy()
    }
  })
})
