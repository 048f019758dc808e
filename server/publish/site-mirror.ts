/**
 * The site mirror (.site-mirror/): the site's sources as hard links, in a directory whose only
 * other contents are Gatsby's own output, where the builds of `npm start`'s publishes run.
 *
 * Why: Gatsby compiles gatsby-config and gatsby-node with Parcel on every build, and Parcel first
 * compares a snapshot of every file under its project root (the nearest directory above the site
 * with a lockfile) and writes a new one at the end. Under the project root that is both
 * dependency trees, the CMS's included; under the mirror it is the site's own files
 * (docs/decisions/0012-publish-to-live.md, "Builds in a mirror").
 * - Hard links, not symlinks: Parcel and webpack resolve a symlink to where it points, so a linked
 *   gatsby-node.ts would compile as a file of the project root and Gatsby would not find its output.
 *   A hard link is the same file under a second name; the sync below relinks a file an editor or
 *   `git checkout` replaced (a new inode) and removes what was deleted.
 * - node_modules is a symlink (the crawl does not follow symlinks; packages resolve to the project's).
 * - .netlify is a symlink: the preview's renderer and the Netlify adapter's output land where the
 *   functions and releases read them, as after a build in the project root.
 * - .cache and public are the mirror's own.
 */
import {
  copyFileSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs'
import path from 'node:path'
import { ROOT } from '../root'

export const SITE_MIRROR = path.join(ROOT, '.site-mirror')

/** `npm run build -- --mirror`: build in the mirror. */
export const MIRROR_FLAG = '--mirror'

/** The build command (scripts/build-site.ts) and its arguments, in the mirror or the project root. */
export const buildCommandArgs = (mirror = false) => [
  path.join(ROOT, 'scripts', 'build-site.ts'),
  ...(mirror ? [MIRROR_FLAG] : []),
]

/** Where a build's pages land: public/ of the project root, or of the mirror (`npm run build -- --mirror`). */
export const publicDirOf = (mirror: boolean) => path.join(mirror ? SITE_MIRROR : ROOT, 'public')

/**
 * What a build of the site reads from the project: Gatsby's files, the site's sources, its
 * translations and static files, the CMS rules and schemas the site imports or reads, and the
 * lockfile that makes the mirror Parcel's project root.
 */
export const SITE_SOURCES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  '.env',
  'src',
  'static',
  'locales',
  'cms/src',
]

/**
 * Shared with the project root as symlinks. The install makes node_modules; .netlify is Gatsby's
 * and the functions' output, which a fresh clone (or one after `npm run clean`) has not made yet,
 * so the mirror makes it: a symlink to nothing would fail the build's first write through it.
 */
const SHARED = [
  { name: 'node_modules', make: false },
  { name: '.netlify', make: true },
]

function link(source: string, target: string, stats: { atime: Date; mtime: Date }) {
  try {
    linkSync(source, target)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EXDEV' && code !== 'EPERM') throw error
    // Another filesystem, or one without hard links: a copy with the source's times, which the
    // next sync and Parcel's snapshot compare.
    copyFileSync(source, target)
    utimesSync(target, stats.atime, stats.mtime)
  }
}

/** Makes `target` the same tree of files as `source`. */
function sync(source: string, target: string) {
  const stats = statSync(source, { throwIfNoEntry: false })
  const present = lstatSync(target, { throwIfNoEntry: false })
  if (!stats) {
    if (present) rmSync(target, { recursive: true, force: true })
    return
  }
  if (stats.isDirectory()) {
    if (present && !present.isDirectory()) rmSync(target, { force: true })
    mkdirSync(target, { recursive: true })
    const names = new Set(readdirSync(source))
    for (const name of names) sync(path.join(source, name), path.join(target, name))
    for (const name of readdirSync(target)) if (!names.has(name)) rmSync(path.join(target, name), { recursive: true })
    return
  }
  if (present?.isFile() && present.ino === stats.ino && present.dev === stats.dev) return
  if (present?.isFile() && present.size === stats.size && present.mtimeMs === stats.mtimeMs) return
  if (present) rmSync(target, { recursive: true, force: true })
  link(source, target, stats)
}

/**
 * Brings the mirror in `dir` up to date with the project in `root` (created on first use) and
 * returns its path. Cheap when nothing changed: one stat per source file.
 */
export function mirrorSite(root = ROOT, dir = SITE_MIRROR): string {
  mkdirSync(dir, { recursive: true })
  for (const source of SITE_SOURCES) sync(path.join(root, source), path.join(dir, source))
  for (const { name, make } of SHARED) {
    if (make) mkdirSync(path.join(root, name), { recursive: true })
    const target = path.join(dir, name)
    const wanted = path.relative(dir, path.join(root, name))
    const present = lstatSync(target, { throwIfNoEntry: false })
    if (present?.isSymbolicLink() && readlinkSync(target) === wanted) continue
    if (present) rmSync(target, { recursive: true, force: true })
    symlinkSync(wanted, target)
  }
  return dir
}
