/**
 * Readers' figures from a reader's phone (docs/decisions/0057-analytics.md): reading a post and
 * leaving it sends one beacon to the site itself, with the post's path, language, device class
 * and field metrics, which the site takes; no cookie is set and nothing is asked of another
 * origin. A browser that asks not to be tracked sends nothing. The view reaches the editors: the
 * post's own panel in the CMS admin counts it, and the dashboard shows its field metrics.
 */
import { expect, test, type Browser, type Request } from '@playwright/test'
import { posts } from '../cms/src/seed/content'
import { COLLECT_PATH } from '../cms/src/rules/analytics'
import { ANALYTICS_PATH, type EntryAnalyticsView } from '../cms/src/analytics/view'
import { adminToken, inviteAdmin } from '../tests/support/cms-api'
import { choosePersian, cmsAddress, signedInAdmin, stackState } from './cms-admin'
import { PHONE } from './screens'

/**
 * Reads `path` on a phone, taps its title, then leaves it as a phone's reader does, switching to
 * another app: the page becomes hidden without unloading. (A beacon sent while a page unloads
 * reaches the server, but Playwright no longer reports the unloaded page's requests.)
 */
async function readAndLeave(browser: Browser, baseURL: string, path: string, init?: () => void) {
  const context = await browser.newContext(PHONE)
  if (init) await context.addInitScript(init)
  const beacons: Request[] = []
  const elsewhere: string[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== new URL(baseURL).origin) elsewhere.push(request.url())
    else if (url.pathname === COLLECT_PATH) beacons.push(request)
  })
  const page = await context.newPage()
  await page.goto(path)
  // The field metrics' code comes once the page is idle (not at all for a reader who asked not to
  // be tracked); a tap gives INP something to measure.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  await page.locator('main h1').tap()
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await page.waitForTimeout(1000)
  const metricsLoaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('field-metrics')),
  )
  const cookies = await context.cookies()
  const answers = await Promise.all(beacons.map(async (beacon) => (await beacon.response())?.status()))
  await context.close()
  return { beacons, answers, cookies, elsewhere, metricsLoaded }
}

test('reading a post and leaving it sends one beacon to the site, with the post and its field metrics', async ({
  browser,
  baseURL,
}) => {
  const path = `/fa/posts/${posts[0].slug}/`
  const { beacons, answers, cookies, elsewhere, metricsLoaded } = await readAndLeave(browser, baseURL!, path)
  expect(metricsLoaded).toBe(true)
  expect(beacons).toHaveLength(1)
  expect(beacons[0].method()).toBe('POST')
  const { views } = beacons[0].postDataJSON() as { views: Record<string, unknown>[] }
  expect(views).toHaveLength(1)
  expect(views[0]).toMatchObject({ path, locale: 'fa', device: 'phone' })
  for (const metric of ['lcp', 'cls', 'ttfb']) expect(typeof views[0][metric]).toBe('number')
  expect(views[0].lcp as number).toBeGreaterThan(0)
  expect(Object.keys(views[0]).sort()).toEqual(
    expect.arrayContaining(['cls', 'device', 'lcp', 'locale', 'path', 'ttfb']),
  )
  expect(answers).toEqual([202])
  expect(cookies).toEqual([])
  expect(elsewhere).toEqual([])
})

test('a browser that asks not to be tracked sends nothing', async ({ browser, baseURL }) => {
  const { beacons, metricsLoaded } = await readAndLeave(browser, baseURL!, `/en/posts/${posts[0].slug}/`, () =>
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
  )
  expect({ beacons: beacons.length, metricsLoaded }).toEqual({ beacons: 0, metricsLoaded: false })
})

