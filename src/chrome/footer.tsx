/**
 * The site footer (requirements §2): site name, headline and description, the link to the
 * language's RSS feed (issue [19]), the newsletter form, the CMS's link columns (services;
 * communications), copyright and the site version.
 */
import type { CSSProperties } from 'react'
import { useTranslation } from '../lib/translations'
import type { SiteInfo } from '../cms/types'
import type { Locale } from '../lib/i18n'
import { SiteLink } from '../components/site-link'
import { NewsletterForm } from './newsletter'
import { FeedLink } from '../components/feed-link'
import { localeDigits } from '../lib/numbers'
import * as styles from './footer.module.css'

/** From package.json, set by gatsby-config at build time. */
export const SITE_VERSION = process.env.GATSBY_SITE_VERSION ?? ''

export function Footer({ locale, siteInfo }: { locale: Locale; siteInfo: SiteInfo | null }) {
  const { t } = useTranslation()
  const columns = siteInfo?.footerColumns ?? []
  return (
    <footer className={styles.footer}>
      <div className={styles.body}>
        <div className={styles.columns} style={{ '--link-columns': Math.max(1, columns.length) } as CSSProperties}>
          <div>
            <p className={styles.name}>{siteInfo?.name}</p>
            {siteInfo?.headline && <p className={styles.headline}>{siteInfo.headline}</p>}
            {siteInfo?.description && <p className={styles.description}>{siteInfo.description}</p>}
            <p className={styles.feed}>
              <FeedLink locale={locale} />
            </p>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {(column.links ?? []).map((link) => (
                  <li key={link.url}>
                    <SiteLink link={link} locale={locale} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <NewsletterForm />
        </div>
        <div className={styles.bottom}>
          {siteInfo?.copyright && <p>{siteInfo.copyright}</p>}
          {SITE_VERSION && (
            <p data-testid="site-version">
              {t('footer.version')} <bdi dir="ltr">{localeDigits(SITE_VERSION, locale)}</bdi>
            </p>
          )}
        </div>
      </div>
    </footer>
  )
}
