/**
 * The page's side of readers' figures: what a reader's browser sends, checked against the shape
 * the collect endpoint takes (cms/src/rules/analytics-input.ts).
 */
import { z } from 'zod'
import { analyticsInput } from '../../cms/src/rules/analytics-input'
import { COLLECT_PATH } from '../../cms/src/rules/analytics'

const { beaconSchema } = analyticsInput(z)

type Sent = { url: string; body: string }

async function pageOf(options: { gpc?: boolean; dnt?: string; referrer?: string; coarse?: boolean } = {}) {
  jest.resetModules()
  const views = await import('./page-views')
  const sent: Sent[] = []
  let visibility: DocumentVisibilityState = 'visible'
  const listeners: (() => void)[] = []
  let mediaQueries = 0
  const win = {
    navigator: {
      globalPrivacyControl: options.gpc,
      doNotTrack: options.dnt ?? null,
      sendBeacon: (url: string, body: string) => sent.push({ url, body }) > 0,
    },
    document: {
      referrer: options.referrer ?? '',
      readyState: 'complete',
      get visibilityState() {
        return visibility
      },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    },
    location: { hostname: 'barsanj.example' },
    matchMedia: () => {
      mediaQueries++
      return { matches: options.coarse ?? true }
    },
    screen: { width: 412, height: 915 },
    requestIdleCallback: (callback: () => void) => {
      callback()
      return 0
    },
    ___loader: { loadPageSync: (path: string) => ({ page: { path: path.includes('missing') ? '/404.html' : path } }) },
  } as unknown as Window
  // The field metrics' code, loaded at once here; TTFB is known before the first view is counted.
  let report: (update: Record<string, number>) => void = () => undefined
  views.startPageViews(win, async () => ({
    watchFieldMetrics: (reporter) => {
      report = reporter
      reporter({ ttfb: 212 })
    },
  }))
  await Promise.resolve()
  return {
    views,
    win,
    sent,
    report: (update: Record<string, number>) => report(update),
    mediaQueries: () => mediaQueries,
    hide() {
      visibility = 'hidden'
      for (const listener of listeners) listener()
    },
    show() {
      visibility = 'visible'
    },
    beacons() {
      return sent.map(({ url, body }) => ({ url, json: JSON.parse(body) as unknown }))
    },
  }
}

it('sends the views of a visit in one beacon the collect endpoint takes, when the page is hidden', async () => {
  const page = await pageOf({ referrer: 'https://t.me/barsanj' })
  page.views.countView('/fa/posts/taming-flaky-tests/', page.win)
  page.views.countView('/fa/posts/', page.win)
  page.report({ lcp: 1830, cls: 0.02 })
  expect(page.sent).toHaveLength(0)
  // Counting runs while the page hydrates: the device (a media query, which can make the browser
  // bring its styles up to date) is asked only when the beacon goes.
  expect(page.mediaQueries()).toBe(0)
  page.hide()
  const [beacon] = page.beacons()
  expect(beacon.url).toBe(COLLECT_PATH)
  expect(beaconSchema.parse(beacon.json)).toEqual({
    views: [
      {
        path: '/fa/posts/taming-flaky-tests/',
        locale: 'fa',
        device: 'phone',
        referrer: 't.me',
        ttfb: 212,
        lcp: 1830,
        cls: 0.02,
      },
      { path: '/fa/posts/', locale: 'fa', device: 'phone' },
    ],
  })
  // Hidden again with nothing new: nothing more is sent; a later view goes in a beacon of its own.
  page.show()
  page.hide()
  expect(page.sent).toHaveLength(1)
  page.show()
  page.views.countView('/en/', page.win)
  page.hide()
  expect(page.beacons()[1].json).toEqual({ views: [{ path: '/en/', locale: 'en', device: 'phone' }] })
})

it.each([
  ['Global Privacy Control', { gpc: true }],
  ['Do Not Track', { dnt: '1' }],
])('sends nothing for a reader whose browser asks not to be tracked (%s)', async (_, options) => {
  const page = await pageOf(options)
  page.views.countView('/en/', page.win)
  page.hide()
  expect(page.sent).toHaveLength(0)
})

it("leaves out the editors' preview and pages not found, and its own site as a referrer", async () => {
  const page = await pageOf({ referrer: 'https://barsanj.example/fa/', coarse: false })
  page.views.countView('/fa/preview/', page.win)
  page.views.countView('/fa/missing-page/', page.win)
  page.views.countView('/en/404/', page.win)
  page.views.countView('/en/pages/about-us/', page.win)
  page.hide()
  expect(page.beacons()[0].json).toEqual({
    views: [{ path: '/en/pages/about-us/', locale: 'en', device: 'desktop', ttfb: 212 }],
  })
})
