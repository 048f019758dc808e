/**
 * SERVER-ONLY. The document of a signed preview link, draft or published, in the shapes the site's
 * views render (src/preview/content.ts), for functions/preview-page.mts. The link's signature is
 * checked before anything is read; the document is read with the server-only API token (the CMS
 * gives drafts to nothing else). docs/decisions/0020-draft-preview.md.
 */
import type { PreviewEnv } from '../../src/server/env'
import type { Locale } from '../../src/lib/i18n'
import { checkPreviewLink, isPreviewKind, type PreviewKind, type PreviewTarget } from '../../cms/src/rules/preview-link'
import type { PreviewContent, PreviewDocument } from '../../src/preview/content'
import { caseStudyContent, homeContent, pageContent, postContent, postSummary } from '../../src/preview/draft'
import { strapiCollectionTypes, strapiSingleTypes } from '../../src/cms/source-config'
import { cmsCall, cmsFailure } from './cms.mjs'
import { HttpFailure, type FunctionContext } from './http.mjs'
import { strapiQuery } from './strapi-query.mjs'
import type { CaseStudyContent, ServicePage } from '../../src/views/case-study-view'
import { pagePath } from '../../src/lib/i18n'

/** The same fields the build sources (src/cms/source-config.ts). */
const POPULATE = Object.fromEntries(
  [...strapiCollectionTypes, ...strapiSingleTypes]
    .filter((type) => isPreviewKind(type.singularName))
    .map((type) => [type.singularName, type.queryParams?.populate ?? {}]),
) as Record<PreviewKind, Record<string, unknown>>
const PATHS = {
  post: (id: string) => `/api/posts/${id}`,
  page: (id: string) => `/api/pages/${id}`,
  home: () => '/api/home',
  'case-study': (id: string) => `/api/case-studies/${id}`,
}
const LATEST_POSTS = 3

/** A read of the CMS's content API with the preview's token. */
const cmsRead = (
  env: PreviewEnv,
  path: string,
  query: Record<string, unknown>,
  req: Request,
  context: FunctionContext,
) => cmsCall(env, `${path}?${strapiQuery(query)}`, { token: env.PREVIEW_API_TOKEN, req, context })

async function readDocument(
  env: PreviewEnv,
  path: string,
  query: Record<string, unknown>,
  req: Request,
  context: FunctionContext,
): Promise<Record<string, unknown>> {
  const answer = await cmsRead(env, path, query, req, context)
  if (answer.status === 404) throw new HttpFailure('preview-not-found')
  if (answer.status !== 200) throw cmsFailure(answer, path)
  const data = (answer.body as { data?: unknown })?.data
  if (!data || typeof data !== 'object') throw new HttpFailure('preview-not-found')
  return data as Record<string, unknown>
}

/** The published page presenting the study's service, where the study leads (as gatsby-node.ts finds it for the built study). */
async function servicePageOf(
  env: PreviewEnv,
  study: CaseStudyContent,
  locale: Locale,
  req: Request,
  context: FunctionContext,
): Promise<ServicePage | null> {
  if (!study.service) return null
  const answer = await cmsRead(
    env,
    '/api/pages',
    {
      locale,
      filters: { service: { kind: { $eq: study.service.kind } } },
      fields: ['title', 'path'],
      pagination: { pageSize: 1 },
    },
    req,
    context,
  )
  if (answer.status !== 200) throw cmsFailure(answer, '/api/pages')
  const [page] = (answer.body as { data?: { title?: unknown; path?: unknown }[] }).data ?? []
  if (typeof page?.title !== 'string' || typeof page.path !== 'string') return null
  return { title: page.title, path: pagePath(locale, page.path) }
}

async function previewOf(
  env: PreviewEnv,
  target: PreviewTarget,
  req: Request,
  context: FunctionContext,
): Promise<PreviewDocument> {
  const { kind, documentId, locale, status } = target
  const media = new URL(env.CMS_URL).origin
  const common = { locale, status }
  const document = await readDocument(
    env,
    PATHS[kind](documentId),
    { status, locale, populate: POPULATE[kind] },
    req,
    context,
  )
  if (kind === 'post') return { ...common, kind, post: postContent(document, locale, media) }
  if (kind === 'page') return { ...common, kind, page: pageContent(document, media) }
  if (kind === 'case-study') {
    const caseStudy = caseStudyContent(document, media)
    return { ...common, kind, caseStudy, servicePage: await servicePageOf(env, caseStudy, locale, req, context) }
  }
  // The home page shows the latest published posts beside its own sections, as it will once published.
  const latest = await cmsRead(
    env,
    '/api/posts',
    { locale, sort: 'publishDate:desc', pagination: { pageSize: LATEST_POSTS }, populate: { cover: true } },
    req,
    context,
  )
  if (latest.status !== 200) throw cmsFailure(latest, '/api/posts')
  const posts = ((latest.body as { data?: Record<string, unknown>[] }).data ?? []).map((post) =>
    postSummary(post, locale, media),
  )
  return { ...common, kind, home: homeContent(document, media), latestPosts: posts }
}

/**
 * The previewed document of the link in `req`'s query, opened at `pageLocale`'s preview. Throws
 * HttpFailure `preview-link-invalid` (also for a link moved to the other language's preview) or
 * `preview-link-expired`, both before anything is read, `preview-not-found`, or the CMS's failure.
 */
export async function readPreviewContent(
  env: PreviewEnv,
  req: Request,
  context: FunctionContext,
  pageLocale: Locale,
): Promise<PreviewContent> {
  const link = checkPreviewLink(new URL(req.url).searchParams, env.PREVIEW_SECRET)
  if ('error' in link) throw new HttpFailure(link.error)
  if (link.target.locale !== pageLocale) throw new HttpFailure('preview-link-invalid')
  const content = await previewOf(env, link.target, req, context)
  return { ...content, expiresAt: new Date(link.expires * 1000).toISOString() }
}
