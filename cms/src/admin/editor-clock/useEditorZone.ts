import * as React from 'react'
import { useFetchClient } from '@strapi/strapi/admin'
import type { PublishingView } from '../../publishing/deploy-status'
import { STATUS_PATH } from '../../rules/publishing-paths'

let asked: Promise<string> | undefined

/**
 * The editors' time zone (EDITOR_TIME_ZONE), asked of the CMS once per admin session: the server's
 * setting, not the browser's zone. Until it is known, and if it cannot be, the browser's zone,
 * which every time shown names, so nothing is misread meanwhile.
 */
export function useEditorZone(): string {
  const { get } = useFetchClient()
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const [zone, setZone] = React.useState<string | undefined>()
  React.useEffect(() => {
    let current = true
    asked ??= get<{ data: PublishingView }>(STATUS_PATH).then(
      (response) => response.data.data.timeZone,
      (error: unknown) => {
        asked = undefined
        throw error
      },
    )
    asked.then(
      (known) => current && setZone(known),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [get])
  return zone ?? browserZone
}
