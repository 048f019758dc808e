/**
 * What an admin panel user may see through our own admin routes (the subscribers' CSV, the
 * schedule): the same as the Content Manager shows them. A read permission may hold for some
 * entries only (an Author's "created by me"): Strapi's `can(action, type)` says yes whenever any
 * rule matches, so a route that lists a whole type asks for a rule without conditions, and a
 * route about one entry checks the entry, loaded with what the conditions read.
 */

/** The part of CASL's rule Strapi builds from a role's permission that decides this. */
type Rule = { inverted?: boolean; conditions?: unknown; fields?: string | string[] }

/** The admin user's ability (CASL, as Strapi puts it on `ctx.state.userAbility`). */
export type AdminAbility = {
  can(action: string, subject: unknown, field?: string): boolean
  rulesFor(action: string, subjectType: string, field?: string): Rule[]
}

export const READ = 'plugin::content-manager.explorer.read'

/**
 * Whether `ability` may read every entry of `model`, with each of `fields`: one rule allows it
 * without conditions for all of them, and none forbids it.
 */
export function mayReadEvery(ability: AdminAbility | undefined, model: string, fields: readonly string[]): boolean {
  if (!ability) return false
  return fields.every((field) => {
    // CASL's rules for this action, type and field, in the order it tries them: an allowing rule
    // with conditions allows some entries and leaves the rest to the next rule.
    for (const rule of ability.rulesFor(READ, model, field)) {
      if (rule.inverted) return false
      if (!hasConditions(rule)) return true
    }
    return false
  })
}

const hasConditions = (rule: Rule) =>
  rule.conditions !== undefined && rule.conditions !== null && Object.keys(rule.conditions).length > 0

/** What Strapi's conditions on admin permissions read of an entry: its creator and the creator's roles. */
export const CONDITIONS_POPULATE = { createdBy: { fields: ['id'], populate: { roles: { fields: ['id'] } } } } as const
