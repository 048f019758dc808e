/**
 * The site header (requirements §2, layout elements): logo, configured links (with popovers for
 * links that have items), colour-mode switch, locale switch, then the account area. Below the
 * `lg` breakpoint (64em) everything but the logo and the mode switch moves into a panel that a menu
 * button opens; the panel closes on route change and on Escape. Search is one key away from any
 * page: `/` or Ctrl/⌘-K, outside fields (what a reader is typing into a form stays there).
 */
import { useEffect, useId, useState } from 'react'
import { Link, navigate } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { LOCALES, localePath, searchPath, untranslatedPageTarget, type Alternates, type Locale } from '../lib/i18n'
import { rememberLocale } from '../lib/locale-cookie'
import type { CmsNavLink, SiteInfo } from '../cms/types'
import { SiteLink, isExternal } from '../components/site-link'
import { useColorModeChoice } from './color-mode'
import { CloseIcon, GlobeIcon, LogoMark, MenuIcon, MoonIcon, SearchIcon, SunIcon } from './icons'
import { HoverPopover } from './popover'
import { holdTyping } from '../search/typing-holder'
import { AccountArea } from '../account/header/account-area'
import * as styles from './header.module.css'

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
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from anywhere in the header closes the panel; the controls inside are buttons and links
    <header
      className={styles.header}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && panelOpen) setPanelOpen(false)
      }}
    >
      <div className={styles.bar}>
        <Link to={localePath(locale, '/')} className={styles.logo}>
          <LogoMark />
          <span>{siteInfo?.name ?? ''}</span>
        </Link>
        <nav aria-label={t('layout.mainNavigation')} className={styles.nav}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.url}>
                <DesktopLink link={link} locale={locale} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <SearchLink locale={locale} />
          <ColorModeSwitch />
          <div className={styles.wideTools}>
            <LocaleSwitch locale={locale} alternates={alternates} pathname={pathname} />
            <AccountArea locale={locale} pathname={pathname} />
          </div>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            aria-label={panelOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {panelOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <div id={panelId} hidden={!panelOpen} data-testid="mobile-panel" className={styles.panel}>
        {/* Rendered only while open: it repeats the header's links and controls, and every page
            would otherwise build and hydrate a second, hidden copy of them. */}
        {panelOpen && (
          <div className={styles.panelBar}>
            <nav aria-label={t('layout.mainNavigation')}>
              <ul className={styles.panelLinks}>
                {links.map((link) => (
                  <li key={link.url}>
                    <SiteLink
                      link={link}
                      locale={locale}
                      aria-current={isCurrent(pathname, locale, link.url) ? 'page' : undefined}
                      className={styles.panelLink}
                    />
                    {link.items && link.items.length > 0 && (
                      <ul className={`${styles.panelLinks} ${styles.panelSublinks}`}>
                        {link.items.map((item) => (
                          <li key={item.url}>
                            <SiteLink link={item} locale={locale} className={styles.panelLink} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.panelTools}>
              <LocaleSwitch locale={locale} alternates={alternates} pathname={pathname} />
              <AccountArea locale={locale} pathname={pathname} />
            </div>
          </div>
        )}
      </div>
    </header>
  )
}

function DesktopLink({ link, locale, pathname }: { link: CmsNavLink; locale: Locale; pathname: string }) {
  const current = isCurrent(pathname, locale, link.url) ? 'page' : undefined
  if (!link.items?.length)
    return <SiteLink link={link} locale={locale} aria-current={current} className={styles.link} />
  return (
    <HoverPopover
      label={link.label}
      trigger={(props) => (
        <SiteLink link={link} locale={locale} aria-current={current} className={styles.link} {...props} />
      )}
    >
      <ul className={styles.sublinks}>
        {link.items.map((item) => (
          <li key={item.url}>
            <SiteLink link={item} locale={locale} className={styles.sublink}>
              <span className={styles.sublinkLabel}>{item.label}</span>
              {item.description && <span className={styles.sublinkDescription}>{item.description}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </HoverPopover>
  )
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** The search page's link, and its keys: `/` or Ctrl/⌘-K where nothing is being typed. */
function SearchLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  useEffect(() => {
    const open = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey) return
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k'
      if (!slash && !commandK) return
      event.preventDefault()
      const box = document.querySelector<HTMLInputElement>('form[role="search"] input[type="search"]')
      if (box) box.focus()
      else {
        // What the reader types while the search page comes is kept for its box.
        holdTyping(t('search.label'))
        void navigate(searchPath(locale))
      }
    }
    document.addEventListener('keydown', open)
    return () => document.removeEventListener('keydown', open)
  }, [locale, t])
  return (
    <Link
      to={searchPath(locale)}
      className={styles.iconButton}
      aria-label={t('search.open')}
      title={`${t('search.open')} (/)`}
      aria-keyshortcuts="/ Control+K Meta+K"
    >
      <SearchIcon />
    </Link>
  )
}

function ColorModeSwitch() {
  const { t } = useTranslation()
  const [mode, toggle] = useColorModeChoice()
  const label = mode === 'dark' ? t('header.lightMode') : t('header.darkMode')
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggle}
      aria-label={label}
      title={label}
      data-color-mode={mode}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}

/** Links to the same page in the other language (where it belongs there when it has no translation). */
export function LocaleSwitch({
  locale,
  alternates,
  pathname,
}: {
  locale: Locale
  alternates?: Alternates
  pathname: string
}) {
  const { t } = useTranslation()
  return (
    <>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <Link
          key={other}
          to={alternates?.[other] ?? untranslatedPageTarget(pathname, other)}
          hrefLang={other}
          lang={other}
          onClick={() => rememberLocale(other)}
          aria-label={`${t('layout.language')}: ${LANGUAGE_NAMES[other]}`}
          className={styles.localeLink}
        >
          <GlobeIcon size={18} />
          <span className={styles.localeName}>{LANGUAGE_NAMES[other]}</span>
        </Link>
      ))}
    </>
  )
}
