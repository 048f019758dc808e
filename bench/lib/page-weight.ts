/**
 * First-load weight of a built Gatsby page, read from the build output: the scripts its HTML
 * loads, plus the chunk group of its template (which Gatsby's loader fetches before hydrating,
 * named by the page's page-data), and its CSS (inline <style> blocks and linked stylesheets).
 * Sizes are gzip (zlib level 9, what a static host serves precompressed) of the files on disk.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** cssFiles: the stylesheets a page inlines or links, by chunk name (without the content hash). */
export type PageWeight = { path: string; jsFiles: string[]; jsGzip: number; cssGzip: number; cssFiles: string[] }

const chunkName = (file: string) =>
  path
    .basename(file)
    .replace(/\.[0-9a-f]{8,}\.css$/, '')
    .replace(/\.css$/, '')

type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] }> }

const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).byteLength

type BuiltPage = { htmlFile: string; pageDataFile: string }

/**
 * The HTML and page-data files that answer `urlPath`. A client-only route is answered by its
 * section's shell, which Gatsby writes as `{section}/[...].html` (match path `{section}/*`).
 */
export function builtPageFor(publicDir: string, urlPath: string, shells: string[] = []): BuiltPage {
  const clean = urlPath.replace(/^\/+|\/+$/g, '')
  const direct = path.join(publicDir, clean, 'index.html')
  if (existsSync(direct))
    return { htmlFile: direct, pageDataFile: path.join(publicDir, 'page-data', clean || 'index', 'page-data.json') }
  const shell = shells
    .map((prefix) => prefix.replace(/^\/+|\/+$/g, ''))
    .find((prefix) => clean === prefix || clean.startsWith(`${prefix}/`))
  if (shell) {
    // gatsby-adapter-netlify leaves the shell's page data as the file `[...]` itself.
    const pageData = path.join(publicDir, 'page-data', shell, '[...]')
    const pageDataFile = existsSync(path.join(pageData, 'page-data.json'))
      ? path.join(pageData, 'page-data.json')
      : pageData
    return { htmlFile: path.join(publicDir, shell, '[...].html'), pageDataFile }
  }
  throw new Error(`no built page for ${urlPath} in ${publicDir}`)
}

export function pageWeight(publicDir: string, urlPath: string, shells: string[] = []): PageWeight {
  const { htmlFile, pageDataFile } = builtPageFor(publicDir, urlPath, shells)
  const html = readFileSync(htmlFile, 'utf8')
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+\.js)"/g)].map((match) => match[1].slice(1))
  const pageData = JSON.parse(readFileSync(pageDataFile, 'utf8')) as { componentChunkName: string }
  const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as Stats
  const group = stats.namedChunkGroups[pageData.componentChunkName]
  if (!group) throw new Error(`no chunk group ${pageData.componentChunkName} in the build stats`)
  const jsFiles = [
    ...new Set([...scripts, ...group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'))]),
  ]
  const jsGzip = jsFiles.reduce((sum, file) => sum + gzipSize(readFileSync(path.join(publicDir, file))), 0)
  const inline = [...html.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)]
  const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"]+\.css)"/g)].map((match) => match[1])
  const css = [
    ...inline.map((match) => match[2]),
    ...linked.map((href) => readFileSync(path.join(publicDir, href.slice(1)), 'utf8')),
  ].join('\n')
  const cssFiles = [...inline.flatMap((match) => /data-href="([^"]+)"/.exec(match[1])?.[1] ?? []), ...linked].map(
    chunkName,
  )
  return { path: urlPath, jsFiles, jsGzip, cssGzip: css.trim() ? gzipSize(css) : 0, cssFiles }
}

/**
 * A stylesheet's chunk name as the bench table shows it: `app` for the sheet every page has, else
 * the templates it is for (`styles-src-templates-home-tsx--src-pages-404-tsx` → `home+404`).
 */
export function stylesheetLabel(chunk: string): string {
  if (chunk === 'styles') return 'app'
  if (!chunk.startsWith('styles-')) return chunk
  return chunk
    .slice('styles-'.length)
    .split('--')
    .map((template) => template.replace(/^src-(templates|pages)-/, '').replace(/-tsx$/, ''))
    .join('+')
}
