/**
 * Persian pages speak Persian (issue [9], point 2): every template, in the page, its title and the
 * texts only assistive technology reads (alt, aria-label, title, placeholder), holds no Latin
 * letter and no ASCII digit, but where Latin is meant: an e-mail address, an element marked
 * left-to-right or another language (addresses, handles, code), what members wrote themselves
 * (comments, `dir="auto"`), and the names below that are written in Latin in Persian too.
 */
import { expect, test, type Page } from '@playwright/test'
import { caseStudies, posts } from '../cms/src/seed/content'
import { TOC_MIN_HEADINGS } from '../src/lib/reading'
import { confirmedAccount, logIn } from './members'

/** Names Persian writes in Latin letters: the tools and terms the posts discuss, image formats. */
const LATIN_NAMES = [
  'k6',
  'JMeter',
  'Gatling',
  'Locust',
  'CI',
  'CI/CD',
  'API',
  'SLO',
  'p95',
  'p99',
  'HTTP',
  'JSON',
  'SQL',
  'TLS',
  'CPU',
  'heap',
  'Grafana',
  'Prometheus',
  'Playwright',
  'Selenium',
  'Cypress',
  'OWASP',
  'JPEG',
  'PNG',
  'GIF',
  'WebP',
  'AVIF',
  'RSS',
]

type Finding = { where: string; text: string }

/** Latin letters or ASCII digits a Persian reader would see or hear, with where they are. */
async function latinIn(page: Page): Promise<Finding[]> {
  return page.evaluate((allowed) => {
    const LATIN = /[A-Za-z0-9][A-Za-z0-9@._%+\-/]*/g
    const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
    // Marked left to right or another language, code, or text whose direction follows its own
    // script (dir="auto": what members wrote, such as comments and their names).
    const meantLatin = (element: Element | null) =>
      Boolean(element?.closest('[dir="ltr"], [dir="auto"], [lang]:not([lang="fa"]), code, kbd, pre, svg'))
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })
    const findings: { where: string; text: string }[] = []
    const check = (text: string, where: string) => {
      for (const match of text.matchAll(LATIN)) {
        const word = match[0].replace(/[.,)/-]+$/, '')
        if (EMAIL.test(word) || allowed.includes(word)) continue
        findings.push({ where, text: word })
      }
    }
    check(document.title, 'title')
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || meantLatin(parent) || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent))
        continue
      check(
        node.textContent ?? '',
        parent.tagName.toLowerCase() +
          (parent.className && typeof parent.className === 'string' ? `.${parent.className.split(' ')[0]}` : ''),
      )
    }
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (meantLatin(element) || !visible(element)) continue
      for (const attribute of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute)
        if (value) check(value, `${element.tagName.toLowerCase()}[${attribute}]`)
      }
    }
    return findings
  }, LATIN_NAMES)
}

/** Fields holding addresses, handles, URLs or passwords that are not left to right on the page. */
const notLtrFields = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input, textarea')]
      .filter(
        (field) =>
          ['email', 'password', 'url'].includes(field.type) ||
          ['identifier', 'username', 'website', 'github', 'linkedin'].includes(field.name),
      )
      .filter((field) => field.getAttribute('dir') !== 'ltr')
      .map((field) => field.name || field.id),
  )

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForFunction(() => !document.querySelector('header [data-session="unknown"]'))
  await page.waitForLoadState('networkidle')
}

const visitorPages = [
  '/fa/',
  '/fa/posts/',
  '/fa/posts/page/2/',
  ...posts.map((post) => `/fa/posts/${post.slug}/`),
  '/fa/pages/',
  '/fa/pages/about-us/',
  '/fa/pages/contact-us/',
  '/fa/pages/services/',
  '/fa/pages/services/load-and-stress-testing/',
  '/fa/case-studies/',
  ...caseStudies.map((study) => `/fa/case-studies/${study.slug}/`),
  '/fa/tags/',
  encodeURI('/fa/tags/تست-بار/'),
  '/fa/search/?q=%D8%AA%D8%B3%D8%AA',
  '/fa/no-such-page/',
  '/fa/auth/login/',
  '/fa/auth/signup/',
  '/fa/auth/forgot-password/',
  '/fa/auth/send-email-confirmation/',
  '/fa/auth/reset-password/?code=abc',
  '/fa/auth/confirm-account/?code=abc',
]

test('every Persian template a visitor sees is Persian', async ({ page }) => {
  test.setTimeout(180_000)
  const found: Record<string, Finding[]> = {}
  for (const path of visitorPages) {
    await open(page, path)
    const here = await latinIn(page)
    if (here.length) found[path] = here
    const fields = await notLtrFields(page)
    if (fields.length)
      found[path] = [
        ...(found[path] ?? []),
        ...fields.map((name) => ({ where: 'field not left to right', text: name })),
      ]
  }
  // Numbered lists (a post's table of contents) count in Persian digits.
  await open(page, `/fa/posts/${posts.find((post) => post.fa.body.split('\n## ').length > TOC_MIN_HEADINGS)!.slug}/`)
  expect(
    await page.locator('nav[aria-labelledby="toc-title"] ol').evaluate((list) => getComputedStyle(list).listStyleType),
  ).toBe('persian')
  // The mobile panel, open on a phone.
  await page.setViewportSize({ width: 390, height: 800 })
  await open(page, '/fa/')
  await page.locator('header button[aria-controls]').last().click()
  const panel = await latinIn(page)
  if (panel.length) found['/fa/ (mobile panel)'] = panel
  expect(found).toEqual({})
})

