/**
 * The footer's newsletter form, exactly as requirements §2 describes it: one required e-mail
 * (the browser validates it), a subscribing state for 1 s, no request, then the notification
 * 'Subscribed!' / 'You've been subscribed to our newsletter.', then idle again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../lib/translations'
import { useToast } from './toast'
import * as styles from './newsletter.module.css'

export const NEWSLETTER_DELAY_MS = 1000

export function NewsletterForm() {
  const { t } = useTranslation()
  const notify = useToast()
  const [state, setState] = useState<'idle' | 'subscribing'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state === 'subscribing') return
    const form = event.currentTarget
    setState('subscribing')
    timer.current = setTimeout(() => {
      notify({ title: t('newsletter.subscribedTitle'), description: t('newsletter.subscribedDescription') })
      form.reset()
      setState('idle')
    }, NEWSLETTER_DELAY_MS)
  }

  return (
    <form onSubmit={submit} aria-labelledby="newsletter-title" data-state={state}>
      <h2 id="newsletter-title" className={styles.title}>{t('newsletter.title')}</h2>
      <label htmlFor="newsletter-email" className={styles.label}>{t('newsletter.emailLabel')}</label>
      <div className={styles.row}>
        <input id="newsletter-email" name="email" type="email" required autoComplete="email" dir="ltr" className={styles.input} />
        <button type="submit" disabled={state === 'subscribing'} aria-busy={state === 'subscribing'} className={styles.submit}>
          {state === 'subscribing' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
    </form>
  )
}
