/**
 * The /{locale}/auth/* screens (requirements §2): login, signup, confirm-account,
 * send-email-confirmation, forgot-password, reset-password.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, navigate } from 'gatsby'
import { interpolateElements, useTranslation } from '../../lib/translations'
import { useSWRConfig } from 'swr'
import { confirmAccountSchema, emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema } from '../schemas'
import type { OkResponse, Session, UserResponse } from '../types'
import { SESSION_KEY } from '../session'
import { useToast } from '../../chrome/toast'
import { authPath, nextAfterLogin } from '../routes'
import type { Locale } from '../../lib/i18n'
import { localeNumber } from '../../lib/numbers'
import { LIMITS } from '../../../cms/src/rules/account'
import { accountCall, type AccountFailure } from '../api'
import { AccountForm } from '../forms/account-form'
import { TextField } from '../forms/text-field'
import * as styles from './screens.module.css'

type ScreenProps = { locale: Locale; search: string }

export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className={styles.card}>
      <h1 className={styles.cardTitle}>{title}</h1>
      {children}
      {footer && <div className={styles.cardFooter}>{footer}</div>}
    </div>
  )
}

/** A success message shown in the page (and announced), for results the reader must act on. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      {children}
    </div>
  )
}

const sessionOf = (data: UserResponse): Session => ({
  user: { email: data.user.email, avatar: { url: data.user.avatar?.url ?? null } },
})

export function LoginScreen({ locale, search }: ScreenProps) {
  const { t } = useTranslation()
  const { mutate } = useSWRConfig()
  const [notVerified, setNotVerified] = useState(false)
  return (
    <AuthCard
      title={t('account.login.title')}
      footer={
        <>
          <Link to={authPath(locale, 'forgot-password')}>{t('account.forgotPassword.link')}</Link>
          <Link to={authPath(locale, 'signup')}>{t('account.signup.link')}</Link>
          {notVerified && (
            <Link to={authPath(locale, 'send-email-confirmation')}>{t('account.sendConfirmation.link')}</Link>
          )}
        </>
      }
    >
      <AccountForm
        schema={loginSchema}
        submitLabel={t('account.login.submit')}
        onSubmit={async (values) => {
          const result = await accountCall<UserResponse>('/api/user/login', { method: 'POST', body: values, locale })
          if (!result.ok) {
            setNotVerified(result.code === 'account-not-verified')
            return result
          }
          await mutate(SESSION_KEY, sessionOf(result.data), { revalidate: false })
          await navigate(nextAfterLogin(search, locale), { replace: true })
        }}
      >
        <TextField
          name="identifier"
          label={t('account.field.identifier')}
          autoComplete="username"
          dir="ltr"
          autoFocus
        />
        <TextField
          name="password"
          label={t('account.field.password')}
          type="password"
          autoComplete="current-password"
          dir="ltr"
        />
      </AccountForm>
    </AuthCard>
  )
}

export function SignupScreen({ locale }: ScreenProps) {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  return (
    <AuthCard
      title={t('account.signup.title')}
      footer={<Link to={authPath(locale, 'login')}>{t('account.login.link')}</Link>}
    >
      {sentTo ? (
        <Notice>
          <p className={styles.strong}>{t('account.signup.doneTitle')}</p>
          <p className={styles.text}>
            {interpolateElements(t('account.signup.done'), { email: <bdi dir="ltr">{sentTo}</bdi> })}
          </p>
        </Notice>
      ) : (
        <AccountForm
          schema={registerSchema}
          submitLabel={t('account.signup.submit')}
          onSubmit={async (values) => {
            const result = await accountCall<OkResponse>('/api/user/register', { method: 'POST', body: values, locale })
            if (!result.ok) return result
            // Said once, where the form was (a status region), not again in a toast.
            setSentTo(values.email)
          }}
        >
          <TextField
            name="email"
            label={t('account.field.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            autoFocus
          />
          <TextField
            name="username"
            label={t('account.field.username')}
            autoComplete="username"
            dir="ltr"
            hint={t('account.field.usernameHint', {
              min: localeNumber(LIMITS.username.min, locale),
              max: localeNumber(LIMITS.username.max, locale),
            })}
            maxLength={LIMITS.username.max}
          />
          <TextField
            name="password"
            label={t('account.field.password')}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            maxLength={LIMITS.password.max}
          />
        </AccountForm>
      )}
    </AuthCard>
  )
}

/** Confirms from the link's `code` as soon as the screen opens, then says how it went. */
export function ConfirmAccountScreen({ locale, code }: ScreenProps & { code: string }) {
  const { t } = useTranslation()
  const [result, setResult] = useState<'pending' | 'confirmed' | AccountFailure>('pending')
  const started = useRef(false)
  useEffect(() => {
    // Once: a code works a single time, and React may run effects twice in development.
    if (started.current) return
    started.current = true
    void accountCall<OkResponse>(`/api/user/confirm-account?code=${encodeURIComponent(code)}`, { locale }).then(
      (answer) => setResult(answer.ok ? 'confirmed' : answer),
    )
  }, [code, locale])
  return (
    <AuthCard title={t('account.confirm.title')}>
      {result === 'pending' && (
        <span role="status" className={styles.text}>
          {t('account.confirm.pending')}
        </span>
      )}
      {result === 'confirmed' && (
        <Notice>
          <p className={styles.strong}>{t('Account confirmed!')}</p>
          <p className={styles.text}>{t('account.confirm.next')}</p>
          <Link to={authPath(locale, 'login')}>{t('account.login.submit')}</Link>
        </Notice>
      )}
      {typeof result === 'object' && result.code === 'already-confirmed' && (
        <Notice>
          <p className={styles.strong}>{t(result.message, result.values)}</p>
          <p className={styles.text}>{t('account.confirm.alreadyHint')}</p>
          <Link to={authPath(locale, 'login')}>{t('account.login.submit')}</Link>
        </Notice>
      )}
      {typeof result === 'object' && result.code !== 'already-confirmed' && (
        <div role="alert" className={styles.problem}>
          <p className={styles.strong}>{t(result.message, result.values)}</p>
          <Link to={authPath(locale, 'send-email-confirmation')}>{t('account.sendConfirmation.link')}</Link>
        </div>
      )}
    </AuthCard>
  )
}

