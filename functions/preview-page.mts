/**
 * GET /{locale}/preview/?kind&id&locale&status&expires&signature: an editor's preview of a CMS
 * document, rendered on the server for each request (docs/decisions/0020-draft-preview.md). The
 * link's signature is checked before anything is read; the draft is read with the server-only
 * token; the site's own views draw it (the build's server renderer, src/preview/render.server.tsx)
 * into the built shell of the page (src/templates/preview.tsx), which brings the site's frame,
 * head and stylesheets. An invalid, expired or empty link shows why in the same page. Never cached,
 * never indexed, framed only by the CMS.
 */
import type { Config } from '@netlify/functions'
// The build's server renderer (src/server/preview-renderer.ts): by relative path, so that Netlify's
// bundler follows it into the function with what it requires. A checkout that never built has none.
// @ts-ignore -- typed below, from its source
import builtRenderer from '../.netlify/preview-render/index.cjs'
// It requires React by name when it runs; importing them here is what has Netlify's file tracer
// put them in the function.
import 'react'
import 'react-dom/server'
import { readPreviewEnv, siteOrigin } from '../src/server/env'
import { LOCALES, localeFromPath, localePath, type Locale } from '../src/lib/i18n'
import { ERROR_CATALOGUE } from '../cms/src/rules/errors'
import { failureMessage } from '../src/account/api'
import { previewPath, previewShellPath } from '../src/preview/paths'
import { fillPreviewShell, linkPreviewLanguages, previewPageHeaders, PreviewShellError } from '../src/preview/page'
import { checkPreviewLink, previewQuery } from '../cms/src/rules/preview-link'
import { readPreviewContent } from './lib/preview-content.mjs'
import { handle, HttpFailure } from './lib/http.mjs'
import type * as Renderer from '../src/preview/render.server'

const renderer = builtRenderer as typeof Renderer

/** The built shell of `locale`'s preview, from the site's configured address (src/server/env.ts siteOrigin). */
async function fetchShell(origin: string, locale: Locale, timeoutMs: number) {
  const address = new URL(previewShellPath(locale), origin)
  const answer = await fetch(address, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' })
  if (!answer.ok) throw new PreviewShellError(`${address} answered ${answer.status}`)
  return { html: await answer.text(), headers: previewPageHeaders(answer.headers) }
}

export default handle(['GET', 'HEAD'], async (req, context) => {
  const env = readPreviewEnv()
  const url = new URL(req.url)
  const locale = localeFromPath(url.pathname)
  if (!locale) throw new HttpFailure('not-found')
  // Nothing is fetched before the link is checked: an invalid one is shown in the shell too, but
  // is answered without a draft read.
  const link = checkPreviewLink(url.searchParams, env.PREVIEW_SECRET)
  const [content, shell] = await Promise.allSettled([
    readPreviewContent(env, req, context, locale),
    fetchShell(siteOrigin(context.site), locale, env.CMS_TIMEOUT_MS),
  ])
  if (shell.status === 'rejected') {
    console.error(
      '[preview] the shell is unavailable:',
      shell.reason instanceof Error ? shell.reason.message : shell.reason,
    )
    throw new HttpFailure('internal-error')
  }
  let status = 200
  let body: string
  if (content.status === 'fulfilled') body = renderer.renderPreviewArticle(content.value)
  else if (content.reason instanceof HttpFailure) {
    status = ERROR_CATALOGUE[content.reason.code].status
    body = renderer.renderPreviewMessage(locale, failureMessage(content.reason.code))
  } else throw content.reason
  // The language link stays in the preview: the same document in the other language, signed
  // for as long as this link; with nothing shown here, that language's home page.
  const languages = Object.fromEntries(
    LOCALES.filter((other) => other !== locale).map((other) => [
      other,
      content.status === 'fulfilled' && 'target' in link
        ? `${previewPath(other)}?${previewQuery(env.PREVIEW_SECRET, { ...link.target, locale: other }, link.expires)}`
        : localePath(other, '/'),
    ]),
  )
  const html = linkPreviewLanguages(fillPreviewShell(shell.value.html, body), languages)
  return new Response(req.method === 'HEAD' ? null : html, { status, headers: shell.value.headers })
})

// Literals: Netlify reads this config without running the module (src/preview/paths.ts previewPath).
// Without the trailing slash: the router matches a request's path with its trailing slash dropped.
export const config: Config = { path: ['/fa/preview', '/en/preview'] }
