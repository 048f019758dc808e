/**
 * The account screens behind one entry, loaded by the account template after the page has
 * rendered (src/templates/account.tsx): they carry the forms, final-form and the shared zod
 * schemas, which no screen needs before the session is known. A screen whose own validation
 * fails (a confirm or reset link without a code) renders `notFound`.
 */
import type { ReactNode } from 'react'
import type { AuthScreen, UserScreen } from '../routes'
import type { Locale } from '../../lib/i18n'
import {
  codeFrom,
  ConfirmAccountScreen,
  ForgotPasswordScreen,
  LoginScreen,
  ResetPasswordScreen,
  SendEmailConfirmationScreen,
  SignupScreen,
} from './auth-screens'
import { AvatarScreen, PasswordScreen, ProfileScreen, UserLayout } from './user-screens'

export type ScreenRoute = { section: 'auth'; screen: AuthScreen } | { section: 'user'; screen: UserScreen }

type Props = { route: ScreenRoute; locale: Locale; search: string; notFound: ReactNode }

export default function AccountScreen({ route, locale, search, notFound }: Props) {
  if (route.section === 'auth') {
    const code = codeFrom(search)
    switch (route.screen) {
      case 'login':
        return <LoginScreen locale={locale} search={search} />
      case 'signup':
        return <SignupScreen locale={locale} search={search} />
      case 'confirm-account':
        return code ? <ConfirmAccountScreen locale={locale} search={search} code={code} /> : <>{notFound}</>
      case 'send-email-confirmation':
        return <SendEmailConfirmationScreen locale={locale} search={search} />
      case 'forgot-password':
        return <ForgotPasswordScreen locale={locale} search={search} />
      case 'reset-password':
        return code ? <ResetPasswordScreen locale={locale} search={search} code={code} /> : <>{notFound}</>
    }
  }
  return (
    <UserLayout locale={locale} screen={route.screen}>
      {route.screen === 'profile' && <ProfileScreen locale={locale} />}
      {route.screen === 'avatar' && <AvatarScreen locale={locale} />}
      {route.screen === 'password' && <PasswordScreen locale={locale} />}
    </UserLayout>
  )
}
