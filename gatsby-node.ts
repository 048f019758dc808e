import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, GatsbyNode, Page } from 'gatsby'
import { createRemoteFileNode } from 'gatsby-source-filesystem'
import { blockFields, readContentModel, strapiTypeDefs } from './src/cms/content-model'
import { SITE_CONTENT_TYPES } from './cms/src/rules/site-content'
import type { Block } from './src/cms/types'
import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  localePath,
  pagePath,
  caseStudyListPath,
  caseStudyPath,
  postListPath,
  searchPath,
  postPath,
  POSTS_PER_PAGE,
  type Alternates,
  type Locale,
} from './src/lib/i18n'
import { i18nContext } from './src/lib/page-context'
import { RELATED_POSTS, relatedPostIds } from './src/lib/related'
import { tagLinksOf, tagSlug } from './src/tags/tags'
import { tagPages } from './src/tags/tag-pages'
import { accountPaths, codeLinkRules, hostRuleLine, isIndexableAuthPath } from './src/account/routes'
import { headingAnchors, readingMinutes } from './src/lib/reading'
import { formatDate } from './src/lib/dates'
import { rssPath } from './src/lib/feeds'
import { robotsTxt, rssXml, sitemapEntries, sitemapXml } from './src/server/feeds'
import { feedSource } from './src/server/feed-source'
import { writePolicyHeaders } from './src/server/content-security-policy'
import { PREVIEW_PAGE_HEADERS, PREVIEW_RENDER_ENTRY, previewPath, previewShellPath } from './src/preview/paths'
import { publishPreviewRenderer, reactByName } from './src/server/preview-renderer'
import { isLocale404Path, notFoundPageData, notFoundPageDataRules, NOT_FOUND_PAGE_DATA } from './src/locale-404'
import { NEWSLETTER_PAGES, newsletterPagePath } from './cms/src/rules/newsletter-paths'
import { ROUTE_RULES_PATH } from './src/lib/redirect-rules'
import { checkRule, RULE_ERRORS, type RawRule, type RedirectRule } from './cms/src/rules/redirects'
import TerserPlugin from 'terser-webpack-plugin'
import { readSiteEnv, type SiteEnv } from './src/server/env'
import { downloadBlockImages } from './src/server/block-images'
import { BUILD_MANIFEST_PATH, type BuildManifest } from './src/lib/build-manifest'
import { BUILD_GATE_ENV, waitForGo } from './src/server/build-gate'
import {
  LazyStylesCheck,
  extractCssInMainCompilation,
  styleChunkName,
  useProductionClassNames,
  type StyleChunk,
} from './src/server/webpack-styles'

/**
 * A publish's build started ahead of its publish waits here, loaded and ready, before anything
 * reads the CMS (src/server/build-gate.ts).
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  if (process.env[BUILD_GATE_ENV] !== 'stdin') return
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
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return
  const config = getConfig()
  if (useProductionClassNames(config.module.rules) === 0)
    throw new Error(`no CSS Modules loader found in Gatsby's ${stage} webpack configuration`)
  if (stage === 'build-html') {
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

type SourcedContent = {
  allStrapiPost: {
    nodes: { id: string; documentId: string; locale: string; slug: string; tags: { name: string }[] | null }[]
  }
  allStrapiPage: {
    nodes: {
      id: string
      documentId: string
      locale: string
      title: string
      path: string | null
      service: { kind: string } | null
    }[]
  }
  allStrapiCaseStudy: {
    nodes: { id: string; documentId: string; locale: string; slug: string; service: { kind: string } | null }[]
  }
  allStrapiRedirect: { nodes: RawRule[] }
}

/**
 * A post's related posts as the page query's variables: one node each (`strapiPost(id: …)`), so
 * a post's page depends on those posts alone; a query over all posts would run again for every
 * post page whenever any post changed.
 */
const relatedContext = (ids: string[]) =>
  Object.fromEntries(Array.from({ length: RELATED_POSTS }, (_, index) => [`related${index}`, ids[index] ?? '']))

const template = (name: string) => path.resolve(__dirname, 'src', 'templates', `${name}.tsx`)

