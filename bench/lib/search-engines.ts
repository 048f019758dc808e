/**
 * Pagefind beside MiniSearch on the same posts (ADR 0032): each engine's index written for N posts
 * per locale, served as a CDN serves it (MiniSearch's JSON compressed with brotli; Pagefind's
 * files are compressed by Pagefind), and asked the same queries in Chromium at 4× CPU slowdown
 * from a fresh browser context per run. Per query: the time until the first five results can be
 * shown and the bytes fetched for it; the first query of a visit also loads the engine.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { brotliCompressSync, constants } from 'node:zlib'
import { build } from 'esbuild'
import MiniSearch from 'minisearch'
import { chromium } from 'playwright'
import { fullChromium } from '../../scripts/lib/chromium'
import type { Locale } from '../../src/lib/i18n'
import { indexText } from '../../src/search/normalise'
import { fileFor } from './static-server'
import { SEARCH_ENGINES, miniSearchOptions, type SearchEngine } from './search-engine-options'
import { searchCorpus, type SearchDocument } from './search-corpus'

/** What a reader of this site might type, in each language: common words, a phrase, a rare name. */
export const SEARCH_QUERIES: Record<Locale, string[]> = {
  en: ['load test', 'latency', 'stress testing', 'p99', 'regression', 'performance budget', 'database', 'users'],
  fa: ['تست بار', 'تاخیر', 'تست استرس', 'صدک ۹۹', 'رگرسیون', 'پايگاه داده', 'کاربران', 'سامانه'],
}

/** Lighthouse's mobile profile slows the CPU as much: a mid-range phone. */
export const SEARCH_CPU_SLOWDOWN = 4
/** Fresh visits per engine and locale at each size. */
const VISITS = 3

export type IndexFigures = { engine: SearchEngine; seconds: number; bytes: number; files: number }

function directoryBytes(dir: string): { bytes: number; files: number } {
  let bytes = 0
  let files = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) {
      bytes += statSync(path.join(entry.parentPath, entry.name)).size
      files++
    }
  return { bytes, files }
}

