/**
 * Share links (docs/decisions/0052-share-links.md) as a reader on a phone meets them, in both
 * languages, under a post and a case study: in the language's order, each with the page's own
 * title and address; "Copy link" puts the address on the clipboard and says so; and the page asks
 * nothing of the services (no request to another origin).
 */
import { expect, test } from '@playwright/test'
import { caseStudies, posts } from '../cms/src/seed/content'
import { PHONE } from './screens'

const texts = {
  fa: {
    heading: 'هم‌رسانی',
    order: ['تلگرام', 'واتس‌اپ', 'ایکس', 'لینکدین', 'ایمیل', 'کپی پیوند'],
    copied: 'پیوند کپی شد',
  },
  en: {
    heading: 'Share this',
    order: ['LinkedIn', 'X', 'WhatsApp', 'Telegram', 'E-mail', 'Copy link'],
    copied: 'Link copied',
  },
}

for (const locale of ['fa', 'en'] as const) {
  test(`${locale} on a phone: a post and a case study offer their own title and address to share`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext(PHONE)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const page = await context.newPage()
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url())
    })
    const [post] = posts
    const [study] = caseStudies
    for (const [path, title] of [
      [`/${locale}/posts/${post.slug}/`, post[locale].title],
      [`/${locale}/case-studies/${study.slug}/`, study[locale].title],
    ]) {
      await page.goto(path)
      const share = page.getByRole('region', { name: texts[locale].heading })
      await share.scrollIntoViewIfNeeded()
      await expect(share.getByRole('listitem')).toHaveText(texts[locale].order)
      const address = new URL(path, baseURL).href
      const telegram = new URL(
        (await share.getByRole('link', { name: texts[locale].order[locale === 'fa' ? 0 : 3] }).getAttribute('href'))!,
      )
      expect({ url: telegram.searchParams.get('url'), text: telegram.searchParams.get('text') }).toEqual({
        url: address,
        text: title,
      })
      await share.getByRole('button', { name: texts[locale].order[5] }).click()
      await expect(share.getByRole('status')).toHaveText(texts[locale].copied)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
    expect(elsewhere).toEqual([])
    await context.close()
  })
}
