/**
 * /{locale}/preview/: an editor's preview of a CMS document (docs/decisions/0020-draft-preview.md).
 * The CMS's Preview button opens this page with a signed, expiring link; the page passes its query
 * to /api/preview, which checks the signature and reads the document with the server-only token,
 * and draws it with the same views as the built pages. The page itself holds no content: without
 * a valid link it shows why there is nothing to see.
 */
import { useLocation } from '@reach/router'
import type { HeadProps, PageProps } from 'gatsby'
import useSWR from 'swr'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import { accountCall, failureMessage, type AccountResult } from '../account-area/api'
import { useTranslation } from '../lib/translations'
import { headTranslator } from '../lib/head-translations'
import { useSiteFrame } from '../lib/site-frame'
import type { Locale } from '../lib/i18n'
import type { PreviewContent } from '../preview/content'
import { PREVIEW_API_PATH } from '../preview/paths'
import { INTL_LOCALE } from '../lib/dates'
import { PostView } from '../views/post-view'
import { PageView } from '../views/page-view'
import { HomeView } from '../views/home-view'
import * as styles from './preview.module.css'

type Context = { language: Locale }

function PreviewBody({ content }: { content: PreviewContent }) {
  switch (content.kind) {
    case 'post':
      return <PostView post={content.post} locale={content.locale} />
    case 'page':
      return <PageView page={content.page} locale={content.locale} />
    case 'home':
      return <HomeView home={content.home} latestPosts={content.latestPosts} locale={content.locale} />
  }
}

export default function PreviewTemplate({ pageContext }: PageProps<object, Context>) {
  const locale = pageContext.language
  const { t } = useTranslation()
  const { search } = useLocation()
  const { data } = useSWR<AccountResult<PreviewContent>>(
    `${PREVIEW_API_PATH}${search}`,
    (key: string) => accountCall<PreviewContent>(key, { locale }),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  )
  let body
  if (!data) body = <p role="status" className={styles.state}>{t('preview.loading')}</p>
  else if (!data.ok) body = <p role="alert" className={styles.state}>{t(failureMessage(data.code))}</p>
  else {
    const until = new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: '2-digit', minute: '2-digit' }).format(new Date(data.data.expiresAt))
    body = (
      <>
        <p role="note" className={styles.banner}>
          {t(data.data.status === 'draft' ? 'preview.draftBanner' : 'preview.publishedBanner', { until })}
        </p>
        <PreviewBody content={data.data} />
      </>
    )
  }
  return <Layout locale={locale}>{body}</Layout>
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const t = headTranslator(useSiteFrame().locales, pageContext.language)
  return <SeoHead locale={pageContext.language} title={t('preview.title')} pathname={location.pathname} noindex />
}
