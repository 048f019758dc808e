/**
 * The footer's newsletter form, exactly as SPEC section 2 describes it: one required e-mail
 * (the browser validates it), a subscribing state for 1 s, no request, then the notification
 * 'Subscribed!' / 'You've been subscribed to our newsletter.', then idle again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../lib/translations'
import { Box, Button, Input, Label } from 'theme-ui'
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
    <form onSubmit={submit} aria-labelledby="newsletter-title" data-state={state}>
      <Box as="h2" id="newsletter-title" sx={{ fontSize: 2, m: 0, mb: 2 }}>
        {t('newsletter.title')}
      </Box>
      <Label htmlFor="newsletter-email" sx={{ fontSize: 1, color: 'subtle', mb: 1 }}>
        {t('newsletter.emailLabel')}
      </Label>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Input id="newsletter-email" name="email" type="email" required autoComplete="email" dir="ltr" sx={{ flex: '1 1 12rem', minWidth: 0, textAlign: 'start' }} />
        <Button type="submit" disabled={state === 'subscribing'} aria-busy={state === 'subscribing'}>
          {state === 'subscribing' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </Button>
      </Box>
    </form>
  )
}
