/**
 * /{locale}/preview/shell/: the page an editor's preview is drawn into (docs/decisions/0020-draft-preview.md).
 * It holds the site's frame (header, footer), its head and its stylesheets, with an empty slot
 * where functions/preview-page.mts puts the document it read and rendered on the server for a
 * signed link. Built without scripts (gatsby-ssr.tsx): the preview is a server page, and the
 * content in its slot was never part of a build.
 */
import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import { headTranslator } from '../lib/head-translations'
import { useSiteFrame } from '../lib/site-frame'
import type { Alternates, Locale } from '../lib/i18n'
import { PREVIEW_SLOT_ID } from '../preview/paths'
// What the function draws into the slot is styled by this page's stylesheets: importing it puts
// the banner's and the views' rules in the page's chunk (the build inlines them in its head).
import '../preview/preview-article'

/** `alternates`: the other language's preview address, which the function signs for the same document. */
type Context = { language: Locale; alternates: Alternates }

export default function PreviewShellTemplate({ pageContext }: PageProps<object, Context>) {
  return (
    <Layout locale={pageContext.language} alternates={pageContext.alternates}>
      <div id={PREVIEW_SLOT_ID} />
    </Layout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const t = headTranslator(useSiteFrame().locales, pageContext.language)
  return <SeoHead locale={pageContext.language} title={t('preview.title')} pathname={location.pathname} noindex />
}
