// The plugin ships untyped CommonJS; only the unit test of our patch imports its internals.
declare module 'gatsby-source-strapi/dist/normalize'
declare module 'gatsby-source-strapi/dist/fetch'
declare module 'gatsby-source-strapi/dist/helpers'
declare module 'gatsby-source-strapi/dist/gatsby-node'
declare module 'gatsby-source-strapi/dist/axios-instance'
