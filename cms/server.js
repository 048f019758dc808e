/**
 * The CMS's server: Strapi started the way its documentation's "Start Strapi programmatically"
 * does, from the build in dist/. `strapi start` does the same, after loading every command of its
 * CLI (Strapi Cloud's deploy and the TypeScript build among them), which a start never runs.
 */
// CommonJS: the ES build of @strapi/core does not load in Node (it imports the directory lodash/fp).
/* eslint-disable @typescript-eslint/no-require-imports */
const path = require('node:path')
const { createStrapi } = require('@strapi/strapi')

createStrapi({ appDir: __dirname, distDir: path.join(__dirname, 'dist') })
  .start()
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
