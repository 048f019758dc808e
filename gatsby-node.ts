import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, GatsbyNode, Page } from 'gatsby'
import { createRemoteFileNode } from 'gatsby-source-filesystem'
import { blockFields, readContentModel, strapiTypeDefs } from './src/cms/content-model'
import { SITE_CONTENT_TYPES } from './cms/src/rules/site-content'
import type { Block } from './src/cms/types'
import { DEFAULT_LOCALE, LOCALES, isLocale, localePath, postPath, type Locale } from './src/lib/i18n'
import { tagLinksOf } from './src/tags/tags'
import { codeLinkRules, hostRuleLine } from './src/account/routes'
import { headingAnchors, readingMinutes } from './src/lib/reading'
import { formatDate } from './src/lib/dates'
import { rssPath } from './src/lib/feeds'
import { robotsTxt, rssXml, sitemapEntries, sitemapXml } from './src/server/feeds'
import { feedSource } from './src/server/feed-source'
import { originsOf, writePolicyHeaders } from './src/server/content-security-policy'
import { PREVIEW_PAGE_HEADERS, PREVIEW_RENDER_ENTRY, previewShellPath } from './src/preview/paths'
import { publishPreviewRenderer, reactByName } from './src/server/preview-renderer'
import { isLocale404Path, notFoundPageData, notFoundPageDataRules, NOT_FOUND_PAGE_DATA } from './src/locale-404'
import { ROUTE_RULES_PATH } from './src/lib/redirect-rules'
import { checkRule, RULE_ERRORS, type RedirectRule } from './cms/src/rules/redirects'
import { SITE_PAGES_QUERY, sitePages, type SourcedContent, type Template } from './src/server/site-pages'
import TerserPlugin from 'terser-webpack-plugin'
import { readSiteEnv, type SiteEnv } from './src/server/env'
import { downloadBlockImages } from './src/server/block-images'
import { BUILD_MANIFEST_PATH, type BuildManifest } from './src/lib/build-manifest'
import { BUILD_GATE_ENV, STANDBY_READY_LINE, waitForGo } from './src/server/build-gate'
import {
  LazyStylesCheck,
  extractCssInMainCompilation,
  styleChunkName,
  useProductionClassNames,
  type StyleChunk,
} from './src/server/webpack-styles'
import { keepBrowserEnvInRenderer } from './src/server/webpack-env'

/**
 * A publish's build started ahead of its publish waits here, loaded and ready, before anything
 * reads the CMS (src/server/build-gate.ts).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  if (process.env[BUILD_GATE_ENV] !== 'stdin') return
  console.log(STANDBY_READY_LINE)
  if (!(await waitForGo())) {
    reporter.info('standby build dismissed before its publish')
    process.exit(0)
  }
}

/**
 * The browser bundles are minified by swc instead of Terser: Terser took 6 s of every build here
 * (one thread on a 2-core machine). Options as Gatsby gives Terser (ES5 compress rules, mangled
 * names, licence comments extracted to .LICENSE.txt files). esbuild was faster still but made the
 * first-load JS 12 KB (gzip) larger. ADR 0009, fourth round.
 *
 * They ship without source maps unless BROWSER_SOURCE_MAPS=true: nothing in production reads them
 * (no error reporter), and writing them took 1.5-2 s of every build. The server renderer keeps its
 * map: it is what makes a page that fails to render in a build point at its line in src/.
 *
 * Production builds give CSS Modules short class names (both stages: the server renderer writes
 * the names the browser's bundles use) and split the site's CSS per template, so a page inlines
 * only rules it can show (src/server/webpack-styles.ts, ADR 0016).
 *
 * The server renderer is given the browser's view of the environment (src/server/webpack-env.ts,
 * ADR 0053): with every variable of the build process in it, a build started from another
 * environment compiled the renderer again and wrote every page.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return
  const config = getConfig()
  if (useProductionClassNames(config.module.rules) === 0)
    throw new Error(`no CSS Modules loader found in Gatsby's ${stage} webpack configuration`)
  if (stage === 'build-html') {
    keepBrowserEnvInRenderer(config.plugins)
    // The editors' preview renders on the server with the pages' own components and class names.
    config.entry[PREVIEW_RENDER_ENTRY] = path.join(__dirname, 'src/preview/render.server.tsx')
    config.externals = reactByName(
      Array.isArray(config.externals) ? config.externals : [config.externals].filter(Boolean),
    )
    return actions.replaceWebpackConfig(config)
  }
  const styles = config.optimization.splitChunks?.cacheGroups?.styles
  if (!styles) throw new Error("Gatsby's webpack configuration has no `styles` chunk to split per template")
  styles.name = (_module: unknown, chunks: StyleChunk[]) => styleChunkName(chunks)
  config.plugins.push(new LazyStylesCheck())
  if (!extractCssInMainCompilation(config.plugins))
    throw new Error(
      "Gatsby's webpack configuration has no mini-css-extract-plugin to build CSS in the main compilation",
    )
  if (!readSiteEnv().BROWSER_SOURCE_MAPS) config.devtool = false
  config.optimization.minimizer = config.optimization.minimizer.map((minimizer: { constructor: { name: string } }) =>
    minimizer.constructor.name === 'TerserPlugin'
      ? new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { ecma: 5 }, mangle: true } })
      : minimizer,
  )
  actions.replaceWebpackConfig(config)
}

/** The site's environment, parsed once per process: onCreateNode below runs for every post. */
let parsedSiteEnv: SiteEnv | undefined
const buildEnv = () => (parsedSiteEnv ??= readSiteEnv())

