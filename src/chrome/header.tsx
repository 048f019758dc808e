/**
 * The site header (SPEC section 2, layout elements): logo, configured links (with popovers for
 * links that have items), colour-mode switch, locale switch, then the account area. Below the
 * `md` breakpoint everything but the logo and the mode switch moves into a panel that a menu
 * button opens; the panel closes on route change and on Escape.
 */
import { useEffect, useId, useState } from 'react'
import { Link } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { Box, Text, type ThemeUIStyleObject } from 'theme-ui'
import { LOCALES, localePath, type Alternates, type Locale } from '../lib/i18n'
import { rememberLocale } from '../lib/locale-cookie'
import type { NavLink, SiteInfo } from '../cms/types'
import { SiteLink, isExternal } from '../components/site-link'
import { themeUiBase } from '../theme'
import { useColorModeChoice } from './color-mode'
import { CloseIcon, GlobeIcon, LogoMark, MenuIcon, MoonIcon, SunIcon } from './icons'
import { HoverPopover } from './popover'
import { AccountArea } from './account-area'

export const LANGUAGE_NAMES: Record<Locale, string> = { fa: 'فارسی', en: 'English' }

type Props = { locale: Locale; siteInfo: SiteInfo | null; alternates?: Alternates; pathname: string }

const isCurrent = (pathname: string, locale: Locale, url: string) => {
  if (isExternal(url)) return false
  const target = localePath(locale, url)
  return pathname === target || pathname === target.replace(/\/$/, '')
}

