/**
 * Computed styles of every element of the site's pages, for changing how the site is styled
 * without changing what a reader sees (ADR 0016).
 *
 *   npx tsx e2e/style-snapshot.ts capture <site url> <file.json.gz>
 *   npx tsx e2e/style-snapshot.ts compare <before.json.gz> <after.json.gz>
 *
 * `capture` loads home, post list, post, page, case study list, case study, login, profile and 404 in Persian and English, light
 * and dark, 390 and 1,280 px wide, with JavaScript and (content pages) without it, plus the mobile
 * panel, a header popover and the member's menu open, and records every computed property of
 * every element and of its ::before/::after, keyed by the element's position in the document.
 * The site must be a running stack with accounts (`npx tsx e2e/serve.ts`): a member is registered
 * through it for the profile screen. `compare` prints every difference and exits 1 if there is one.
 */
import { createWriteStream, readFileSync } from 'node:fs'
import { gunzipSync, createGzip } from 'node:zlib'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { Inbox, linkIn } from '../tests/support/inbox'
import { E2E_INBOX_URL } from './stack'
import { LOCALES } from '../cms/src/rules/locales'
import { CHROMIUM_FLAGS, fullChromium } from '../scripts/lib/chromium'

type ElementStyles = Record<string, string>
/** One page in one state: element key → property → value (only the properties that are set). */
type Shot = Record<string, ElementStyles>
type Snapshot = Record<string, Shot>

const WIDTHS = [390, 1280] as const
const MODES = ['light', 'dark'] as const

type PageSpec = { name: string; path: string; member?: boolean; content?: boolean }
const pages = (locale: string): PageSpec[] => [
  { name: 'home', path: `/${locale}/`, content: true },
  { name: 'post-list', path: `/${locale}/posts/`, content: true },
  { name: 'post', path: `/${locale}/posts/taming-flaky-tests/`, content: true },
  { name: 'post-member', path: `/${locale}/posts/taming-flaky-tests/`, member: true },
  { name: 'page', path: `/${locale}/pages/about-us/`, content: true },
  { name: 'case-study-list', path: `/${locale}/case-studies/`, content: true },
  { name: 'case-study', path: `/${locale}/case-studies/retailer-ready-for-yalda-sale/`, content: true },
  { name: 'login', path: `/${locale}/auth/login/` },
  { name: 'profile', path: `/${locale}/user/profile/`, member: true },
  { name: '404', path: `/${locale}/no-such-page/`, content: true },
]

/** Runs in the page: every element's computed style, and its pseudo-elements' when they exist. */
function collect(): Record<string, Record<string, string>> {
  const key = (element: Element): string => {
    const parts: string[] = []
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      const parent: Element | null = node.parentElement
      const index = parent ? Array.prototype.indexOf.call(parent.children, node) : 0
      parts.unshift(`${node.tagName.toLowerCase()}${index}`)
    }
    return parts.join('>') || 'html'
  }
  const read = (style: CSSStyleDeclaration) => {
    const values: Record<string, string> = {}
    for (let i = 0; i < style.length; i++) values[style[i]] = style.getPropertyValue(style[i])
    return values
  }
  const shot: Record<string, Record<string, string>> = {}
  for (const element of [document.documentElement, ...Array.from(document.body.querySelectorAll('*'))]) {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'LINK', 'META'].includes(element.tagName)) continue
    const id = key(element)
    shot[id] = read(getComputedStyle(element))
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(element, pseudo)
      if (style.content !== 'none' && style.content !== 'normal') shot[`${id}${pseudo}`] = read(style)
    }
  }
  return shot
}

async function settle(page: Page, javaScript: boolean) {
  await page.waitForLoadState('networkidle')
  if (javaScript) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.evaluate(() => document.fonts.ready)
  // Comments and the member's menu load after hydration.
  await page.waitForTimeout(300)
}

async function newContext(
  browser: Browser,
  siteUrl: string,
  width: number,
  mode: 'light' | 'dark',
  javaScript: boolean,
) {
  // Without JavaScript the stored choice cannot be read: the system preference decides.
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: { width, height: 900 },
    javaScriptEnabled: javaScript,
    colorScheme: mode,
    reducedMotion: 'reduce',
  })
  if (javaScript) await context.addInitScript((value) => window.localStorage.setItem('qa-color-mode', value), mode)
  return context
}

async function registerMember(context: BrowserContext) {
  // Always the same address: the account menu is as wide as it, so another one would change the
  // menu's width between two captures. A stack that already has the account just logs it in.
  const account = { email: 'style-snapshot@example.com', username: 'style_snapshot', password: 'first-pass-1' }
  const registered = await context.request.post('/api/user/register', {
    data: account,
    headers: { 'accept-language': 'en' },
  })
  if (registered.status() !== 201) {
    const body = await registered.text()
    if (/taken|exists/i.test(body)) return account
    throw new Error(`register: ${registered.status()} ${body}`)
  }
  const code = linkIn(await new Inbox(E2E_INBOX_URL).waitFor(account.email), 'confirm-account').searchParams.get('code')
  const confirmed = await context.request.get(`/api/user/confirm-account?code=${code}`)
  if (confirmed.status() !== 200) throw new Error(`confirm: ${confirmed.status()}`)
  return account
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/en/auth/login/')
  await settle(page, true)
  await page.locator('main').getByLabel('E-mail or username').fill(account.email)
  await page.locator('main').getByLabel('Password', { exact: true }).fill(account.password)
  await page.locator('main').getByRole('button', { name: 'Log in' }).click()
  // The login screen sends a member on (home) once the session is set.
  await page.waitForURL((url) => !url.pathname.includes('/auth/login'))
}

