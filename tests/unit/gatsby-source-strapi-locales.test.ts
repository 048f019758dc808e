/**
 * The patch in patches/gatsby-source-strapi+5.0.4.patch: every locale of a Strapi 5 document is
 * fetched and becomes its own node (the plugin as shipped fetched one locale and keyed nodes by
 * documentId, so fa and en overwrote each other). The axios instance is the edge mocked here; the
 * end-to-end tests show both locales of a post become pages on the real stack.
 */
import { createNodes } from 'gatsby-source-strapi/dist/normalize'
import { fetchEntities, fetchEntity } from 'gatsby-source-strapi/dist/fetch'
import { buildMapFromNodes, buildNodesToRemoveMap } from 'gatsby-source-strapi/dist/helpers'

type Entry = { id: number; documentId: string; locale: string; title: string }

const schemas = [
  { uid: 'api::post.post', schema: { kind: 'collectionType', singularName: 'post', pluralName: 'posts', attributes: { title: { type: 'string' } } } },
  { uid: 'api::home.home', schema: { kind: 'singleType', singularName: 'home', pluralName: 'homes', attributes: { title: { type: 'string' } } } },
]

const posts: Record<string, Entry[]> = {
  fa: [{ id: 1, documentId: 'doc1', locale: 'fa', title: 'نوشته' }],
  en: [{ id: 2, documentId: 'doc1', locale: 'en', title: 'Post' }],
}

function fakeStrapi() {
  const calls: { url: string; locale?: string }[] = []
  const instance = Object.assign(
    async (options: { url: string; params: { locale?: string } }) => {
      calls.push({ url: options.url, locale: options.params.locale })
      const locale = options.params.locale ?? 'fa'
      if (options.url === '/api/home') return { data: { data: { id: 9, documentId: 'home', locale, title: `home-${locale}` } } }
      return { data: { data: posts[locale], meta: { pagination: { page: 1, pageCount: 1 } } } }
    },
    {
      get: async (url: string) => {
        calls.push({ url })
        return { data: { data: [{ code: 'fa' }, { code: 'en' }] } }
      },
    },
  )
  return { instance, calls }
}

const context = (axiosInstance: unknown) => ({
  axiosInstance,
  schemas,
  reporter: { info: () => undefined, panic: (message: string) => { throw new Error(message) } },
  createNodeId: (key: string) => `node:${key}`,
  createContentDigest: (value: unknown) => JSON.stringify(value),
  getNode: () => undefined,
})

describe('gatsby-source-strapi with every locale', () => {
  it('fetches a collection once per locale the CMS lists', async () => {
    const { instance, calls } = fakeStrapi()
    const entries = (await fetchEntities(
      { endpoint: '/api/posts', queryParams: { populate: '*', pagination: { page: 1, pageSize: 100 } }, uid: 'api::post.post', pluginOptions: { i18n: { locale: 'all' } } },
      context(instance),
    )) as Entry[]
    expect(calls.filter((call) => call.url === '/api/posts').map((call) => call.locale).sort()).toEqual(['en', 'fa'])
    expect(entries.map((entry) => `${entry.documentId}:${entry.locale}:${entry.title}`).sort()).toEqual(['doc1:en:Post', 'doc1:fa:نوشته'])
  })

  it('fetches a single type once per locale', async () => {
    const { instance } = fakeStrapi()
    const entries = (await fetchEntity(
      { endpoint: '/api/home', queryParams: { populate: '*' }, uid: 'api::home.home', pluginOptions: { i18n: { locale: 'all' } } },
      context(instance),
    )) as Entry[]
    expect(entries.map((entry) => entry.title).sort()).toEqual(['home-en', 'home-fa'])
  })

  it('gives each locale of a document its own node', () => {
    const ctx = context(null)
    const fa = createNodes({ ...posts.fa[0] }, ctx, 'api::post.post')
    const en = createNodes({ ...posts.en[0] }, ctx, 'api::post.post')
    expect(fa[0].id).not.toBe(en[0].id)
    expect(fa[0]).toMatchObject({ documentId: 'doc1', locale: 'fa', title: 'نوشته', internal: { type: 'STRAPI_POST' } })
    expect(en[0]).toMatchObject({ documentId: 'doc1', locale: 'en', title: 'Post', internal: { type: 'STRAPI_POST' } })
  })

  it('deletes only the locale that disappeared from the CMS', () => {
    const ctx = context(null)
    const existing = [...createNodes({ ...posts.fa[0] }, ctx, 'api::post.post'), ...createNodes({ ...posts.en[0] }, ctx, 'api::post.post')]
    const endpoints = [{ singularName: 'post' }]
    const toRemove = buildNodesToRemoveMap(buildMapFromNodes(existing), endpoints, [[posts.fa[0]]])
    expect(toRemove.STRAPI_POST.map((node: { id: string }) => node.id)).toEqual([existing[1].id])
  })
})
