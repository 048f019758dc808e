/**
 * The site's search index (ADR 0032), written by `npm run build` after Gatsby into
 * public/pagefind/{locale}/: one Pagefind index per language, made from the built pages the sitemap lists
 * that a reader would look for (posts, services, case studies, the CMS's pages), not lists, the home or account
 * screens. Each page is indexed from its <main> as built, its text folded by `indexText` so every
 * way of typing Persian finds it; navigation, forms and buttons are left out.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { z } from 'zod'
import { LOCALES, isLocale, type Locale } from '../lib/i18n'
import { articleKindOfSection } from '../../cms/src/rules/articles'
import type { SearchSection } from './sections'
import { SEARCH_INDEX_DIR } from './index-path'
import { indexText } from './normalise'

/** Beside Gatsby's cache: the last build's search documents (`writeSiteIndex`). */
export const SEARCH_DOCUMENTS = 'search-documents.json'

/** The section of a page a reader searches for, or null for a page search leaves out. */
export function searchSection(pathname: string): SearchSection | null {
  const [locale, area, ...rest] = pathname.split('/').filter(Boolean)
  if (!isLocale(locale)) return null
  const article = articleKindOfSection(area)
  if (article) return rest.length === 1 ? article : null
  if (area === 'pages' && rest[0] === 'services') return rest.length === 2 ? 'service' : null
  if (area === 'pages') return rest.length >= 1 ? 'page' : null
  return null
}

/** Elements whose text is no part of what a page says. */
const LEFT_OUT = new Set(['nav', 'aside', 'form', 'button', 'script', 'style', 'noscript', 'svg', 'template'])
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
/**
 * Attributes Pagefind reads: anchors for results inside a page, images' words, and what a
 * template marks as no part of the page's text (a byline, the comments).
 */
const KEPT_ATTRIBUTES = new Set(['id', 'alt', 'data-pagefind-ignore'])

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A built page up to the end of its <main>: the scripts after the content are a good part of a
 * page's bytes, and nothing in them is indexed. (Cut from the last `</main>`: one written in a
 * script's text only makes the cut later.)
 */
function upToMainEnd(html: string): string {
  const end = html.lastIndexOf('</main>')
  return end < 0 ? html : html.slice(0, end + '</main>'.length)
}

/**
 * The document Pagefind indexes for a built page: its <main>, text folded for its language,
 * tagged with its section; null when the page has no <main>.
 */
export function searchDocument(html: string, locale: Locale, section: SearchSection): string | null {
  const out: string[] = []
  let depth = 0
  let leftOut = 0
  let found = false
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (depth === 0 && name !== 'main') return
        const opensMain = depth === 0
        found = true
        const empty = VOID.has(name)
        if (!empty) depth++
        if (leftOut || LEFT_OUT.has(name)) {
          if (!empty) leftOut++
          return
        }
        const kept = Object.entries(attributes)
          .filter(([attribute]) => KEPT_ATTRIBUTES.has(attribute))
          .map(
            ([attribute, value]) => ` ${attribute}="${escape(attribute === 'alt' ? indexText(value, locale) : value)}"`,
          )
        if (!opensMain) out.push(`<${name}${kept.join('')}>`)
      },
      ontext(text) {
        if (depth > 0 && !leftOut) out.push(escape(indexText(text, locale)))
      },
      onclosetag(name) {
        if (depth === 0 || VOID.has(name)) return
        depth--
        if (leftOut) {
          leftOut--
          return
        }
        if (depth > 0) out.push(`</${name}>`)
      },
    },
    { decodeEntities: true },
  )
  parser.end(upToMainEnd(html))
  if (!found) return null
  const body = out.join('')
  return `<!doctype html><html lang="${locale}"><body><main data-pagefind-body data-pagefind-meta="section:${section}">${body}</main></body></html>`
}

/** The paths the sitemap lists, as the build wrote it. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
}

/**
 * The search documents of the last build, by page. A built page whose file has the size and time it
 * had when its document was made is not read again (rsync's test of an unchanged file): Gatsby
 * writes again only the pages a change touches. `code` names the code that made the documents; a
 * cache made by other code is not used.
 */
const documentCacheSchema = z.object({
  code: z.string(),
  pages: z.record(z.object({ mtimeMs: z.number(), size: z.number(), document: z.string() })),
})
type DocumentCache = z.infer<typeof documentCacheSchema>

/**
 * This module's and the folding's source and Pagefind's version: what a search document and an
 * index depend on besides the pages.
 */
function documentCode(): string {
  const hash = createHash('sha256')
  for (const file of ['site-index.ts', 'normalise.ts']) hash.update(readFileSync(path.join(__dirname, file)))
  // Its manifest, found as Node finds the package (its exports name no package.json).
  const manifest = module.paths.map((dir) => path.join(dir, 'pagefind', 'package.json')).find(existsSync)
  if (!manifest) throw new Error('search index: the pagefind package is not installed')
  hash.update(readFileSync(manifest))
  return hash.digest('hex')
}

async function readDocumentCache(file: string, code: string): Promise<DocumentCache['pages']> {
  try {
    const cache = documentCacheSchema.parse(JSON.parse(await readFile(file, 'utf8')))
    return cache.code === code ? cache.pages : {}
  } catch {
    return {}
  }
}

