/**
 * Builds a Pagefind index from records and asks it queries, as the site's search does: the index
 * written by Pagefind's own indexer, searched by the pagefind.js it writes, its files fetched over
 * HTTP. A child process of the unit tests (Pagefind's modules are ES modules that Jest's CommonJS
 * runtime cannot import).
 *
 * stdin: { records: [{ url, content, language }], searches: [{ language, query }] }
 * stdout: for each search, the urls found, best first
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as pagefind from 'pagefind'

const input = JSON.parse(readFileSync(0, 'utf8'))
const root = mkdtempSync(path.join(os.tmpdir(), 'pagefind-'))
try {
  const { index } = await pagefind.createIndex({})
  for (const record of input.records) {
    const { errors } = await index.addCustomRecord(record)
    if (errors.length) throw new Error(errors.join('; '))
  }
  await index.writeFiles({ outputPath: path.join(root, 'pagefind') })
  await pagefind.close()

  const server = http.createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname))
    if (!file.startsWith(root) || !existsSync(file)) response.writeHead(404).end()
    else response.end(readFileSync(file))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}/pagefind/`
  const script = path.join(root, 'pagefind.mjs')
  copyFileSync(path.join(root, 'pagefind', 'pagefind.js'), script)

  const found = []
  // pagefind.js reads the page's language from <html lang>: one instance per language.
  const instances = new Map()
  for (const { language, query } of input.searches) {
    if (!instances.has(language)) {
      globalThis.document = { currentScript: null, querySelector: () => ({ getAttribute: () => language }) }
      const instance = await import(`${pathToFileURL(script)}?${language}`)
      await instance.options({ basePath: base })
      await instance.init()
      instances.set(language, instance)
    }
    const answer = await instances.get(language).search(query)
    const pages = await Promise.all((answer?.results ?? []).map((result) => result.data()))
    found.push(pages.map((page) => new URL(page.url).pathname))
  }
  server.close()
  process.stdout.write(JSON.stringify(found))
} finally {
  rmSync(root, { recursive: true, force: true })
}
