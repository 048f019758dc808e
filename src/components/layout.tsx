import type React from 'react'
import { Link } from 'gatsby'
import { Box, Container, Flex } from 'theme-ui'
import { useTranslation } from 'react-i18next'
import { DIRECTION, LOCALES, localePath, type Alternates, type Locale } from '../lib/i18n'
import type { SiteInfo } from '../cms/types'
import { SiteLink } from './site-link'

const LANGUAGE_NAMES: Record<Locale, string> = { fa: 'فارسی', en: 'English' }

type Props = { locale: Locale; siteInfo: SiteInfo | null; alternates?: Alternates; children: React.ReactNode }

/**
 * The page frame: a plain header (name, CMS links, language switch) and footer. The full chrome
 * (colour modes, account menu, newsletter, mobile panel) is issue [3].
 */
export function Layout({ locale, siteInfo, alternates, children }: Props) {
  const { t } = useTranslation()
  return (
    <Flex dir={DIRECTION[locale]} lang={locale} sx={{ flexDirection: 'column', minHeight: '100vh' }}>
      <a href="#main" sx={{ position: 'absolute', insetInlineStart: '-999px', ':focus': { insetInlineStart: 2, top: 2, bg: 'background', p: 2, zIndex: 10 } }}>
        {t('layout.skipToContent')}
      </a>
      <Box as="header" sx={{ borderBottom: '1px solid', borderColor: 'border' }}>
        <Container sx={{ px: 3, py: 3, display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}>
          <Link to={localePath(locale, '/')} sx={{ fontWeight: 800, fontSize: 4, color: 'primary', textDecoration: 'none' }}>
            {siteInfo?.name ?? 'Barsanj'}
          </Link>
          <nav aria-label={t('layout.mainNavigation')} sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', flex: '1 1 auto' }}>
            {(siteInfo?.headerLinks ?? []).map((link) => (
              <SiteLink key={link.url} link={link} locale={locale} sx={{ color: 'text', textDecoration: 'none', ':hover': { color: 'primary' } }} />
            ))}
          </nav>
          <nav aria-label={t('layout.language')} sx={{ display: 'flex', gap: 2 }}>
            {LOCALES.filter((other) => other !== locale).map((other) => (
              <Link key={other} to={alternates?.[other] ?? localePath(other, '/')} hrefLang={other} lang={other} sx={{ color: 'primary' }}>
                {LANGUAGE_NAMES[other]}
              </Link>
            ))}
          </nav>
        </Container>
      </Box>
      <Container as="main" id="main" sx={{ px: 3, flex: '1 0 auto', width: '100%' }}>
        {children}
      </Container>
      <Box as="footer" sx={{ borderTop: '1px solid', borderColor: 'border', bg: 'muted', mt: 6 }}>
        <Container sx={{ px: 3, py: 4, color: 'subtle', fontSize: 1 }}>
          {siteInfo && (
            <p>
              <strong>{siteInfo.name}</strong> · {siteInfo.headline}
            </p>
          )}
          {siteInfo?.copyright && <p>{siteInfo.copyright}</p>}
        </Container>
      </Box>
    </Flex>
  )
}
