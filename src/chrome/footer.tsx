/**
 * The site footer (SPEC section 2): site name, headline and description, the newsletter form,
 * the CMS's link columns (services; communications), copyright and the site version.
 */
import { useTranslation } from '../lib/translations'
import { Box, Container, Grid, Text } from 'theme-ui'
import type { SiteInfo } from '../cms/types'
import type { Locale } from '../lib/i18n'
import { SiteLink } from '../components/site-link'
import { NewsletterForm } from './newsletter'

/** From package.json, set by gatsby-config at build time. */
export const SITE_VERSION = process.env.GATSBY_SITE_VERSION ?? ''

export function Footer({ locale, siteInfo }: { locale: Locale; siteInfo: SiteInfo | null }) {
  const { t } = useTranslation()
  const columns = siteInfo?.footerColumns ?? []
  return (
    <Box as="footer" sx={{ borderTop: '1px solid', borderColor: 'border', bg: 'muted', mt: 6 }}>
      <Container sx={{ px: 3, py: 5 }}>
        <Grid columns={[1, 2, '1.4fr repeat(2, 1fr) 1.4fr']} gap={5}>
          <Box>
            <Text as="p" sx={{ fontWeight: 800, fontSize: 3, m: 0 }}>
              {siteInfo?.name}
            </Text>
            {siteInfo?.headline && <Text as="p" sx={{ fontWeight: 600, m: 0, mt: 1 }}>{siteInfo.headline}</Text>}
            {siteInfo?.description && <Text as="p" sx={{ color: 'subtle', fontSize: 1, mt: 2 }}>{siteInfo.description}</Text>}
          </Box>
          {columns.map((column) => (
            <Box as="nav" key={column.title} aria-label={column.title}>
              <Box as="h2" sx={{ fontSize: 2, m: 0, mb: 2 }}>
                {column.title}
              </Box>
              {/* One style for the list, not one per link: fewer styles to build on every page. */}
              <Box as="ul" sx={{ listStyle: 'none', m: 0, p: 0, a: { display: 'inline-block', py: 1, color: 'text', fontSize: 1, ':hover': { color: 'primary' } } }}>
                {(column.links ?? []).map((link) => (
                  <li key={link.url}>
                    <SiteLink link={link} locale={locale} />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          <NewsletterForm />
        </Grid>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, flexWrap: 'wrap', mt: 5, pt: 3, borderTop: '1px solid', borderColor: 'border', color: 'subtle', fontSize: 1 }}>
          {siteInfo?.copyright && <Text as="p" sx={{ m: 0 }}>{siteInfo.copyright}</Text>}
          {SITE_VERSION && (
            <Text as="p" sx={{ m: 0 }} data-testid="site-version">
              {t('footer.version')} <bdi dir="ltr">{SITE_VERSION}</bdi>
            </Text>
          )}
        </Box>
      </Container>
    </Box>
  )
}
