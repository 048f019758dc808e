/**
 * The footer's newsletter form, exactly as SPEC section 2 describes it: one required e-mail
 * (the browser validates it), a subscribing state for 1 s, no request, then the notification
 * 'Subscribed!' / 'You've been subscribed to our newsletter.', then idle again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../lib/translations'
import type { ThemeUIStyleObject } from 'theme-ui'
import { themeUiBase } from '../theme'
import { useToast } from './toast'

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
    <form onSubmit={submit} aria-labelledby="newsletter-title" data-state={state} sx={newsletterSheet}>
      <h2 id="newsletter-title">{t('newsletter.title')}</h2>
      <label htmlFor="newsletter-email">{t('newsletter.emailLabel')}</label>
      <div className="newsletter-row">
        <input id="newsletter-email" name="email" type="email" required autoComplete="email" dir="ltr" />
        <button type="submit" disabled={state === 'subscribing'} aria-busy={state === 'subscribing'}>
          {state === 'subscribing' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
    </form>
  )
}

const { box } = themeUiBase
const autofill = { boxShadow: 'inset 0 0 0 1000px var(--theme-ui-input-autofill-bg)', fontSize: 'inherit', ':first-line': { fontSize: '1rem' } }

/**
 * The form's styles, on the form (see themeUiBase in theme.ts for why): theme-ui's Label, Input
 * and Button. The form stays a plain element, not a Box: it is a grid item of the footer, and a
 * Box's `min-width: 0` would let its row shrink below the input's width.
 */
const newsletterSheet: ThemeUIStyleObject = {
  '> h2': { ...box, fontSize: 2, m: 0, mb: 2 },
  '> label': { ...box, width: '100%', display: 'flex', fontSize: 1, color: 'subtle', mb: 1 },
  '.newsletter-row': { ...box, display: 'flex', gap: 2, flexWrap: 'wrap' },
  '.newsletter-row > input': {
    ...box,
    display: 'block',
    width: '100%',
    p: 2,
    appearance: 'none',
    fontSize: 'inherit',
    lineHeight: 'inherit',
    border: '1px solid',
    borderRadius: 4,
    color: 'inherit',
    bg: 'transparent',
    ':autofill, :autofill:hover, :autofill:focus': autofill,
    ':-webkit-autofill, :-webkit-autofill:hover, :-webkit-autofill:focus': autofill,
    variant: 'forms.input',
    '--theme-ui-input-autofill-bg': 'var(--theme-ui-colors-background)',
    flex: '1 1 12rem',
    minWidth: 0,
    textAlign: 'start',
  },
  '.newsletter-row > button': { ...themeUiBase.button, variant: 'buttons.primary' },
}
