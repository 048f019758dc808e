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
  },
}

const seo = { populate: { shareImage: media } }
const allLocales = { i18n: { locale: 'all' } }

// Strapi's largest page (api.rest.maxLimit, 100 by default) instead of its default 25: a blog of
// 5,000 posts per locale was 400 requests for the posts alone, each paying the CMS's per-request work.
const pagination = { pageSize: 100 }

export const strapiCollectionTypes = [
  // Not localized: a rule names its full, locale-prefixed address.
  { singularName: 'redirect' },
  {
    singularName: 'post',
    queryParams: { populate: { cover: media, tags: true }, pagination },
    pluginOptions: allLocales,
  },
  {
    singularName: 'page',
    queryParams: { populate: { content: sectionPopulate, seo }, pagination },
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
    queryParams: { populate: { headerLinks: { populate: { items: true } }, footerColumns: { populate: { links: true } } } },
    pluginOptions: allLocales,
  },
]
