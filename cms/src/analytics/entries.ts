/**
 * The entries behind counted paths (docs/decisions/0057-analytics.md): an article's path names it
 * by its slug, a CMS page's by its own path, through the one map of the site's addressed content.
 * The dashboard titles its most read pages by them; the store counts only views of pages the site
 * has, so a forged beacon cannot put an address into the editors' figures.
 */
import type { Core, UID } from '@strapi/strapi'
import type { Locale } from '../rules/locales'
import { apiUid } from '../rules/site-content'
import { ADDRESSED_CONTENT, type SiteContentUid } from '../site-content'
import { readPath } from './paths'

export type PathEntry = { model: SiteContentUid; documentId: string; title: string | null }

/** The published entry each of `paths` (all in `locale`) names, for those that name one. */
export async function entriesOfPaths(
  strapi: Core.Strapi,
  locale: Locale,
  paths: string[],
): Promise<Map<string, PathEntry>> {
  const wanted = new Map<SiteContentUid, Map<string, string[]>>()
  for (const path of paths) {
    const reading = readPath(path)
    const uid = reading?.article ? apiUid(reading.article.kind) : reading?.page !== undefined ? apiUid('page') : null
    if (!uid) continue
    const value = reading?.article?.slug ?? reading?.page ?? ''
    const byValue = wanted.get(uid) ?? new Map<string, string[]>()
    byValue.set(value, [...(byValue.get(value) ?? []), path])
    wanted.set(uid, byValue)
  }
  const entries = new Map<string, PathEntry>()
  for (const [uid, byValue] of wanted) {
    const addressed = ADDRESSED_CONTENT[uid]
    if (!addressed) continue
    const rows = (await strapi.db.query(uid as UID.Schema).findMany({
      where: { locale, publishedAt: { $notNull: true }, [addressed.field]: { $in: [...byValue.keys()] } },
      select: ['documentId', 'title', addressed.field],
    })) as Record<string, unknown>[]
    for (const row of rows)
      for (const path of byValue.get(String(row[addressed.field] ?? '')) ?? [])
        entries.set(path, {
          model: uid,
          documentId: String(row.documentId),
          title: typeof row.title === 'string' ? row.title : null,
        })
  }
  return entries
}

/**
 * Which of `paths` are pages the site has: a kind of page it builds (the home page, a list, a tag,
 * search, the account's and the newsletter's screens, the pages' index), or an article or CMS page
 * published in that language. Anything else (an address of no kind, a slug no entry has) is not.
 */
export async function pathsTheSiteHas(strapi: Core.Strapi, paths: string[]): Promise<Set<string>> {
  const has = new Set<string>()
  const named = new Map<Locale, string[]>()
  for (const path of new Set(paths)) {
    const reading = readPath(path)
    if (!reading || reading.template === 'other') continue
    if (reading.article || reading.page) named.set(reading.locale, [...(named.get(reading.locale) ?? []), path])
    else has.add(path)
  }
  for (const [locale, candidates] of named)
    for (const path of (await entriesOfPaths(strapi, locale, candidates)).keys()) has.add(path)
  return has
}