/**
 * The file in a language's index folder naming what it was made of (the code and the pages'
 * addresses and documents): an index whose inputs are the same is kept as it is.
 */
const SIGNATURE_FILE = 'made-of.sha256'

function indexSignature(code: string, pages: [string, string][]): string {
  const hash = createHash('sha256').update(code)
  for (const [pathname, document] of pages) hash.update(`\0${pathname}\0${document}`)
  return hash.digest('hex')
}

const readSignature = (dir: string) => readFile(path.join(dir, SIGNATURE_FILE), 'utf8').catch(() => null)

/**
 * Pagefind's files of one language, written into `outputPath` whole or not at all: written beside
 * it, signed, then put in its place.
 */
async function writeLanguageIndex(
  pagefind: typeof import('pagefind'),
  outputPath: string,
  pages: [string, string][],
  signature: string,
): Promise<void> {
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`search index: ${errors.join('; ')}`)
  // Sent together: Pagefind's service answers them in turn, without a round trip between each.
  const added = await Promise.all(pages.map(([url, content]) => index.addHTMLFile({ url, content })))
  added.forEach((result, at) => {
    if (result.errors.length) throw new Error(`search index: ${pages[at][0]}: ${result.errors.join('; ')}`)
  })
  // Pagefind adds its files beside what is there: into an empty folder, or a page taken off the
  // site would stay findable by its old fragment, in every release made from here.
  const partial = `${outputPath}.${process.pid}.partial`
  await rm(partial, { recursive: true, force: true })
  const written = await index.writeFiles({ outputPath: partial })
  if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`)
  await writeFile(path.join(partial, SIGNATURE_FILE), signature)
  await rm(outputPath, { recursive: true, force: true })
  await rename(partial, outputPath)
}

/** Node's thread pool has four threads; twice that keeps them busy while documents are made. */
const PAGES_READ_AT_ONCE = 8

/**
 * Writes public/pagefind/ for the built site in `publicDir`; returns how many pages it holds, how
 * many of them were read (not found unchanged in `documentCache`, a file this function keeps
 * between builds of the same site) and the languages whose index was written (the others' pages
 * are all as they were, and so is their index).
 */
export async function writeSiteIndex(
  publicDir: string,
  options: { documentCache?: string } = {},
): Promise<{ pages: number; read: number; written: Locale[] }> {
  const code = documentCode()
  const cached = options.documentCache ? await readDocumentCache(options.documentCache, code) : {}
  const documents: DocumentCache['pages'] = {}
  const byLocale = new Map<Locale, [string, string][]>(LOCALES.map((locale) => [locale, []]))
  let read = 0
  const searched = sitemapPaths(await readFile(path.join(publicDir, 'sitemap.xml'), 'utf8')).flatMap((pathname) => {
    const section = searchSection(pathname)
    const locale = pathname.split('/')[1]
    return section && isLocale(locale) ? [{ pathname, section, locale }] : []
  })
  const documentOf = async ({ pathname, section, locale }: (typeof searched)[number]) => {
    const file = path.join(publicDir, pathname, 'index.html')
    const { mtimeMs, size } = await stat(file)
    const document = cached[pathname]
    if (document?.mtimeMs === mtimeMs && document.size === size) return document
    const content = searchDocument(await readFile(file, 'utf8'), locale, section)
    if (!content) throw new Error(`search index: ${pathname} has no <main>`)
    read++
    return { mtimeMs, size, document: content }
  }
  // A few pages read at once: each read waits on the disk and Node's thread pool, so one at a
  // time leaves both idle between reads. In the sitemap's order, which the index's signature follows.
  const made: DocumentCache['pages'][string][] = new Array(searched.length)
  let next = 0
  await Promise.all(
    Array.from({ length: PAGES_READ_AT_ONCE }, async () => {
      while (next < searched.length) {
        const at = next++
        made[at] = await documentOf(searched[at])
      }
    }),
  )
  searched.forEach(({ pathname, locale }, at) => {
    documents[pathname] = made[at]
    byLocale.get(locale)?.push([pathname, made[at].document])
  })

  const indexDir = path.join(publicDir, SEARCH_INDEX_DIR)
  // An index of the layout before one folder per language, or one a stopped build left half
  // written: their files would be released with every build from here.
  if (existsSync(path.join(indexDir, 'pagefind-entry.json'))) await rm(indexDir, { recursive: true, force: true })
  for (const entry of await readdir(indexDir).catch(() => []))
    if (entry.endsWith('.partial')) await rm(path.join(indexDir, entry), { recursive: true, force: true })
  const written: Locale[] = []
  const pagefind = await import('pagefind')
  try {
    for (const [locale, pages] of byLocale) {
      const outputPath = path.join(indexDir, locale)
      const signature = indexSignature(code, pages)
      if ((await readSignature(outputPath)) === signature) continue
      await writeLanguageIndex(pagefind, outputPath, pages, signature)
      written.push(locale)
    }
  } finally {
    await pagefind.close()
  }
  if (options.documentCache) {
    // Written aside and renamed: a build stopped halfway leaves the last whole cache or none.
    const partial = `${options.documentCache}.${process.pid}.partial`
    await writeFile(partial, JSON.stringify({ code, pages: documents } satisfies DocumentCache))
    await rename(partial, options.documentCache)
  }
  return { pages: Object.keys(documents).length, read, written }
}
