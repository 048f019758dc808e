/**
 * `npm run screenshots`: every template in both locales and both colour modes, from the running
 * product (default http://localhost:8888, `npm start`; or SCREENSHOT_BASE_URL), into
 * docs/screenshots/ for the README. Debian's Chromium, as in the browser tests.
 */
import path from 'node:path'
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { posts } from '../cms/src/seed/content'
import { LOCALES } from '../cms/src/rules/locales'
import { CHROMIUM_FLAGS, fullChromium } from './lib/chromium'

const base = process.env.SCREENSHOT_BASE_URL ?? 'http://localhost:8888'
const out = path.join(__dirname, '..', 'docs', 'screenshots')
const templates: Record<string, (locale: string) => string> = {
  home: (locale) => `/${locale}/`,
  page: (locale) => `/${locale}/pages/about-us/`,
  posts: (locale) => `/${locale}/posts/`,
  post: (locale) => `/${locale}/posts/${posts[0].slug}/`,
  error: (locale) => `/${locale}/no-such-page/`,
  login: (locale) => `/${locale}/auth/login`,
}

async function main() {
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({
    executablePath: fullChromium('npm run screenshots'),
    args: CHROMIUM_FLAGS,
  })
  const shots: [string, string, 'light' | 'dark', { width: number; height: number }][] = []
  for (const name of Object.keys(templates))
    for (const locale of LOCALES)
      for (const mode of ['light', 'dark'] as const) shots.push([name, locale, mode, { width: 1280, height: 860 }])
  for (const locale of LOCALES) shots.push(['mobile-menu', locale, 'light', { width: 390, height: 760 }])
  for (const [name, locale, mode, viewport] of shots) {
    const page = await browser.newPage({ viewport, colorScheme: mode, deviceScaleFactor: 1 })
    await page.goto(`${base}${(templates[name] ?? templates.home)(locale)}`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForFunction(() => !document.querySelector('header [data-session="unknown"]'))
    if (name === 'mobile-menu') await page.locator('header button[aria-controls]').last().click()
    await page.waitForLoadState('networkidle')
    const file = path.join(out, `${name}-${locale}-${mode}.jpg`)
    await page.screenshot({ path: file, type: 'jpeg', quality: 72 })
    console.log(path.relative(process.cwd(), file))
    await page.close()
  }
  await browser.close()
}

void main()
