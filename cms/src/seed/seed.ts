/**
 * First-start seed: bilingual site info, home, pages and posts, published in fa and en.
 * Idempotent twice over: a marker in Strapi's core store skips it once it finished, and every
 * entry is looked up (by path or slug) before it is created, so an interrupted seed resumes
 * without duplicates.
 */
import type { Core } from '@strapi/strapi'
import { isDeepStrictEqual } from 'node:util'
import { toBlocks, withoutLinks } from './blocks'
import {
  caseStudies,
  communityUrls,
  CONSULTATION_URL,
  CONTACT_PATH,
  PRIVACY_PATH,
  READING_FIGURES_SECTION,
  READING_FIGURES_SECTION_7,
  consultationForm,
  home,
  pages,
  posts,
  redirects,
  SERVICE_PATHS,
  SERVICES_OVERVIEW_PATH,
  siteInfo,
} from './content'
import type { ServiceKind } from '../rules/service-names'
import { LOCALES, type Locale } from '../rules/locales'
import { renderCover } from './images'

/**
 * 1: first content. 2: header links became navigation links with items (a v1 database lost them
 * in the schema change) and per-path redirects were added. 3: a services overview page that
 * "Services" leads to, and real links in the pages index and the contact page. 4: the consultation
 * form on the contact page, where the hero's "Book a consultation" leads. 6: the privacy page
 * (the footer's link to it is the editors' to add on a site seeded before). Upgrades fill what
 * is missing and replace only what is still exactly as the seed wrote it, so an editor's own
 * content is never overwritten.
 */
const SEED_VERSION = 8

/**
 * The document service of any content type the seed writes in both languages, as the seed uses it:
 * the entries' shapes are content.ts's plain ones, and the CMS checks each against its schema as
 * it is written (Strapi's types check them only for one content type named where it is called).
 */
type DocumentsApi = {
  findFirst(params: object): Promise<unknown>
  findOne(params: object): Promise<unknown>
  create(params: object): Promise<unknown>
  update(params: object): Promise<unknown>
  publish(params: object): Promise<unknown>
}
type Doc = { documentId: string }

function seedStore(strapi: Core.Strapi) {
  return strapi.store({ type: 'plugin', name: 'qa-site', key: 'seed' })
}

async function seededVersion(strapi: Core.Strapi): Promise<number> {
  const marker = (await seedStore(strapi).get({})) as { version?: number } | null
  return marker?.version ?? 0
}

export async function isSeeded(strapi: Core.Strapi): Promise<boolean> {
  return (await seededVersion(strapi)) >= SEED_VERSION
}

async function seedRedirects(strapi: Core.Strapi) {
  const documents = strapi.documents('api::redirect.redirect')
  for (const rule of redirects) {
    if (await documents.findFirst({ filters: { fromPath: rule.fromPath } })) continue
    await documents.create({ data: { permanent: false, allowExternal: false, ...rule }, status: 'published' })
  }
}

/** From version 1: header links (empty after their component changed) and the redirects. */
async function upgradeFromVersion1(strapi: Core.Strapi) {
  const documents = strapi.documents('api::site-info.site-info')
  for (const locale of LOCALES) {
    const current = (await documents.findFirst({ locale, populate: ['headerLinks'] })) as
      (Doc & { headerLinks?: unknown[] }) | null
    if (!current || (current.headerLinks?.length ?? 0) > 0) continue
    await documents.update({
      documentId: current.documentId,
      locale,
      data: { headerLinks: siteInfo[locale].headerLinks },
    })
    await documents.publish({ documentId: current.documentId, locale })
  }
  await seedRedirects(strapi)
}

