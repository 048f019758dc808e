/**
 * The static files of one release, indexed once when it loads: a release never changes, so an
 * address is resolved without touching the disk, and nothing outside the release can be named
 * (a path that is not in the index does not exist, whatever dots or encodings it holds).
 *
 * Addresses resolve as Netlify resolves them: the path itself, then for `/a/` the index inside it
 * and `/a.html` beside it, for `/a` `a.html` beside it and the index inside it.
 */
import { readdirSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import mime from 'mime-types'

export type StaticFile = { file: string; size: number; etag: string; contentType: string }

/** Netlify's own answer headers for a static file, before the release's `_headers` rules. */
export const STATIC_DEFAULT_HEADERS = { 'cache-control': 'public, max-age=0, must-revalidate' } as const

const ASSET_EXTENSION = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/

/**
 * The files an address may name, in the order they are tried: @netlify/static's variations, but
 * with a directory's index first for an address ending in a slash, as netlify dev's file server
 * and Netlify serve it. Gatsby writes both `fa/404.html` and `fa/404/index.html`, and the
 * `_headers` policy for `/fa/404/` holds the hashes of the second one's inline scripts.
 */
export function candidatePaths(pathname: string): string[] {
  const paths: string[] = []
  if (pathname.endsWith('/')) {
    const base = pathname.slice(0, -1)
    paths.push(`${pathname}index.html`, `${pathname}index.htm`)
    if (pathname !== '/') paths.push(`${base}.html`, `${base}.htm`)
  } else if (!ASSET_EXTENSION.test(pathname)) {
    paths.push(`${pathname}.html`, `${pathname}.htm`, `${pathname}/index.html`, `${pathname}/index.htm`)
  }
  return paths.includes(pathname) ? paths : [pathname, ...paths]
}

/**
 * Whether Netlify publishes a file or folder of this name: not its configuration (`_headers`,
 * `_redirects`), not hidden ones (but `.well-known`), not `__MACOSX` (netlify-cli's deploy filter,
 * which Netlify's build applies too). What it does not publish, it does not serve.
 */
export const publishedByNetlify = (name: string) =>
  name !== '_headers' &&
  name !== '_redirects' &&
  !name.startsWith('__MACOSX') &&
  (!name.startsWith('.') || name === '.well-known')

/**
 * Files up to `fileBytes` are answered from memory once read (the pages, scripts and styles; not
 * images or fonts of size), up to `totalBytes` a release: a page then costs no file system call,
 * which would wait its turn in libuv's thread pool behind everything else the process does.
 */
export const HELD = { fileBytes: 256 * 1024, totalBytes: 64 * 1024 * 1024 }

export class StaticFiles {
  private readonly files = new Map<string, StaticFile>()
  private readonly held = new Map<string, Promise<Buffer | undefined>>()
  private heldBytes = 0

  constructor(
    readonly root: string,
    private readonly hold = HELD,
  ) {
    this.index(root, '')
  }

  get size(): number {
    return this.files.size
  }

  private index(dir: string, prefix: string) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!publishedByNetlify(entry.name)) continue
      const file = path.join(dir, entry.name)
      const address = `${prefix}/${entry.name}`
      if (entry.isDirectory()) this.index(file, address)
      else if (entry.isFile()) {
        const stat = statSync(file)
        this.files.set(address, {
          file,
          size: stat.size,
          etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
          contentType: mime.contentType(path.extname(entry.name)) || 'application/octet-stream',
        })
      }
    }
  }

  /** The file `pathname` (decoded) names, if any. */
  find(pathname: string): StaticFile | undefined {
    for (const candidate of candidatePaths(pathname)) {
      const found = this.files.get(candidate)
      if (found) return found
    }
    return undefined
  }

  /**
   * A small file's bytes from memory (read the first time its body is sent, off the serving
   * thread), or undefined for a file to stream. A release never changes, so what is held stays
   * true while it is served.
   */
  contents(file: StaticFile): Promise<Buffer | undefined> {
    const held = this.held.get(file.file)
    if (held) return held
    if (file.size > this.hold.fileBytes || this.heldBytes + file.size > this.hold.totalBytes)
      return Promise.resolve(undefined)
    this.heldBytes += file.size
    const reading = readFile(file.file).catch(() => {
      // Unreadable now: streamed (and refused there), and tried again next time.
      this.held.delete(file.file)
      this.heldBytes -= file.size
      return undefined
    })
    this.held.set(file.file, reading)
    return reading
  }

  /** The file at exactly `address` (e.g. `/404.html`). */
  get(address: string): StaticFile | undefined {
    return this.files.get(address)
  }
}