export function Header({ locale, siteInfo, alternates, pathname }: Props) {
  const { t } = useTranslation()
  const [panelOpen, setPanelOpen] = useState(false)
  const panelId = `mobile-panel-${useId().replace(/:/g, '')}`
  useEffect(() => setPanelOpen(false), [pathname])
  const links = siteInfo?.headerLinks ?? []

  return (
    <Box
      as="header"
      sx={headerSheet}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && panelOpen) setPanelOpen(false)
      }}
    >
      <div className="header-bar">
        <Link to={localePath(locale, '/')} className="header-logo">
          <LogoMark />
          <span>{siteInfo?.name ?? ''}</span>
        </Link>
        <nav aria-label={t('layout.mainNavigation')} className="header-nav">
          <ul className="header-links">
            {links.map((link) => (
              <li key={link.url}>
                <DesktopLink link={link} locale={locale} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          <ColorModeSwitch />
          <div className="header-wide-tools">
            <LocaleSwitch locale={locale} alternates={alternates} />
            <AccountArea locale={locale} pathname={pathname} />
          </div>
          <button
            type="button"
            className="header-icon-button header-menu-button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            aria-label={panelOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {panelOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!panelOpen} data-testid="mobile-panel" className="header-panel">
        {/* Rendered only while open: it repeats the header's links and controls, and every page
            would otherwise build and hydrate a second, hidden copy of them. */}
        {panelOpen && (
          <div className="header-panel-bar">
            <nav aria-label={t('layout.mainNavigation')}>
              <ul className="header-panel-links">
                {links.map((link) => (
                  <li key={link.url}>
                    <SiteLink link={link} locale={locale} aria-current={isCurrent(pathname, locale, link.url) ? 'page' : undefined} className="header-panel-link" />
                    {link.items && link.items.length > 0 && (
                      <ul className="header-panel-links header-panel-sublinks">
                        {link.items.map((item) => (
                          <li key={item.url}>
                            <SiteLink link={item} locale={locale} className="header-panel-link" />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="header-panel-tools">
              <LocaleSwitch locale={locale} alternates={alternates} />
              <AccountArea locale={locale} pathname={pathname} />
            </div>
          </div>
        )}
      </div>
    </Box>
  )
}

const { box, container } = themeUiBase
const iconButton = { ...themeUiBase.button, variant: 'buttons.icon' } as const

/** The whole header's styles, on its root (see themeUiBase in theme.ts for why). */
const headerSheet: ThemeUIStyleObject = {
  borderBottom: '1px solid',
  borderColor: 'border',
  position: 'relative',
  zIndex: 30,
  bg: 'background',
  '.header-bar': { ...container, px: 3, py: 2, display: 'flex', alignItems: 'center', gap: 3, minHeight: 64 },
  '.header-logo': { display: 'inline-flex', alignItems: 'center', gap: 2, fontWeight: 800, fontSize: 4, color: 'primary', textDecoration: 'none', flexShrink: 0 },
  '.header-logo > span': { color: 'text' },
  '.header-nav': { ...box, display: ['none', null, 'block'], flex: '1 1 auto' },
  '.header-links': { ...box, display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 1, alignItems: 'center' },
  '.header-link': {
    display: 'inline-block',
    px: 2,
    py: 1,
    borderRadius: 'default',
    color: 'text',
    fontWeight: 600,
    textDecoration: 'none',
    ':hover': { color: 'primary' },
    '&[aria-current="page"]': { color: 'primary', textDecoration: 'underline', textUnderlineOffset: '6px' },
  },
  '.header-tools': { ...box, display: 'flex', alignItems: 'center', gap: 2, marginInlineStart: 'auto' },
  '.header-wide-tools': { ...box, display: ['none', null, 'flex'], alignItems: 'center', gap: 2 },
  '.header-icon-button': iconButton,
  '.header-menu-button': { display: ['inline-flex', null, 'none'] },
  '.header-locale-link': { display: 'inline-flex', alignItems: 'center', gap: 1, px: 2, py: 1, color: 'text', fontWeight: 600, textDecoration: 'none', ':hover': { color: 'primary' } },
  '.header-session-pending': { ...box, width: 96, height: 40 },
  '.header-account-link': { variant: 'buttons.primary', py: 1 },
  '.header-panel': { ...box, display: 'none', borderTop: '1px solid', borderColor: 'border', bg: 'background' },
  '.header-panel:not([hidden])': { display: ['block', null, 'none'] },
  '.header-panel-bar': { ...container, px: 3, py: 3 },
  '.header-panel-links': { ...box, listStyle: 'none', m: 0, p: 0 },
  '.header-panel-sublinks': { paddingInlineStart: 3 },
  '.header-panel-link': { display: 'block', py: 2, color: 'text', fontWeight: 600, textDecoration: 'none', ':hover': { color: 'primary' } },
  '.header-panel-sublinks .header-panel-link': { fontWeight: 400, fontSize: 1 },
  '.header-panel-tools': { ...box, display: 'flex', gap: 2, mt: 3, alignItems: 'center', flexWrap: 'wrap' },
}

function DesktopLink({ link, locale, pathname }: { link: NavLink; locale: Locale; pathname: string }) {
  const current = isCurrent(pathname, locale, link.url) ? 'page' : undefined
  if (!link.items?.length) return <SiteLink link={link} locale={locale} aria-current={current} className="header-link" />
  return (
    <HoverPopover label={link.label} trigger={(props) => <SiteLink link={link} locale={locale} aria-current={current} className="header-link" {...props} />}>
      <Box as="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {link.items.map((item) => (
          <li key={item.url}>
            <SiteLink link={item} locale={locale} sx={{ display: 'block', p: 2, borderRadius: 'default', color: 'text', textDecoration: 'none', ':hover, :focus-visible': { bg: 'muted' } }}>
              <Text as="span" sx={{ display: 'block', fontWeight: 600 }}>
                {item.label}
              </Text>
              {item.description && (
                <Text as="span" sx={{ display: 'block', fontSize: 1, color: 'subtle', lineHeight: 1.5 }}>
                  {item.description}
                </Text>
              )}
            </SiteLink>
          </li>
        ))}
      </Box>
    </HoverPopover>
  )
}

function ColorModeSwitch() {
  const { t } = useTranslation()
  const [mode, toggle] = useColorModeChoice()
  const label = mode === 'dark' ? t('header.lightMode') : t('header.darkMode')
  return (
    <button type="button" className="header-icon-button" onClick={toggle} aria-label={label} title={label} data-color-mode={mode}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}

/** Links to the same page in the other language (its home when the page has no translation). */
export function LocaleSwitch({ locale, alternates }: { locale: Locale; alternates?: Alternates }) {
  const { t } = useTranslation()
  return (
    <>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <Link
          key={other}
          to={alternates?.[other] ?? localePath(other, '/')}
          hrefLang={other}
          lang={other}
          onClick={() => rememberLocale(other)}
          aria-label={`${t('layout.language')}: ${LANGUAGE_NAMES[other]}`}
          className="header-locale-link"
        >
          <GlobeIcon size={18} />
          {LANGUAGE_NAMES[other]}
        </Link>
      ))}
    </>
  )
}