/** The CMS's content model (cms/src's schemas), read once per process. */
const contentModel = readContentModel()
const BLOCK_FIELDS = blockFields(contentModel, SITE_CONTENT_TYPES)

/**
 * Images inside a post's or a rich text section's blocks are downloaded like covers, so the site
 * serves them in the sizes and formats gatsby-plugin-sharp makes (src/server/block-images.ts).
 * The File nodes are the post's or section's children: they live as long as it does.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, actions, createNodeId, getCache, reporter }) => {
  const field = BLOCK_FIELDS[node.internal.type]
  if (!field) return
  const blockImages = await downloadBlockImages(
    node[field],
    buildEnv().CMS_URL,
    (url) =>
      createRemoteFileNode({ url, parentNodeId: node.id, createNode: actions.createNode, createNodeId, getCache }),
    (message) => reporter.warn(message),
    typeof node.title === 'string' ? `the post "${node.title}"` : 'a rich text section',
  )
  actions.createNodeField({ node, name: 'blockImages', value: blockImages })
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({
  actions,
}: CreateSchemaCustomizationArgs) => {
  actions.createTypes(strapiTypeDefs(contentModel, SITE_CONTENT_TYPES))
}

/** What a resolver reads other nodes through. */
type NodeModelContext = { nodeModel: { getNodesByIds: (query: { ids: string[] }) => unknown[] } }

