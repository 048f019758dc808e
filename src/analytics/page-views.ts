/**
 * Readers' figures from the page (docs/decisions/0057-analytics.md). Each view of this page load
 * (the page it opened at and each page navigated to from it) is kept here and sent in one beacon
 * when the page is hidden; the field metrics of the first view join it from ./field-metrics.ts,
 * loaded once the page is idle. Nothing is kept or sent for a reader whose browser asks not to be
 * tracked (Global Privacy Control, Do Not Track), nor for the editors' preview or a page not
 * found. No cookie, no storage, no identifier.
 */
import { COLLECT_PATH, VIEWS_PER_BEACON, type DeviceClass } from '../../cms/src/rules/analytics'
import type { PageView } from '../../cms/src/rules/analytics-input'
import { DEFAULT_LOCALE, localeFromPath } from '../lib/i18n'
import { isLocale404Path } from '../locale-404'
import { isPreviewPath } from '../preview/paths'
import { whenIdle } from '../chrome/when-idle'

type Browser = Window & { ___loader?: { loadPageSync?: (path: string) => { page?: { path?: string } } | null } }
type Metrics = Partial<Pick<PageView, 'lcp' | 'inp' | 'cls' | 'ttfb'>>

/** Gatsby's own 404 page, which it draws at any unknown address. */
const ROOT_404 = /^\/?404(\.html|\/)?$/

/**
 * A view as counted: its address alone. What is the same for every view of the page load (the
 * device, the referrer) is read when the beacon is sent, off the page's first work: counting
 * runs while the page hydrates.
 */
type Counted = { path: string }

let waiting: Counted[] = []
let first: Counted | null = null
/** The first view's field metrics so far: some are known before the first view is counted. */
let metrics: Metrics = {}
let started = false

type FieldMetrics = { watchFieldMetrics: (report: (update: Metrics) => void) => void }
const loadFieldMetrics = (): Promise<FieldMetrics> => import(/* webpackChunkName: "field-metrics" */ './field-metrics')

/** Whether the reader's browser asks sites not to track them. */
export function asksNotToTrack(nav: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1'
}

/** Phone or tablet by a coarse pointer and the screen's shorter side; anything else a desktop. */
export function deviceClass(win: Pick<Window, 'matchMedia' | 'screen'>): DeviceClass {
  if (!win.matchMedia('(pointer: coarse)').matches) return 'desktop'
  return Math.min(win.screen.width, win.screen.height) < 600 ? 'phone' : 'tablet'
}

/** The domain of another site the reader came from, if any. */
export function referrerDomain(referrer: string, ownHost: string): string | undefined {
  try {
    const { hostname, protocol } = new URL(referrer)
    return /^https?:$/.test(protocol) && hostname !== ownHost ? hostname : undefined
  } catch {
    return undefined
  }
}

/** Whether a page's views are counted: not the editors' preview, not a page not found. */
export function isCounted(pathname: string, pagePath: string | undefined): boolean {
  if (isPreviewPath(pathname)) return false
  return !(pagePath && (ROOT_404.test(pagePath) || isLocale404Path(pagePath)))
}

function send(win: Browser) {
  if (win.document.visibilityState !== 'hidden' || waiting.length === 0) return
  const device = deviceClass(win)
  const views = waiting.map((counted): PageView => {
    const view: PageView = { path: counted.path, locale: localeFromPath(counted.path) ?? DEFAULT_LOCALE, device }
    if (counted !== first) return view
    const referrer = referrerDomain(win.document.referrer, win.location.hostname)
    return { ...view, ...(referrer ? { referrer } : {}), ...metrics }
  })
  const body = JSON.stringify({ views })
  waiting = []
  // As text: a JSON content type would make no difference to the endpoint, which reads the body as JSON either way.
  win.navigator.sendBeacon(COLLECT_PATH, body)
}

/** Starts counting on the page's first load; nothing happens for a reader who asked not to be tracked. */
export function startPageViews(win: Browser = window, fieldMetrics = loadFieldMetrics) {
  if (started || asksNotToTrack(win.navigator) || typeof win.navigator.sendBeacon !== 'function') return
  started = true
  win.document.addEventListener('visibilitychange', () => send(win))
  const load = () =>
    void fieldMetrics().then(
      ({ watchFieldMetrics }) =>
        watchFieldMetrics((update) => {
          metrics = { ...metrics, ...update }
        }),
      () => undefined,
    )
  whenIdle(load, win)
}

/** Counts the view of `pathname` (a navigation, or the first page). */
export function countView(pathname: string, win: Browser = window) {
  if (!started) return
  const pagePath = win.___loader?.loadPageSync?.(pathname)?.page?.path
  if (!isCounted(pathname, pagePath)) return
  const view: Counted = { path: pathname }
  first ??= view
  if (waiting.length < VIEWS_PER_BEACON) waiting.push(view)
}
