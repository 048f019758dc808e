/**
 * The header's account area, from the session (requirements §2): for visitors a login link and
 * a signup button (requirements §6; on the login screen the signup button alone, as §2 asks, and
 * on the signup screen the login link alone), the user dropdown for members.
 * While the session is unknown (prerendered HTML, before the fetch) it holds the space empty,
 * so neither state flashes. The visitor's links and the placeholder are styled by the header's
 * stylesheet (header.tsx), which they always render inside. Loaded after the page by
 * ./account-area.tsx, with SWR, which content pages need for nothing else.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'gatsby'
import { useTranslation } from '../../lib/translations'
import { useSWRConfig } from 'swr'
import { localePath, type Locale } from '../../lib/i18n'
import { SESSION_KEY, useSession } from '../session'
import { authPath, isUserSection } from '../routes'
import { UserIcon } from '../../chrome/icons'
import { SessionPending } from './session-pending'
import type { SessionUser } from '../types'
import * as headerStyles from '../../chrome/header.module.css'
import * as styles from './session-account-area.module.css'

/** The visitor is on that screen (with or without its trailing slash). */
const isOn = (pathname: string, screenPath: string) => `${pathname.replace(/\/$/, '')}/` === screenPath

export default function SessionAccountArea({ locale, pathname }: { locale: Locale; pathname: string }) {
  const { t } = useTranslation()
  const session = useSession()
  if (session.status === 'unknown') return <SessionPending />
  if (session.status === 'member') return <UserMenu user={session.user} locale={locale} />
  // Both ways in, sign-up the button (issue [19]); neither leads to the screen the visitor is on.
  const login = authPath(locale, 'login')
  const signup = authPath(locale, 'signup')
  return (
    <div data-session="anonymous" className={headerStyles.visitorLinks}>
      {!isOn(pathname, login) && (
        <Link to={login} className={headerStyles.loginLink}>
          {t('header.login')}
        </Link>
      )}
      {!isOn(pathname, signup) && (
        <Link to={signup} className={headerStyles.accountLink}>
          {t('header.signup')}
        </Link>
      )}
    </div>
  )
}

/** requirements §9: the menu's type-ahead buffer empties after this pause. */
export const TYPEAHEAD_RESET_MS = 350

/**
 * Avatar button and its dropdown: a menu button (WAI-ARIA APG). Enter, Space and ArrowDown open it
 * on the first item, ArrowUp on the last; arrows move (wrapping), Home/End jump, typing jumps to
 * the item starting with the typed letters (reset after 350 ms), Escape closes it and returns focus
 * to the button, Tab closes it.
 */
function UserMenu({ user, locale }: { user: SessionUser; locale: Locale }) {
  const { t } = useTranslation()
  const { mutate } = useSWRConfig()
  const [open, setOpen] = useState(false)
  const menuId = `user-menu-${useId().replace(/:/g, '')}`
  const group = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined })
  const focusOnOpen = useRef<'first' | 'last'>('first')

  const items = useCallback(
    () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    [],
  )
  const focusItem = useCallback(
    (index: number) => {
      const all = items()
      if (all.length) all[(index + all.length) % all.length].focus()
    },
    [items],
  )
  const openMenu = (where: 'first' | 'last') => {
    focusOnOpen.current = where
    setOpen(true)
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    focusItem(focusOnOpen.current === 'first' ? 0 : -1)
    const outside = (event: MouseEvent) => {
      if (!group.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', outside)
    return () => document.removeEventListener('mousedown', outside)
  }, [open, focusItem])
  useEffect(() => () => clearTimeout(typed.current.timer), [])

  const signOut = async () => {
    try {
      await fetch('/api/user/logout', { method: 'POST', credentials: 'same-origin' })
    } finally {
      await mutate(SESSION_KEY, {}, { revalidate: false })
      // The page again, read as a visitor; from the member area, its locale's home, where guard 1
      // would send a visitor anyway (and tell them to log in, which they just chose not to be).
      window.location.replace(isUserSection(window.location.pathname) ? localePath(locale, '/') : window.location.href)
    }
  }

  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const all = items()
    const current = all.indexOf(document.activeElement as HTMLElement)
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        return focusItem(current + 1)
      case 'ArrowUp':
        event.preventDefault()
        return focusItem(current - 1)
      case 'Home':
        event.preventDefault()
        return focusItem(0)
      case 'End':
        event.preventDefault()
        return focusItem(-1)
      case 'Escape':
        event.preventDefault()
        return close(true)
      case 'Tab':
        return close(false)
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== ' ') {
      const state = typed.current
      state.text += event.key.toLocaleLowerCase()
      clearTimeout(state.timer)
      state.timer = setTimeout(() => (state.text = ''), TYPEAHEAD_RESET_MS)
      // Search from the item after the current one, so repeating a letter cycles through matches.
      const order = [...all.slice(current + 1), ...all.slice(0, current + 1)]
      order.find((item) => (item.textContent ?? '').trim().toLocaleLowerCase().startsWith(state.text))?.focus()
    }
  }

  return (
    <div ref={group} data-session="member" className={styles.userMenu}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.userMenu')}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            openMenu(event.key === 'ArrowDown' ? 'first' : 'last')
          }
        }}
      >
        {user.avatar.url ? (
          <img src={user.avatar.url} alt="" width={40} height={40} className={styles.avatar} />
        ) : (
          <UserIcon />
        )}
      </button>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- a menu's items take focus, not the menu (WAI-ARIA menu button pattern) */}
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-label={t('header.userMenu')}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className={styles.menu}
      >
        <div role="menuitem" tabIndex={-1} aria-disabled="true" className={styles.identity}>
          {t('header.loggedInAs')}{' '}
          {/* An address is never broken inside: one line, left to right, cut with an ellipsis at its end if it cannot fit
              (the whole of it stays in the text and the tooltip). The box that cuts it is the left-to-right one: a
              right-to-left box would cut the address's start on Persian pages. */}
          <bdi dir="ltr" title={user.email} className={styles.email}>
            {user.email}
          </bdi>
        </div>
        <Link
          to={localePath(locale, '/user/profile')}
          role="menuitem"
          tabIndex={-1}
          onClick={() => setOpen(false)}
          className={styles.item}
        >
          {t('header.profile')}
        </Link>
        <button type="button" role="menuitem" tabIndex={-1} onClick={signOut} className={styles.buttonItem}>
          {t('header.signOut')}
        </button>
      </div>
    </div>
  )
}
