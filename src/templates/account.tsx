/**
 * The account area: a prerendered page per screen (its own title, canonical and robots rule;
 * gatsby-node.ts), whose screen renders in the browser after the session is known. Guards run in requirements §2's order. Only this template loads the
 * forms, schemas and account calls (lazily), so content pages never load them.
 */
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Link, navigate, type HeadProps, type PageProps } from 'gatsby'
import { useLocation } from '@reach/router'
import { useTranslation } from '../lib/translations'
import { Layout } from '../components/layout'
import * as styles from './account.module.css'
import { SeoHead } from '../components/seo-head'
import { ErrorView, MissingPathDetail } from '../chrome/error-view'
import { useSession } from '../account/session'
import {
  accountGuard,
  AUTH_SCREENS,
  isUserSection,
  loginPathBackTo,
  USER_SCREENS,
  userPath,
  type AuthScreen,
  type UserScreen,
} from '../account/routes'
import { useToast } from '../chrome/toast'
import type { Alternates, Locale } from '../lib/i18n'
import { headTranslator } from '../lib/head-translations'
import { pageTitle } from '../lib/seo'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'
import type { ScreenRoute } from '../account/screens'

// The screens (forms, final-form, the zod schemas) load beside the session call, not before
// the page can render: neither is shown until the session is known.
const loadScreens = () => import(/* webpackChunkName: "account-screens" */ '../account/screens')
const AccountScreen = lazy(loadScreens)

/** `indexable`: an auth screen's own page that search engines may index (src/account/routes.ts). */
type Context = { language: Locale; alternates: Alternates; indexable?: boolean }

type Route = { section: 'auth'; screen: AuthScreen } | { section: 'user'; screen: UserScreen | null } | null

/** "/en/auth/login/" → auth/login; "/en/user" → the user area's index; anything else → null (404). */
export function routeOf(pathname: string): Route {
  const [, , section, screen, ...rest] = pathname.replace(/\/+$/, '').split('/')
  if (rest.length) return null
  if (section === 'auth' && (AUTH_SCREENS as readonly string[]).includes(screen ?? ''))
    return { section, screen: screen as AuthScreen }
  if (section === 'user' && !screen) return { section, screen: null }
  if (section === 'user' && (USER_SCREENS as readonly string[]).includes(screen))
    return { section, screen: screen as UserScreen }
  return null
}

/** An address under /auth/ or /user/ that is no screen: the 404 page's view, drawn in place. */
export function NotFound({ locale, pathname }: { locale: Locale; pathname: string }) {
  const { t } = useTranslation()
  const siteName = siteInfoFor(useSiteFrame(), locale)?.name
  useEffect(() => {
    // As the 404 page's own title (src/pages/404.tsx).
    document.title = pageTitle({ pathname, error: { status: 404, message: t('error.notFound') }, locale }, siteName)
  }, [t, locale, pathname, siteName])
  return (
    <div className={styles.notFound}>
      <ErrorView
        locale={locale}
        status={404}
        message={t('error.notFound')}
        detail={<MissingPathDetail path={pathname} />}
      />
    </div>
  )
}

function Screen({ locale, pathname, search }: { locale: Locale; pathname: string; search: string }) {
  const { t } = useTranslation()
  const session = useSession()
  const guard =
    session.status === 'unknown' ? null : accountGuard(pathname, locale, session.status === 'member', search)
  const route = routeOf(pathname)
  const notify = useToast()
  // A member whose session ends on this page (signed out in another tab, expired) is sent home
  // like any visitor, without the notice meant for someone who never logged in.
  const wasMember = useRef(false)
  if (session.status === 'member') wasMember.current = true
  const redirect = guard?.redirect
  useEffect(() => {
    void loadScreens()
  }, [])
  useEffect(() => {
    if (redirect) {
      // Guard 1 sends a visitor home (requirements §2); the notice says why and leads to the login.
      if (session.status === 'anonymous' && isUserSection(pathname) && !wasMember.current)
        notify({
          source: 'members-only',
          title: t('account.membersOnly.title'),
          description: <Link to={loginPathBackTo(locale, pathname)}>{t('account.membersOnly.login')}</Link>,
        })
      void navigate(redirect, { replace: true })
    } else if (route?.section === 'user' && route.screen === null && session.status === 'member')
      void navigate(userPath(locale, 'profile'), { replace: true })
  }, [redirect, route?.section, route?.screen, session.status, locale, pathname, notify, t])

  const loading = (
    <p role="status" className={styles.loading}>
      {t('account.loading')}
    </p>
  )
  if (session.status === 'unknown' || guard) return loading
  // requirements §2 guard 4: a screen's own validation failing shows the 404 page.
  const notFound = <NotFound locale={locale} pathname={pathname} />
  if (!route) return notFound
  let screen: ScreenRoute
  if (route.section === 'auth') screen = route
  // The user area's index: the effect above sends the member on to the profile.
  else if (route.screen === null) return null
  else screen = { section: 'user', screen: route.screen }
  return (
    <Suspense fallback={loading}>
      <AccountScreen route={screen} locale={locale} search={search} notFound={notFound} />
    </Suspense>
  )
}

export default function AccountTemplate({ pageContext }: PageProps<object, Context>) {
  const { pathname, search } = useLocation()
  const locale = pageContext.language
  return (
    <Layout locale={locale} alternates={pageContext.alternates}>
      <div className={styles.screen}>
        <Screen locale={locale} pathname={pathname} search={search} />
      </div>
    </Layout>
  )
}

/** Each screen's title, as its heading says it, in the page's language (never the address's English). */
const SCREEN_TITLES: Record<AuthScreen | UserScreen | 'user', string> = {
  login: 'account.login.title',
  signup: 'account.signup.title',
  'confirm-account': 'account.confirm.title',
  'send-email-confirmation': 'account.sendConfirmation.title',
  'forgot-password': 'account.forgotPassword.title',
  'reset-password': 'account.reset.title',
  user: 'account.user.title',
  profile: 'account.user.profile',
  avatar: 'account.user.avatar',
  password: 'account.user.password',
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const route = routeOf(location.pathname)
  const t = headTranslator(useSiteFrame().locales, pageContext.language)
  return (
    <SeoHead
      locale={pageContext.language}
      title={route ? t(SCREEN_TITLES[route.screen ?? 'user']) : null}
      description={pageContext.indexable && route ? t(`account.${route.screen}.description`) : null}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      noindex={!pageContext.indexable}
    />
  )
}
