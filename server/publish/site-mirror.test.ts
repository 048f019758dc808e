import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { ROOT } from '../root'
import { mirrorSite, SITE_SOURCES } from './site-mirror'

function project() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mirror-root-'))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  write('gatsby-node.ts', 'export {}')
  write('package-lock.json', '{}')
  write('src/pages/index.tsx', 'index')
  write('src/lib/i18n.ts', 'i18n')
  write('cms/src/rules/account.ts', 'rules')
  write('cms/node_modules/strapi/index.js', 'not the site')
  write('node_modules/react/index.js', 'react')
  write('docs/notes.md', 'not the site')
  mkdirSync(path.join(root, '.netlify'))
  return { root, write, mirror: path.join(root, '.site-mirror') }
}

const inode = (file: string) => statSync(file).ino

describe('mirrorSite', () => {
  it("links the site's sources as the same files and shares node_modules and .netlify by symlink", () => {
    const { root, mirror } = project()
    mirrorSite(root, mirror)
    for (const file of ['gatsby-node.ts', 'package-lock.json', 'src/pages/index.tsx', 'cms/src/rules/account.ts'])
      expect(inode(path.join(mirror, file))).toBe(inode(path.join(root, file)))
    expect(readlinkSync(path.join(mirror, 'node_modules'))).toBe('../node_modules')
    expect(readlinkSync(path.join(mirror, '.netlify'))).toBe('../.netlify')
    expect(readFileSync(path.join(mirror, 'node_modules', 'react', 'index.js'), 'utf8')).toBe('react')
    // Only what the build reads: not the CMS's dependencies, not the docs.
    expect(existsSync(path.join(mirror, 'cms', 'node_modules'))).toBe(false)
    expect(existsSync(path.join(mirror, 'docs'))).toBe(false)
    rmSync(root, { recursive: true })
  })

  it("makes the project's .netlify when a fresh clone has none, so that writes through the mirror's land there", () => {
    const { root, mirror } = project()
    rmSync(path.join(root, '.netlify'), { recursive: true })
    mirrorSite(root, mirror)
    // What the build's onPostBuild does first (the preview's renderer).
    mkdirSync(path.join(mirror, '.netlify', 'preview-render'), { recursive: true })
    writeFileSync(path.join(mirror, '.netlify', 'preview-render', 'index.js'), 'renderer')
    expect(readFileSync(path.join(root, '.netlify', 'preview-render', 'index.js'), 'utf8')).toBe('renderer')
    rmSync(root, { recursive: true })
  })

  it('follows edits in place, replaced files, new and deleted ones, and keeps its own output', () => {
    const { root, write, mirror } = project()
    mirrorSite(root, mirror)
    mkdirSync(path.join(mirror, 'public'))
    writeFileSync(path.join(mirror, 'public', 'index.html'), 'built')

    writeFileSync(path.join(root, 'src', 'lib', 'i18n.ts'), 'edited in place')
    // An editor's or git's save: a new file renamed over the old one.
    write('src/pages/index.tsx.tmp', 'replaced')
    renameSync(path.join(root, 'src/pages/index.tsx.tmp'), path.join(root, 'src/pages/index.tsx'))
    write('src/pages/about.tsx', 'new')
    rmSync(path.join(root, 'cms', 'src', 'rules'), { recursive: true })
    mirrorSite(root, mirror)

    expect(readFileSync(path.join(mirror, 'src', 'lib', 'i18n.ts'), 'utf8')).toBe('edited in place')
    expect(readFileSync(path.join(mirror, 'src', 'pages', 'index.tsx'), 'utf8')).toBe('replaced')
    expect(inode(path.join(mirror, 'src', 'pages', 'index.tsx'))).toBe(inode(path.join(root, 'src/pages/index.tsx')))
    expect(readFileSync(path.join(mirror, 'src', 'pages', 'about.tsx'), 'utf8')).toBe('new')
    expect(existsSync(path.join(mirror, 'src', 'pages', 'index.tsx.tmp'))).toBe(false)
    expect(existsSync(path.join(mirror, 'cms', 'src', 'rules'))).toBe(false)
    expect(readFileSync(path.join(mirror, 'public', 'index.html'), 'utf8')).toBe('built')
    rmSync(root, { recursive: true })
  })

  it('leaves an unchanged file alone, so that Parcel and webpack see nothing new', () => {
    const { root, mirror } = project()
    mirrorSite(root, mirror)
    const before = statSync(path.join(mirror, 'src', 'pages', 'index.tsx'))
    mirrorSite(root, mirror)
    const after = statSync(path.join(mirror, 'src', 'pages', 'index.tsx'))
    expect([after.ino, after.mtimeMs, after.ctimeMs]).toEqual([before.ino, before.mtimeMs, before.ctimeMs])
    rmSync(root, { recursive: true })
  })

  it('holds every file of the project that gatsby-config and gatsby-node import', async () => {
    const { metafile } = await build({
      entryPoints: ['gatsby-config.ts', 'gatsby-node.ts'].map((file) => path.join(ROOT, file)),
      bundle: true,
      platform: 'node',
      packages: 'external',
      write: false,
      metafile: true,
      outdir: os.tmpdir(),
      logLevel: 'silent',
    })
    const imported = Object.keys(metafile.inputs)
    const outside = imported.filter(
      (file) => !SITE_SOURCES.some((source) => file === source || file.startsWith(`${source}/`)),
    )
    expect(imported.length).toBeGreaterThan(10)
    expect(outside).toEqual([])
  })
})
