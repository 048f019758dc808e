// The plugin ships untyped CommonJS; only the unit test of our patch imports its internals.
declare module 'gatsby-source-strapi/dist/normalize'
declare module 'gatsby-source-strapi/dist/fetch'
declare module 'gatsby-source-strapi/dist/helpers'
