/**
 * GraphQL types of the sourced CMS content, declared rather than inferred: a field that is empty
 * in every entry (an optional tag list, an unused SEO image) still exists, so templates' queries
 * never break on content. Must follow cms/src/**\/schema.json; node type names are the ones
 * gatsby-source-strapi derives (STRAPI_<NAME>, STRAPI__COMPONENT_<CATEGORY>_<NAME>).
 */
export const strapiTypeDefs = /* GraphQL */ `
  type STRAPI__MEDIA implements Node @dontInfer {
    strapi_id: Int
    name: String
    alternativeText: String
    caption: String
    width: Int
    height: Int
    url: String
    mime: String
    localFile: File @link(from: "localFile___NODE")
  }

  type STRAPI__COMPONENT_SHARED_LINK implements Node @dontInfer {
    label: String!
    url: String!
    description: String
    icon: String
    openInNewTab: Boolean
  }

  # "items", not "children": Gatsby reserves a node's children field.
  type STRAPI__COMPONENT_SHARED_NAV_LINK implements Node @dontInfer {
    label: String!
    url: String!
    description: String
    icon: String
    openInNewTab: Boolean
    items: [STRAPI__COMPONENT_SHARED_LINK] @link(from: "items___NODE")
  }

  type STRAPI__COMPONENT_SHARED_LINK_COLUMN implements Node @dontInfer {
    title: String!
    links: [STRAPI__COMPONENT_SHARED_LINK] @link(from: "links___NODE")
  }

  type STRAPI__COMPONENT_SHARED_SEO implements Node @dontInfer {
    metaTitle: String
    metaDescription: String
    shareImage: STRAPI__MEDIA @link(from: "shareImage___NODE")
  }

  type STRAPI__COMPONENT_SHARED_TAG implements Node @dontInfer {
    name: String!
  }

  type STRAPI__COMPONENT_SECTIONS_HERO implements Node @dontInfer {
    strapi_component: String
    eyebrow: String
    title: String
    subtitle: String
    primaryAction: STRAPI__COMPONENT_SHARED_LINK @link(from: "primaryAction___NODE")
    secondaryAction: STRAPI__COMPONENT_SHARED_LINK @link(from: "secondaryAction___NODE")
    image: STRAPI__MEDIA @link(from: "image___NODE")
  }

  type STRAPI__COMPONENT_SECTIONS_SERVICE implements Node @dontInfer {
    kind: String!
    title: String!
    summary: String
    link: STRAPI__COMPONENT_SHARED_LINK @link(from: "link___NODE")
  }

  type STRAPI__COMPONENT_SECTIONS_SERVICES implements Node @dontInfer {
    strapi_component: String
    title: String
    intro: String
    services: [STRAPI__COMPONENT_SECTIONS_SERVICE] @link(from: "services___NODE")
  }

  type STRAPI__COMPONENT_SECTIONS_STAT implements Node @dontInfer {
    value: String!
    label: String!
  }

  type STRAPI__COMPONENT_SECTIONS_STATS implements Node @dontInfer {
    strapi_component: String
    title: String
    items: [STRAPI__COMPONENT_SECTIONS_STAT] @link(from: "items___NODE")
  }

  type STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION implements Node @dontInfer {
    strapi_component: String
    title: String
    text: String
    action: STRAPI__COMPONENT_SHARED_LINK @link(from: "action___NODE")
  }

  type STRAPI__COMPONENT_SECTIONS_CONSULTATION_FORM implements Node @dontInfer {
    strapi_component: String
    title: String
    intro: String
  }

  type STRAPI__COMPONENT_SECTIONS_RICH_TEXT implements Node @dontInfer {
    strapi_component: String
    body: JSON
    blockImages: [BlockImage!] @proxy(from: "fields.blockImages")
  }

  # An image block's file, downloaded by gatsby-node (src/server/block-images.ts): the block's
  # position in the content and the File node gatsby-plugin-sharp makes its sizes from.
  type BlockImage {
    index: Int!
    file: File @link
  }

  # Made by gatsby-node's resolvers from a post's content or a rich text section's body.
  type HeadingAnchor {
    index: Int!
    id: String!
    text: String!
    level: Int!
  }

  # Members of one union must agree on the type of a shared field name (title, text...), so
  # section fields are nullable here even where the CMS requires them.
  union StrapiSection =
    | STRAPI__COMPONENT_SECTIONS_HERO
    | STRAPI__COMPONENT_SECTIONS_SERVICES
    | STRAPI__COMPONENT_SECTIONS_STATS
    | STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION
    | STRAPI__COMPONENT_SECTIONS_RICH_TEXT
    | STRAPI__COMPONENT_SECTIONS_CONSULTATION_FORM

  type STRAPI_SITE_INFO implements Node @dontInfer {
    documentId: String!
    locale: String!
    name: String!
    headline: String!
    description: String
    copyright: String
    headerLinks: [STRAPI__COMPONENT_SHARED_NAV_LINK] @link(from: "headerLinks___NODE")
    footerColumns: [STRAPI__COMPONENT_SHARED_LINK_COLUMN] @link(from: "footerColumns___NODE")
    chatCommunityUrl: String
    socialNetworkUrl: String
    codeHostUrl: String
    testingLabUrl: String
  }

  type STRAPI_HOME implements Node @dontInfer {
    documentId: String!
    locale: String!
    title: String!
    seo: STRAPI__COMPONENT_SHARED_SEO @link(from: "seo___NODE")
    sections: [StrapiSection] @link(from: "sections___NODE")
    updatedAt: Date @dateformat
  }

  type STRAPI_PAGE implements Node @dontInfer {
    documentId: String!
    locale: String!
    title: String!
    path: String
    content: [StrapiSection] @link(from: "content___NODE")
    seo: STRAPI__COMPONENT_SHARED_SEO @link(from: "seo___NODE")
    updatedAt: Date @dateformat
  }

  type STRAPI_REDIRECT implements Node @dontInfer {
    documentId: String!
    fromPath: String!
    toPath: String!
    permanent: Boolean
    allowExternal: Boolean
  }

  type STRAPI_POST implements Node @dontInfer {
    documentId: String!
    locale: String!
    title: String!
    slug: String!
    excerpt: String
    cover: STRAPI__MEDIA @link(from: "cover___NODE")
    content: JSON
    blockImages: [BlockImage!] @proxy(from: "fields.blockImages")
    publishDate: Date! @dateformat
    authorName: String
    tags: [STRAPI__COMPONENT_SHARED_TAG] @link(from: "tags___NODE")
    updatedAt: Date @dateformat
  }
`
