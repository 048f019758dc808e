import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import {
  ensurePreviewRenderer,
  previewRendererFile,
  publishPreviewRenderer,
  reactByName,
  RENDERER_MISSING,
} from './preview-renderer'

const project = () => mkdtempSync(path.join(os.tmpdir(), 'preview-renderer-'))
const built = (root: string, source: string) => {
  mkdirSync(path.join(root, '.cache', 'page-ssr', 'routes'), { recursive: true })
  writeFileSync(path.join(root, '.cache', 'page-ssr', 'routes', 'preview-render.js'), source)
}

it("copies the build's renderer into a directory of its own, leaving nothing else there", () => {
  const root = project()
  built(root, 'exports.renderPreviewArticle = () => "<p>one</p>"')
  expect(publishPreviewRenderer(root)).toBe(previewRendererFile(root))
  built(root, 'exports.renderPreviewArticle = () => "<p>two</p>"')
  publishPreviewRenderer(root)
  expect(readFileSync(previewRendererFile(root), 'utf8')).toContain('two')
  expect(readdirSync(path.dirname(previewRendererFile(root)))).toEqual(['index.cjs'])
})

it('fails the build when Gatsby did not compile the renderer', () => {
  expect(() => publishPreviewRenderer(project())).toThrow(/was not built/)
})

it('gives a checkout without a build a renderer that says so, and leaves a built one alone', () => {
  const root = project()
  expect(ensurePreviewRenderer(root)).toBe(true)
  const missing = createRequire(__filename)(previewRendererFile(root)) as {
    renderPreviewArticle: () => string
    renderPreviewMessage: () => string
  }
  expect(() => missing.renderPreviewArticle()).toThrow(RENDERER_MISSING)
  expect(() => missing.renderPreviewMessage()).toThrow(RENDERER_MISSING)
  built(root, 'exports.renderPreviewArticle = () => "<p>built</p>"')
  publishPreviewRenderer(root)
  expect(ensurePreviewRenderer(root)).toBe(false)
  expect(readFileSync(previewRendererFile(root), 'utf8')).toContain('built')
})

it("keeps React's packages external by name, and hands every other request to Gatsby's externals", () => {
  const gatsby = jest.fn((_request: unknown, callback: (error?: Error | null, result?: string) => void) =>
    callback(null, '/abs/other'),
  )
  const [byName, ...rest] = reactByName([gatsby])
  expect(rest).toEqual([gatsby])
  const decide = (request: string) =>
    new Promise((resolve) =>
      (byName as (r: { request: string }, c: (e?: Error | null, r?: string) => void) => void)(
        { request },
        (_error, result) => resolve(result),
      ),
    )
  return Promise.all([
    decide('react'),
    decide('react-dom/server'),
    decide('react/jsx-runtime'),
    decide('react-dom'),
    decide('./x'),
  ]).then((results) => expect(results).toEqual(['react', 'react-dom/server', undefined, undefined, undefined]))
})
