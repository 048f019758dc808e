/**
 * A published post's or case study's slug or page's path that changes leaves its old address answering 301 to
 * the new one, in the language renamed: a permanent redirect in the editors' Redirects, written in
 * the same transaction as the publish. Later renames keep one hop: every rule that led to the old
 * address now leads to the new one, and a rule from the new address (a rename back) goes. Links
 * from search engines, newsletters and social posts keep working. Decisions: ADR 0029.
 */
import type { Core, UID } from '@strapi/strapi'
import { ADDRESSED_CONTENT, isSiteContentUid, type SiteContentUid } from '../site-content'
import { isLocale } from '../rules/locales'
import { documentChange } from './rebuild-trigger'

const REDIRECT_UID = 'api::redirect.redirect'

/** A rule's "from" is the address without its trailing slash (src/lib/redirect-rules.ts compares it so). */
export const ruleFrom = (address: string) => (address.length > 1 ? address.replace(/\/+$/, '') : address)

type Rule = { documentId: string; fromPath: string; toPath: string }

/**
 * What to do to the redirects when `from` now lives at `to`, given the rules there are: rules to
 * point at the new address, rules to delete, and whether the rule from the old address is new.
 */
export function renameRules(rules: Rule[], from: string, to: string) {
  const oldFrom = ruleFrom(from)
  const newFrom = ruleFrom(to)
  return {
    retarget: rules.filter((rule) => ruleFrom(rule.toPath) === oldFrom && ruleFrom(rule.fromPath) !== newFrom),
    remove: rules.filter((rule) => ruleFrom(rule.fromPath) === newFrom),
    existing: rules.find((rule) => ruleFrom(rule.fromPath) === oldFrom) ?? null,
  }
}

async function publishedAddresses(strapi: Core.Strapi, uid: SiteContentUid, documentId: string) {
  const addresses = new Map<string, string>()
  const addressed = ADDRESSED_CONTENT[uid]
  if (!addressed) return addresses
  const { field, address } = addressed
  const rows = (await strapi.db.query(uid as UID.Schema).findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['locale', field],
  })) as Record<string, unknown>[]
  for (const row of rows) {
    const value = row[field]
    if (isLocale(row.locale) && typeof value === 'string') addresses.set(row.locale, address(row.locale, value))
  }
  return addresses
}

async function redirectRenamed(strapi: Core.Strapi, from: string, to: string) {
  const redirects = strapi.documents(REDIRECT_UID)
  const rules = (await strapi.db.query(REDIRECT_UID).findMany({
    where: { publishedAt: { $notNull: true } },
    select: ['documentId', 'fromPath', 'toPath'],
  })) as Rule[]
  const { retarget, remove, existing } = renameRules(rules, from, to)
  for (const rule of remove) await redirects.delete({ documentId: rule.documentId })
  for (const rule of retarget)
    await redirects.update({ documentId: rule.documentId, data: { toPath: to }, status: 'published' })
  const data = { fromPath: ruleFrom(from), toPath: to, permanent: true, allowExternal: false }
  if (existing) await redirects.update({ documentId: existing.documentId, data, status: 'published' })
  else await redirects.create({ data, status: 'published' })
  strapi.log.info(`[publishing] ${ruleFrom(from)} now redirects to ${to}`)
}

export function registerRenameRedirects(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const params = context.params as { documentId?: string; status?: unknown } | undefined
    const uid = context.uid
    if (!isSiteContentUid(uid) || !ADDRESSED_CONTENT[uid] || !params?.documentId) return next()
    if (documentChange(context.action, params) !== 'entry.publish') return next()
    const documentId = params.documentId
    let result: Awaited<ReturnType<typeof next>> | undefined
    await strapi.db.transaction(async () => {
      const before = await publishedAddresses(strapi, uid, documentId)
      result = await next()
      const after = await publishedAddresses(strapi, uid, documentId)
      for (const [locale, from] of before) {
        const to = after.get(locale)
        if (to && to !== from) await redirectRenamed(strapi, from, to)
      }
    })
    return result as Awaited<ReturnType<typeof next>>
  })
}