/** Both engines' indexes of `corpus`, and the bench's page, written under `dir`. */
export async function writeSearchSite(dir: string, corpus: Record<Locale, SearchDocument[]>): Promise<IndexFigures[]> {
  const figures: IndexFigures[] = []
  const pagefind = await import('pagefind')
  let started = performance.now()
  const { index } = await pagefind.createIndex({})
  if (!index) throw new Error('Pagefind did not create an index')
  for (const [locale, documents] of Object.entries(corpus) as [Locale, SearchDocument[]][])
    for (const document of documents) {
      const { errors } = await index.addCustomRecord({
        url: document.url,
        content: indexText(`${document.title}\n${document.content}`, locale),
        language: locale,
        meta: { title: document.title },
      })
      if (errors.length) throw new Error(`Pagefind: ${errors.join('; ')}`)
    }
  await index.writeFiles({ outputPath: path.join(dir, 'pagefind') })
  await pagefind.close()
  figures.push({
    engine: 'pagefind',
    seconds: (performance.now() - started) / 1000,
    ...directoryBytes(path.join(dir, 'pagefind')),
  })

  started = performance.now()
  mkdirSync(path.join(dir, 'minisearch'), { recursive: true })
  for (const [locale, documents] of Object.entries(corpus) as [Locale, SearchDocument[]][]) {
    const mini = new MiniSearch(miniSearchOptions(locale))
    mini.addAll(documents)
    const json = Buffer.from(JSON.stringify(mini))
    writeFileSync(
      path.join(dir, 'minisearch', `${locale}.json.br`),
      brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: json.byteLength },
      }),
    )
  }
  figures.push({
    engine: 'minisearch',
    seconds: (performance.now() - started) / 1000,
    ...directoryBytes(path.join(dir, 'minisearch')),
  })

  await build({
    entryPoints: [path.join(__dirname, 'search-harness.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: path.join(dir, 'harness.js'),
    logLevel: 'error',
  })
  for (const locale of Object.keys(corpus)) {
    mkdirSync(path.join(dir, locale))
    writeFileSync(
      path.join(dir, locale, 'index.html'),
      `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>search bench</title><script type="module" src="/harness.js"></script></html>`,
    )
  }
  return figures
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
}

/**
 * Serves the bench's site as a CDN would: scripts compressed with brotli (once, then kept),
 * `x.json` from its brotli file `x.json.br`, Pagefind's own compressed files as written.
 */
export async function serveSearchSite(
  dir: string,
): Promise<{ url: string; bytesSent: () => number; close: () => Promise<void> }> {
  const root = path.resolve(dir)
  const compressed = new Map<string, Buffer>()
  let sent = 0
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://bench').pathname
    const file = fileFor(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
    const type = file ? TYPES[path.extname(file)] : undefined
    let body: Buffer | undefined
    let encoding: string | undefined
    try {
      if (file && existsSync(`${file}.br`)) {
        body = readFileSync(`${file}.br`)
        encoding = 'br'
      } else if (file && type && /javascript|json|html/.test(type)) {
        body = compressed.get(file) ?? brotliCompressSync(readFileSync(file))
        compressed.set(file, body)
        encoding = 'br'
      } else if (file) body = readFileSync(file)
    } catch {
      body = undefined
    }
    if (!body) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': type ?? 'application/octet-stream',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    response.end(body)
    sent += body.byteLength
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    bytesSent: () => sent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export type QueryRun = {
  engine: SearchEngine
  locale: Locale
  query: string
  first: boolean
  ms: number
  bytes: number
  titles: string[]
}

/**
 * Each engine asked every query of a locale in turn, `visits` times, each visit a fresh context.
 * Bytes are counted where they are sent: Pagefind fetches from a worker, which the page's own
 * network events do not see.
 */
export async function measureSearch(
  site: { url: string; bytesSent: () => number },
  locales: Locale[],
  visits: number,
): Promise<QueryRun[]> {
  const browser = await chromium.launch({ executablePath: fullChromium('The search bench'), args: ['--no-sandbox'] })
  const runs: QueryRun[] = []
  try {
    for (let visit = 0; visit < visits; visit++)
      for (const engine of visit % 2 ? [...SEARCH_ENGINES].reverse() : SEARCH_ENGINES)
        for (const locale of locales) {
          const context = await browser.newContext()
          const page = await context.newPage()
          const cdp = await context.newCDPSession(page)
          await page.goto(`${site.url}/${locale}/`)
          await page.waitForFunction(() => 'runQuery' in window)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: SEARCH_CPU_SLOWDOWN })
          for (const [position, query] of SEARCH_QUERIES[locale].entries()) {
            const before = site.bytesSent()
            const { ms, titles } = await page.evaluate(
              async ([engine, query]) => {
                const run = (window as unknown as { runQuery: (e: string, q: string) => Promise<string[]> }).runQuery
                const started = window.performance.now()
                const titles = await run(engine, query)
                return { ms: window.performance.now() - started, titles }
              },
              [engine, query] as const,
            )
            runs.push({ engine, locale, query, first: position === 0, ms, bytes: site.bytesSent() - before, titles })
          }
          await context.close()
        }
  } finally {
    await browser.close()
  }
  return runs
}

export type SearchRow = {
  postsPerLocale: number
  engine: SearchEngine
  indexSeconds: number
  indexBytes: number
  /** The first query of a visit (the engine and its index load): median, min and max over visits and locales. */
  firstMs: [number, number, number]
  firstBytes: number
  /** Every later query of a visit. */
  laterP50Ms: number
  laterP95Ms: number
  laterBytesP50: number
  /** Queries that found nothing (every query of the bench has answers in the corpus). */
  empty: string[]
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN
}

/** One row per engine: the figures of its runs at one size. */
export function searchRows(postsPerLocale: number, indexes: IndexFigures[], runs: QueryRun[]): SearchRow[] {
  return indexes.map(({ engine, seconds, bytes }) => {
    const own = runs.filter((run) => run.engine === engine)
    const first = own.filter((run) => run.first)
    const later = own.filter((run) => !run.first)
    return {
      postsPerLocale,
      engine,
      indexSeconds: seconds,
      indexBytes: bytes,
      firstMs: [
        quantile(
          first.map((run) => run.ms),
          0.5,
        ),
        Math.min(...first.map((run) => run.ms)),
        Math.max(...first.map((run) => run.ms)),
      ],
      firstBytes: quantile(
        first.map((run) => run.bytes),
        0.5,
      ),
      laterP50Ms: quantile(
        later.map((run) => run.ms),
        0.5,
      ),
      laterP95Ms: quantile(
        later.map((run) => run.ms),
        0.95,
      ),
      laterBytesP50: quantile(
        later.map((run) => run.bytes),
        0.5,
      ),
      empty: [...new Set(own.filter((run) => run.titles.length === 0).map((run) => `${run.locale}: ${run.query}`))],
    }
  })
}

/** Both engines at each size: indexes written, served and asked in Chromium. */
export async function searchComparison(sizes: number[]): Promise<SearchRow[]> {
  const rows: SearchRow[] = []
  for (const size of sizes) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-bench-'))
    try {
      const corpus = { fa: searchCorpus(size, 'fa'), en: searchCorpus(size, 'en') }
      const indexes = await writeSearchSite(dir, corpus)
      const site = await serveSearchSite(dir)
      try {
        rows.push(...searchRows(size, indexes, await measureSearch(site, ['fa', 'en'], VISITS)))
      } finally {
        await site.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return rows
}