async function capture(siteUrl: string, file: string) {
  const browser = await chromium.launch({
    executablePath: fullChromium('The style snapshot'),
    args: CHROMIUM_FLAGS,
  })
  const snapshot: Snapshot = {}
  const take = async (name: string, page: Page) => {
    // tsx names functions through a `__name` helper that the page does not have.
    snapshot[name] = (await page.evaluate(
      `(() => { const __name = (f) => f; return (${collect.toString()})() })()`,
    )) as Shot
    process.stdout.write(`${name}: ${Object.keys(snapshot[name]).length} elements\n`)
  }
  try {
    const setup = await browser.newContext({ baseURL: siteUrl })
    const account = await registerMember(setup)
    await setup.close()
    for (const width of WIDTHS) {
      for (const mode of MODES) {
        for (const javaScript of [true, false]) {
          const guest = await newContext(browser, siteUrl, width, mode, javaScript)
          const member = javaScript ? await newContext(browser, siteUrl, width, mode, true) : null
          if (member) await logIn(await member.newPage(), account)
          for (const locale of LOCALES) {
            for (const spec of pages(locale)) {
              if (!javaScript && !spec.content) continue
              const page = await (spec.member ? member! : guest).newPage()
              await page.goto(spec.path)
              await settle(page, javaScript)
              const name = `${locale} ${spec.name} ${width} ${mode}${javaScript ? '' : ' no-js'}`
              await take(name, page)
              if (javaScript && spec.name === 'home') {
                if (width < 800) {
                  await page
                    .getByRole('button', { name: /menu|منو/i })
                    .first()
                    .click()
                  await page.getByTestId('mobile-panel').locator('nav').waitFor()
                  await take(`${name} panel`, page)
                } else {
                  await page.locator('header [aria-controls^="popover-"]').first().hover()
                  await page.locator('header [role="group"]:not([hidden])').first().waitFor()
                  await take(`${name} popover`, page)
                }
              }
              if (javaScript && spec.name === 'profile' && width > 800) {
                await page
                  .locator('header')
                  .getByRole('button', { name: /Account menu|منوی حساب/ })
                  .click()
                await page.locator('header [role="menu"], header [role="group"]:not([hidden])').first().waitFor()
                await take(`${name} account-menu`, page)
              }
              await page.close()
            }
          }
          await guest.close()
          await member?.close()
        }
      }
    }
  } finally {
    await browser.close()
  }
  await pipeline(Readable.from([JSON.stringify(snapshot)]), createGzip(), createWriteStream(file))
  console.log(`${Object.keys(snapshot).length} shots written to ${file}`)
}

/**
 * Properties that change nothing on screen for this element, so a difference in them is not one
 * a reader can see: custom properties (their uses are compared), the colour of a side that has
 * no border, and the old flexbox's -webkit-box-* outside `display: -webkit-box` (emotion wrote
 * them beside every align-items and justify-content; the browser ignores them).
 */
function inert(property: string, style: ElementStyles): boolean {
  if (property.startsWith('--')) return true
  const side = /^border-(.+)-color$/.exec(property)
  if (side) return style[`border-${side[1]}-style`] === 'none'
  if (property.startsWith('-webkit-box-') && property !== '-webkit-box-reflect')
    return !/-webkit-(inline-)?box/.test(style.display ?? '')
  return false
}

function compare(beforeFile: string, afterFile: string): number {
  const load = (file: string) => JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Snapshot
  const before = load(beforeFile)
  const after = load(afterFile)
  let differences = 0
  const report = (line: string) => {
    differences++
    if (differences <= 400) console.log(line)
  }
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[name]
    const b = after[name]
    if (!a || !b) {
      report(`${name}: only in ${a ? 'before' : 'after'}`)
      continue
    }
    for (const element of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!a[element] || !b[element]) {
        report(`${name} ${element}: only in ${a[element] ? 'before' : 'after'}`)
        continue
      }
      for (const property of new Set([...Object.keys(a[element]), ...Object.keys(b[element])])) {
        if (inert(property, a[element]) && inert(property, b[element])) continue
        if (a[element][property] !== b[element][property])
          report(`${name} ${element} ${property}: ${a[element][property]} → ${b[element][property]}`)
      }
    }
  }
  console.log(`${Object.keys(after).length} shots compared, ${differences} differences`)
  return differences === 0 ? 0 : 1
}

const [command, first, second] = process.argv.slice(2)
if (command === 'capture' && first && second) {
  capture(first, second).catch((error) => {
    console.error(error)
    process.exit(1)
  })
} else if (command === 'compare' && first && second) {
  process.exitCode = compare(first, second)
} else {
  console.error('usage: style-snapshot.ts capture <site url> <file.json.gz> | compare <before.json.gz> <after.json.gz>')
  process.exit(2)
}
