/**
 * The header's account area, from the session (SPEC section 2): a login button for visitors
 * (none on the login page, which gets a signup button instead), the user dropdown for members.
 * While the session is unknown (prerendered HTML, before the fetch) it holds the space empty,
 * so neither state flashes.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'gatsby'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { Box, Button, Text } from 'theme-ui'
import { localePath, type Locale } from '../lib/i18n'
import { SESSION_KEY, useSession } from './session'
import { UserIcon } from './icons'
import type { SessionUser } from '../account/types'

const isLoginRoute = (pathname: string) => /^\/(fa|en)\/auth\/login\/?$/.test(pathname)

export function AccountArea({ locale, pathname }: { locale: Locale; pathname: string }) {
  const { t } = useTranslation()
  const session = useSession()
  if (session.status === 'unknown') return <Box data-session="unknown" sx={{ width: 96, height: 40 }} />
  if (session.status === 'member') return <UserMenu user={session.user} locale={locale} />
  if (isLoginRoute(pathname)) {
    return (
      <Link to={localePath(locale, '/auth/signup')} data-session="anonymous" sx={{ variant: 'buttons.primary', py: 1 }}>
        {t('header.signup')}
      </Link>
    )
  }
  return (
    <Link to={localePath(locale, '/auth/login')} data-session="anonymous" sx={{ variant: 'buttons.primary', py: 1 }}>
      {t('header.login')}
    </Link>
  )
}

/** Avatar button and its dropdown. Issue [4] makes it a full keyboard menu (arrows, type-ahead). */
function UserMenu({ user, locale }: { user: SessionUser; locale: Locale }) {
  const { t } = useTranslation()
  const { mutate } = useSWRConfig()
  const [open, setOpen] = useState(false)
  const menuId = `user-menu-${useId().replace(/:/g, '')}`
  const group = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!group.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])

  const signOut = async () => {
    try {
      await fetch('/api/user/logout', { method: 'POST', credentials: 'same-origin' })
    } finally {
      await mutate(SESSION_KEY, {}, { revalidate: false })
      window.location.replace(window.location.href)
    }
  }

  return (
    <Box
      ref={group}
      data-session="member"
      sx={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      <Button ref={button} variant="icon" type="button" aria-haspopup="true" aria-expanded={open} aria-controls={menuId} aria-label={t('header.userMenu')} onClick={() => setOpen((value) => !value)} sx={{ overflow: 'hidden' }}>
        {user.avatar.url ? <img src={user.avatar.url} alt="" width={40} height={40} sx={{ objectFit: 'cover', width: '100%', height: '100%' }} /> : <UserIcon />}
      </Button>
      <Box
        id={menuId}
        hidden={!open}
        sx={{ position: 'absolute', top: 'calc(100% + 8px)', insetInlineEnd: 0, zIndex: 40, minWidth: 220, maxWidth: 'popover', bg: 'background', border: '1px solid', borderColor: 'border', borderRadius: 'default', boxShadow: 'popover', p: 2 }}
      >
        <Text as="p" aria-disabled="true" sx={{ m: 0, p: 2, fontSize: 1, color: 'subtle', overflowWrap: 'anywhere' }}>
          {t('header.loggedInAs', { email: user.email })}
        </Text>
        <Link to={localePath(locale, '/user/profile')} sx={{ display: 'block', p: 2, color: 'text', textDecoration: 'none', borderRadius: 'default', ':hover': { bg: 'muted' } }}>
          {t('header.profile')}
        </Link>
        <Button type="button" onClick={signOut} sx={{ display: 'block', width: '100%', textAlign: 'start', p: 2, bg: 'transparent', color: 'text', cursor: 'pointer', fontFamily: 'inherit', fontSize: 2, ':hover': { bg: 'muted' } }}>
          {t('header.signOut')}
        </Button>
      </Box>
    </Box>
  )
}
