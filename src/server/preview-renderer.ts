/**
 * SERVER-ONLY. Where the build leaves the preview's server renderer (src/preview/render.server.tsx)
 * for functions/preview-page.mts, which imports it by relative path, so that the functions' bundler
 * puts it into the function with the React it requires (docs/decisions/0020-draft-preview.md).
 * - Copied out of Gatsby's server-render output when the build has succeeded, whole (a rename):
 *   netlify dev rebundles a function when a file it imports changes, and must never read half of one.
 * - In a directory of its own: the webpack bundle keeps a `require("./" + chunk)` for lazy chunks it
 *   never loads, and esbuild bundles every file that pattern could name in the directory.
 * - Outside `.cache/`, which Gatsby empties when its configuration changes: netlify dev stops on a
 *   function whose import does not resolve.
 * - Requiring React by name (`reactByName`): Gatsby points its server build at React's files by
 *   absolute path, which a bundler takes for project files; netlify dev would then load a second
 *   React beside the one react-dom/server requires, and every hook would fail.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PREVIEW_RENDER_ENTRY } from '../preview/paths'

export const previewRendererFile = (root: string) => path.join(root, '.netlify', 'preview-render', 'index.cjs')

function replaceWhole(target: string, write: (partial: string) => void) {
  mkdirSync(path.dirname(target), { recursive: true })
  const partial = `${target}.${process.pid}.partial`
  write(partial)
  renameSync(partial, target)
}

/** After a build: the renderer it compiled replaces the last one. */
export function publishPreviewRenderer(root: string): string {
  const built = path.join(root, '.cache', 'page-ssr', 'routes', `${PREVIEW_RENDER_ENTRY}.js`)
  if (!existsSync(built))
    throw new Error(`The preview's server renderer was not built (${built}); see gatsby-node.ts onCreateWebpackConfig`)
  const target = previewRendererFile(root)
  replaceWhole(target, (partial) => copyFileSync(built, partial))
  return target
}

export const RENDERER_MISSING =
  'The preview renders with the site build: run `npm run build` (npm start does) and open the preview again'

/**
 * Before netlify dev starts (scripts/lib/stack.ts) and before a release bundles the functions
 * (server/publish/publishing.ts releaseOfBuild): a checkout that has never built the site (`npm run develop` or the
 * unit tests on a fresh clone) gets a renderer that fails every preview with that sentence, so
 * that the other functions load. A build replaces it.
 */
export function ensurePreviewRenderer(root: string): boolean {
  const target = previewRendererFile(root)
  if (existsSync(target)) return false
  const fail = `() => { throw new Error(${JSON.stringify(RENDERER_MISSING)}) }`
  replaceWhole(target, (partial) =>
    writeFileSync(
      partial,
      `// Written by src/server/preview-renderer.ts: no build has made the preview's renderer yet.\nexports.renderPreviewArticle = ${fail}\nexports.renderPreviewMessage = ${fail}\n`,
    ),
  )
  return true
}

type ExternalRequest = { request?: string }
type External = unknown

/** React's packages as the server-render build leaves them external (Gatsby's list). */
const REACT_PACKAGE = /^(react|react-dom\/.+)$/

/**
 * Gatsby's server-render externals with React's packages kept external by name (`require("react")`,
 * resolved from the project's node_modules like Gatsby's absolute paths were) instead of by path.
 */
export function reactByName(externals: External[]): External[] {
  const byName = ({ request }: ExternalRequest, callback: (error?: Error | null, result?: string) => void) =>
    request && REACT_PACKAGE.test(request) ? callback(null, request) : callback()
  return [byName, ...externals]
}