/** The e-mail-only forms: new activation e-mail, and the reset link. */
function EmailOnlyScreen({
  locale,
  path,
  title,
  submit,
  done,
}: ScreenProps & { path: string; title: string; submit: string; done: string }) {
  const { t } = useTranslation()
  const notify = useToast()
  const [sent, setSent] = useState(false)
  return (
    <AuthCard title={title} footer={<Link to={authPath(locale, 'login')}>{t('account.login.link')}</Link>}>
      {sent && <Notice>{done}</Notice>}
      <AccountForm
        schema={emailOnlySchema}
        submitLabel={submit}
        onSubmit={async (values) => {
          const result = await accountCall<OkResponse>(path, { method: 'POST', body: values, locale })
          if (!result.ok) return result
          setSent(true)
          notify({ title: done })
        }}
      >
        <TextField
          name="email"
          label={t('account.field.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          autoFocus
        />
      </AccountForm>
    </AuthCard>
  )
}

export function SendEmailConfirmationScreen(props: ScreenProps) {
  const { t } = useTranslation()
  return (
    <EmailOnlyScreen
      {...props}
      path="/api/user/send-email-confirmation"
      title={t('account.sendConfirmation.title')}
      submit={t('account.sendConfirmation.submit')}
      done={t('Activation Email Sent')}
    />
  )
}

export function ForgotPasswordScreen(props: ScreenProps) {
  const { t } = useTranslation()
  return (
    <EmailOnlyScreen
      {...props}
      path="/api/user/forgot-password"
      title={t('account.forgotPassword.title')}
      submit={t('account.forgotPassword.submit')}
      done={t('account.forgotPassword.done')}
    />
  )
}

export function ResetPasswordScreen({ locale, code }: ScreenProps & { code: string }) {
  const { t } = useTranslation()
  const notify = useToast()
  return (
    <AuthCard
      title={t('account.reset.title')}
      footer={<Link to={authPath(locale, 'forgot-password')}>{t('account.forgotPassword.link')}</Link>}
    >
      <AccountForm
        schema={resetPasswordSchema}
        initialValues={{ verificationCode: code }}
        resetAfterSuccess
        submitLabel={t('account.reset.submit')}
        onSubmit={async (values) => {
          const result = await accountCall<OkResponse>('/api/user/reset-password', {
            method: 'POST',
            body: values,
            locale,
          })
          if (!result.ok) return result
          notify({ title: t('Your password successfully reset. Use your new password to log in.') })
          await navigate(authPath(locale, 'login'), { replace: true })
        }}
      >
        <TextField
          name="password"
          label={t('account.field.newPassword')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
          maxLength={LIMITS.password.max}
          autoFocus
        />
        <TextField
          name="passwordConfirmation"
          label={t('account.field.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
        />
      </AccountForm>
    </AuthCard>
  )
}

/** Requirements §2: the confirm-account call takes the query parameter `code`; a link without one is a 404. */
export const codeFrom = (search: string) => {
  const parsed = confirmAccountSchema.safeParse({ code: new URLSearchParams(search).get('code') ?? '' })
  return parsed.success ? parsed.data.code : null
}
