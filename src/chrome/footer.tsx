/**
 * The site footer (SPEC section 2): site name, headline and description, the newsletter form,
 * the CMS's link columns (services; communications), copyright and the site version.
 */
import { useTranslation } from '../lib/translations'
import { Box, type ThemeUIStyleObject } from 'theme-ui'
import { themeUiBase } from '../theme'
import type { SiteInfo } from '../cms/types'
import type { Locale } from '../lib/i18n'
import { SiteLink } from '../components/site-link'
import { NewsletterForm } from './newsletter'
import { localeDigits } from '../lib/numbers'

/** From package.json, set by gatsby-config at build time. */
export const SITE_VERSION = process.env.GATSBY_SITE_VERSION ?? ''

export function Footer({ locale, siteInfo }: { locale: Locale; siteInfo: SiteInfo | null }) {
  const { t } = useTranslation()
  const columns = siteInfo?.footerColumns ?? []
  return (
    <Box as="footer" sx={footerSheet}>
      <div className="footer-body">
        <div className="footer-columns">
          <div>
            <p className="footer-name">{siteInfo?.name}</p>
            {siteInfo?.headline && <p className="footer-headline">{siteInfo.headline}</p>}
            {siteInfo?.description && <p className="footer-description">{siteInfo.description}</p>}
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="footer-heading">{column.title}</h2>
              <ul className="footer-links">
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
        <div className="footer-bottom">
          {siteInfo?.copyright && <p>{siteInfo.copyright}</p>}
          {SITE_VERSION && (
            <p data-testid="site-version">
              {t('footer.version')} <bdi dir="ltr">{localeDigits(SITE_VERSION, locale)}</bdi>
            </p>
          )}
        </div>
      </div>
    </Box>
  )
}

const { box, container } = themeUiBase

/** The whole footer's styles, on its root (see themeUiBase in theme.ts for why). */
const footerSheet: ThemeUIStyleObject = {
  borderTop: '1px solid',
  borderColor: 'border',
  bg: 'muted',
  mt: 6,
  '.footer-body': { ...container, px: 3, py: 5 },
  '.footer-columns': { ...box, display: 'grid', gridGap: 5, gridTemplateColumns: ['repeat(1, 1fr)', 'repeat(2, 1fr)', '1.4fr repeat(2, 1fr) 1.4fr'] },
  '.footer-columns > div, .footer-columns > nav': box,
  '.footer-name': { ...box, fontWeight: 800, fontSize: 3, m: 0 },
  '.footer-headline': { ...box, fontWeight: 600, m: 0, mt: 1 },
  '.footer-description': { ...box, color: 'subtle', fontSize: 1, mt: 2 },
  '.footer-heading': { ...box, fontSize: 2, m: 0, mb: 2 },
  '.footer-links': { ...box, listStyle: 'none', m: 0, p: 0, a: { display: 'inline-block', py: 1, color: 'text', fontSize: 1, ':hover': { color: 'primary' } } },
  '.footer-bottom': { ...box, display: 'flex', justifyContent: 'space-between', gap: 3, flexWrap: 'wrap', mt: 5, pt: 3, borderTop: '1px solid', borderColor: 'border', color: 'subtle', fontSize: 1 },
  '.footer-bottom > p': { ...box, m: 0 },
}
