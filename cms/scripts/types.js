/**
 * Strapi's TypeScript types of the CMS's content types and components (types/generated/), which
 * the CMS's code is typechecked against (docs/decisions/0049-cms-types.md). Made as
 * `strapi ts:generate-types` makes them, from the built CMS (dist/) instead of compiling it again:
 *
 *   node scripts/types.js            writes types/generated/ (after a schema changed and the CMS was built)
 *   node scripts/types.js --check    exits 1, naming the files, when the committed ones differ
 *
 * Plain JavaScript: it runs on the built CMS, before and without any TypeScript of ours.
 */
// CommonJS: the ES build of @strapi/core does not load in Node (it imports the directory lodash/fp).
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict'
const { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } = require('node:fs')
const path = require('node:path')
const { createStrapi } = require('@strapi/core')
const { generators } = require('@strapi/typescript-utils')

const appDir = path.join(__dirname, '..')
const distDir = path.join(appDir, 'dist')
const TYPES = 'types'
const check = process.argv.includes('--check')

async function main() {
  if (!existsSync(path.join(distDir, 'src', 'index.js')))
    throw new Error('the CMS is not built (dist/): run `npm start` or `npm test` once')
  // The check writes beside the app (the generator takes a directory relative to it) and compares.
  if (check) mkdirSync(path.join(appDir, '.tmp'), { recursive: true })
  const scratch = check ? path.relative(appDir, mkdtempSync(path.join(appDir, '.tmp', 'types-'))) : TYPES
  const strapi = await createStrapi({ appDir, distDir }).register()
  try {
    await generators.generate({
      strapi,
      pwd: appDir,
      rootDir: scratch,
      logger: { silent: true },
      artifacts: { contentTypes: true, components: true },
    })
  } finally {
    await strapi.destroy()
  }
  if (!check) return console.log(`wrote ${TYPES}/generated/`)
  const made = path.join(appDir, scratch, 'generated')
  const committed = path.join(appDir, TYPES, 'generated')
  const stale = readdirSync(made).filter(
    (file) =>
      !existsSync(path.join(committed, file)) ||
      readFileSync(path.join(made, file), 'utf8') !== readFileSync(path.join(committed, file), 'utf8'),
  )
  rmSync(path.join(appDir, scratch), { recursive: true, force: true })
  if (stale.length > 0) {
    console.error(
      `cms/${TYPES}/generated is stale (${stale.join(', ')}): run \`node scripts/types.js\` in cms/ and commit it`,
    )
    process.exitCode = 1
  } else console.log(`cms/${TYPES}/generated is current`)
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
