import type { Core } from '@strapi/strapi'
import { ENTRY_NAMES, LIST_COLUMNS, ensureListViews } from './list-views'

const SUBSCRIBER = 'api::newsletter-subscriber.newsletter-subscriber'
const CONSULTATION = 'api::consultation.consultation'
const COMMENT = 'api::comment.comment'

type Configuration = { uid: string; settings: { mainField?: string }; layouts: { list: string[]; edit: unknown[] } }

/** Strapi's Content Manager configurations and core store as far as the bootstrap uses them. */
function cmsWith(configurations: Record<string, Configuration>) {
  let stored: unknown = null
  const updates: string[] = []
  const strapi = {
    plugin: () => ({
      service: () => ({
        findContentType: (uid: string) => (configurations[uid] ? { uid } : undefined),
        findConfiguration: async ({ uid }: { uid: string }) => structuredClone(configurations[uid]),
        updateConfiguration: async ({ uid }: { uid: string }, next: Omit<Configuration, 'uid'>) => {
          updates.push(uid)
          configurations[uid] = { uid, ...next }
        },
      }),
    }),
    store: () => ({
      get: async () => stored,
      set: async ({ value }: { value: unknown }) => {
        stored = value
      },
    }),
  } as unknown as Core.Strapi
  return { strapi, configurations, updates }
}

const strapisDefault = (uid: string, list: string[]): Configuration => ({
  uid,
  settings: { mainField: 'id' },
  layouts: { list, edit: [] },
})

it("sets the lists' columns and names once, and keeps what an editor configures afterwards", async () => {
  const cms = cmsWith({
    [SUBSCRIBER]: strapisDefault(SUBSCRIBER, ['id', 'email', 'language', 'state']),
    [CONSULTATION]: strapisDefault(CONSULTATION, ['id', 'name', 'email', 'company']),
    // Strapi names a comment by its first string attribute, the post's internal id.
    [COMMENT]: { ...strapisDefault(COMMENT, ['id', 'text', 'post', 'postLocale']), settings: { mainField: 'post' } },
  })
  await ensureListViews(cms.strapi)
  expect(cms.configurations[SUBSCRIBER].layouts.list).toEqual(LIST_COLUMNS[SUBSCRIBER])
  expect(cms.configurations[SUBSCRIBER].settings.mainField).toBe(ENTRY_NAMES[SUBSCRIBER])
  expect(cms.configurations[CONSULTATION].layouts.list).toEqual(LIST_COLUMNS[CONSULTATION])
  expect(cms.configurations[SUBSCRIBER].layouts.edit).toEqual([])
  expect(cms.configurations[COMMENT].settings.mainField).toBe('text')
  expect(cms.configurations[COMMENT].layouts.list).not.toContain('post')

  // An editor shows the id again and names subscribers by their state: the next boot changes nothing.
  cms.configurations[SUBSCRIBER].layouts.list = ['id', 'email', 'state']
  cms.configurations[SUBSCRIBER].settings.mainField = 'state'
  cms.configurations[COMMENT].settings.mainField = 'post'
  cms.updates.length = 0
  await ensureListViews(cms.strapi)
  expect(cms.updates).toEqual([])
  expect(cms.configurations[SUBSCRIBER].layouts.list).toEqual(['id', 'email', 'state'])
  expect(cms.configurations[SUBSCRIBER].settings.mainField).toBe('state')
  expect(cms.configurations[COMMENT].settings.mainField).toBe('post')
})
