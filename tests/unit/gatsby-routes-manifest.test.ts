/**
 * The patch in patches/gatsby+5.16.1.patch: the adapter's routes manifest (what
 * gatsby-adapter-netlify turns into _headers and _redirects) lists public/ with a recursive
 * readdir instead of glob's `**` (7-9 s for an 11,730-page site). It must still give every file,
 * at any depth, dotfiles and files behind a symbolic link included, a route of its own — the
 * files glob('**' + '/**', { nodir, dot }) lists for the same tree (the list below; this test
 * also passes on unpatched Gatsby). Gatsby's store is the edge replaced here: a site with no pages.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { IStaticRoute } from 'gatsby'
import { getRoutesManifest, setWebpackAssets } from 'gatsby/dist/utils/adapter/manager'

jest.mock('gatsby/dist/redux', () => ({
  emitter: { on: () => undefined },
  store: {
    getState: () => ({
      program: { prefixPaths: false },
      config: { trailingSlash: 'always', headers: [] },
      pages: new Map(),
      staticQueryComponents: new Map(),
      slices: new Map(),
      html: { slicesProps: { bySliceId: new Map() } },
      redirects: [],
      functions: new Map(),
    }),
  },
}))

let site: string
let cwd: string

beforeEach(() => {
  cwd = process.cwd()
  site = mkdtempSync(path.join(os.tmpdir(), 'routes-manifest-'))
  const file = (relative: string) => {
    mkdirSync(path.dirname(path.join(site, 'public', relative)), { recursive: true })
    writeFileSync(path.join(site, 'public', relative), relative)
  }
  for (const relative of [
    'index.html',
    '_redirects',
    '.well-known/security.txt',
    'en/posts/a/index.html',
    'en/posts/a/page-data.json',
    'static/deep/er/img.png',
  ])
    file(relative)
  mkdirSync(path.join(site, 'elsewhere'))
  writeFileSync(path.join(site, 'elsewhere', 'linked.txt'), 'linked')
  symlinkSync(path.join(site, 'elsewhere'), path.join(site, 'public', 'linked-dir'))
  mkdirSync(path.join(site, 'public', 'empty-dir'))
  process.chdir(site)
  setWebpackAssets(new Set())
})

afterEach(() => {
  process.chdir(cwd)
  rmSync(site, { recursive: true, force: true })
})

describe('Gatsby routes manifest', () => {
  it('gives each file under public/ a static route, as glob listed them', () => {
    const staticFiles = getRoutesManifest()
      .routes.filter((route): route is IStaticRoute => route.type === 'static')
      .map((route) => route.filePath.replace(/^public\//, ''))
      .sort()

    expect(staticFiles).toEqual([
      '.well-known/security.txt',
      '_gatsby/slices/_gatsby-scripts-1.html',
      '_redirects',
      'chunk-map.json',
      'en/posts/a/index.html',
      'en/posts/a/page-data.json',
      'index.html',
      'linked-dir/linked.txt',
      'page-data/app-data.json',
      'static/deep/er/img.png',
      'webpack.stats.json',
    ])
  })
})