/** From version 2: the overview page, "Services" leading to it, links in the pages' text. */
async function upgradeFromVersion2(strapi: Core.Strapi) {
  await seedPages(strapi)
  // Draft and published rows of a component both hold the seed's value; both are updated.
  const oldServicesUrl = `/pages/${SERVICE_PATHS['load-stress']}`
  const newServicesUrl = `/pages/${SERVICES_OVERVIEW_PATH}`
  const headerLabels = LOCALES.map(
    (locale) => siteInfo[locale].headerLinks.find((link) => link.url === newServicesUrl)!.label,
  )
  await strapi.db.query('shared.nav-link').updateMany({
    where: { url: oldServicesUrl, label: { $in: headerLabels } },
    data: { url: newServicesUrl },
  })
  const heroLabels = LOCALES.map(
    (locale) =>
      (
        home[locale].sections.find((section) => section.__component === 'sections.hero')?.secondaryAction as {
          label: string
        }
      ).label,
  )
  await strapi.db
    .query('shared.link')
    .updateMany({ where: { url: oldServicesUrl, label: { $in: heroLabels } }, data: { url: newServicesUrl } })
  // A page's text that is the seed's version-2 text (this text without its links) gets the links.
  const linked = pages
    .flatMap((page) => LOCALES.map((locale) => page[locale].body))
    .filter((body) => withoutLinks(body) !== body)
  const texts = await richTexts(strapi)
  for (const text of texts) {
    const body = linked.find((candidate) => isDeepStrictEqual(text.body, toBlocks(withoutLinks(candidate))))
    if (body)
      await strapi.db.query('sections.rich-text').update({ where: { id: text.id }, data: { body: toBlocks(body) } })
  }
}

/**
 * From version 3: the consultation form after the contact page's text, if that page is still the
 * seed's one text section (a page an editor has rebuilt is left alone; they add the section
 * themselves), and the hero's "Book a consultation" leading to it.
 */
async function upgradeFromVersion3(strapi: Core.Strapi) {
  const documents = strapi.documents('api::page.page')
  for (const locale of LOCALES) {
    const contact = (await documents.findFirst({
      locale,
      filters: { path: CONTACT_PATH },
      populate: ['content'],
    })) as (Doc & { content?: { __component: string; id: number }[] }) | null
    const content = contact?.content ?? []
    if (!contact || content.length !== 1 || content[0].__component !== 'sections.rich-text') {
      strapi.log.info(
        `[seed] the ${locale} contact page is not the seed's: add the consultation form section to it in the CMS`,
      )
      continue
    }
    await documents.update({
      documentId: contact.documentId,
      locale,
      data: { content: [{ __component: content[0].__component, id: content[0].id }, consultationForm(locale)] },
    })
    await documents.publish({ documentId: contact.documentId, locale })
  }
  const heroLabels = LOCALES.map(
    (locale) =>
      (
        home[locale].sections.find((section) => section.__component === 'sections.hero')?.primaryAction as {
          label: string
        }
      ).label,
  )
  await strapi.db.query('shared.link').updateMany({
    where: { url: `/pages/${CONTACT_PATH}`, label: { $in: heroLabels } },
    data: { url: CONSULTATION_URL },
  })
}

/**
 * From version 5: the privacy page, unless a page at its path exists. The footer's link to it is
 * left to the editors: their footer may no longer be the seed's.
 */
async function upgradeFromVersion5(strapi: Core.Strapi) {
  const documents = strapi.documents('api::page.page')
  const missing: Locale[] = []
  for (const locale of LOCALES)
    if (!(await documents.findFirst({ locale, filters: { path: PRIVACY_PATH } }))) missing.push(locale)
  if (missing.length === 0) return
  await seedPages(
    strapi,
    pages.filter((page) => page.path === PRIVACY_PATH),
  )
  strapi.log.info(
    `[seed] added the privacy page (/pages/${PRIVACY_PATH}) in ${missing.join(' and ')}: link it from the footer in the CMS's site info`,
  )
}

/** Every rich-text section's id and text: the privacy page's upgrades find the seed's text among them. */
async function richTexts(strapi: Core.Strapi) {
  return (await strapi.db.query('sections.rich-text').findMany({ select: ['id', 'body'] })) as {
    id: number
    body: unknown
  }[]
}

/**
 * From version 6: the privacy page's section on readers' figures, in each language whose privacy
 * text is still the seed's (its draft and published rows both); an editor's own text is left to
 * them, and the log says what to add.
 */
