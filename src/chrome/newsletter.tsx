/**
 * The footer's newsletter form (docs/decisions/0022-newsletter.md): one required e-mail and a
 * honeypot. The address is checked by the call, which answers in the page's language and reads
 * Persian digits as digits; not by the browser, whose bubble speaks the browser's language and
 * refuses an address typed on a Persian keyboard. Subscribing sends it to /api/newsletter, which e-mails a
 * link to confirm (double opt-in); the notification says so — "check your inbox" — since nothing
 * is subscribed until the link is opened. A refusal is said in a notification and the address
 * stays in the field; each outcome replaces the form's previous notification. A second press while
 * the address is being sent sends nothing. The call's code loads only when a reader subscribes.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { interpolateElements, useTranslation } from '../lib/translations'
import { isLocale, DEFAULT_LOCALE } from '../lib/i18n'
import { useToast } from './toast'
import { emailForm } from '../../cms/src/rules/email'
import * as styles from './newsletter.module.css'

/** The form's notifications: a new outcome replaces the one before. */
const NOTIFICATION_SOURCE = 'newsletter'

export function NewsletterForm() {
  const { t, i18n } = useTranslation()
  const notify = useToast()
  const [state, setState] = useState<'idle' | 'subscribing'>('idle')
  // The state re-renders the button as off only after the press's event: a double click's second
  // press would otherwise find the form idle and send the address again.
  const sending = useRef(false)
  // Until the page's code runs, the browser would send the form itself: the page reloaded with
  // the address in its URL, and nothing subscribed. The button waits for the code.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    const form = event.currentTarget
    const fields = new FormData(form)
    const email = String(fields.get('email') ?? '')
    const website = String(fields.get('website') ?? '')
    const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
    setState('subscribing')
    try {
      const { subscribe } = await import(/* webpackChunkName: "newsletter-subscribe" */ '../newsletter/subscribe')
      const result = await subscribe({ email, locale, ...(website ? { website } : {}) }, locale)
      if (result.ok) {
        notify({
          title: t('newsletter.checkTitle'),
          // The address as it is stored and mailed to: typed in Persian digits, it is shown in 0–9.
          description: interpolateElements(t('newsletter.checkDescription'), {
            email: <bdi dir="ltr">{emailForm(email)}</bdi>,
          }),
          source: NOTIFICATION_SOURCE,
        })
        form.reset()
      } else {
        const unavailable = result.code === 'cms-unavailable' || result.code === 'internal-error'
        const fieldProblem = result.fields.email
        notify({
          title: t('newsletter.failedTitle'),
          description: unavailable
            ? t('newsletter.unavailable')
            : fieldProblem
              ? t(fieldProblem)
              : t(result.message, result.values),
          source: NOTIFICATION_SOURCE,
        })
      }
    } catch {
      // The call's own code could not be loaded (offline, or a new release replaced it).
      notify({
        title: t('newsletter.failedTitle'),
        description: t('newsletter.unavailable'),
        source: NOTIFICATION_SOURCE,
      })
    } finally {
      sending.current = false
      setState('idle')
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="newsletter-title" data-state={state}>
      <h2 id="newsletter-title" className={styles.title}>
        {t('newsletter.title')}
      </h2>
      <label htmlFor="newsletter-email" className={styles.label}>
        {t('newsletter.emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          dir="ltr"
          className={styles.input}
        />
        <button
          type="submit"
          disabled={!ready || state === 'subscribing'}
          aria-busy={state === 'subscribing'}
          className={styles.submit}
        >
          {state === 'subscribing' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      {/* The honeypot: out of sight and out of the tab order for people; bots fill every field. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="newsletter-website">{t('form.honeypot')}</label>
        <input id="newsletter-website" name="website" type="text" dir="ltr" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  )
}
