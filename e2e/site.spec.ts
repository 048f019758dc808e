/**
 * The served product in a real browser: both homes, pages, the post list and posts in each
 * locale, the 404 and the function layer. Expected texts come from the CMS seed, so these pass
 * only if content made it from Strapi through the build to the page.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator } from '@playwright/test'
import { releasesDir } from '../server/publish/publishing'
import {
  communityUrls,
  home,
  pages,
  posts,
  SERVICE_PATHS,
  SERVICES_OVERVIEW_PATH,
  siteInfo,
} from '../cms/src/seed/content'

const newestFirst = [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate))
const heroTitle = (locale: 'fa' | 'en') =>
  String(home[locale].sections.find((section) => section.__component === 'sections.hero')!.title)

test.describe('home pages', () => {
  for (const [path, locale, dir] of [
    ['/fa/', 'fa', 'rtl'],
    ['/en/', 'en', 'ltr'],
  ] as const) {
    test(`${path} is ${locale} ${dir} with the CMS content`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(locale))
      await expect(page.locator('header')).toContainText(siteInfo[locale].name)
      await expect(page.locator('[data-service]')).toHaveCount(4)
      await expect(page).toHaveTitle(home[locale].title)
    })
  }
})

test.describe('content pages', () => {
  for (const locale of ['fa', 'en'] as const) {
    for (const seeded of pages) {
      test(`/${locale}/pages/${seeded.path} shows its ${locale} title`, async ({ page }) => {
        const response = await page.goto(`/${locale}/pages/${seeded.path}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded[locale].title)
      })
    }

    test(`${locale}: no dead ends: the pages index links the main pages, the contact page its addresses, "Services" the four services`, async ({
      page,
      request,
    }) => {
      const main = page.locator('main')
      const reachable = async (href: string | null) =>
        expect(`${href} ${(await request.get(href!)).status()}`).toBe(`${href} 200`)

      await page.goto(`/${locale}/pages/`)
      for (const path of ['about-us', 'contact-us', SERVICES_OVERVIEW_PATH])
        await reachable(
          await main.locator(`a[href="/${locale}/pages/${path}/"]`).getAttribute('href', { timeout: 5000 }),
        )

      await page.goto(`/${locale}/pages/contact-us/`)
      await expect(main.locator('a[href="mailto:hello@barsanj.example"]')).toHaveText('hello@barsanj.example')
      await expect(main.locator('a[href="tel:+982188000000"]')).toHaveCount(1)
      await expect(main.locator(`a[href="${communityUrls.chatCommunityUrl}"]`)).toHaveCount(1)

      await page.goto(`/${locale}/`)
      const services = page
        .locator('header')
        .getByRole('link', { name: siteInfo[locale].headerLinks[1].label, exact: true })
        .first()
      await expect(services).toHaveAttribute('href', `/${locale}/pages/${SERVICES_OVERVIEW_PATH}/`)
      await page.goto(`/${locale}/pages/${SERVICES_OVERVIEW_PATH}/`)
      await expect(main.locator('[data-service]')).toHaveCount(4)
      for (const path of Object.values(SERVICE_PATHS))
        await reachable(await main.locator(`[data-service] a[href="/${locale}/pages/${path}/"]`).getAttribute('href'))
    })
  }
})

test.describe('posts', () => {
  for (const locale of ['fa', 'en'] as const) {
    test(`/${locale}/posts lists posts newest first, six a page`, async ({ page }) => {
      await page.goto(`/${locale}/posts/`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const titles = page.locator('main article h2')
      await expect(titles).toHaveText(newestFirst.slice(0, 6).map((post) => post[locale].title))
      await page.locator('a[rel="next"]').click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/posts/page/2/$`))
      await expect(titles).toHaveText(newestFirst.slice(6, 12).map((post) => post[locale].title))
      await expect(page.locator('main article img').first()).toBeVisible()
    })

    test(`every post is its own ${locale} page`, async ({ request }) => {
      for (const post of posts) {
        const response = await request.get(`/${locale}/posts/${post.slug}/`)
        expect(response.status(), post.slug).toBe(200)
        const html = await response.text()
        expect(html).toContain(`<html lang="${locale}" dir="${locale === 'fa' ? 'rtl' : 'ltr'}"`)
        expect(html).toContain(post[locale].title.replace(/'/g, '&#x27;').replace(/"/g, '&quot;'))
      }
    })
  }

  for (const locale of ['fa', 'en'] as const)
    test(`${locale} on a ${locale === 'fa' ? 'phone' : 'desktop'}: a post offers related reading, a post sharing its tag first, and it leads there`, async ({
      page,
    }) => {
      if (locale === 'fa') await page.setViewportSize({ width: 390, height: 844 })
      const bySlug = (slug: string) => posts.find((post) => post.slug === slug)!
      await page.goto(`/${locale}/posts/load-testing-vs-stress-testing/`)
      const related = page.getByRole('region', { name: locale === 'fa' ? 'بیشتر بخوانید' : 'Related reading' })
      const links = related.getByRole('heading', { level: 3 }).getByRole('link')
      await expect(links).toHaveCount(3)
      // Its own tag "load testing" is the capacity planning post's too.
      await expect(links.first()).toHaveText(bySlug('capacity-planning-for-peak-season')[locale].title)
      const neighbours = await page
        .locator('a[rel="prev"], a[rel="next"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
      for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))))
        expect([`/${locale}/posts/load-testing-vs-stress-testing/`, ...neighbours]).not.toContain(href)
      await links.first().click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/posts/capacity-planning-for-peak-season/$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        bySlug('capacity-planning-for-peak-season')[locale].title,
      )
    })

  test('a post has its fa and en versions, each in its own language', async ({ page }) => {
    const post = posts[2]
    await page.goto(`/fa/posts/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.fa.title)
    await expect(page.locator('main')).toContainText(post.fa.authorName)
    await expect(page.locator('main img').first()).toBeVisible()
    await page.getByRole('link', { name: 'زبان: English' }).click()
    await expect(page).toHaveURL(new RegExp(`/en/posts/${post.slug}/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.en.title)
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })

  test('cover images are responsive and in modern formats', async ({ page }) => {
    await page.goto(`/en/posts/${posts[0].slug}/`)
    const sources = page.locator('main picture source')
    await expect(sources.first()).toHaveAttribute('type', 'image/webp')
    expect(await sources.first().getAttribute('srcset')).toMatch(/\d+w,/)
  })

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false })

    test("images show: the hero at once, a post card's cover once scrolled to", async ({ page }) => {
      const loaded = (image: Locator) =>
        image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))
      await page.goto('/en/')
      const hero = page.locator('main img[fetchpriority="high"]')
      await expect(hero).toHaveAttribute('loading', 'eager')
      await expect.poll(() => loaded(hero)).toBeGreaterThan(0)
      const lastCard = page.locator('main article img').last()
      await expect(lastCard).toHaveAttribute('loading', 'lazy')
      await lastCard.scrollIntoViewIfNeeded()
      await expect.poll(() => loaded(lastCard)).toBeGreaterThan(0)
    })
  })
})

test.describe('not found', () => {
  for (const [path, locale, title, message] of [
    ['/en/no-such-page', 'en', 'Page not found', 'Sorry, we couldn’t find the page you’re looking for.'],
    ['/fa/posts/no-such-post', 'fa', 'صفحه پیدا نشد', 'متأسفیم، صفحه‌ای را که دنبالش بودید پیدا نکردیم.'],
  ] as const) {
    test(`${path} answers 404 in ${locale} with the path`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const block = page.getByTestId(`error-${locale}`)
      await expect(block.getByRole('heading', { level: 1 })).toHaveText(`${title}: ${path}`)
      await expect(block).toContainText(message)
      await expect(page.getByTestId(locale === 'fa' ? 'error-en' : 'error-fa')).toHaveCount(0)
    })
  }

  test('the server answers a miss with the path already in the page, escaped', async ({ request }) => {
    const response = await request.get('/en/no-such-page')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('<html lang="en" dir="ltr"')
    expect(html).toContain(
      'Page not found<span data-missing-path="">: <bdi dir="ltr"><span>/</span><span>en/</span><span>no-such-page</span></bdi></span>',
    )
    const hostile = await (await request.get('/fa/%3Cscript%3Ealert(1)%3C/script%3E')).text()
    // The closing tag's slash cuts a piece like any other: the pieces are text, escaped.
    expect(hostile).toContain(
      '<bdi dir="ltr"><span>/</span><span>fa/</span><span>&lt;script&gt;alert(1)&lt;/</span><span>script&gt;</span></bdi>',
    )
    expect(hostile).not.toContain('<script>alert(1)')
  })

  test('existing files are not touched by the 404 handling', async ({ request }) => {
    const response = await request.get(`/fa/posts/${posts[0].slug}`)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain(posts[0].fa.title)
  })

  test('an address without a locale answers 404 in both languages', async ({ page }) => {
    const response = await page.goto('/no-such-thing')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('error-fa').getByRole('heading', { level: 1 })).toHaveText(
      'صفحه پیدا نشد: /no-such-thing',
    )
    await expect(page.getByTestId('error-en').getByRole('heading', { level: 2 })).toHaveText(
      'Page not found: /no-such-thing',
    )
  })

  test('the Home button keeps the reader in the language they are reading, whatever their browser prefers', async ({
    browser,
  }) => {
    for (const [reading, browserLanguage] of [
      ['en', 'fa-IR'],
      ['fa', 'en-US'],
    ] as const) {
      const context = await browser.newContext({ locale: browserLanguage })
      const page = await context.newPage()
      await page.goto(`/${reading}/missing/deeply/nested`)
      await page.getByTestId(`error-${reading}`).getByRole('link').first().click()
      await expect(page).toHaveURL(new RegExp(`/${reading}/$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(reading))
      await context.close()
    }
  })
})

test('GET /api/user/session answers an empty session as JSON', async ({ request }) => {
  const response = await request.get('/api/user/session')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/json/)
  expect(await response.json()).toEqual({})
})

test('no page of the build holds a NUL byte (React 18 streamed them into Persian text: patches/react-dom)', () => {
  const site = path.join(releasesDir('e2e'), '1', 'site')
  const pages = readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
  expect(pages.length).toBeGreaterThan(50)
  expect(pages.filter((file) => readFileSync(file).includes(0))).toEqual([])
})
