/**
 * Tags (issue [19], item 1), as readers meet them: a post's chip leads to its tag's page (Persian
 * kept Persian in the address), which lists that language's posts with the tag, newest first; the
 * index of every tag with its count; both answered by the server under their own address, with
 * their title, canonical and translations, and in the sitemap; a tag with no post in the other
 * language has a page in its own only.
 */
import { expect, test, type Page } from '@playwright/test'
import { posts } from '../cms/src/seed/content'
import { tagPath } from '../src/lib/i18n'
import { tagSlug } from '../src/tags/tags'

const LOCALES = ['fa', 'en'] as const
/** Seeded tags with two posts: «تست بار» is Persian only; "load testing" English only; CI is both. */
const TAG = { fa: 'تست بار', en: 'load testing' } as const
const tagged = (locale: 'fa' | 'en', name: string) =>
  posts
    .filter((post) => post.tags[locale].includes(name))
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
    .map((post) => post[locale].title)

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

for (const locale of LOCALES) {
  // Persian on a phone, English on a desktop.
  const phone = locale === 'fa'
  const name = TAG[locale]
  const address = tagPath(locale, tagSlug(name, locale))

  test(`${locale} on a ${phone ? 'phone' : 'desktop'}: a post's chip, its tag's posts newest first, every tag, and back`, async ({
    page,
  }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 })
    const first = posts.find((post) => post.tags[locale].includes(name))!
    await open(page, `/${locale}/posts/${first.slug}/`)
    // A navigation inside the site, not a new page load, to an address that is Persian on Persian pages.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const chips = page.getByRole('list', { name: locale === 'fa' ? 'برچسب‌ها' : 'Tags' })
    await chips.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${literally(encodeURI(address))}$`))
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'fa' ? `نوشته‌هایی با برچسب «${name}»` : `Posts tagged “${name}”`,
    )
    await expect(page.locator('main article h2')).toHaveText(tagged(locale, name))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    )

    await page.getByRole('link', { name: locale === 'fa' ? 'همهٔ برچسب‌ها' : 'All tags' }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/tags/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'fa' ? 'برچسب‌ها' : 'Tags')
    const entry = page.locator('main li').filter({ hasText: name }).first()
    await expect(entry).toContainText(locale === 'fa' ? '۲ نوشته' : '2 posts')
    await entry.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${literally(encodeURI(address))}$`))
  })

  test(`${locale}: the server answers a tag's page and the index with their own title, canonical and translations`, async ({
    request,
  }) => {
    const other = locale === 'fa' ? 'en' : 'fa'
    const answer = await request.get(encodeURI(address))
    expect(answer.status()).toBe(200)
    // The page's own Content-Security-Policy applies to its percent-encoded address too.
    expect(answer.headers()['content-security-policy']).toMatch(/script-src/)
    const html = await answer.text()
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${literally(encodeURI(address))}"`))
    // The tag has no post in the other language: no translation is named.
    expect(html).not.toContain(`<link rel="alternate" hrefLang="${other}"`)

    const index = await request.get(`/${locale}/tags/`)
    expect(index.status()).toBe(200)
    expect(await index.text()).toMatch(new RegExp(`hrefLang="${other}" href="[^"]*/${other}/tags/"`))

    // A tag both languages use names its other page.
    const shared = await (await request.get(`/${locale}/tags/ci/`)).text()
    expect(shared).toMatch(new RegExp(`hrefLang="${other}" href="[^"]*/${other}/tags/ci/"`))
  })
}

test('the tags are in the sitemap, Persian addresses percent-encoded', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const locale of LOCALES) {
    expect(sitemap).toContain(`/${locale}/tags/</loc>`)
    expect(sitemap).toContain(`${encodeURI(tagPath(locale, tagSlug(TAG[locale], locale)))}</loc>`)
  }
})

test('a tag with no post in the other language: its language switch leads to that language’s tags, not a missing page', async ({
  page,
}) => {
  await open(page, encodeURI(tagPath('fa', tagSlug(TAG.fa, 'fa'))))
  const english = page.locator('header').getByRole('link', { name: 'زبان: English' })
  await expect(english).toHaveAttribute('href', '/en/tags/')
  const answer = await page.request.get('/en/tags/')
  expect(answer.status()).toBe(200)
})

/** A string as a regular expression matching it literally. */
function literally(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
