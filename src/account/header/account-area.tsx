/**
 * Where the header shows the reader's session. Its code (./session-account-area.tsx, with SWR)
 * is not part of a page's first load: the area reads a session the browser fetches after the
 * page has loaded anyway, so its code is fetched alongside, while the page hydrates. The
 * prerendered page and the wait show the same empty placeholder as an unknown session.
 */
import { lazy, Suspense } from 'react'
import type { Locale } from '../../lib/i18n'
import { SessionPending } from './session-pending'

const SessionAccountArea = lazy(() => import(/* webpackChunkName: "session-account-area" */ './session-account-area'))

export function AccountArea(props: { locale: Locale; pathname: string }) {
  return (
    <Suspense fallback={<SessionPending />}>
      <SessionAccountArea {...props} />
    </Suspense>
  )
}