async function upgradeFromVersion6(strapi: Core.Strapi) {
  const privacy = pages.find((page) => page.path === PRIVACY_PATH)!
  const texts = await richTexts(strapi)
  for (const locale of LOCALES) {
    const body = privacy[locale].body
    // A page added by the upgrade from version 5 has the section already.
    if (texts.some((text) => isDeepStrictEqual(text.body, toBlocks(body)))) continue
    const before = toBlocks(body.replace(READING_FIGURES_SECTION[locale], ''))
    const seeded = texts.filter((text) => isDeepStrictEqual(text.body, before))
    for (const text of seeded)
      await strapi.db.query('sections.rich-text').update({ where: { id: text.id }, data: { body: toBlocks(body) } })
    if (
      seeded.length === 0 &&
      (await strapi.documents('api::page.page').findFirst({ locale, filters: { path: PRIVACY_PATH } }))
    )
      strapi.log.info(
        `[seed] the ${locale} privacy page (/pages/${PRIVACY_PATH}) is not the seed's: add a section on readers' figures to it (the seed's text: cms/src/seed/content.ts, READING_FIGURES_SECTION)`,
      )
  }
}

/**
 * From version 7: the section on readers' figures in today's words (what the note's request
 * carries besides the note), in each language whose privacy text is still version 7's.
 */
async function upgradeFromVersion7(strapi: Core.Strapi) {
  const body = pages.find((page) => page.path === PRIVACY_PATH)!
  const texts = await richTexts(strapi)
  for (const locale of LOCALES) {
    const today = body[locale].body
    const seeded = toBlocks(today.replace(READING_FIGURES_SECTION[locale], READING_FIGURES_SECTION_7[locale]))
    for (const text of texts.filter((text) => isDeepStrictEqual(text.body, seeded)))
      await strapi.db.query('sections.rich-text').update({ where: { id: text.id }, data: { body: toBlocks(today) } })
  }
}

/**
 * Each item in both locales, unless a document with its key (`path`, `slug`) exists in that
 * locale already: an interrupted seed resumes without duplicates.
 */
async function seedLocalized<T>(
  documents: DocumentsApi,
  field: 'path' | 'slug',
  items: T[],
  keyOf: (item: T) => string,
  data: (item: T, locale: Locale) => Promise<Record<string, unknown>>,
) {
  for (const item of items) {
    let documentId: string | undefined
    for (const locale of LOCALES) {
      const found = (await documents.findFirst({ locale, filters: { [field]: keyOf(item) } })) as Doc | null
      if (found) {
        documentId = found.documentId
        continue
      }
      documentId = await upsertLocalized(documents, documentId, locale, {
        [field]: keyOf(item),
        ...(await data(item, locale)),
      })
    }
  }
}

/** Every seed page (or those given) that does not exist yet, by path, in both locales. */
async function seedPages(strapi: Core.Strapi, only: typeof pages = pages) {
  await seedLocalized(
    strapi.documents('api::page.page'),
    'path',
    only,
    (page) => page.path,
    async (page, locale) => {
      const text = page[locale]
      return {
        title: text.title,
        content: [{ __component: 'sections.rich-text', body: toBlocks(text.body) }, ...(text.sections ?? [])],
        seo: { metaTitle: text.title, metaDescription: text.metaDescription },
      }
    },
  )
}

/** Creates (fa) or adds the locale (en) of one document, then publishes that locale. */
async function upsertLocalized(
  documents: DocumentsApi,
  documentId: string | undefined,
  locale: Locale,
  data: Record<string, unknown>,
): Promise<string> {
  let id = documentId
  if (!id) {
    const created = (await documents.create({ locale, data })) as Doc
    id = created.documentId
  } else {
    await documents.update({ documentId: id, locale, data })
  }
  await documents.publish({ documentId: id, locale })
  return id
}

async function uploadCover(
  strapi: Core.Strapi,
  key: string,
  alt: string,
  art: Parameters<typeof renderCover>[1],
): Promise<number> {
  const existing = (await strapi.db.query('plugin::upload.file').findOne({ where: { name: `${key}.jpg` } })) as {
    id: number
  } | null
  if (existing) return existing.id
  const file = await renderCover(key, art)
  const [uploaded] = (await strapi
    .plugin('upload')
    .service('upload')
    .upload({ data: { fileInfo: { name: `${key}.jpg`, alternativeText: alt, caption: alt } }, files: file })) as {
    id: number
  }[]
  return uploaded.id
}

