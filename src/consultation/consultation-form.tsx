/**
 * The consultation form (loaded only on pages that carry the CMS's consultation section): the
 * account forms' fields and timing, validated with the shared schema (./schema.ts) that the
 * /api/consultation function checks again. The preferred date is a choice among the coming days
 * in the reader's own calendar (Persian or Gregorian), which needs no date picker and cannot be
 * typed wrong. On success the form gives way to a thank-you that names where the confirmation went.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { Field } from 'react-final-form'
import { interpolateElements, useTranslation } from '../lib/translations'
import { formatDay } from '../lib/dates'
import type { Locale } from '../lib/i18n'
import { AccountForm } from '../account/forms/account-form'
import { accountCall } from '../account/api'
import { TextField } from '../account/forms/text-field'
import * as controls from '../styles/controls.module.css'
import { CONSULTATION_LIMITS, SERVICE_KINDS, localDay, offeredDays } from '../../cms/src/rules/consultation'
import { consultationFormSchema, type ConsultationAnswer } from './schema'
import * as styles from './consultation-form.module.css'

export const CONSULTATION_PATH = '/api/consultation'

function useOfferedDays(locale: Locale) {
  return useMemo(() => {
    return offeredDays(localDay(new Date())).map((day) => ({
      value: day,
      label: formatDay(new Date(`${day}T00:00:00Z`), locale, { weekday: true, year: false }),
    }))
  }, [locale])
}

function Sent({ name, email, onAnother }: { name: string; email: string; onAnother: () => void }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the reader was in is gone: focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div role="status" className={styles.sent}>
      <h3 ref={heading} tabIndex={-1} className={styles.sentTitle}>
        {/* A name in either script keeps its own direction; an address reads left to right in both languages. */}
        {interpolateElements(t('consultation.sentTitle'), { name: <bdi>{name}</bdi> })}
      </h3>
      <p>{interpolateElements(t('consultation.sentBody'), { email: <bdi dir="ltr">{email}</bdi> })}</p>
      <button type="button" className={controls.buttonSecondary} onClick={onAnother}>
        {t('consultation.another')}
      </button>
    </div>
  )
}

export default function ConsultationForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const days = useOfferedDays(locale)
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null)
  if (sent) return <Sent {...sent} onAnother={() => setSent(null)} />
  return (
    <AccountForm
      schema={consultationFormSchema}
      submitLabel={t('consultation.submit')}
      workingLabel={t('consultation.sending')}
      onSubmit={async (values) => {
        const result = await accountCall<ConsultationAnswer>(CONSULTATION_PATH, {
          method: 'POST',
          body: { ...values, locale },
          locale,
        })
        if (!result.ok) return result
        setSent({ name: values.name, email: values.email })
      }}
    >
      <div className={styles.pair}>
        <TextField
          name="name"
          id="consultation-name"
          label={t('consultation.name')}
          autoComplete="name"
          maxLength={CONSULTATION_LIMITS.name.max}
          dir="auto"
        />
        <TextField
          name="email"
          id="consultation-email"
          label={t('consultation.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
        />
      </div>
      <TextField
        name="company"
        id="consultation-company"
        label={t('consultation.company')}
        autoComplete="organization"
        maxLength={CONSULTATION_LIMITS.company.max}
        dir="auto"
      />
      <div className={styles.pair}>
        <TextField
          name="service"
          id="consultation-service"
          label={t('consultation.service')}
          placeholder={t('consultation.servicePlaceholder')}
          options={SERVICE_KINDS.map((kind) => ({ value: kind, label: t(`consultation.services.${kind}`) }))}
        />
        <TextField
          name="preferredDate"
          id="consultation-date"
          label={t('consultation.date')}
          placeholder={t('consultation.datePlaceholder')}
          options={days}
          hint={t('consultation.dateHint')}
        />
      </div>
      <TextField
        name="message"
        id="consultation-message"
        label={t('consultation.message')}
        multiline
        rows={5}
        maxLength={CONSULTATION_LIMITS.message.max}
        dir="auto"
      />
      {/* The honeypot: out of sight and out of the tab order for people; bots fill every field. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="consultation-website">{t('form.honeypot')}</label>
        <Field
          name="website"
          render={({ input }) => (
            <input {...input} id="consultation-website" type="text" dir="ltr" tabIndex={-1} autoComplete="off" />
          )}
        />
      </div>
    </AccountForm>
  )
}
