import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import { PostCard, PostGrid, type PostSummary } from '../components/post-card'
import { Sections } from '../components/sections'
import { SeoHead } from '../components/seo-head'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'
import { postListPath, type Alternates, type Locale } from '../lib/i18n'
import { shareImageOf, type Section, type Seo } from '../cms/types'
import * as styles from './home.module.css'

type Data = {
  strapiHome: {
    title: string
    seo: Seo
    sections: (Section | null)[] | null
  } | null
  latestPosts: { nodes: PostSummary[] }
}
type Context = { language: Locale; alternates: Alternates }

export default function HomeTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { t } = useTranslation()
  const locale = pageContext.language
  return (
    <Layout locale={locale} alternates={pageContext.alternates}>
      <Sections sections={data.strapiHome?.sections} locale={locale} />
      {data.latestPosts.nodes.length > 0 && (
        <section aria-labelledby="latest-posts" className={styles.latest}>
          <div className={styles.latestHeader}>
            <h2 id="latest-posts" className={styles.latestTitle}>
              {t('home.latestPosts')}
            </h2>
            <Link to={postListPath(locale, 1)}>{t('home.allPosts')}</Link>
          </div>
          <PostGrid>
            {data.latestPosts.nodes.map((post) => (
              <PostCard key={post.id} post={post} locale={locale} />
            ))}
          </PostGrid>
        </section>
      )}
    </Layout>
  )
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const home = data.strapiHome
  const siteInfo = siteInfoFor(useSiteFrame(), pageContext.language)
  return (
    <SeoHead
      locale={pageContext.language}
      title={home?.seo?.metaTitle ?? home?.title ?? siteInfo?.name}
      standaloneTitle
      description={home?.seo?.metaDescription ?? siteInfo?.description}
      // "/" only redirects to a language, so the language's own home is canonical.
      pathname={location.pathname === '/' ? pageContext.alternates[pageContext.language] ?? '/' : location.pathname}
      image={shareImageOf(home?.seo?.shareImage, home?.seo?.metaTitle ?? home?.title)}
      alternates={pageContext.alternates}
      xDefault="/"
    />
  )
}

export const query = graphql`
  query HomePage($language: String!) {
    strapiHome(locale: { eq: $language }) {
      title
      seo {
        ...SeoFields
      }
      sections {
        ...SectionFields
      }
    }
    latestPosts: allStrapiPost(filter: { locale: { eq: $language } }, sort: { publishDate: DESC }, limit: 3) {
      nodes {
        ...PostSummary
      }
    }
  }
`
