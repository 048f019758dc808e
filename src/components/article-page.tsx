import type { ReactNode } from 'react'
import { Layout } from './layout'
import type { Alternates, Locale } from '../lib/i18n'

/** What gatsby-node gives the page of every kind of article: its language, its address in each. */
export type ArticlePageContext = { language: Locale; alternates: Alternates }

/**
 * An article's page in the site's frame, for every kind (posts, case studies): its view is given
 * the page's language and the address its share links name, the page's own in its language.
 */
export function ArticlePage({
  context,
  view,
}: {
  context: ArticlePageContext
  view: (page: { locale: Locale; sharePath: string | undefined }) => ReactNode
}) {
  return (
    <Layout locale={context.language} alternates={context.alternates}>
      {view({ locale: context.language, sharePath: context.alternates[context.language] })}
    </Layout>
  )
}
