import { createMongoAbility } from '@casl/ability'
import { mayReadEvery, READ, type AdminAbility } from '.'

const MODEL = 'api::newsletter-subscriber.newsletter-subscriber'
const FIELDS = ['email', 'state']
const ability = (rules: Parameters<typeof createMongoAbility>[0]) =>
  createMongoAbility(rules) as unknown as AdminAbility

describe('mayReadEvery', () => {
  it('holds for a read without conditions covering the fields, as a Super Admin or an Editor has', () => {
    expect(mayReadEvery(ability([{ action: 'manage', subject: 'all' }]), MODEL, FIELDS)).toBe(true)
    expect(mayReadEvery(ability([{ action: READ, subject: MODEL }]), MODEL, FIELDS)).toBe(true)
    expect(
      mayReadEvery(ability([{ action: READ, subject: MODEL, fields: ['email', 'state', 'language'] }]), MODEL, FIELDS),
    ).toBe(true)
  })

  it("fails for an Author's read of their own entries, though CASL's can(action, type) says yes", () => {
    const author = ability([{ action: READ, subject: MODEL, conditions: { 'createdBy.id': 7 } }])
    expect(author.can(READ, MODEL)).toBe(true)
    expect(mayReadEvery(author, MODEL, FIELDS)).toBe(false)
  })

  it('fails without the read, for a field it leaves out, and where a rule forbids it', () => {
    expect(mayReadEvery(undefined, MODEL, FIELDS)).toBe(false)
    expect(mayReadEvery(ability([{ action: READ, subject: 'api::post.post' }]), MODEL, FIELDS)).toBe(false)
    expect(mayReadEvery(ability([{ action: READ, subject: MODEL, fields: ['state'] }]), MODEL, FIELDS)).toBe(false)
    expect(
      mayReadEvery(
        ability([
          { action: READ, subject: MODEL },
          { action: READ, subject: MODEL, inverted: true, conditions: { state: 'bounced' } },
        ]),
        MODEL,
        FIELDS,
      ),
    ).toBe(false)
  })

  it('holds for two roles, one reading its own entries and one reading all', () => {
    const both = ability([
      { action: READ, subject: MODEL },
      { action: READ, subject: MODEL, conditions: { 'createdBy.id': 7 } },
    ])
    expect(mayReadEvery(both, MODEL, FIELDS)).toBe(true)
  })
})
