/**
 * The /{locale}/user area (requirements §2): a parent layout with three children — profile,
 * avatar and password. The profile screen ends with the member's data rights: a download of
 * everything held about them and deleting the account (docs/decisions/0018-members-data-rights.md).
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { Link, navigate } from 'gatsby'
import { useTranslation } from '../../lib/translations'
import useSWR, { useSWRConfig } from 'swr'
import {
  AVATAR_FORMATS,
  PROFILE_FIELDS,
  PROFILE_FIELD_NAMES,
  MESSAGES,
  LIMITS,
  profileValue,
  type ProfileField,
} from '../../../cms/src/rules/account'
import { changePasswordSchema, deleteAccountSchema, profileSchema } from '../schemas'
import type { AccountUser, OkResponse, Session, UserResponse } from '../types'
import { imageSizeOf, imageTypeOf } from '../image-type'
import { SESSION_KEY } from '../session'
import { useToast } from '../../chrome/toast'
import { USER_SCREENS, userPath, type UserScreen } from '../routes'
import type { Locale } from '../../lib/i18n'
import { accountCall, accountUpload, failureMessage, type FailureText } from '../api'
import { AccountForm } from '../forms/account-form'
import { TextField } from '../forms/text-field'
import * as styles from './screens.module.css'

const ME_KEY = '/api/user/me'

export function UserLayout({ locale, screen, children }: { locale: Locale; screen: UserScreen; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className={styles.user}>
      <h1 className={styles.userTitle}>{t('account.user.title')}</h1>
      <nav aria-label={t('account.user.title')} className={styles.tabs}>
        {USER_SCREENS.map((item) => (
          <Link
            key={item}
            to={userPath(locale, item)}
            aria-current={item === screen ? 'page' : undefined}
            className={styles.tab}
          >
            {t(`account.user.${item}`)}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  )
}

function useMe(locale: Locale) {
  return useSWR<AccountUser | null>(ME_KEY, async () => {
    const result = await accountCall<UserResponse>(ME_KEY, { locale })
    return result.ok ? result.data.user : null
  })
}

const LONG_FIELDS: ProfileField[] = ['bio']
const LINK_FIELDS: ProfileField[] = ['website', 'github', 'linkedin']

export function ProfileScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const notify = useToast()
  const { data: me, mutate } = useMe(locale)
  if (me === undefined)
    return (
      <span role="status" className={styles.text}>
        {t('account.loading')}
      </span>
    )
  if (me === null)
    return (
      <span role="alert" className={styles.text}>
        {t(failureMessage('cms-unavailable'))}
      </span>
    )
  const initialValues = Object.fromEntries(PROFILE_FIELD_NAMES.map((field) => [field, me[field] ?? ''])) as Record<
    ProfileField,
    string
  >
  return (
    <>
      <AccountForm
        schema={profileSchema}
        initialValues={initialValues}
        submitLabel={t('account.profile.submit')}
        onSubmit={async (values) => {
          const result = await accountCall<UserResponse>(ME_KEY, { method: 'PUT', body: values, locale })
          if (!result.ok) return result
          await mutate(result.data.user, { revalidate: false })
          notify({ title: t('Successfully updated!') })
        }}
      >
        <p className={styles.subtle}>
          {/* The address and the handle are Latin in both languages: each isolated, left to right. */}
          <bdi dir="ltr">{me.email}</bdi>
          {t('layout.separator')}
          <bdi dir="ltr">@{me.username}</bdi>
        </p>
        {PROFILE_FIELD_NAMES.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`account.profile.${field}`)}
            maxLength={PROFILE_FIELDS[field]}
            multiline={LONG_FIELDS.includes(field)}
            dir={LINK_FIELDS.includes(field) ? 'ltr' : undefined}
            normalize={LINK_FIELDS.includes(field) ? (value) => profileValue(field, value) : undefined}
          />
        ))}
      </AccountForm>
      <YourData locale={locale} />
    </>
  )
}

