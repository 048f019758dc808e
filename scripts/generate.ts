/**
 * Writes every generated file of the site, each from its one source: the stylesheets from the
 * theme (src/styles/theme-css.ts → src/styles) and the CMS components' shapes, fragments and
 * nested fields from the CMS's schemas (src/cms/content-shapes.ts → src/cms/*.generated.ts).
 * Run after changing src/theme.ts or a CMS schema: `npm run generate`. Unit tests fail while any is stale.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { generatedStylesheets } from '../src/styles/theme-css'
import { contentShapes } from '../src/cms/content-shapes'
import { readContentModel } from '../src/cms/content-model'
import { SITE_CONTENT_TYPES } from '../cms/src/rules/site-content'

const ROOT = path.join(__dirname, '..')

const files: Record<string, string> = {
  ...Object.fromEntries(Object.entries(generatedStylesheets()).map(([name, text]) => [`src/styles/${name}`, text])),
  ...contentShapes(readContentModel(path.join(ROOT, 'cms/src')), SITE_CONTENT_TYPES),
}
for (const [file, text] of Object.entries(files)) {
  writeFileSync(path.join(ROOT, file), text)
  console.log(`wrote ${file}`)
}
