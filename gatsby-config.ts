import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import adapter from 'gatsby-adapter-netlify'
import { config as loadDotenv } from 'dotenv'
import { readSiteEnv } from './src/server/env'
import { strapiCollectionTypes, strapiSingleTypes } from './src/cms/source-config'
import { DEFAULT_LOCALE, LOCALES } from './src/lib/i18n'
import packageJson from './package.json'

loadDotenv({ path: path.join(__dirname, '.env') })
const env = readSiteEnv()
// The footer shows the site's version (requirements §2); GATSBY_-prefixed variables reach the browser bundle.
process.env.GATSBY_SITE_VERSION = packageJson.version

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: env.SITE_URL },
  trailingSlash: 'always',
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  adapter: adapter({ excludeDatastoreFromEngineFunction: true }),
  // `npm run develop` serves pages from `gatsby develop` and the functions from netlify dev;
  // this forwards /api/* to the latter so the dev site talks to real functions.
  ...(process.env.DEVELOP_FUNCTIONS_URL ? { proxy: [{ prefix: '/api', url: process.env.DEVELOP_FUNCTIONS_URL }] } : {}),
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(__dirname, 'locales') },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LOCALES],
        defaultLanguage: DEFAULT_LOCALE,
        fallbackLanguage: DEFAULT_LOCALE,
        generateDefaultLanguagePage: true,
        // Locale choice by cookie and browser language is the host's job (issue [3]); the plugin's
        // localStorage redirect would fight it.
        redirect: false,
        siteUrl: env.SITE_URL,
        trailingSlash: 'always',
        // Only its build side runs: the browser runtime is the site's own (src/lib/translations.tsx,
        // patches/gatsby-plugin-react-i18next+3.0.1.patch).
      },
    },
    {
      resolve: 'gatsby-source-strapi',
      options: {
        apiURL: env.CMS_URL,
        accessToken: env.STRAPI_API_TOKEN,
        version: 5,
        collectionTypes: strapiCollectionTypes,
        singleTypes: strapiSingleTypes,
        remoteFileHeaders: { Referer: env.SITE_URL },
      },
    },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'webp'], placeholder: 'blurred', quality: 70 } },
    },
    'gatsby-transformer-sharp',
  ],
}

export default config
