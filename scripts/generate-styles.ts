/**
 * Writes the stylesheets generated from the theme (src/styles/theme-css.ts) into src/styles.
 * Run after changing src/theme.ts: `npm run styles`. A unit test fails while they are stale.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { generatedStylesheets } from '../src/styles/theme-css'

const STYLES_DIR = path.join(__dirname, '..', 'src', 'styles')

for (const [name, text] of Object.entries(generatedStylesheets())) {
  writeFileSync(path.join(STYLES_DIR, name), text)
  console.log(`wrote src/styles/${name}`)
}
