/**
 * New-build detection (requirements §4). The page reads the latest-build manifest when it starts,
 * then again every few minutes while it is visible and whenever it becomes visible again, with a
 * timestamp query so no cache answers. Once the id differs, the reader's next navigation is a
 * full page load of where they were going.
 *
 * Gatsby's own check reloads only when the JavaScript changed. A build that changed content
 * alone kept the old header and footer (a static query, fetched once per visit) until a reload.
 * `window.___swUpdated` is the flag Gatsby's navigate() already honours for a new service worker:
 * set, every navigation becomes `window.location = target`. ADR 0014, point 8.
 */
import { BUILD_MANIFEST_PATH, buildIdOf } from '../lib/build-manifest'

export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000

type Browser = Pick<Window, 'fetch' | 'setInterval' | 'document'> & { ___swUpdated?: boolean }

async function latestBuild(win: Browser): Promise<string | null> {
  try {
    const response = await win.fetch(`${BUILD_MANIFEST_PATH}?t=${Date.now()}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    })
    return response.ok ? buildIdOf(await response.json()) : null
  } catch {
    // Offline, or a deploy without a manifest: nothing is known, nothing changes.
    return null
  }
}

/** Starts watching; resolves once the page's own build is known (or could not be read). */
export function watchForNewBuild(win: Browser = window): { check: () => Promise<void>; started: Promise<void> } {
  let own: string | null = null
  const check = async () => {
    if (win.___swUpdated) return
    const latest = await latestBuild(win)
    if (!latest) return
    if (own === null) own = latest
    else if (latest !== own) win.___swUpdated = true
  }
  win.setInterval(() => {
    if (win.document.visibilityState === 'visible') void check()
  }, BUILD_CHECK_INTERVAL_MS)
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') void check()
  })
  return { check, started: check() }
}