test("the view appears in the editors' figures: the post's own panel and the dashboard's Persian phones", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const post = posts[0]
  const path = `/fa/posts/${post.slug}/`
  expect((await readAndLeave(browser, baseURL!, path)).answers).toEqual([202])

  const { cmsUrl, cmsToken, cmsAdmin } = stackState()
  const found = (await (
    await fetch(`${cmsUrl}/api/posts?filters[slug][$eq]=${encodeURIComponent(post.slug)}&locale=fa&fields[0]=title`, {
      headers: { authorization: `Bearer ${cmsToken}` },
    })
  ).json()) as { data: { documentId: string; title: string }[] }
  const { documentId, title } = found.data[0]
  // The CMS folds views every few seconds; its panels read what is folded when they open.
  const token = await adminToken(cmsAddress())
  const entryFigures = async () =>
    (
      (await (
        await fetch(`${cmsUrl}${ANALYTICS_PATH}/entry?model=api::post.post&documentId=${documentId}&locale=fa`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: EntryAnalyticsView }
    ).data
  await expect.poll(async () => (await entryFigures()).total, { timeout: 30_000 }).toBeGreaterThan(0)
  const total = (await entryFigures()).total

  const editor = await signedInAdmin(browser, cmsAdmin.email, cmsAdmin.password)
  await editor.goto(
    `${cmsUrl}/admin/content-manager/collection-types/api::post.post/${documentId}?plugins[i18n][locale]=fa`,
  )
  const skipTour = editor.getByRole('button', { name: 'Skip' })
  if (await skipTour.isVisible().catch(() => false)) await skipTour.click()
  const panel = editor.getByTestId('entry-readers')
  // At least the views folded before: the spec's other tests, in other workers, read this post too.
  await expect
    .poll(
      async () =>
        Number(
          /^([\d,]+) views? in the last 28 days/.exec((await panel.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? 0,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThanOrEqual(total)
  await expect(panel).toContainText(path)
  await expect(panel.getByRole('img', { name: /^Views per day/ })).toBeVisible()

  await editor.getByRole('link', { name: 'Readers' }).click()
  await expect(editor.getByRole('heading', { level: 1, name: 'Readers' })).toBeVisible()
  // The design system's tables are grids.
  const vitals = editor.getByRole('grid', { name: 'Field metrics' })
  const row = vitals.getByRole('row').filter({ hasText: /^Post\s*Persian\s*Phone/ })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(/\d+(\.\d)? (s|ms) · (good|needs improvement|poor)/)
  await expect(editor.getByTestId('readers-top-fa')).toContainText(title)
  // On a phone each group is a card, named above its figures, within the screen's width.
  await editor.setViewportSize({ width: 390, height: 844 })
  const card = editor
    .getByRole('list', { name: 'Field metrics' })
    .getByRole('listitem')
    .filter({ hasText: 'Post · Persian · Phone' })
  await expect(card).toContainText(/\d+(\.\d)? (s|ms) · (good|needs improvement|poor)/)
  expect(await card.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(390)
  await editor.context().close()

  // A Persian editor reads a figure right to left: the value, the dot, then its rating.
  const persianEditor = await inviteAdmin(cmsAddress(), 'strapi-editor')
  const persian = await signedInAdmin(browser, persianEditor.email, persianEditor.password)
  await choosePersian(persian)
  await persian.goto(`${cmsUrl}/admin/readers`)
  const persianVitals = persian.getByTestId('readers-vitals')
  await expect(persianVitals).toContainText(' · ')
  const figure = await persianVitals.evaluate((section) => {
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    while (walker.nextNode()) texts.push(walker.currentNode as Text)
    const rated = texts.find((node) => node.data.includes('·'))!
    const value = texts[texts.indexOf(rated) - 1]
    const box = (node: Text, from: number, to: number) => {
      const range = document.createRange()
      range.setStart(node, from)
      range.setEnd(node, to)
      const { left, right } = range.getBoundingClientRect()
      return { left, right }
    }
    const dotAt = rated.data.indexOf('·')
    const rating = rated.data.slice(dotAt + 1).trim()
    const ratingAt = rated.data.indexOf(rating, dotAt)
    return {
      value: box(value, 0, value.length),
      dot: box(rated, dotAt, dotAt + 1),
      rating: box(rated, ratingAt, ratingAt + rating.length),
    }
  })
  expect(figure.dot.right).toBeLessThanOrEqual(figure.value.left + 1)
  expect(figure.rating.right).toBeLessThanOrEqual(figure.dot.left + 1)
  await persian.context().close()
})
