import * as React from 'react'
import { useFetchClient } from '@strapi/strapi/admin'
import type { PublishingView } from '../../publishing/deploy-status'
import { STATUS_PATH } from '../../rules/publishing-paths'

/** How often the status is asked for while it is on screen: a build takes tens of seconds. */
const POLL_MS = 3000

/** The site's build status (GET /site-deploys/status), kept fresh while the page is visible. */
export function usePublishingStatus(): { status?: PublishingView; error: boolean } {
  const { get } = useFetchClient()
  const [status, setStatus] = React.useState<PublishingView>()
  const [error, setError] = React.useState(false)

  React.useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const response = await get<{ data: PublishingView }>(STATUS_PATH)
          if (!stopped) {
            setStatus(response.data.data)
            setError(false)
          }
        } catch {
          if (!stopped) setError(true)
        }
      }
      if (!stopped) timer = setTimeout(load, POLL_MS)
    }
    void load()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [get])

  return { status, error }
}
