import { chromium } from '@playwright/test'
const BASE = 'http://localhost:8898'
const rewrite = process.argv[2] === 'after'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const cls = (page) => page.evaluate(() => new Promise((resolve) => {
  let sum = 0; const list = []
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { sum += e.value; list.push(e.value.toFixed(3)) } }).observe({ type: 'layout-shift', buffered: true })
  setTimeout(() => resolve(sum.toFixed(3) + ' [' + list.join(',') + ']'), 300)
}))
for (const [name, viewport, mobile] of [['phone', { width: 390, height: 844 }, true], ['desktop', { width: 1280, height: 800 }, false]]) {
  for (const [locale, word] of [['fa', 'آزمون'], ['en', 'load']]) {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile })
    const page = await context.newPage()
    if (rewrite) await page.route(/\/search\/(\?.*)?$/, async (route) => {
      const response = await route.fetch(); let body = await response.text()
      const n = body.split('min-height:50vh').length - 1
      body = body.replaceAll('min-height:50vh', 'min-height:100vh'); if (!n) console.error('no rewrite')
      await route.fulfill({ response, body })
    })
    await page.goto(`${BASE}/${locale}/search/?q=${encodeURIComponent(word)}`)
    await page.waitForTimeout(2500)
    const a = await cls(page)
    await page.goto(`${BASE}/${locale}/search/`); await page.waitForTimeout(1000)
    await page.locator('input[type="search"]').pressSequentially(word, { delay: 80 })
    await page.waitForTimeout(2500)
    const b = await cls(page)
    console.log(name, locale, 'opened with ?q:', a, ' typed:', b)
    await context.close()
  }
}
await browser.close()
