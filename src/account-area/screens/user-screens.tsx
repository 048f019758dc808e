/**
 * The /{locale}/user area (SPEC section 2): a parent layout with three children — profile,
 * avatar and password.
 */
import { useEffect, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { Link } from 'gatsby'
import { useTranslation } from '../../lib/translations'
import useSWR, { useSWRConfig } from 'swr'
import { Box, Button, Flex, Heading, Text } from 'theme-ui'
import { PROFILE_FIELDS, PROFILE_FIELD_NAMES, MESSAGES, LIMITS, type ProfileField } from '../../account/rules'
import { changePasswordSchema, profileSchema } from '../../account/schemas'
import type { AccountUser, Session, UserResponse } from '../../account/types'
import { imageSizeOf, imageTypeOf } from '../../account/image-type'
import { SESSION_KEY } from '../../chrome/session'
import { useToast } from '../../chrome/toast'
import { USER_SCREENS, userPath, type UserScreen } from '../../lib/account-routes'
import type { Locale } from '../../lib/i18n'
import { accountCall, accountUpload, failureMessage } from '../api'
import { AccountForm } from '../account-form'
import { TextField } from '../text-field'

const ME_KEY = '/api/user/me'

export function UserLayout({ locale, screen, children }: { locale: Locale; screen: UserScreen; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', my: 5 }}>
      <Heading as="h1" sx={{ fontSize: 5 }}>
        {t('account.user.title')}
      </Heading>
      <Flex as="nav" aria-label={t('account.user.title')} sx={{ gap: 2, borderBottom: '1px solid', borderColor: 'border', mb: 4, flexWrap: 'wrap' }}>
        {USER_SCREENS.map((item) => (
          <Link
            key={item}
            to={userPath(locale, item)}
            aria-current={item === screen ? 'page' : undefined}
            sx={{ px: 3, py: 2, color: 'text', textDecoration: 'none', fontWeight: 600, borderBottom: '3px solid', borderColor: item === screen ? 'primary' : 'transparent', mb: '-1px' }}
          >
            {t(`account.user.${item}`)}
          </Link>
        ))}
      </Flex>
      {children}
    </Box>
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
  if (me === undefined) return <Text role="status">{t('account.loading')}</Text>
  if (me === null) return <Text role="alert">{t(failureMessage('cms-unavailable'))}</Text>
  const initialValues = Object.fromEntries(PROFILE_FIELD_NAMES.map((field) => [field, me[field] ?? ''])) as Record<ProfileField, string>
  return (
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
      <Text as="p" sx={{ color: 'subtle', mt: 0 }}>
        {/* The address and the handle are Latin in both languages: each isolated, left to right. */}
        <bdi dir="ltr">{me.email}</bdi> · <bdi dir="ltr">@{me.username}</bdi>
      </Text>
      {PROFILE_FIELD_NAMES.map((field, index) => (
        <TextField
          key={field}
          name={field}
          label={t(`account.profile.${field}`)}
          maxLength={PROFILE_FIELDS[field]}
          multiline={LONG_FIELDS.includes(field)}
          dir={LINK_FIELDS.includes(field) ? 'ltr' : undefined}
          autoFocus={index === 0}
        />
      ))}
    </AccountForm>
  )
}

export function PasswordScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const notify = useToast()
  return (
    <AccountForm
      schema={changePasswordSchema}
      submitLabel={t('account.password.submit')}
      onSubmit={async (values) => {
        const result = await accountCall<UserResponse>('/api/user/change-password', { method: 'POST', body: values, locale })
        if (!result.ok) return result
        notify({ title: t('Your password updated successfully') })
      }}
    >
      <TextField name="currentPassword" label={t('account.field.currentPassword')} type="password" autoComplete="current-password" dir="ltr" autoFocus />
      <TextField name="newPassword" label={t('account.field.newPassword')} type="password" autoComplete="new-password" dir="ltr" maxLength={LIMITS.password.max} />
      <TextField name="newPasswordConfirmation" label={t('account.field.passwordConfirmation')} type="password" autoComplete="new-password" dir="ltr" />
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
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview)
  }, [preview])

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    setError(null)
    setFile(null)
    setPreview(null)
    if (!chosen) return
    const type = imageTypeOf(new Uint8Array(await chosen.slice(0, 16).arrayBuffer()))
    if (!type) return setError(MESSAGES.selectImage)
    if (chosen.size > LIMITS.avatarBytes) return setError(failureMessage('file-too-large'))
    // The same check as the server's, before anything is sent (and before the preview decodes it).
    const size = imageSizeOf(new Uint8Array(await chosen.arrayBuffer()), type)
    if (!size) return setError(MESSAGES.selectImage)
    if (size.width > LIMITS.avatarSide || size.height > LIMITS.avatarSide) return setError(failureMessage('image-too-large'))
    setFile(chosen)
    setPreview(URL.createObjectURL(chosen))
  }

  const upload = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setError(MESSAGES.selectImage)
    const body = new FormData()
    body.append('file', file)
    setProgress(0)
    const result = await accountUpload<UserResponse>('/api/user/me/avatar', body, { locale, onUploadProgress: setProgress })
    setProgress(null)
    if (!result.ok) return setError(result.message)
    await mutate(ME_KEY, result.data.user, { revalidate: false })
    await mutate<Session>(SESSION_KEY, (session) => (session?.user ? { user: { ...session.user, avatar: { url: result.data.user.avatar?.url ?? null } } } : session), { revalidate: false })
    setFile(null)
    notify({ title: t('Successfully uploaded') })
  }

  const shown = preview ?? me?.avatar?.url ?? null
  return (
    <form onSubmit={upload} noValidate>
      <Flex sx={{ gap: 4, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ width: 120, height: 120, borderRadius: '50%', overflow: 'hidden', bg: 'muted', border: '1px solid', borderColor: 'border', flexShrink: 0 }}>
          {shown && <img src={shown} alt={t('account.avatar.preview')} width={120} height={120} sx={{ objectFit: 'cover', width: '100%', height: '100%' }} />}
        </Box>
        <Box>
          <label htmlFor="avatar-file" sx={{ fontWeight: 600, display: 'block', mb: 1 }}>
            {t('account.avatar.choose')}
          </label>
          <input id="avatar-file" name="file" type="file" accept="image/jpeg,image/png,image/gif,image/webp,image/avif" onChange={choose} aria-invalid={error ? true : undefined} aria-describedby={error ? 'avatar-error' : 'avatar-hint'} />
          <Text as="p" id="avatar-hint" sx={{ fontSize: 1, color: 'subtle', mb: 0 }}>
            {t('account.avatar.hint')}
          </Text>
        </Box>
      </Flex>
      {error && (
        <Text as="p" id="avatar-error" role="alert" sx={{ color: 'primary', fontWeight: 600 }}>
          {t(error)}
        </Text>
      )}
      {progress !== null && <progress value={progress} max={1} aria-label={t('account.avatar.progress')} sx={progressStyle} />}
      <Button type="submit" disabled={progress !== null}>
        {progress !== null ? t('account.working') : t('account.avatar.submit')}
      </Button>
    </form>
  )
}

/** The upload's progress in the theme's colours, in both modes (the browser's own bar is blue and grey). */
const progressStyle = {
  display: 'block',
  width: '100%',
  height: 8,
  mb: 3,
  appearance: 'none',
  border: 'none',
  borderRadius: 'pill',
  overflow: 'hidden',
  bg: 'muted',
  color: 'primary',
  accentColor: 'primary',
  '::-webkit-progress-bar': { bg: 'muted' },
  '::-webkit-progress-value': { bg: 'primary', transition: 'width 120ms linear' },
  '::-moz-progress-bar': { bg: 'primary' },
} as const
