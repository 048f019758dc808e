/**
 * /{locale}/tags/: every tag of the language with its posts' count, the most used first (issue
 * [19], docs/decisions/0042-tag-pages.md). Its list is the page's context: no query.
 */
import { Link, type HeadProps, type PageProps } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import { SeoHead } from '../components/seo-head'
import { tagPath, type Locale } from '../lib/i18n'
import { headTranslator } from '../lib/head-translations'
import { useSiteFrame } from '../lib/site-frame'
import { localeNumber } from '../lib/numbers'
import type { TagIndexContext } from '../tags/tag-pages'
import * as styles from './tags.module.css'

type Context = TagIndexContext & { language: Locale }

export default function TagListTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation()
  const { language: locale, tags } = pageContext
  return (
    <Layout locale={locale} alternates={pageContext.alternates}>
      <h1 className={styles.title}>{t('tags.title')}</h1>
      <p className={styles.intro}>{t('tags.description')}</p>
      {tags.length === 0 ? (
        <p className={styles.none}>{t('tags.none')}</p>
      ) : (
        <ul className={styles.tagList}>
          {tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={tagPath(locale, tag.slug)} className={styles.tag}>
                <span>{tag.name}</span>
                <span className={styles.count}>
                  {t(tag.count === 1 ? 'tags.one' : 'tags.count', { count: localeNumber(tag.count, locale) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Layout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const t = headTranslator(useSiteFrame().locales, pageContext.language)
  return (
    <SeoHead
      locale={pageContext.language}
      title={t('tags.title')}
      description={t('tags.description')}
      pathname={location.pathname}
      alternates={pageContext.alternates}
    />
  )
}
