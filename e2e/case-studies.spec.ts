/**
 * Case studies (issue [18], item 3), as readers meet them: from the home page and from the
 * service they are a case of, their list, a study with its figures, the way back to the service,
 * both languages, in the sitemap with their translations, and in search.
 */
import { expect, test } from '@playwright/test'
import { caseStudies } from '../cms/src/seed/content'
import { serviceNames } from '../cms/src/rules/service-names'

const newestFirst = [...caseStudies].sort((a, b) => b.publishDate.localeCompare(a.publishDate))
const retailer = caseStudies.find((study) => study.slug === 'retailer-ready-for-yalda-sale')!

for (const locale of ['fa', 'en'] as const) {
  const section = locale === 'fa' ? 'نمونه‌کارها' : 'Case studies'
  // Persian on a phone, English on a desktop.
  const phone = locale === 'fa'

  test(`${locale} on a ${phone ? 'phone' : 'desktop'}: from the home page to the list, a study's figures, its service, and back to the study`, async ({
    page,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${locale}/`)
    const onHome = page.getByRole('region', { name: section })
    await expect(onHome.getByRole('heading', { level: 3 })).toHaveText(newestFirst.map((study) => study[locale].title))
    await onHome.getByRole('link', { name: locale === 'fa' ? 'همهٔ نمونه‌کارها' : 'All case studies' }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/case-studies/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section)
    await page.getByRole('link', { name: retailer[locale].title }).click()

    await expect(page).toHaveURL(new RegExp(`/${locale}/case-studies/${retailer.slug}/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(retailer[locale].title)
    const results = page.getByRole('region', { name: locale === 'fa' ? 'نتیجه‌ها' : 'Results' })
    for (const result of retailer[locale].results) {
      await expect(results.getByRole('definition').filter({ hasText: result.figure }).first()).toBeVisible()
      await expect(results.getByRole('term').filter({ hasText: result.label })).toBeVisible()
    }
    await expect(page.locator('main blockquote')).toHaveText(retailer[locale].quote.text)
    await expect(page.locator('main')).toContainText(retailer[locale].challenge.slice(0, 40))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    )

    // Named as the service's page names itself.
    const service = `${locale === 'fa' ? 'بیشتر دربارهٔ' : 'More about'} ${serviceNames[locale]['load-stress']}`
    await page.getByRole('link', { name: service }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/pages/services/load-and-stress-testing/$`))
    const onService = page.getByRole('region', { name: section })
    await expect(onService.getByRole('heading', { level: 3 })).toHaveText([retailer[locale].title])
    await onService.getByRole('link', { name: retailer[locale].title }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/case-studies/${retailer.slug}/$`))
  })
}

test('every study is in the sitemap, and each language version names the other', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const study of caseStudies)
    for (const locale of ['fa', 'en']) {
      expect(sitemap).toContain(`/${locale}/case-studies/${study.slug}/</loc>`)
      const html = await (await request.get(`/${locale}/case-studies/${study.slug}/`)).text()
      const other = locale === 'fa' ? 'en' : 'fa'
      expect(html).toMatch(new RegExp(`hrefLang="${other}" href="[^"]*/${other}/case-studies/${study.slug}/"`))
    }
  expect(sitemap).toContain('/en/case-studies/</loc>')
})

test('search finds a study by what it says, marked as a case study, in both languages', async ({ page }) => {
  await page.goto('/fa/search/?q=%DB%8C%D9%84%D8%AF%D8%A7')
  const persian = page.locator('main ol > li').filter({ hasText: retailer.fa.title })
  await expect(persian).toContainText('نمونه‌کار')
  await page.goto('/en/search/?q=Yalda')
  const english = page.locator('main ol > li').filter({ hasText: retailer.en.title })
  await expect(english).toContainText('Case study')
})
