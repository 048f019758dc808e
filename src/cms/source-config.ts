/**
 * What the build sources from Strapi, and how deep: every collection and single type in every
 * locale (`locale: 'all'`, made to work on Strapi 5 by patches/gatsby-source-strapi+5.0.4.patch),
 * with the components each template renders populated explicitly.
 */
const link = { populate: '*' } as const
const media = true

const sectionPopulate = {
  on: {
    'sections.hero': { populate: { primaryAction: link, secondaryAction: link, image: media } },
    'sections.services': { populate: { services: { populate: { link } } } },
    'sections.stats': { populate: { items: true } },
    'sections.call-to-action': { populate: { action: link } },
    'sections.rich-text': { populate: '*' },
    'sections.consultation-form': { populate: '*' },
  },
}

const seo = { populate: { shareImage: media } }
const allLocales = { i18n: { locale: 'all' } }

// Pages of Strapi's largest size (api.rest.maxLimit, 100). The plugin sets the page size from
// queryLimit and ignores a `pagination` query parameter. Pages of 500 (maxLimit raised to match)
// were tried at 5,000 posts per locale: 40 requests instead of 200, sourcing unchanged
// (6.6 against 6.8-7.0 s), so the CMS's default limit stays.
const queryLimit = 100

export const strapiCollectionTypes = [
  // Not localized: a rule names its full, locale-prefixed address.
  { singularName: 'redirect' },
  {
    singularName: 'post',
    queryLimit,
    queryParams: { populate: { cover: media, tags: true } },
    pluginOptions: allLocales,
  },
  {
    singularName: 'page',
    queryLimit,
    queryParams: { populate: { content: sectionPopulate, seo } },
    pluginOptions: allLocales,
  },
]

export const strapiSingleTypes = [
  {
    singularName: 'home',
    queryParams: { populate: { sections: sectionPopulate, seo } },
    pluginOptions: allLocales,
  },
  {
    singularName: 'site-info',
    queryParams: {
      populate: { headerLinks: { populate: { items: true } }, footerColumns: { populate: { links: true } } },
    },
    pluginOptions: allLocales,
  },
]

/** The content types the build sources, by singular name. */
export const SOURCED_TYPES = [...strapiCollectionTypes, ...strapiSingleTypes].map((type) => type.singularName)