/** Version 5: the case studies (issue [18]), and each service page names its service. */
async function seedCaseStudies(strapi: Core.Strapi) {
  const pageDocuments = strapi.documents('api::page.page')
  for (const [kind, path] of Object.entries(SERVICE_PATHS) as [ServiceKind, string][])
    for (const locale of LOCALES) {
      const page = (await pageDocuments.findFirst({ locale, filters: { path }, populate: ['service'] })) as
        (Doc & { service: { kind: string } | null }) | null
      if (!page || page.service) continue
      await pageDocuments.update({ documentId: page.documentId, locale, data: { service: { kind } } })
      await pageDocuments.publish({ documentId: page.documentId, locale })
    }
  await seedLocalized(
    strapi.documents('api::case-study.case-study'),
    'slug',
    caseStudies,
    (study) => study.slug,
    async (study, locale) => {
      const text = study[locale]
      return {
        title: text.title,
        client: text.client,
        sector: text.sector,
        service: { kind: study.service },
        summary: text.summary,
        cover: await uploadCover(strapi, study.slug, study.en.title, study.art),
        challenge: text.challenge,
        approach: toBlocks(text.approach),
        results: text.results,
        quote: text.quote,
        publishDate: study.publishDate,
      }
    },
  )
}

async function seedSingleType(
  strapi: Core.Strapi,
  uid: 'api::site-info.site-info' | 'api::home.home',
  build: (locale: Locale) => Record<string, unknown>,
) {
  const documents = strapi.documents(uid)
  const existing = (await documents.findFirst({ locale: 'fa' })) as Doc | null
  let documentId = existing?.documentId
  for (const locale of LOCALES) {
    const present = documentId ? await documents.findOne({ documentId, locale }) : null
    if (present) continue
    documentId = await upsertLocalized(documents, documentId, locale, build(locale))
  }
}

export async function seed(strapi: Core.Strapi): Promise<{ skipped: boolean }> {
  const version = await seededVersion(strapi)
  if (version >= SEED_VERSION) return { skipped: true }
  if (version >= 1) {
    strapi.log.info(`[seed] upgrading seeded content from version ${version} to ${SEED_VERSION}`)
    if (version === 1) await upgradeFromVersion1(strapi)
    if (version <= 2) await upgradeFromVersion2(strapi)
    if (version <= 3) await upgradeFromVersion3(strapi)
    if (version <= 5) await upgradeFromVersion5(strapi)
    if (version <= 6) await upgradeFromVersion6(strapi)
    if (version === 7) await upgradeFromVersion7(strapi)
    await seedCaseStudies(strapi)
    await seedStore(strapi).set({ value: { version: SEED_VERSION, at: new Date().toISOString() } })
    return { skipped: false }
  }
  strapi.log.info('[seed] seeding bilingual demo content')

  await seedSingleType(strapi, 'api::site-info.site-info', (locale) => ({ ...siteInfo[locale], ...communityUrls }))

  const heroImage = await uploadCover(strapi, 'home-hero', 'Load test chart', { hue: 0, shape: 'bars' })
  await seedSingleType(strapi, 'api::home.home', (locale) => ({
    title: home[locale].title,
    seo: { metaTitle: home[locale].title, metaDescription: home[locale].metaDescription, shareImage: heroImage },
    sections: home[locale].sections.map((section) =>
      section.__component === 'sections.hero' ? { ...section, image: heroImage } : section,
    ),
  }))

  await seedPages(strapi)

  await seedLocalized(
    strapi.documents('api::post.post'),
    'slug',
    posts,
    (post) => post.slug,
    async (post, locale) => {
      const text = post[locale]
      return {
        title: text.title,
        excerpt: text.excerpt,
        // Looked up before it is drawn, so both locales share one file.
        cover: await uploadCover(strapi, post.slug, post.en.title, post.art),
        content: toBlocks(text.body),
        publishDate: post.publishDate,
        authorName: text.authorName,
        tags: post.tags[locale].map((name) => ({ name })),
      }
    },
  )

  await seedCaseStudies(strapi)
  await seedRedirects(strapi)

  await seedStore(strapi).set({ value: { version: SEED_VERSION, at: new Date().toISOString() } })
  strapi.log.info(
    `[seed] done: site info, home, ${pages.length} pages, ${posts.length} posts and ${caseStudies.length} case studies in ${LOCALES.join(' and ')}, ${redirects.length} redirects`,
  )
  return { skipped: false }
}