/**
 * Derived at build time: reading time from the content, so lists can show it without the content;
 * the publish date as the reader sees it, so the browser does not build a date formatter while
 * hydrating (the first Intl.DateTimeFormat of a page, with the Persian calendar, was the largest
 * part of hydrating a post list on a throttled phone); the headings' anchors, so the browser does
 * not run slugify's Unicode-class regexps (compiling them was most of a Persian post's template time).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }: CreateResolversArgs) => {
  // Every node type whose blocks the build reads (a post's content, a rich text section's body).
  const anchors = Object.fromEntries(
    Object.entries(BLOCK_FIELDS).map(([type, field]) => [
      type,
      {
        headingAnchors: {
          type: '[HeadingAnchor!]!',
          resolve: (source: Record<string, Block[] | null | undefined>) => headingAnchors(source[field]),
        },
      },
    ]),
  )
  createResolvers({
    ...anchors,
    STRAPI_POST: {
      ...anchors.STRAPI_POST,
      publishDateText: {
        type: 'String!',
        resolve: (source: { publishDate: string; locale: string }) =>
          formatDate(source.publishDate, isLocale(source.locale) ? source.locale : DEFAULT_LOCALE),
      },
      readingMinutes: {
        type: 'Int!',
        resolve: (source: { title?: string; excerpt?: string | null; content?: Block[] | null }) =>
          readingMinutes(source.content, [source.title, source.excerpt].filter(Boolean).join(' ')),
      },
      // The chips' tag pages, slugged here so the browser runs no Unicode folding
      // (docs/decisions/0042-tag-pages.md). Tags are component nodes the post links to.
      tagLinks: {
        type: '[TagLink!]!',
        resolve: (
          source: { tags___NODE?: string[] | null; locale: string },
          _args: unknown,
          context: NodeModelContext,
        ) =>
          tagLinksOf(
            context.nodeModel.getNodesByIds({ ids: source.tags___NODE ?? [] }) as { name: string }[],
            isLocale(source.locale) ? source.locale : DEFAULT_LOCALE,
          ),
      },
    },
  })
}

const template = (name: Template) => path.resolve(__dirname, 'src', 'templates', `${name}.tsx`)

/** Every page src/server/site-pages.ts plans from the CMS's content, and the editors' redirect rules. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const { createPage, createRedirect } = actions
  const result = await graphql<SourcedContent>(SITE_PAGES_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query CMS content for page creation', result.errors)
    return
  }

  // Per-path rules from the CMS become host redirects (requirements §2 guard 3); a rule the catalogue refuses
  // is reported and left out rather than failing the build an editor started.
  for (const raw of result.data.allStrapiRedirect.nodes) {
    const checked = checkRule(raw)
    if ('error' in checked) {
      reporter.warn(`Redirect ${raw.fromPath} → ${raw.toPath} left out: ${RULE_ERRORS[checked.error]}`)
      continue
    }
    const { fromPath, toPath, permanent } = checked.rule
    for (const from of [fromPath, `${fromPath}/`])
      createRedirect({ fromPath: from, toPath, isPermanent: permanent, force: true, redirectInBrowser: false })
  }

  for (const page of sitePages(result.data))
    createPage({ path: page.path, component: template(page.template), context: page.context })
}

/**
 * The i18n plugin gives its locale 404 pages a doubled match path (`/en/en/*`). A match path would
 * also turn every unknown URL into a 200 rewrite on the host, so locale 404 pages get none: the
 * host answers unknown paths with them and status 404 (netlify.toml), and the 404 template reads
 * the locale from the address.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const typed = page as Page<{ i18n?: unknown }>
  if (isLocale404Path(typed.path) && typed.matchPath) {
    actions.deletePage(typed)
    actions.createPage({ ...typed, path: `/${typed.path.replace(/^\//, '')}`, matchPath: undefined })
  }
}

/** sitemap.xml (hreflang alternates), /{locale}/rss.xml and robots.txt, from what was built. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, reporter }) => {
  const { site, pages, posts, siteInfos, redirects } = feedSource(getNodesByType)
  publishPreviewRenderer(__dirname)
  const siteUrl = site.siteMetadata.siteUrl
  const publicDir = path.join(__dirname, 'public')
  const updated = new Map(
    posts
      .filter((post) => isLocale(post.locale))
      .map((post) => [postPath(post.locale as Locale, post.slug), post.updatedAt]),
  )
  const entries = sitemapEntries(pages, updated)
  await fs.writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, entries))
  await fs.writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl))
  // The route-rule manifest (requirements §4), fetched by the browser once per build.
  const rules = redirects.map(checkRule).flatMap((checked): RedirectRule[] => ('rule' in checked ? [checked.rule] : []))
  await fs.writeFile(path.join(publicDir, ROUTE_RULES_PATH), JSON.stringify({ rules }))
  // The latest-build manifest (requirements §4): every build is a new one to the pages already open.
  const manifest: BuildManifest = { build: randomUUID() }
  await fs.writeFile(path.join(publicDir, BUILD_MANIFEST_PATH), JSON.stringify(manifest))
  // The host's rules for e-mailed account links and the page data of unknown addresses, which
  // is the 404 page's made to route anywhere (src/locale-404.ts). Netlify's adapter adds its own
  // block to this file after this hook and keeps what is outside it.
  const pageData404 = await fs.readFile(path.join(publicDir, 'page-data', '404.html', 'page-data.json'), 'utf8')
  await fs.mkdir(path.dirname(path.join(publicDir, NOT_FOUND_PAGE_DATA)), { recursive: true })
  await fs.writeFile(path.join(publicDir, NOT_FOUND_PAGE_DATA), notFoundPageData(pageData404))
  await fs.writeFile(
    path.join(publicDir, '_redirects'),
    `${[...codeLinkRules(), ...notFoundPageDataRules()].map(hostRuleLine).join('\n')}\n`,
  )
  for (const locale of LOCALES) {
    const info = siteInfos.find((node) => node.locale === locale)
    const items = posts
      .filter((post) => post.locale === locale)
      .slice(0, 50)
      .map((post) => ({
        title: post.title,
        path: postPath(locale, post.slug),
        description: post.excerpt,
        publishDate: post.publishDate,
        author: post.authorName,
      }))
    const xml = rssXml(siteUrl, {
      locale,
      title: info?.name ?? siteUrl,
      description: info?.description,
      homePath: localePath(locale, '/'),
      feedPath: rssPath(locale),
      items,
    })
    await fs.writeFile(path.join(publicDir, rssPath(locale)), xml)
  }
  reporter.info(
    `sitemap.xml (${entries.length} pages), robots.txt, ${LOCALES.length} RSS feeds and ${rules.length} route rules written`,
  )
  // Each page's Content-Security-Policy, from the inline scripts it was built with (Netlify's
  // adapter then adds its own rules to the same _headers, after this hook).
  const rewritten = Object.fromEntries(codeLinkRules().map((rule) => [rule.to, rule.to.replace(/index\.html$/, '')]))
  const siteEnv = readSiteEnv()
  const imageOrigins = [siteEnv.CMS_URL, siteEnv.S3_PUBLIC_URL].flatMap((address) =>
    address ? [new URL(address).origin] : [],
  )
  // The CMS admin shows the preview page in a frame; nothing caches or indexes it.
  const framed = {
    paths: LOCALES.map(previewShellPath),
    by: originsOf(siteEnv.CMS_URL),
    headers: PREVIEW_PAGE_HEADERS,
  }
  const policies = writePolicyHeaders(publicDir, pages, { imageOrigins, framed }, rewritten)
  reporter.info(`Content-Security-Policy written for ${policies} addresses`)
}
