/**
 * The patch in patches/gatsby-adapter-netlify+1.4.0.patch: the adapter places a match-path page's
 * files where its rewrite points (`en/user/index.html` → `en/user/[...].html`). It used to *move*
 * them, and Gatsby's next warm build, reading the page's files back, failed ("Query was not run
 * and no cached result was found") after any change that made it re-render the page. It now copies
 * them, keeping their times, so an unchanged page is not a changed file either.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createStaticAssetsPathHandler } from '../../node_modules/gatsby-adapter-netlify/dist/pretty-urls'

describe('gatsby-adapter-netlify, patched', () => {
  const cwd = process.cwd()
  const root = mkdtempSync(path.join(os.tmpdir(), 'qa-adapter-'))
  beforeAll(() => process.chdir(root))
  afterAll(() => process.chdir(cwd))

  it("copies a match-path page's HTML and page data to their rewrite targets, originals and times kept", async () => {
    const files = { html: 'public/en/user/index.html', data: 'public/page-data/en/user/page-data.json' }
    for (const [name, file] of Object.entries(files)) {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, `the ${name}`)
      utimesSync(file, new Date('2026-01-01'), new Date('2026-01-01'))
    }
    const { ensureStaticAssetPath, fileMovingDone } = createStaticAssetsPathHandler()
    expect(ensureStaticAssetPath(files.html, '/en/user/*')).toEqual({
      finalFilePath: 'public/en/user/[...].html',
      isDynamic: true,
    })
    expect(ensureStaticAssetPath(files.data, '/page-data/en/user/*')).toEqual({
      finalFilePath: 'public/page-data/en/user/[...]',
      isDynamic: true,
    })
    await fileMovingDone()
    for (const [original, copy] of [
      [files.html, 'public/en/user/[...].html'],
      [files.data, 'public/page-data/en/user/[...]'],
    ]) {
      expect(existsSync(original)).toBe(true)
      expect(readFileSync(copy, 'utf8')).toBe(readFileSync(original, 'utf8'))
      expect(statSync(copy).mtimeMs).toBe(statSync(original).mtimeMs)
    }
  })
})