test('every Persian screen a member sees is Persian, the user menu included', async ({ page, request }) => {
  const account = await confirmedAccount(request, 'fa')
  await logIn(page, account)
  const found: Record<string, Finding[]> = {}
  for (const path of ['/fa/user/profile/', '/fa/user/avatar/', '/fa/user/password/', `/fa/posts/${posts[0].slug}/`]) {
    await open(page, path)
    const here = await latinIn(page)
    if (here.length) found[path] = here
    const fields = await notLtrFields(page)
    if (fields.length)
      found[path] = [
        ...(found[path] ?? []),
        ...fields.map((name) => ({ where: 'field not left to right', text: name })),
      ]
  }
  await open(page, '/fa/')
  await page.locator('header').getByRole('button', { name: 'منوی حساب کاربری' }).click()
  const menu = await latinIn(page)
  if (menu.length) found['/fa/ (user menu)'] = menu
  expect(found).toEqual({})
  // The address in the menu is one unbroken line.
  const address = page.locator('header [role="menu"] bdi[dir="ltr"]')
  await expect(address).toHaveText(account.email)
  expect((await address.boundingBox())!.height).toBeLessThan(30)
})

test("a Persian phone number shows its area code first, and a post's date stands apart from its reading time", async ({
  page,
}) => {
  await open(page, '/fa/pages/contact-us/')
  const phone = page.locator('main a[href^="tel:"]').first()
  // Where the browser draws the first and the last digit of «۰۲۱-۸۸۰۰۰۰۰۰»: left to right.
  const [first, last] = await phone.evaluate((link) => {
    const text = link.firstChild!
    const at = (offset: number) => {
      const range = document.createRange()
      range.setStart(text, offset)
      range.setEnd(text, offset + 1)
      return range.getBoundingClientRect().left
    }
    return [at(0), at((text.textContent ?? '').length - 1)]
  })
  expect(first).toBeLessThan(last)
  await open(page, `/fa/posts/${posts[0].slug}/`)
  // A middle dot beside Persian digits reads as the digit zero: «۱۴۰۴ · ۱ دقیقه».
  await expect(page.locator('main article time').first().locator('..')).toHaveText(
    /^[۰-۹]+ [^\s]+ [۰-۹]{4}، [۰-۹]+ دقیقه مطالعه/,
  )
})

test('a navigation inside the site is announced in Persian, and Gatsby’s English announcement is silent', async ({
  page,
}) => {
  await open(page, '/fa/')
  await page.locator('main a[href^="/fa/posts/"]:not([href="/fa/posts/"])').first().click()
  await page.waitForURL(/\/fa\/posts\/[^/]+\/$/)
  await expect(page.locator('[aria-live="assertive"]:not(#gatsby-announcer)')).toHaveText(/^رفتید به \S/)
  // Gatsby writes its own in the frame before ours (issue [19]): muted, it is no live region and holds nothing.
  const gatsby = page.locator('#gatsby-announcer')
  await expect(gatsby).toBeHidden()
  await expect(gatsby).not.toHaveAttribute('aria-live', /.*/)
  await expect(gatsby).toHaveAttribute('aria-hidden', 'true')
  await expect(gatsby).toHaveText('')
  // Of every live region on the page, one speaks, once, in Persian.
  const speaking = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent?.trim()).filter(Boolean),
    )
  expect(await speaking()).toEqual([expect.stringMatching(/^رفتید به \S/)])
  // The next page of a list is named as the one before it, and still announced (a new text).
  await open(page, '/fa/posts/')
  await page.getByRole('link', { name: 'نوشته‌های قدیمی‌تر' }).click()
  await page.waitForURL(/\/fa\/posts\/page\/2\/$/)
  await expect(page.locator('[aria-live="assertive"]:not(#gatsby-announcer)')).toHaveText('رفتید به نوشته‌ها')
  const spoken = await page.locator('[aria-live="assertive"]:not(#gatsby-announcer) > span').elementHandle()
  await page.getByRole('link', { name: 'نوشته‌های جدیدتر' }).click()
  await page.waitForURL(/\/fa\/posts\/$/)
  await expect.poll(() => spoken?.evaluate((span) => span.isConnected)).toBe(false)
  await expect(page.locator('[aria-live="assertive"]:not(#gatsby-announcer)')).toHaveText('رفتید به نوشته‌ها')
  expect(await speaking()).toEqual(['رفتید به نوشته‌ها'])
})