/** Everything the site holds about the member as a download, and deleting the account with the password again. */
function YourData({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const notify = useToast()
  const { mutate } = useSWRConfig()
  const [deleting, setDeleting] = useState(false)
  // Cancelling gives focus back to the button that opened the form, not to the page.
  const startButton = useRef<HTMLButtonElement>(null)
  const cancelled = useRef(false)
  useEffect(() => {
    if (!deleting && cancelled.current) startButton.current?.focus()
    cancelled.current = false
  }, [deleting])
  return (
    <section aria-labelledby="your-data-title" className={styles.yourData}>
      <h2 id="your-data-title" className={styles.sectionTitle}>
        {t('account.data.title')}
      </h2>
      <p className={styles.text}>{t('account.data.exportHint')}</p>
      <a href="/api/user/me/export" download className={styles.download}>
        {t('account.data.export')}
      </a>
      <h3 className={styles.dangerTitle}>{t('account.data.deleteTitle')}</h3>
      <p className={styles.text}>{t('account.data.deleteHint')}</p>
      {deleting ? (
        <AccountForm
          schema={deleteAccountSchema}
          submitLabel={t('account.data.deleteSubmit')}
          secondaryAction={
            <button
              type="button"
              onClick={() => {
                cancelled.current = true
                setDeleting(false)
              }}
              className={styles.cancel}
            >
              {t('account.data.cancel')}
            </button>
          }
          onSubmit={async (values) => {
            const result = await accountCall<OkResponse>('/api/user/delete-account', {
              method: 'POST',
              body: values,
              locale,
            })
            if (!result.ok) return result
            await mutate<Session>(SESSION_KEY, {}, { revalidate: false })
            await mutate(ME_KEY, null, { revalidate: false })
            notify({ title: t('account.data.deleted') })
            await navigate(`/${locale}/`)
          }}
        >
          <TextField
            name="password"
            label={t('account.data.password')}
            type="password"
            autoComplete="current-password"
            dir="ltr"
            autoFocus
          />
        </AccountForm>
      ) : (
        <button ref={startButton} type="button" onClick={() => setDeleting(true)} className={styles.startDelete}>
          {t('account.data.deleteStart')}
        </button>
      )}
    </section>
  )
}

export function PasswordScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const notify = useToast()
  return (
    <AccountForm
      schema={changePasswordSchema}
      resetAfterSuccess
      submitLabel={t('account.password.submit')}
      onSubmit={async (values) => {
        const result = await accountCall<UserResponse>('/api/user/change-password', {
          method: 'POST',
          body: values,
          locale,
        })
        if (!result.ok) return result
        notify({ title: t('Your password has been changed') })
      }}
    >
      <TextField
        name="currentPassword"
        label={t('account.field.currentPassword')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        autoFocus
      />
      <TextField
        name="newPassword"
        label={t('account.field.newPassword')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        maxLength={LIMITS.password.max}
      />
      <TextField
        name="newPasswordConfirmation"
        label={t('account.field.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
      />
    </AccountForm>
  )
}

export function AvatarScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const notify = useToast()
  const { mutate } = useSWRConfig()
  const { data: me } = useMe(locale)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setErrorText] = useState<FailureText | null>(null)
  const setError = (message: string | null) => setErrorText(message === null ? null : { message })
  const [progress, setProgress] = useState<number | null>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  /** What is wrong with `chosen` as an avatar, if anything: the same checks as the server's, before anything is sent. */
  const refusal = async (chosen: File): Promise<string | null> => {
    const type = imageTypeOf(new Uint8Array(await chosen.slice(0, 16).arrayBuffer()))
    if (!type) return MESSAGES.notAnImage
    if (chosen.size > LIMITS.avatarBytes) return failureMessage('file-too-large')
    // Before the preview decodes it.
    const size = imageSizeOf(new Uint8Array(await chosen.arrayBuffer()), type)
    if (!size) return MESSAGES.notAnImage
    if (size.width > LIMITS.avatarSide || size.height > LIMITS.avatarSide) return failureMessage('image-too-large')
    return null
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    setError(null)
    setFile(null)
    setPreview(null)
    if (!chosen) return
    const refused = await refusal(chosen)
    if (refused) {
      // The field shows no file, so it does not look chosen; the reason stays until another choice.
      event.target.value = ''
      return setError(refused)
    }
    setFile(chosen)
    setPreview(URL.createObjectURL(chosen))
  }

  const upload = async (event: FormEvent) => {
    event.preventDefault()
    // A file refused on its choice keeps its reason: "select an image" would say less.
    if (!file) return error ? undefined : setError(MESSAGES.selectImage)
    const body = new FormData()
    body.append('file', file)
    setProgress(0)
    const result = await accountUpload<UserResponse>('/api/user/me/avatar', body, {
      locale,
      onUploadProgress: setProgress,
    })
    setProgress(null)
    if (!result.ok) return setErrorText(result)
    await mutate(ME_KEY, result.data.user, { revalidate: false })
    await mutate<Session>(
      SESSION_KEY,
      (session) =>
        session?.user ? { user: { ...session.user, avatar: { url: result.data.user.avatar?.url ?? null } } } : session,
      { revalidate: false },
    )
    setFile(null)
    if (input.current) input.current.value = ''
    notify({ title: t('Successfully uploaded') })
  }

  const shown = preview ?? me?.avatar?.url ?? null
  return (
    <form onSubmit={upload} noValidate>
      <div className={styles.avatarRow}>
        <div className={styles.avatarFrame}>
          {shown && (
            <img src={shown} alt={t('account.avatar.preview')} width={120} height={120} className={styles.avatar} />
          )}
        </div>
        <div className={styles.text}>
          {/* The browser's own picker writes "Choose File" and "No file chosen" in the browser's
              language: it is kept for the keyboard and screen readers, and drawn as the page's
              button, with the chosen file's name (or that none is) in the page's language. */}
          <div className={styles.picker}>
            <input
              ref={input}
              id="avatar-file"
              name="file"
              type="file"
              accept={AVATAR_FORMATS.map((format) => format.mime).join(',')}
              onChange={choose}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'avatar-error avatar-chosen' : 'avatar-chosen avatar-hint'}
              className={styles.fileInput}
            />
            <label htmlFor="avatar-file" className={styles.pickButton}>
              {t('account.avatar.choose')}
            </label>
            <span id="avatar-chosen" className={styles.chosen}>
              {file ? <bdi>{file.name}</bdi> : t('account.avatar.noneChosen')}
            </span>
          </div>
          <p id="avatar-hint" className={styles.avatarHint}>
            {t('account.avatar.hint')}
          </p>
        </div>
      </div>
      {error && (
        <p id="avatar-error" role="alert" className={styles.avatarError}>
          {t(error.message, error.values)}
        </p>
      )}
      {progress !== null && (
        <progress value={progress} max={1} aria-label={t('account.avatar.progress')} className={styles.progress} />
      )}
      <button type="submit" disabled={progress !== null} className={styles.upload}>
        {progress !== null ? t('account.working') : t('account.avatar.submit')}
      </button>
    </form>
  )
}
