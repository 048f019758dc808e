/** The site's own source files (src/, tests left out), for tests that hold a rule across all of them. */
import { readdirSync } from 'node:fs'
import path from 'node:path'

export const SITE_SRC = path.join(__dirname, '..', '..', 'src')

export function siteSourceFiles(dir = SITE_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return siteSourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}