/** Groups locale versions of one CMS document, so each page knows its translations. */
function alternatesByDocument<T extends { documentId: string; locale: string }>(
  nodes: T[],
  toPath: (locale: Locale, node: T) => string,
) {
  const map = new Map<string, Alternates>()
  for (const node of nodes) {
    if (!isLocale(node.locale)) continue
    const entry = map.get(node.documentId) ?? {}
    entry[node.locale] = toPath(node.locale, node)
    map.set(node.documentId, entry)
  }
  return map
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const { createPage, createRedirect } = actions
  const result = await graphql<SourcedContent>(`
    {
      allStrapiPost(sort: { publishDate: DESC }) {
        nodes {
          id
          documentId
          locale
          slug
          tags {
            name
          }
        }
      }
      allStrapiPage {
        nodes {
          id
          documentId
          locale
          title
          path
          service {
            kind
          }
        }
      }
      allStrapiCaseStudy(sort: { publishDate: DESC }) {
        nodes {
          id
          documentId
          locale
          slug
          service {
            kind
          }
        }
      }
      allStrapiRedirect {
        nodes {
          fromPath
          toPath
          permanent
          allowExternal
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query CMS content for page creation', result.errors)
    return
  }
  const { allStrapiPost, allStrapiPage, allStrapiCaseStudy, allStrapiRedirect } = result.data

  // Per-path rules from the CMS become host redirects (requirements §2 guard 3); a rule the catalogue refuses
  // is reported and left out rather than failing the build an editor started.
  for (const raw of allStrapiRedirect.nodes) {
    const checked = checkRule(raw)
    if ('error' in checked) {
      reporter.warn(`Redirect ${raw.fromPath} → ${raw.toPath} left out: ${RULE_ERRORS[checked.error]}`)
      continue
    }
    const { fromPath, toPath, permanent } = checked.rule
    for (const from of [fromPath, `${fromPath}/`])
      createRedirect({ fromPath: from, toPath, isPermanent: permanent, force: true, redirectInBrowser: false })
  }

  const homeAlternates: Alternates = Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, '/')]))
  createPage({
    path: '/',
    component: template('home'),
    context: { ...i18nContext(DEFAULT_LOCALE, '/', false), alternates: homeAlternates },
  })
  for (const locale of LOCALES) {
    createPage({
      path: localePath(locale, '/'),
      component: template('home'),
      context: { ...i18nContext(locale, localePath(locale, '/')), alternates: homeAlternates },
    })
  }

  const postAlternates = alternatesByDocument(allStrapiPost.nodes, (locale, node) => postPath(locale, node.slug))
  for (const locale of LOCALES) {
    const posts = allStrapiPost.nodes.filter((post) => post.locale === locale)
    const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE))
    for (let page = 1; page <= pageCount; page++) {
      const listPath = postListPath(locale, page)
      createPage({
        path: listPath,
        component: template('post-list'),
        context: {
          ...i18nContext(locale, listPath),
          // The page's posts by id, not limit/skip over the sorted locale: skip walks every post
          // before the page, which made the list queries of a large blog grow with its square.
          ids: posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE).map((post) => post.id),
          currentPage: page,
          pageCount,
          alternates: Object.fromEntries(LOCALES.map((other) => [other, postListPath(other, page)])),
        },
      })
    }
    // Newest first: the "previous" post is the older neighbour, "next" the newer one. An empty id
    // matches nothing, so the template gets null at either end (and fewer related posts).
    const related = relatedPostIds(
      posts.map((post) => ({ id: post.id, tags: (post.tags ?? []).map((tag) => tag.name) })),
      // Posts share a tag when its tag page is one (src/tags/tags.ts).
      (name) => tagSlug(name, locale),
    )
    posts.forEach((post, index) => {
      const postUrl = postPath(locale, post.slug)
      createPage({
        path: postUrl,
        component: template('post'),
        context: {
          ...i18nContext(locale, postUrl),
          id: post.id,
          previousId: posts[index + 1]?.id ?? '',
          nextId: posts[index - 1]?.id ?? '',
          ...relatedContext(related[index]),
          alternates: postAlternates.get(post.documentId) ?? {},
        },
      })
    })
  }

  // Tags (issue [19], docs/decisions/0042-tag-pages.md): each language's index of its tags and a
  // page per tag, from the posts above (newest first).
  for (const page of tagPages(allStrapiPost.nodes)) {
    createPage({
      path: page.path,
      component: template(page.template),
      context: { ...i18nContext(page.locale, page.path), ...page.context },
    })
  }

  // The account area (requirements §2): one prerendered page per screen, so each address answers
  // with its own title, canonical and alternates before any script runs (login and signup are
  // indexable), and an address that is no screen gets the host's 404. The screen itself renders
  // in the browser once the session is known.
  for (const locale of LOCALES) {
    accountPaths(locale).forEach((url, index) => {
      createPage({
        path: url,
        component: template('account'),
        context: {
          ...i18nContext(locale, url),
          alternates: Object.fromEntries(LOCALES.map((other) => [other, accountPaths(other)[index]])),
          indexable: isIndexableAuthPath(url),
        },
      })
    })
  }

  // The editors' preview (docs/decisions/0020-draft-preview.md): one shell per locale, holding no
  // content; functions/preview-page.mts fills it for a signed link.
  for (const locale of LOCALES) {
    const url = previewShellPath(locale)
    // Its language link is to the other language's preview: the function signs it for the same document.
    const alternates = Object.fromEntries(
      LOCALES.filter((other) => other !== locale).map((other) => [other, previewPath(other)]),
    )
    createPage({ path: url, component: template('preview'), context: { ...i18nContext(locale, url), alternates } })
  }

  // The pages the newsletter's e-mailed links open (docs/decisions/0022-newsletter.md). Their
  // token is the link's own: the language switch leads to the other language's home.
  for (const locale of LOCALES) {
    for (const screen of NEWSLETTER_PAGES) {
      const url = newsletterPagePath(locale, screen)
      createPage({
        path: url,
        component: template('newsletter'),
        context: { ...i18nContext(locale, url), alternates: {}, screen },
      })
    }
  }

  // The site's search (docs/decisions/0032-search.md): its results come from the index in the browser.
  const searchAlternates = Object.fromEntries(LOCALES.map((locale) => [locale, searchPath(locale)]))
  for (const locale of LOCALES) {
    const url = searchPath(locale)
    createPage({
      path: url,
      component: template('search'),
      context: { ...i18nContext(locale, url), alternates: searchAlternates },
    })
  }

  const pageAlternates = alternatesByDocument(allStrapiPage.nodes, (locale, node) => pagePath(locale, node.path))
  for (const page of allStrapiPage.nodes) {
    if (!isLocale(page.locale)) continue
    const url = pagePath(page.locale, page.path)
    createPage({
      path: url,
      component: template('page'),
      // service: the service the page presents, whose case studies it lists ('' matches none).
      context: {
        ...i18nContext(page.locale, url),
        id: page.id,
        service: page.service?.kind ?? '',
        alternates: pageAlternates.get(page.documentId) ?? {},
      },
    })
  }

  // Case studies (issue [18]): their list and a page each, linked to the page of their service.
  const listAlternates = Object.fromEntries(LOCALES.map((locale) => [locale, caseStudyListPath(locale)]))
  for (const locale of LOCALES) {
    const url = caseStudyListPath(locale)
    createPage({
      path: url,
      component: template('case-study-list'),
      context: { ...i18nContext(locale, url), alternates: listAlternates },
    })
  }
  const studyAlternates = alternatesByDocument(allStrapiCaseStudy.nodes, (locale, node) =>
    caseStudyPath(locale, node.slug),
  )
  for (const study of allStrapiCaseStudy.nodes) {
    if (!isLocale(study.locale)) continue
    const url = caseStudyPath(study.locale, study.slug)
    const servicePage = allStrapiPage.nodes.find(
      (page) => page.locale === study.locale && page.service && page.service.kind === study.service?.kind,
    )
    createPage({
      path: url,
      component: template('case-study'),
      context: {
        ...i18nContext(study.locale, url),
        id: study.id,
        servicePage: servicePage ? { path: pagePath(study.locale, servicePage.path), title: servicePage.title } : null,
        alternates: studyAlternates.get(study.documentId) ?? {},
      },
    })
  }
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
    by: [new URL(siteEnv.CMS_URL).origin],
    headers: PREVIEW_PAGE_HEADERS,
  }
  const policies = writePolicyHeaders(publicDir, pages, { imageOrigins, framed }, rewritten)
  reporter.info(`Content-Security-Policy written for ${policies} addresses`)
}
