/** The newer/older links under a paged list of posts: the post list's pages and a tag's. */
import { Link } from 'gatsby'
import { useTranslation } from '../lib/translations'
import type { Locale } from '../lib/i18n'
import { localeNumber } from '../lib/numbers'
import * as styles from './pagination.module.css'

type Props = {
  locale: Locale
  currentPage: number
  pageCount: number
  /** The address of a page of the same list. */
  pathOf: (page: number) => string
}

export function Pagination({ locale, currentPage, pageCount, pathOf }: Props) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t('posts.pagination')} className={styles.pagination}>
      {currentPage > 1 && (
        <Link to={pathOf(currentPage - 1)} rel="prev">
          {t('posts.newer')}
        </Link>
      )}
      <span>
        {t('posts.pageOf', { page: localeNumber(currentPage, locale), total: localeNumber(pageCount, locale) })}
      </span>
      {currentPage < pageCount && (
        <Link to={pathOf(currentPage + 1)} rel="next">
          {t('posts.older')}
        </Link>
      )}
    </nav>
  )
}
