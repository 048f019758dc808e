/**
 * First-start seed: bilingual site info, home, pages and posts, published in fa and en.
 * Idempotent twice over: a marker in Strapi's core store skips it once it finished, and every
 * entry is looked up (by path or slug) before it is created, so an interrupted seed resumes
 * without duplicates.
 */
import type { Core } from '@strapi/strapi'
import { toBlocks } from './blocks'
import { communityUrls, home, pages, posts, redirects, siteInfo, type Locale } from './content'
import { renderCover } from './images'

const SEED_VERSION = 1
const LOCALES: Locale[] = ['fa', 'en']

type DocumentsApi = ReturnType<Core.Strapi['documents']>
type Doc = { documentId: string }

function seedStore(strapi: Core.Strapi) {
  return strapi.store({ type: 'plugin', name: 'qa-site', key: 'seed' })
}

export async function isSeeded(strapi: Core.Strapi): Promise<boolean> {
  const marker = (await seedStore(strapi).get({})) as { version?: number } | null
  return (marker?.version ?? 0) >= SEED_VERSION
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
    const created = (await documents.create({ locale, data } as never)) as Doc
    id = created.documentId
  } else {
    await documents.update({ documentId: id, locale, data } as never)
  }
  await documents.publish({ documentId: id, locale } as never)
  return id
}

async function uploadCover(strapi: Core.Strapi, key: string, alt: string, art: Parameters<typeof renderCover>[1]): Promise<number> {
  const existing = (await strapi.db.query('plugin::upload.file').findOne({ where: { name: `${key}.jpg` } })) as { id: number } | null
  if (existing) return existing.id
  const file = await renderCover(key, art)
  const [uploaded] = (await strapi
    .plugin('upload')
    .service('upload')
    .upload({ data: { fileInfo: { name: `${key}.jpg`, alternativeText: alt, caption: alt } }, files: file })) as { id: number }[]
  return uploaded.id
}

async function seedSingleType(strapi: Core.Strapi, uid: 'api::site-info.site-info' | 'api::home.home', build: (locale: Locale) => Record<string, unknown>) {
  const documents = strapi.documents(uid as never)
  const existing = (await documents.findFirst({ locale: 'fa' } as never)) as Doc | null
  let documentId = existing?.documentId
  for (const locale of LOCALES) {
    const present = documentId ? await documents.findOne({ documentId, locale } as never) : null
    if (present) continue
    documentId = await upsertLocalized(documents, documentId, locale, build(locale))
  }
}

export async function seed(strapi: Core.Strapi): Promise<{ skipped: boolean }> {
  if (await isSeeded(strapi)) return { skipped: true }
  strapi.log.info('[seed] seeding bilingual demo content')

  await seedSingleType(strapi, 'api::site-info.site-info', (locale) => ({ ...siteInfo[locale], ...communityUrls }))

  const heroImage = await uploadCover(strapi, 'home-hero', 'Load test chart', { hue: 0, shape: 'bars' })
  await seedSingleType(strapi, 'api::home.home', (locale) => ({
    title: home[locale].title,
    seo: { metaTitle: home[locale].title, metaDescription: home[locale].metaDescription, shareImage: heroImage },
    sections: home[locale].sections.map((section) => (section.__component === 'sections.hero' ? { ...section, image: heroImage } : section)),
  }))

  const pageDocuments = strapi.documents('api::page.page' as never)
  for (const page of pages) {
    let documentId: string | undefined
    for (const locale of LOCALES) {
      const found = (await pageDocuments.findFirst({ locale, filters: { path: page.path } } as never)) as Doc | null
      if (found) {
        documentId = found.documentId
        continue
      }
      const text = page[locale]
      documentId = await upsertLocalized(pageDocuments, documentId, locale, {
        title: text.title,
        path: page.path,
        content: [{ __component: 'sections.rich-text', body: toBlocks(text.body) }],
        seo: { metaTitle: text.title, metaDescription: text.metaDescription },
      })
    }
  }

  const postDocuments = strapi.documents('api::post.post' as never)
  for (const post of posts) {
    const cover = await uploadCover(strapi, post.slug, post.en.title, post.art)
    let documentId: string | undefined
    for (const locale of LOCALES) {
      const found = (await postDocuments.findFirst({ locale, filters: { slug: post.slug } } as never)) as Doc | null
      if (found) {
        documentId = found.documentId
        continue
      }
      const text = post[locale]
      documentId = await upsertLocalized(postDocuments, documentId, locale, {
        title: text.title,
        slug: post.slug,
        excerpt: text.excerpt,
        cover,
        content: toBlocks(text.body),
        publishDate: post.publishDate,
        authorName: text.authorName,
        tags: post.tags[locale].map((name) => ({ name })),
      })
    }
  }

  const redirectDocuments = strapi.documents('api::redirect.redirect' as never)
  for (const rule of redirects) {
    if (await redirectDocuments.findFirst({ filters: { fromPath: rule.fromPath } } as never)) continue
    await redirectDocuments.create({ data: { permanent: false, allowExternal: false, ...rule }, status: 'published' } as never)
  }

  await seedStore(strapi).set({ value: { version: SEED_VERSION, at: new Date().toISOString() } })
  strapi.log.info(`[seed] done: site info, home, ${pages.length} pages and ${posts.length} posts in ${LOCALES.join(' and ')}, ${redirects.length} redirects`)
  return { skipped: false }
}
