/**
 * The language's RSS feed as a link a reader sees (issue [19]): the footer's and the post list's.
 * A plain anchor, not Gatsby's Link: the feed is a file, not a page of the site.
 */
import { useTranslation } from '../lib/translations'
import { rssPath } from '../lib/feeds'
import type { Locale } from '../lib/i18n'
import { FeedIcon } from '../chrome/icons'
import * as styles from './feed-link.module.css'

export function FeedLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  return (
    <a href={rssPath(locale)} type="application/rss+xml" className={styles.feedLink}>
      <FeedIcon size={16} />
      {t('feed.link')}
    </a>
  )
}
