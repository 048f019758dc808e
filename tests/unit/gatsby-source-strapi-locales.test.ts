/**
 * The patch in patches/gatsby-source-strapi+5.0.4.patch: every locale of a Strapi 5 document is
 * fetched and becomes its own node (the plugin as shipped fetched one locale and keyed nodes by
 * documentId, so fa and en overwrote each other), and a collection's pages become nodes as they
 * arrive. The axios instance is the edge mocked here; the end-to-end tests show both locales of
 * a post become pages on the real stack. Entry nodes also carry no second copy of the entry
 * (internal.content).
 */
import { createNodes } from 'gatsby-source-strapi/dist/normalize'
import { sourceNodes } from 'gatsby-source-strapi/dist/gatsby-node'
import { createAxiosInstance } from 'gatsby-source-strapi/dist/axios-instance'
import { fetchEntities, fetchEntity } from 'gatsby-source-strapi/dist/fetch'
import { buildMapFromNodes, buildNodesToRemoveMap } from 'gatsby-source-strapi/dist/helpers'

jest.mock('gatsby-source-strapi/dist/axios-instance', () => ({ createAxiosInstance: jest.fn() }))

type Entry = { id: number; documentId: string; locale: string; title: string; updatedAt: string }

const schemas = [
  {
    uid: 'api::post.post',
    schema: {
      kind: 'collectionType',
      singularName: 'post',
      pluralName: 'posts',
      attributes: { title: { type: 'string' } },
    },
  },
  {
    uid: 'api::home.home',
    schema: {
      kind: 'singleType',
      singularName: 'home',
      pluralName: 'homes',
      attributes: { title: { type: 'string' } },
    },
  },
]

const posts: Record<string, Entry[]> = {
  fa: [{ id: 1, documentId: 'doc1', locale: 'fa', title: 'نوشته', updatedAt: '2026-01-01T00:00:00.000Z' }],
  en: [{ id: 2, documentId: 'doc1', locale: 'en', title: 'Post', updatedAt: '2026-01-01T00:00:00.000Z' }],
}

function fakeStrapi() {
  const calls: { url: string; locale?: string }[] = []
  const instance = Object.assign(
    async (options: { url: string; params: { locale?: string; filters?: { updatedAt?: { $gt: number } } } }) => {
      calls.push({ url: options.url, locale: options.params.locale })
      const locale = options.params.locale ?? 'fa'
      if (options.url === '/api/home')
        return { data: { data: { id: 9, documentId: 'home', locale, title: `home-${locale}` } } }
      // Like Strapi, honour an updatedAt filter.
      const since = options.params.filters?.updatedAt?.$gt
      const data = posts[locale].filter((entry) => since === undefined || Date.parse(entry.updatedAt) > since)
      return { data: { data, meta: { pagination: { page: 1, pageCount: 1 } } } }
    },
    {
      get: async (url: string) => {
        calls.push({ url })
        if (url === '/api/content-type-builder/content-types') return { data: { data: schemas } }
        if (url === '/api/content-type-builder/components') return { data: { data: [] } }
        return { data: { data: [{ code: 'fa' }, { code: 'en' }] } }
      },
    },
  )
  return { instance, calls }
}

const context = (axiosInstance: unknown) => ({
  axiosInstance,
  schemas,
  reporter: {
    info: () => undefined,
    panic: (message: string) => {
      throw new Error(message)
    },
  },
  createNodeId: (key: string) => `node:${key}`,
  createContentDigest: (value: unknown) => JSON.stringify(value),
  getNode: () => undefined,
})

