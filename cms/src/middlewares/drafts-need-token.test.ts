import { crossesIntoDrafts } from './drafts-need-token'

const models: Record<
  string,
  {
    options?: { draftAndPublish?: boolean }
    attributes: Record<string, { type: string; target?: string; relation?: string }>
  }
> = {
  'api::post.post': {
    options: { draftAndPublish: true },
    attributes: {
      title: { type: 'string' },
      localizations: { type: 'relation', relation: 'oneToMany', target: 'api::post.post' },
      cover: { type: 'media' },
      createdBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user' },
    },
  },
  'admin::user': { attributes: { firstname: { type: 'string' } } },
  'plugin::upload.file': {
    attributes: { name: { type: 'string' }, related: { type: 'relation', relation: 'morphToMany' } },
  },
}
const getModel = (uid: string) => models[uid]
const crosses = (query: Record<string, unknown>) => crossesIntoDrafts(getModel, 'api::post.post', query)

describe('crossesIntoDrafts', () => {
  it('finds a relation to a type with drafts at any depth of filters and in every form of sort', async () => {
    expect(await crosses({ filters: { localizations: { title: { $containsi: 'x' } } } })).toBe(true)
    expect(await crosses({ filters: { $or: [{ title: 'a' }, { $and: [{ localizations: { title: 'b' } }] }] } })).toBe(
      true,
    )
    expect(await crosses({ filters: { $not: { localizations: { id: { $gt: 0 } } } } })).toBe(true)
    expect(await crosses({ sort: 'localizations.title:asc' })).toBe(true)
    expect(await crosses({ sort: ['title:asc', 'localizations.title'] })).toBe(true)
    expect(await crosses({ sort: [{ localizations: { title: 'desc' } }] })).toBe(true)
    expect(await crosses({ sort: 'title,localizations.title' })).toBe(true)
  })

  it('lets own fields and relations without drafts through', async () => {
    expect(await crosses({ filters: { title: { $containsi: 'x' } }, sort: 'title:desc' })).toBe(false)
    expect(await crosses({ filters: { createdBy: { firstname: 'x' } } })).toBe(false)
    expect(await crosses({})).toBe(false)
  })

  it('finds one inside populate: the populated entries filtered or sorted across a relation, at any depth', async () => {
    // The third probe's request, and the list endpoint's.
    expect(
      await crosses({ populate: { localizations: { filters: { localizations: { title: { $containsi: 'q' } } } } } }),
    ).toBe(true)
    expect(await crosses({ populate: { localizations: { sort: 'localizations.title:asc' } } })).toBe(true)
    expect(await crosses({ populate: { localizations: { sort: [{ localizations: { title: 'desc' } }] } } })).toBe(true)
    expect(
      await crosses({
        populate: {
          localizations: { populate: { localizations: { filters: { localizations: { id: { $gt: 0 } } } } } },
        },
      }),
    ).toBe(true)
    expect(await crosses({ populate: { cover: { filters: { related: { id: 1 } } } } })).toBe(true)
  })

  it('lets populate through when it filters or sorts the populated entries by their own fields only', async () => {
    expect(await crosses({ populate: '*' })).toBe(false)
    expect(await crosses({ populate: 'localizations' })).toBe(false)
    expect(await crosses({ populate: ['localizations', 'cover'] })).toBe(false)
    expect(
      await crosses({ populate: { localizations: { filters: { title: { $containsi: 'q' } }, sort: 'title' } } }),
    ).toBe(false)
    expect(await crosses({ populate: { createdBy: { filters: { firstname: 'x' } } } })).toBe(false)
  })

  it('takes a polymorphic relation, whose target it cannot name, as crossing', async () => {
    expect(await crosses({ filters: { cover: { related: { id: 1 } } } })).toBe(true)
  })

  it('answers for query shapes no client should send, without throwing: crossing wherever a relation is named', async () => {
    const answers: [unknown, boolean][] = [
      // Not an object of fields: Strapi reads no condition from them, so nothing is joined.
      [{ filters: 'localizations' }, false],
      [{ filters: ['x'] }, false],
      [{ sort: 7 }, false],
      [{ sort: [null] }, false],
      [{ filters: { unknown: { title: 'x' } } }, false],
      // A relation compared to a value, or in a list of conditions, is still joined.
      [{ filters: { localizations: 'x' } }, true],
      [{ filters: { localizations: ['x'] } }, true],
      [{ filters: [{ localizations: { title: 'x' } }] }, true],
      // Populate: what Strapi's own validation refuses (a value, a field that does not exist) joins nothing.
      [{ populate: 7 }, false],
      [{ populate: { localizations: 'x' } }, false],
      [{ populate: { localizations: { filters: 'x' } } }, false],
      [{ populate: { unknown: { filters: { localizations: { title: 'x' } } } } }, false],
      [{ populate: { filters: { localizations: { title: 'x' } } } }, true],
      [{ populate: { localizations: { populate: '*', filters: { localizations: 'x' } } } }, true],
    ]
    for (const [query, crossing] of answers)
      expect({ query, crossing: await crosses(query as Record<string, unknown>) }).toEqual({ query, crossing })
  })
})
