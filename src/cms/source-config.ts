/**
 * What the build sources from Strapi, and how deep: every collection and single type in every
 * locale (`locale: 'all'`, made to work on Strapi 5 by patches/gatsby-source-strapi+5.0.4.patch),
 * with every image, component and section they hold populated.
 */
import { NESTED_FIELDS } from './components.generated'
import type { NestedField, NestedFields } from './content-shapes'
import { ARTICLE_KINDS, type ArticleKind } from '../../cms/src/rules/articles'
import { SINGLE_CONTENT_TYPES, SITE_CONTENT_TYPES, type SiteContentType } from '../../cms/src/rules/site-content'

type Populate = Record<string, unknown>

/**
 * What the REST API must populate to give `fields` whole: every image, every component and what
 * they hold, every section of a dynamic zone (read from the CMS's schemas, src/cms/content-shapes.ts).
 */
export function populateOf(fields: Record<string, NestedField>, model: NestedFields = NESTED_FIELDS): Populate {
  const nested = (component: string) => populateOf(model[component] ?? {}, model)
  const populate: Populate = {}
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === 'media') populate[name] = true
    if (field.kind === 'component') {
      const inner = nested(field.component)
      populate[name] = Object.keys(inner).length ? { populate: inner } : true
    }
    if (field.kind === 'dynamiczone')
      populate[name] = {
        on: Object.fromEntries(
          field.components.map((component) => {
            const inner = nested(component)
            return [component, { populate: Object.keys(inner).length ? inner : '*' }]
          }),
        ),
      }
  }
  return populate
}

const allLocales = { i18n: { locale: 'all' } }

// Pages of Strapi's largest size (api.rest.maxLimit, 100). The plugin sets the page size from
// queryLimit and ignores a `pagination` query parameter. Pages of 500 (maxLimit raised to match)
// were tried at 5,000 posts per locale: 40 requests instead of 200, sourcing unchanged
// (6.6 against 6.8-7.0 s), so the CMS's default limit stays.
const queryLimit = 100

type Source = { queryLimit?: number; pluginOptions?: typeof allLocales }

const article: Source = { queryLimit, pluginOptions: allLocales }

/** How each of the site's content types is sourced, in which locales. */
const SOURCES: Record<SiteContentType, Source> = {
  // Not localized: a rule names its full, locale-prefixed address.
  redirect: {},
  ...(Object.fromEntries(ARTICLE_KINDS.map((kind) => [kind, article])) as Record<ArticleKind, Source>),
  page: { queryLimit, pluginOptions: allLocales },
  home: { pluginOptions: allLocales },
  'site-info': { pluginOptions: allLocales },
}

const isSingle = (name: SiteContentType) => (SINGLE_CONTENT_TYPES as readonly string[]).includes(name)

const sourced = (single: boolean) =>
  SITE_CONTENT_TYPES.filter((name) => isSingle(name) === single).map((name) => {
    const populate = populateOf(NESTED_FIELDS[name])
    return {
      singularName: name,
      ...SOURCES[name],
      ...(Object.keys(populate).length ? { queryParams: { populate } } : {}),
    }
  })

export const strapiCollectionTypes = sourced(false)
export const strapiSingleTypes = sourced(true)
