/**
 * The site's search index (ADR 0032), written by `npm run build` after Gatsby into
 * public/pagefind/: one Pagefind index per language, made from the built pages the sitemap lists
 * that a reader would look for (posts, services, case studies, the CMS's pages), not lists, the home or account
 * screens. Each page is indexed from its <main> as built, its text folded by `indexText` so every
 * way of typing Persian finds it; navigation, forms and buttons are left out.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { z } from 'zod'
import { isLocale, type Locale } from '../lib/i18n'
import { indexText } from './normalise'

/** Where a result belongs on the site: the label a result shows. */
export type SearchSection = 'post' | 'service' | 'page' | 'case-study'

export const SEARCH_INDEX_DIR = 'pagefind'
/** Beside Gatsby's cache: the last build's search documents (`writeSiteIndex`). */
export const SEARCH_DOCUMENTS = 'search-documents.json'

/** The section of a page a reader searches for, or null for a page search leaves out. */
export function searchSection(pathname: string): SearchSection | null {
  const [locale, area, ...rest] = pathname.split('/').filter(Boolean)
  if (!isLocale(locale)) return null
  if (area === 'posts') return rest.length === 1 ? 'post' : null
  if (area === 'case-studies') return rest.length === 1 ? 'case-study' : null
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
  parser.end(html)
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

/** This module's and the folding's source: what a search document depends on besides the page. */
function documentCode(): string {
  const hash = createHash('sha256')
  for (const file of ['site-index.ts', 'normalise.ts']) hash.update(readFileSync(path.join(__dirname, file)))
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
 * Writes public/pagefind/ anew for the built site in `publicDir`; returns how many pages it holds
 * and how many of them were read (not found unchanged in `documentCache`, a file this function
 * keeps between builds of the same site).
 */
export async function writeSiteIndex(
  publicDir: string,
  options: { documentCache?: string } = {},
): Promise<{ pages: number; read: number }> {
  const pagefind = await import('pagefind')
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`search index: ${errors.join('; ')}`)
  const code = documentCode()
  const cached = options.documentCache ? await readDocumentCache(options.documentCache, code) : {}
  const documents: DocumentCache['pages'] = {}
  let read = 0
  try {
    const paths = sitemapPaths(await readFile(path.join(publicDir, 'sitemap.xml'), 'utf8'))
    for (const pathname of paths) {
      const section = searchSection(pathname)
      const locale = pathname.split('/')[1]
      if (!section || !isLocale(locale)) continue
      const file = path.join(publicDir, pathname, 'index.html')
      const { mtimeMs, size } = await stat(file)
      let document = cached[pathname]
      if (document?.mtimeMs !== mtimeMs || document.size !== size) {
        const content = searchDocument(await readFile(file, 'utf8'), locale, section)
        if (!content) throw new Error(`search index: ${pathname} has no <main>`)
        document = { mtimeMs, size, document: content }
        read++
      }
      documents[pathname] = document
      const added = await index.addHTMLFile({ url: pathname, content: document.document })
      if (added.errors.length) throw new Error(`search index: ${pathname}: ${added.errors.join('; ')}`)
    }
    // Pagefind adds its files beside what is there: the last build's index goes first, or a page
    // taken off the site stays findable by its old fragment, in every release made from here.
    await rm(path.join(publicDir, SEARCH_INDEX_DIR), { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath: path.join(publicDir, SEARCH_INDEX_DIR) })
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`)
  } finally {
    await pagefind.close()
  }
  if (options.documentCache) {
    // Written aside and renamed: a build stopped halfway leaves the last whole cache or none.
    const partial = `${options.documentCache}.${process.pid}.partial`
    await writeFile(partial, JSON.stringify({ code, pages: documents } satisfies DocumentCache))
    await rename(partial, options.documentCache)
  }
  return { pages: Object.keys(documents).length, read }
}