describe('gatsby-source-strapi with every locale', () => {
  it('fetches a collection once per locale the CMS lists', async () => {
    const { instance, calls } = fakeStrapi()
    const entries = (await fetchEntities(
      {
        endpoint: '/api/posts',
        queryParams: { populate: '*', pagination: { page: 1, pageSize: 100 } },
        uid: 'api::post.post',
        pluginOptions: { i18n: { locale: 'all' } },
      },
      context(instance),
    )) as Entry[]
    expect(
      calls
        .filter((call) => call.url === '/api/posts')
        .map((call) => call.locale)
        .sort(),
    ).toEqual(['en', 'fa'])
    expect(entries.map((entry) => `${entry.documentId}:${entry.locale}:${entry.title}`).sort()).toEqual([
      'doc1:en:Post',
      'doc1:fa:نوشته',
    ])
  })

  it('fetches a single type once per locale', async () => {
    const { instance } = fakeStrapi()
    const entries = (await fetchEntity(
      {
        endpoint: '/api/home',
        queryParams: { populate: '*' },
        uid: 'api::home.home',
        pluginOptions: { i18n: { locale: 'all' } },
      },
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

  it('stores an entry once: no JSON copy in internal.content; the digest follows the content', () => {
    const ctx = context(null)
    const [node] = createNodes({ ...posts.en[0] }, ctx, 'api::post.post')
    const [edited] = createNodes({ ...posts.en[0], title: 'Post, edited' }, ctx, 'api::post.post')
    expect(node.internal).not.toHaveProperty('content')
    expect(edited.internal.contentDigest).not.toBe(node.internal.contentDigest)
    expect(createNodes({ ...posts.en[0] }, ctx, 'api::post.post')[0].internal.contentDigest).toBe(
      node.internal.contentDigest,
    )
  })

  it('deletes only the locale that disappeared from the CMS', () => {
    const ctx = context(null)
    const existing = [
      ...createNodes({ ...posts.fa[0] }, ctx, 'api::post.post'),
      ...createNodes({ ...posts.en[0] }, ctx, 'api::post.post'),
    ]
    const endpoints = [{ singularName: 'post' }]
    const toRemove = buildNodesToRemoveMap(buildMapFromNodes(existing), endpoints, [[posts.fa[0]]])
    expect(toRemove.STRAPI_POST.map((node: { id: string }) => node.id)).toEqual([existing[1].id])
  })
})

describe('gatsby-source-strapi sourceNodes', () => {
  it('creates a node for every entry, even when the cache says it ran after the last edit', async () => {
    const { instance } = fakeStrapi()
    ;(createAxiosInstance as jest.Mock).mockReturnValue(instance)
    const created: { locale: string; documentId: string }[] = []
    const ctx = context(instance)
    await sourceNodes(
      {
        ...ctx,
        actions: {
          createNode: async (node: { locale: string; documentId: string }) => void created.push(node),
          deleteNode: jest.fn(),
          touchNode: jest.fn(),
        },
        // A cache filled later than every entry's updatedAt, e.g. by a build against another CMS.
        cache: { get: async () => Date.now() + 60_000, set: async () => undefined },
        getNodes: () => [],
        getCache: jest.fn(),
        store: {},
      },
      {
        apiURL: 'http://cms.test',
        collectionTypes: [{ singularName: 'post', pluginOptions: { i18n: { locale: 'all' } } }],
        singleTypes: [],
        skipFileDownloads: true,
      },
    )
    expect(created.map((node) => `${node.documentId}:${node.locale}`).sort()).toEqual(['doc1:en', 'doc1:fa'])
  })

  it('turns each page of a collection into nodes while the CMS is still answering the next', async () => {
    const created: string[] = []
    let firstNodeCreated: () => void = () => undefined
    const firstNode = new Promise<void>((resolve) => (firstNodeCreated = resolve))
    const entry = (n: number, locale: string) => ({
      id: n,
      documentId: `doc${n}`,
      locale,
      title: `Post ${n}`,
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    const instance = Object.assign(
      async (options: { url: string; params: { locale: string; pagination?: { page?: number } } }) => {
        const page = options.params.pagination?.page ?? 1
        // The second page is answered only once the first page's entries are nodes: a plugin
        // that waits for every page before creating nodes never gets it.
        if (page === 2)
          await Promise.race([
            firstNode,
            new Promise((_, reject) => setTimeout(() => reject(new Error('page 2 waited for nothing')), 2000)),
          ])
        return { data: { data: [entry(page, options.params.locale)], meta: { pagination: { page, pageCount: 2 } } } }
      },
      { get: fakeStrapi().instance.get },
    )
    ;(createAxiosInstance as jest.Mock).mockReturnValue(instance)
    await sourceNodes(
      {
        ...context(instance),
        actions: {
          createNode: async (node: { documentId: string; locale: string }) => {
            created.push(`${node.documentId}:${node.locale}`)
            firstNodeCreated()
          },
          deleteNode: jest.fn(),
          touchNode: jest.fn(),
        },
        cache: { get: async () => undefined, set: async () => undefined },
        getNodes: () => [],
        getCache: jest.fn(),
        store: {},
      },
      {
        apiURL: 'http://cms.test',
        collectionTypes: [{ singularName: 'post', pluginOptions: { i18n: { locale: 'all' } } }],
        singleTypes: [],
        skipFileDownloads: true,
      },
    )
    expect(created.sort()).toEqual(['doc1:en', 'doc1:fa', 'doc2:en', 'doc2:fa'])
  })
})
