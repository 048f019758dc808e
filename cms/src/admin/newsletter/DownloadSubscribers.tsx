import * as React from 'react'
import { useParams } from 'react-router-dom'
import { useFetchClient } from '@strapi/strapi/admin'
import { Button } from '@strapi/design-system'
import { Download } from '@strapi/icons'
import { SUBSCRIBER, SUBSCRIBERS_CSV_PATH } from '../../rules/newsletter-paths'
import { useText } from '../translations/useText'

/**
 * "Download CSV" above the list of newsletter subscribers (the list view's actions): every
 * subscriber with language, state and dates, from GET /newsletter/subscribers.csv
 * (cms/src/newsletter/export.ts), saved as a file.
 */
export function DownloadSubscribers() {
  const { slug } = useParams<{ slug: string }>()
  const { get } = useFetchClient()
  const [state, setState] = React.useState<'idle' | 'working' | 'failed'>('idle')
  const { t } = useText()
  if (slug !== SUBSCRIBER) return null
  const download = async () => {
    setState('working')
    try {
      const response = await get<Blob>(SUBSCRIBERS_CSV_PATH, { responseType: 'blob' })
      const url = URL.createObjectURL(response.data)
      const link = document.createElement('a')
      link.href = url
      link.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <Button variant="secondary" startIcon={<Download />} onClick={download} loading={state === 'working'}>
      {state === 'failed' ? t('site-newsletter.download.failed') : t('site-newsletter.download')}
    </Button>
  )
}
